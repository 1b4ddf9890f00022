/*
 * The payments module's one public entry (ADR 0014): bundles and methods, payment
 * creation, settling through the provider's webhook, the member's return or the expiry job,
 * discount codes and the sandbox provider's checkout. Credits move only through modules/credits.
 */
import type { FastifyInstance } from 'fastify';
import { creditRoutes, staffCreditRoutes } from '../credits/index.js';
import { directDebitRoutes } from './direct-debit/index.js';
import { startPaymentJobs } from './jobs.js';
import { paymentState, type PaymentDeps } from './payment-service.js';
import { paymentApiRoutes, publicPriceRoutes, webhookRoutes } from './payment-routes.js';
import { createPaymentProvider, isSandbox, type PaymentProvider } from './providers/index.js';
import { sandboxCheckoutRoutes } from './sandbox/checkout-routes.js';
import { staffPaymentRoutes } from './staff/staff-payment-routes.js';

export { deliverDueSandboxWebhooks, expireStalePayments } from './jobs.js';
export {
  settle,
  transitionsOf,
  purchaseKey,
  reversalKey,
  type SettleResult,
  type SettleSource,
} from './settle.js';
export type { PaymentDeps } from './payment-service.js';
export type { PaymentProvider, ProviderStatus, SandboxProvider } from './providers/index.js';

/** What the module keeps at runtime, for jobs and tests (`app.payments`). */
export interface PaymentsRuntime {
  provider: PaymentProvider;
  deps: PaymentDeps;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsRuntime;
  }
}

async function paymentsPlugin(app: FastifyInstance): Promise<void> {
  const now = () => app.ctx.clock.now();
  const provider = createPaymentProvider(app.ctx.config, { db: app.ctx.db, now });
  const deps: PaymentDeps = { db: app.ctx.db, provider, log: app.log, now };
  app.decorate('payments', { provider, deps });
  if (provider.name === 'sandbox' && app.ctx.config.env === 'production')
    app.log.warn('PAYMENT_PROVIDER is the sandbox in production: purchases are test payments, not money');

  await app.register(creditRoutes, {
    paymentState: (memberId: number, id: number) => paymentState(deps, memberId, id),
  });
  await app.register(paymentApiRoutes, { deps });
  await app.register(publicPriceRoutes, { deps });
  await app.register(webhookRoutes, { deps });
  await app.register(directDebitRoutes);
  // Finance's console calls: payments, refunds, reviews, the CSV and credit adjustments.
  await app.register(staffPaymentRoutes, { provider });
  await app.register(staffCreditRoutes);
  const sandbox = isSandbox(provider) ? provider : null;
  if (sandbox) await app.register(sandboxCheckoutRoutes, { provider: sandbox });

  let stopJobs: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopJobs = startPaymentJobs(app, deps, sandbox);
  });
  app.addHook('preClose', async () => {
    await stopJobs?.();
  });
}

/** Registered once in app.ts; at the root (skip-override) so `app.payments` is seen everywhere. */
export const paymentRoutes = Object.assign(paymentsPlugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'payments',
});
