/*
 * Settling a payment (ADR 0014): the one place a payment's status changes after creation. The
 * webhook route, the member's return (a status fetch) and the expiry job all call `settle`, which in
 * ONE transaction locks the payment row, records what was reported, applies the transition only if
 * it is allowed, and moves the credits through the ledger with fixed idempotency keys. However often,
 * in whatever order and however concurrently reports arrive, a payment is credited at most once.
 */
import type { PaymentReview, PaymentStatus } from '@amora/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { discountRedemptions, paymentEvents, paymentRefunds, payments, users } from '../../db/schema.js';
import {
  coolOffEnd,
  grant,
  restartCoolOff,
  reverse,
  startCoolOffAfterPurchase,
  type LedgerTx,
} from '../credits/index.js';
import type { PaidAmount, ProviderStatus } from './providers/provider.js';

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

/** Credits a completed payment: the purchase, premium, the discount redemption, the cool-off. */
export async function creditPurchase(tx: LedgerTx, payment: Payment): Promise<void> {
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

/** The credits finance's refunds of the payment have already taken back. */
export async function refundedCredits(tx: LedgerTx, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ credits: sql<number>`coalesce(sum(${paymentRefunds.credits}), 0)::int` })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId));
  return Number(row?.credits ?? 0);
}

async function onReversed(tx: LedgerTx, payment: Payment): Promise<void> {
  // What partial refunds took back already is not taken twice: together never more than bought.
  const left = payment.credits - (await refundedCredits(tx, payment.id));
  if (left <= 0) return;
  // Takes what the balance holds; the rest becomes the member's debt (ADR 0013).
  await reverse(tx, {
    memberId: payment.userId,
    amount: left,
    kind: 'reversal',
    reference: purchaseKey(payment.id),
    idempotencyKey: reversalKey(payment.id),
  });
}

/**
 * Whether a report needs a person instead of the rules: `completed` after our expiry job gave up
 * (the member may have been told it failed), a paid amount other than ours, or any report while
 * such a review is still open (a person decides, not the next webhook).
 */
function reviewOf(
  payment: Payment,
  from: PaymentStatus,
  reported: ProviderStatus,
  paid: PaidAmount | undefined,
): PaymentReview | null {
  if (payment.review !== null && payment.reviewDecision === null) return payment.review as PaymentReview;
  if (payment.review !== null) return null;
  if (from === 'expired' && reported === 'completed') return 'completed_after_expired';
  const credits = transitionsOf(from, reported).includes('completed');
  const mismatch =
    paid !== undefined &&
    (paid.amount !== payment.amount || paid.currency.toUpperCase() !== payment.currency.toUpperCase());
  return credits && mismatch ? 'amount_mismatch' : null;
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
  paid?: PaidAmount,
): Promise<SettleResult | null> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) return null;
    const from = payment.status as PaymentStatus;
    const review = reviewOf(payment, from, reported, paid);
    const steps = reported === 'pending' || review ? [] : transitionsOf(from, reported);
    // A pending report from a status fetch is no news; it is not worth an event row.
    if (reported !== 'pending' || source === 'webhook') {
      await tx
        .insert(paymentEvents)
        .values({ paymentId, source, status: reported, applied: steps.length > 0 });
    }
    if (review && payment.review === null) {
      // Money arrived that the rules cannot book alone: it waits in finance's review queue.
      await tx
        .update(payments)
        .set({
          review,
          updatedAt: sql`now()`,
          ...(review === 'amount_mismatch' && paid && { reportedAmount: paid.amount }),
        })
        .where(eq(payments.id, paymentId));
    }
    if (steps.length === 0) return { paymentId, status: from, applied: false };
    for (const step of steps) {
      if (step === 'completed') await creditPurchase(tx, payment);
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
