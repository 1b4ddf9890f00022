/*
 * The payments' background work (ADR 0014), started when the app is ready and stopped before it
 * closes (so a test's app.close() ends it):
 * - the sandbox outbox: due `sandbox_webhooks` rows are posted, signed, to our own webhook route and
 *   retried with backoff until a 2xx acknowledges them, as a real provider retries;
 * - expiry: a payment pending for 2 hours gets a status fetch; one still pending after 24 hours expires.
 */
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments, sandboxWebhooks } from '../../db/schema.js';
import type { PaymentDeps } from './payment-service.js';
import type { ProviderStatus } from './providers/provider.js';
import type { SandboxProvider, SandboxWebhookBody } from './providers/sandbox.js';
import { SANDBOX_SIGNATURE_HEADER } from './providers/sandbox.js';
import { settle } from './settle.js';

const OUTBOX_TICK_MS = 500;
const EXPIRY_EVERY_MS = 5 * 60_000;
const OUTBOX_BATCH = 20;
/** Retry after 2, 4, 8 … seconds, at most 10 minutes apart. */
const backoffMs = (attempts: number) => Math.min(2 ** attempts * 1000, 600_000);
export const FETCH_AFTER_MS = 2 * 3_600_000;
export const EXPIRE_AFTER_MS = 24 * 3_600_000;

/**
 * Posts the due sandbox webhooks once. Each row is claimed by moving its next attempt forward first,
 * so a slow delivery or a second instance does not post it twice at once (twice would be harmless:
 * settling is idempotent). Answers how many were acknowledged.
 */
export async function deliverDueSandboxWebhooks(
  app: FastifyInstance,
  provider: SandboxProvider,
): Promise<number> {
  const { db } = app.ctx;
  const now = app.ctx.clock.now();
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: sandboxWebhooks.id, attempts: sandboxWebhooks.attempts })
      .from(sandboxWebhooks)
      .where(and(isNull(sandboxWebhooks.deliveredAt), lte(sandboxWebhooks.nextAttemptAt, now)))
      .orderBy(asc(sandboxWebhooks.nextAttemptAt), asc(sandboxWebhooks.id))
      .limit(OUTBOX_BATCH)
      .for('update', { skipLocked: true });
    for (const row of due) {
      await tx
        .update(sandboxWebhooks)
        .set({
          attempts: row.attempts + 1,
          nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts + 1)),
        })
        .where(eq(sandboxWebhooks.id, row.id));
    }
    if (due.length === 0) return [];
    return tx
      .select({ id: sandboxWebhooks.id, status: sandboxWebhooks.status, ref: payments.providerRef })
      .from(sandboxWebhooks)
      .innerJoin(payments, eq(payments.id, sandboxWebhooks.paymentId))
      .where(
        inArray(
          sandboxWebhooks.id,
          due.map((r) => r.id),
        ),
      )
      .orderBy(asc(sandboxWebhooks.id));
  });
  let acknowledged = 0;
  for (const row of claimed) {
    if (!row.ref) continue;
    const body: SandboxWebhookBody = { id: row.ref, status: row.status as ProviderStatus, event: row.id };
    const rawBody = JSON.stringify(body);
    const response = await app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: provider.sign(rawBody) },
      payload: rawBody,
    });
    if (response.statusCode >= 200 && response.statusCode < 300) {
      acknowledged += 1;
      await db
        .update(sandboxWebhooks)
        .set({ deliveredAt: sql`now()` })
        .where(eq(sandboxWebhooks.id, row.id));
    } else {
      app.log.warn(
        { event: row.id, status: response.statusCode },
        'sandbox webhook not acknowledged; retrying later',
      );
    }
  }
  return acknowledged;
}

/** Fetches the status of long-pending payments and expires those pending for a day. */
export async function expireStalePayments(deps: PaymentDeps): Promise<{ settled: number; expired: number }> {
  const now = deps.now().getTime();
  const stale = await deps.db
    .select({
      id: payments.id,
      ref: payments.providerRef,
      provider: payments.provider,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, new Date(now - FETCH_AFTER_MS))))
    .orderBy(asc(payments.createdAt))
    .limit(200);
  let settled = 0;
  let expired = 0;
  for (const payment of stale) {
    if (payment.ref && payment.provider === deps.provider.name) {
      try {
        const status = await deps.provider.fetchStatus(payment.ref);
        if (status !== 'pending' && (await settle(deps.db, payment.id, status, 'expiry'))?.applied) {
          settled += 1;
          continue;
        }
      } catch (error) {
        deps.log.warn({ err: error, paymentId: payment.id }, 'status fetch for a stale payment failed');
      }
    }
    if (payment.createdAt.getTime() < now - EXPIRE_AFTER_MS) {
      if ((await settle(deps.db, payment.id, 'expired', 'expiry'))?.applied) expired += 1;
    }
  }
  return { settled, expired };
}

/** Starts both loops; the answer stops them and waits for a run in progress. */
export function startPaymentJobs(
  app: FastifyInstance,
  deps: PaymentDeps,
  sandbox: SandboxProvider | null,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let lastExpiry = 0;
  const tick = async () => {
    if (sandbox) await deliverDueSandboxWebhooks(app, sandbox);
    if (Date.now() - lastExpiry >= EXPIRY_EVERY_MS) {
      lastExpiry = Date.now();
      await expireStalePayments(deps);
    }
  };
  let busy = false;
  const timer = setInterval(() => {
    // One run at a time: a slow database skips ticks instead of queueing them.
    if (stopped || busy) return;
    busy = true;
    running = tick()
      .catch((error: unknown) => app.log.error({ err: error }, 'payments job failed'))
      .finally(() => {
        busy = false;
      });
  }, OUTBOX_TICK_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
