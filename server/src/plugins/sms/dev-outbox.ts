import type { FastifyInstance } from 'fastify';
import { isLoopback } from '../dev-mailbox.js';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * `/dev/sms`: the texts written to DATA_DIR/sms, so the direct-debit code can be read without a
 * gateway. The same rules as /dev/mailbox: registered only in development without SMS_URL
 * (app.ts), and answering only clients on this machine (the socket's address, never
 * X-Forwarded-For), because it shows every member's confirmation codes.
 */
export async function devSmsOutbox(app: FastifyInstance): Promise<void> {
  const { sms } = app.ctx;

  app.addHook('onRequest', async (request, reply) => {
    if (isLoopback(request.socket.remoteAddress)) return;
    return reply.status(404).type('text/plain').send('Not found');
  });

  app.get('/dev/sms', async (_request, reply) => {
    const texts = await sms.list();
    const rows = texts
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.date)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.text)}</td></tr>`,
      )
      .join('');
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development SMS outbox</title></head><body style="font-family:sans-serif"><h1>Development SMS outbox</h1><p>${texts.length} texts (newest first), written to DATA_DIR/sms because SMS_URL is not set. <a href="/dev/mailbox">Mailbox</a></p><table><thead><tr><th>Date</th><th>To</th><th>Text</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
  });
}
