/*
 * Finance's refunds and review decisions (ADR 0039). One transaction each: lock the payment row
 * (so two refunds of one payment queue up, as a refund and a provider's webhook already do in
 * `settle`), answer a key seen before with its first result, check the refunded total against the
 * payment, write the refund, the ledger's reversal and the audit row, and ask the provider last,
 * so a refusal by the provider rolls everything back and nothing is half-written.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.js';
import { paymentRefunds, payments } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { reverse } from '../../credits/index.js';
import { writeStaffAudit, type StaffActor } from '../../staff/index.js';
import type { PaymentProvider, ProviderRefund, ProviderTx } from '../providers/index.js';
import { creditPurchase, purchaseKey, refundedCredits } from '../settle.js';

type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;

export interface StaffChange {
  paymentId: number;
  log: FastifyBaseLogger;
  reason: string;
  key: string;
  actor: StaffActor;
  at: Date;
}

export interface RefundOutcome {
  refund: RefundRow;
  replayed: boolean;
}

const notFound = () => new AppError(404, 'not_found', 'errors.notFound');
const keyReused = () => new AppError(409, 'request_key_reused', 'errors.requestKeyReused');

async function lockPayment(tx: ProviderTx, id: number): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

async function refundByKey(tx: ProviderTx, paymentId: number, key: string): Promise<RefundRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.key, key)));
  return row;
}

async function refundedAmount(tx: ProviderTx, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ amount: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)::int` })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId));
  return Number(row?.amount ?? 0);
}

/**
 * The provider's refund; its refusal is finance's to retry, never a 500 nor a half refund. The
 * provider's own words go to the log (they name the operation and status, never a key).
 */
async function askProvider(
  provider: PaymentProvider,
  request: ProviderRefund,
  tx: ProviderTx,
  log: FastifyBaseLogger,
) {
  try {
    await provider.refund(request, tx);
  } catch (error) {
    log.warn({ err: error, provider: provider.name }, 'provider refused a refund');
    throw new AppError(502, 'provider_refund_failed', 'errors.providerRefundFailed');
  }
}

/**
 * The credits a refund takes back: the share of the bundle that the refunded money bought, so
 * that the refund completing the payment takes exactly what is left and the total never exceeds
 * the credits bought. A small refund may take none (its share rounds to 0).
 */
export function creditsForRefund(
  payment: { amount: number; credits: number },
  refundedBefore: number,
  creditsBefore: number,
  amount: number,
): number {
  const total = refundedBefore + amount;
  const target =
    total >= payment.amount ? payment.credits : Math.floor((payment.credits * total) / payment.amount);
  return Math.max(0, target - creditsBefore);
}

/** `POST /api/staff/payments/{id}/refunds`: a full or partial refund of a completed payment. */
export async function refundPayment(
  db: Db,
  provider: PaymentProvider,
  change: StaffChange & { amount: number },
): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, change.paymentId);
    const earlier = await refundByKey(tx, payment.id, change.key);
    if (earlier) {
      if (earlier.amount !== change.amount) throw keyReused();
      return { refund: earlier, replayed: true };
    }
    if (payment.status !== 'completed' || payment.providerRef === null)
      throw new AppError(409, 'payment_not_refundable', 'errors.paymentNotRefundable');
    const refundedBefore = await refundedAmount(tx, payment.id);
    if (refundedBefore + change.amount > payment.amount)
      throw new AppError(422, 'refund_exceeds_payment', 'errors.refundExceedsPayment', {
        refundable: payment.amount - refundedBefore,
      });
    const creditsBefore = await refundedCredits(tx, payment.id);
    const credits = creditsForRefund(payment, refundedBefore, creditsBefore, change.amount);
    const full = refundedBefore + change.amount === payment.amount;
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: payment.id,
        amount: change.amount,
        credits,
        reason: change.reason,
        key: change.key,
        staffId: change.actor.staffId,
        createdAt: change.at,
      })
      .returning();
    if (credits > 0) {
      // A reversal like a chargeback's: never below 0, the rest is the member's debt (ADR 0013).
      await reverse(tx, {
        memberId: payment.userId,
        amount: credits,
        kind: 'reversal',
        reference: purchaseKey(payment.id),
        idempotencyKey: `${purchaseKey(payment.id)}:refund:${refund!.id}`,
      });
    }
    if (full)
      await tx
        .update(payments)
        .set({ status: 'refunded', updatedAt: sql`now()` })
        .where(eq(payments.id, payment.id));
    await writeStaffAudit(
      tx,
      change.actor,
      {
        action: 'payment.refunded',
        targetType: 'payment',
        targetId: payment.id,
        before: { status: payment.status, refunded: refundedBefore },
        after: {
          status: full ? 'refunded' : payment.status,
          refunded: refundedBefore + change.amount,
          credits_reversed: credits,
        },
        reason: change.reason,
      },
      change.at,
    );
    await askProvider(
      provider,
      {
        providerRef: payment.providerRef,
        amount: change.amount,
        currency: payment.currency,
        key: `${payment.id}-${change.key}`,
        full,
      },
      tx,
      change.log,
    );
    return { refund: refund!, replayed: false };
  });
}

