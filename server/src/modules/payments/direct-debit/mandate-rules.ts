/*
 * The rules a direct-debit payment must pass before it is created (spec sections 2 and 8): an
 * active mandate, no earlier direct debit charged back, and a rolling 30-day limit. Payment
 * creation (modules/payments) calls `requireUsableMandate` inside its own transaction, before it
 * inserts the payment, so the limit counts only payments that exist already.
 */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { directDebitMandates, payments } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import type { LedgerTx } from '../../credits/index.js';

/** SEPA direct debit collects euros only. */
export const DIRECT_DEBIT_CURRENCY = 'EUR';
/**
 * Euro cents a member may have in open or collected direct debits over the last 30 days. A debit
 * is paid out before the bank can reverse it (up to 8 weeks), so the exposure is capped.
 */
export const DIRECT_DEBIT_LIMIT_CENTS = 15_000;
export const DIRECT_DEBIT_LIMIT_DAYS = 30;

export interface UsableMandateInput {
  memberId: number;
  /** Minor units of `currency`: what this payment will collect. */
  amount: number;
  currency: string;
  /** The time the 30 days end at (the app clock); now by default. */
  now?: Date;
}

/**
 * Answers the member's active mandate when a direct debit of `amount` may be created now, or
 * throws a translated AppError: no mandate (409), another currency than euros (422), blocked after
 * a chargeback (403), or the 30-day limit reached (403).
 *
 * The mandate row is locked (FOR UPDATE) so two payments created at once for one member are
 * checked one after the other and cannot both slip under the limit.
 */
export async function requireUsableMandate(
  tx: LedgerTx,
  input: UsableMandateInput,
): Promise<{ mandateId: number }> {
  const [mandate] = await tx
    .select({ id: directDebitMandates.id })
    .from(directDebitMandates)
    .where(and(eq(directDebitMandates.userId, input.memberId), eq(directDebitMandates.status, 'active')))
    .orderBy(desc(directDebitMandates.id))
    .limit(1)
    .for('update');
  if (!mandate) throw new AppError(409, 'direct_debit_no_mandate', 'errors.directDebitNoMandate');

  if (input.currency.toUpperCase() !== DIRECT_DEBIT_CURRENCY) {
    throw new AppError(422, 'method_unavailable', 'errors.directDebitCurrency');
  }

  if (await hadChargeback(tx, input.memberId)) {
    throw new AppError(403, 'direct_debit_blocked', 'errors.directDebitBlocked');
  }

  const used = await openDirectDebitCents(tx, input.memberId, input.now ?? new Date());
  if (used + input.amount > DIRECT_DEBIT_LIMIT_CENTS) {
    throw new AppError(403, 'direct_debit_limit', 'errors.directDebitLimit');
  }
  return { mandateId: mandate.id };
}

/** A direct debit the bank reversed blocks the method for good (support can lift it by hand). */
async function hadChargeback(tx: LedgerTx, memberId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, memberId),
        eq(payments.method, 'directdebit'),
        eq(payments.status, 'charged_back'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Euro cents of the member's direct debits pending or completed in the last 30 days. */
async function openDirectDebitCents(tx: LedgerTx, memberId: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - DIRECT_DEBIT_LIMIT_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await tx
    .select({ total: sql<string | number | null>`sum(${payments.amount})` })
    .from(payments)
    .where(
      and(
        eq(payments.userId, memberId),
        eq(payments.method, 'directdebit'),
        eq(payments.currency, DIRECT_DEBIT_CURRENCY),
        inArray(payments.status, ['pending', 'completed']),
        gt(payments.createdAt, since),
      ),
    );
  return Number(row?.total ?? 0);
}

/** What the page shows before a payment: whether the method is blocked and what the limit leaves. */
export async function directDebitStanding(
  tx: LedgerTx,
  memberId: number,
  now: Date,
): Promise<{ blocked: boolean; limitLeft: number }> {
  // One after the other: inside a transaction both run on the same connection anyway.
  const blocked = await hadChargeback(tx, memberId);
  const used = await openDirectDebitCents(tx, memberId, now);
  return { blocked, limitLeft: blocked ? 0 : Math.max(0, DIRECT_DEBIT_LIMIT_CENTS - used) };
}
