/*
 * Settling a payment (ADR 0014): the one place a payment's status changes after creation. The
 * webhook route, the member's return (a status fetch) and the expiry job all call `settle`, which in
 * ONE transaction locks the payment row, records what was reported, applies the transition only if
 * it is allowed, and moves the credits through the ledger with fixed idempotency keys. However often,
 * in whatever order and however concurrently reports arrive, a payment is credited at most once.
 */
import type { PaymentStatus } from '@amora/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { discountRedemptions, paymentEvents, payments, users } from '../../db/schema.js';
import {
  coolOffEnd,
  grant,
  restartCoolOff,
  reverse,
  startCoolOffAfterPurchase,
  type LedgerTx,
} from '../credits/index.js';
import type { ProviderStatus } from './providers/provider.js';

/** Who reported: the provider's webhook, the member's return page, the expiry job, or creation itself. */
export type SettleSource = 'webhook' | 'return' | 'expiry' | 'create';

/** Where each status may go. Nothing goes back; a final status stays. */
const ALLOWED: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['completed', 'failed', 'cancelled', 'expired'],
  completed: ['refunded', 'charged_back'],
  failed: [],
  cancelled: [],
  expired: [],
  refunded: [],
  charged_back: [],
};

/**
 * The statuses a report takes `from` through, in order; empty when it changes nothing (a replay, a
 * stale report, a forbidden move). A refund or chargeback reported for a payment still pending means
 * its `completed` report is late: it is credited and reversed in the same step, so the late
 * `completed` then finds nothing to do and no credit appears or vanishes.
 */
export function transitionsOf(from: PaymentStatus, reported: ProviderStatus): PaymentStatus[] {
  if (ALLOWED[from].includes(reported)) return [reported];
  if (from === 'pending' && (reported === 'refunded' || reported === 'charged_back'))
    return ['completed', reported];
  return [];
}

export const purchaseKey = (paymentId: number) => `payment:${paymentId}`;
export const reversalKey = (paymentId: number) => `payment:${paymentId}:reversal`;

type Payment = typeof payments.$inferSelect;

export interface SettleResult {
  paymentId: number;
  /** The status after this report. */
  status: PaymentStatus;
  /** Whether the report changed the payment. */
  applied: boolean;
}

async function onCompleted(tx: LedgerTx, payment: Payment): Promise<void> {
  // Payments created before a cool-off began can settle inside it. The member paid, so they are
  // credited; the cool-off then runs again from this purchase, whatever its size.
  const insideCoolOff = (await coolOffEnd(tx, payment.userId)) !== null;
  await grant(tx, {
    memberId: payment.userId,
    amount: payment.credits,
    kind: 'purchase',
    reference: purchaseKey(payment.id),
    idempotencyKey: purchaseKey(payment.id),
  });
  // The first completed paid purchase makes the member premium, for good (spec section 4).
  await tx
    .update(users)
    .set({ paidUser: true })
    .where(and(eq(users.id, payment.userId), eq(users.paidUser, false)));
  if (payment.discountCodeId !== null) {
    await tx
      .insert(discountRedemptions)
      .values({ discountCodeId: payment.discountCodeId, userId: payment.userId, paymentId: payment.id })
      .onConflictDoNothing();
  }
  if (insideCoolOff) await restartCoolOff(tx, payment.userId);
  else await startCoolOffAfterPurchase(tx, payment.userId, payment.credits);
}

async function onReversed(tx: LedgerTx, payment: Payment): Promise<void> {
  // Takes what the balance holds; the rest becomes the member's debt (ADR 0013).
  await reverse(tx, {
    memberId: payment.userId,
    amount: payment.credits,
    kind: 'reversal',
    reference: purchaseKey(payment.id),
    idempotencyKey: reversalKey(payment.id),
  });
}

/**
 * Applies a provider's report to a payment. Answers null for an unknown payment. Every report is
 * kept in `payment_events` (with `applied` false when it changed nothing).
 */
export async function settle(
  db: Db,
  paymentId: number,
  reported: ProviderStatus,
  source: SettleSource,
): Promise<SettleResult | null> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) return null;
    const from = payment.status as PaymentStatus;
    const steps = reported === 'pending' ? [] : transitionsOf(from, reported);
    // A pending report from a status fetch is no news; it is not worth an event row.
    if (reported !== 'pending' || source === 'webhook') {
      await tx
        .insert(paymentEvents)
        .values({ paymentId, source, status: reported, applied: steps.length > 0 });
    }
    if (steps.length === 0) return { paymentId, status: from, applied: false };
    for (const step of steps) {
      if (step === 'completed') await onCompleted(tx, payment);
      if (step === 'refunded' || step === 'charged_back') await onReversed(tx, payment);
    }
    const status = steps.at(-1)!;
    await tx
      .update(payments)
      .set({
        status,
        updatedAt: sql`now()`,
        // When it left pending; a later refund keeps the settling time.
        ...(from === 'pending' && { settledAt: sql`now()` }),
      })
      .where(eq(payments.id, paymentId));
    return { paymentId, status, applied: true };
  });
}