const reviewNotOpen = () => new AppError(409, 'review_not_open', 'errors.reviewNotOpen');

/**
 * `POST /api/staff/payments/{id}/review`: a payment waiting for a person is accepted (credited
 * as the rules would have, had they known) or refunded in full (nothing was credited, so nothing
 * is reversed). The same decision asked again answers as a replay and changes nothing.
 */
export async function decideReview(
  db: Db,
  provider: PaymentProvider,
  change: StaffChange & { decision: 'accept' | 'refund' },
): Promise<{ replayed: boolean }> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, change.paymentId);
    const decided = change.decision === 'accept' ? 'accepted' : 'refunded';
    if (payment.review === null) throw reviewNotOpen();
    if (payment.reviewDecision !== null) {
      if (payment.reviewDecision === decided) return { replayed: true };
      throw reviewNotOpen();
    }
    const decision = { reviewDecision: decided, reviewedAt: change.at, reviewedBy: change.actor.staffId };
    if (change.decision === 'accept') {
      await creditPurchase(tx, payment);
      await tx
        .update(payments)
        .set({ ...decision, status: 'completed', updatedAt: sql`now()`, settledAt: change.at })
        .where(eq(payments.id, payment.id));
    } else {
      if (payment.providerRef === null)
        throw new AppError(409, 'payment_not_refundable', 'errors.paymentNotRefundable');
      const amount = payment.reportedAmount ?? payment.amount;
      await tx.insert(paymentRefunds).values({
        paymentId: payment.id,
        amount,
        credits: 0,
        reason: change.reason,
        key: change.key,
        staffId: change.actor.staffId,
        createdAt: change.at,
      });
      await tx
        .update(payments)
        .set({ ...decision, status: 'refunded', updatedAt: sql`now()` })
        .where(eq(payments.id, payment.id));
    }
    await writeStaffAudit(
      tx,
      change.actor,
      {
        action: change.decision === 'accept' ? 'payment.review_accepted' : 'payment.review_refunded',
        targetType: 'payment',
        targetId: payment.id,
        before: { status: payment.status, review: payment.review },
        after: {
          status: change.decision === 'accept' ? 'completed' : 'refunded',
          review_decision: decided,
          ...(change.decision === 'accept' && { credits: payment.credits }),
        },
        reason: change.reason,
      },
      change.at,
    );
    if (change.decision === 'refund')
      await askProvider(
        provider,
        {
          providerRef: payment.providerRef!,
          amount: payment.reportedAmount ?? payment.amount,
          currency: payment.currency,
          key: `${payment.id}-${change.key}`,
          full: true,
        },
        tx,
        change.log,
      );
    return { replayed: false };
  });
}
