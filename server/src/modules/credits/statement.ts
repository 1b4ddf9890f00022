import {
  CREDIT_KINDS,
  TRANSACTIONS_PAGE_SIZE,
  type BundleId,
  type CreditKind,
  type PaymentMethod,
  type PaymentStatus,
  type StatementPayment,
  type TransactionsResponse,
} from '@amora/contracts';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { creditLedger, payments, users } from '../../db/schema.js';
import type { Db } from '../../db/database.js';

/** `payment:123` on a purchase or its reversal → 123. */
function paymentIdOf(kind: string, reference: string): number | null {
  const match = /^payment:(\d{1,10})$/.exec(reference);
  return match && (kind === 'purchase' || kind === 'reversal') ? Number(match[1]) : null;
}

/** The payments behind a page's purchases and reversals (the member's own only). */
async function paymentsOf(db: Db, memberId: number, ids: number[]): Promise<Map<number, StatementPayment>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, memberId), inArray(payments.id, ids)));
  return new Map(
    rows.map((p) => [
      p.id,
      {
        id: p.id,
        method: p.method as PaymentMethod,
        bundle: p.bundle as BundleId,
        amount: p.amount,
        fee: p.fee,
        discount: p.discount,
        currency: p.currency,
        status: p.status as PaymentStatus,
      },
    ]),
  );
}

/**
 * The member's statement: one page of ledger rows newest first (keyset on id, `before` exclusive),
 * the balance and debt, and the signed sum per kind over the whole ledger. Purchases and their
 * reversals carry their payment (method, amount, currency, fee).
 */
export async function statement(
  db: Db,
  memberId: number,
  before: number | undefined,
  pageSize = TRANSACTIONS_PAGE_SIZE,
): Promise<TransactionsResponse> {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(
      before === undefined
        ? eq(creditLedger.userId, memberId)
        : and(eq(creditLedger.userId, memberId), lt(creditLedger.id, before)),
    )
    .orderBy(desc(creditLedger.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const paymentIds = page.flatMap((row) => paymentIdOf(row.kind, row.reference) ?? []);
  const paid = await paymentsOf(db, memberId, [...new Set(paymentIds)]);
  const sums = await db
    .select({ kind: creditLedger.kind, total: sql<string>`sum(${creditLedger.amount})` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, memberId))
    .groupBy(creditLedger.kind);
  const [member] = await db
    .select({ credits: users.credits, debt: users.creditDebt })
    .from(users)
    .where(eq(users.id, memberId));
  const totals = Object.fromEntries(CREDIT_KINDS.map((kind) => [kind, 0])) as Record<CreditKind, number>;
  for (const { kind, total } of sums) totals[kind as CreditKind] = Number(total);
  return {
    balance: member?.credits ?? 0,
    debt: member?.debt ?? 0,
    entries: page.map((row) => ({
      id: row.id,
      kind: row.kind as CreditKind,
      amount: row.amount,
      balance_after: row.balanceAfter,
      reference: row.reference,
      created_at: row.createdAt.toISOString(),
      payment: paid.get(paymentIdOf(row.kind, row.reference) ?? 0) ?? null,
    })),
    next_before: rows.length > pageSize ? (page.at(-1)?.id ?? null) : null,
    totals_by_kind: totals,
  };
}
