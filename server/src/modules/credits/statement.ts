import {
  CREDIT_KINDS,
  TRANSACTIONS_PAGE_SIZE,
  type CreditKind,
  type TransactionsResponse,
} from '@amora/contracts';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { creditLedger, users } from '../../db/schema.js';
import type { Db } from '../../db/database.js';

/**
 * The member's statement: one page of ledger rows newest first (keyset on id, `before` exclusive),
 * the balance and debt, and the signed sum per kind over the whole ledger.
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
    })),
    next_before: rows.length > pageSize ? (page.at(-1)?.id ?? null) : null,
    totals_by_kind: totals,
  };
}
