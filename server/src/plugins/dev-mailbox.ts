import type { FastifyInstance } from 'fastify';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * `/dev/mailbox`: the e-mails written to DATA_DIR/mail, so a newcomer can follow an activation
 * link without an SMTP server. Registered only in development without SMTP (app.ts), and it
 * answers only clients on this machine: it holds every reset and activation link. The socket's address decides, never X-Forwarded-For, which any client can write.
 */
export async function devMailbox(app: FastifyInstance): Promise<void> {
  const { mailer } = app.ctx;

  app.addHook('onRequest', async (request, reply) => {
    if (isLoopback(request.socket.remoteAddress)) return;
    return reply.status(404).type('text/plain').send('Not found');
  });

  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await mailer.list();
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.date)}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join('');
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title></head><body style="font-family:sans-serif"><h1>Development mailbox</h1><p>${mails.length} e-mails (newest first), written to DATA_DIR/mail because SMTP_URL is not set.</p><table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const mail = (await mailer.list()).find((m) => m.id === request.params.id);
    if (!mail) return reply.status(404).type('text/plain').send('No such e-mail');
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    const header = `<div style="font-family:sans-serif;background:#eee;padding:8px"><a href="/dev/mailbox">Mailbox</a> · To: ${escapeHtml(mail.to)} · From: ${escapeHtml(mail.from)} · Subject: ${escapeHtml(mail.subject)}</div>`;
    // Our own rendered HTML (values escaped when it was built); the page CSP allows no scripts.
    return mail.html.replace(/(<body[^>]*>)/, (body) => `${body}${header}`);
  });
}
