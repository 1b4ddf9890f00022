/*
 * The sandbox's hosted checkout (ADR 0014): what a real provider's test mode shows. A small
 * self-contained page in the member's language with the amount, the method and three buttons; the
 * buttons are plain form posts (the CSP allows no inline script). The choice is queued as the
 * provider's webhook (sandbox/outbox.ts delivers it) and the member goes back to the result page,
 * which finds the payment pending until the webhook or its own status fetch settles it.
 */
import { isLocale, type Locale } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import { payments, sandboxWebhooks, users } from '../../../db/schema.js';
import { formatAmount } from '../payment-service.js';
import type { ProviderStatus } from '../providers/provider.js';
import type { SandboxProvider } from '../providers/sandbox.js';

const CHOICES: Record<string, ProviderStatus> = { pay: 'completed', fail: 'failed', cancel: 'cancelled' };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f4f7;margin:0;padding:2rem 1rem;color:#1d1d27}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.3rem;margin:0 0 .5rem}.note{background:#fff6d6;border-radius:8px;padding:.6rem .8rem;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#666}dd{margin:0;font-weight:600}
form{display:flex;flex-direction:column;gap:.6rem;margin-top:1rem}button{font-size:1rem;padding:.8rem;border-radius:8px;border:1px solid #ccc;background:#fff;cursor:pointer}
button[value=pay]{background:#1f7a3e;color:#fff;border-color:#1f7a3e}`;

async function checkoutOf(db: Db, provider: SandboxProvider, ref: string) {
  const paymentId = provider.paymentIdOf(ref);
  if (paymentId === null) return null;
  const [row] = await db
    .select({ payment: payments, language: users.language })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  return row && row.payment.providerRef === ref ? row : null;
}

export async function sandboxCheckoutRoutes(
  app: FastifyInstance,
  { provider }: { provider: SandboxProvider },
): Promise<void> {
  const { db } = app.ctx;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, body, done) => done(null, new URLSearchParams(body as string)),
  );

  app.get<{ Params: { ref: string } }>('/sandbox/checkout/:ref', async (request, reply) => {
    const found = await checkoutOf(db, provider, request.params.ref);
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    if (!found) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    const { payment } = found;
    const locale: Locale = isLocale(found.language) ? found.language : 'en';
    const t = app.ctx.i18n.translatorFor(locale);
    const open = payment.status === 'pending';
    const body = open
      ? `<form method="post" action="/sandbox/checkout/${escapeHtml(request.params.ref)}">
<button name="choice" value="pay">${escapeHtml(t('sandbox.pay'))}</button>
<button name="choice" value="fail">${escapeHtml(t('sandbox.fail'))}</button>
<button name="choice" value="cancel">${escapeHtml(t('sandbox.cancel'))}</button>
</form>`
      : `<p>${escapeHtml(t('sandbox.closed'))}</p><p><a href="/transactions/${payment.id}">${escapeHtml(t('sandbox.back'))}</a></p>`;
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t('sandbox.title'))}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(t('sandbox.title'))}</h1><p class="note">${escapeHtml(t('sandbox.notice'))}</p>
<dl><dt>${escapeHtml(t('sandbox.amount'))}</dt><dd>${escapeHtml(formatAmount(locale, payment.amount, payment.currency))}</dd>
<dt>${escapeHtml(t('sandbox.method'))}</dt><dd>${escapeHtml(payment.method)}</dd></dl>
${body}</main></body></html>`);
  });

  app.post<{ Params: { ref: string }; Body: URLSearchParams | undefined }>(
    '/sandbox/checkout/:ref',
    async (request, reply) => {
      const found = await checkoutOf(db, provider, request.params.ref);
      if (!found) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      const choice = request.body instanceof URLSearchParams ? request.body.get('choice') : null;
      const status = choice ? CHOICES[choice] : undefined;
      if (!status) return reply.status(400).type('text/plain; charset=utf-8').send('Bad request');
      const paymentId = found.payment.id;
      // One choice per payment, as at a real checkout: a second post (back button) changes nothing.
      await db.transaction(async (tx) => {
        const [payment] = await tx
          .select({ status: payments.status })
          .from(payments)
          .where(eq(payments.id, paymentId))
          .for('update');
        const [chosen] = await tx
          .select({ id: sandboxWebhooks.id })
          .from(sandboxWebhooks)
          .where(eq(sandboxWebhooks.paymentId, paymentId))
          .limit(1);
        if (payment?.status === 'pending' && !chosen)
          await provider.enqueue(paymentId, status, undefined, tx);
      });
      return reply.redirect(`/transactions/${paymentId}`, 303);
    },
  );
}
