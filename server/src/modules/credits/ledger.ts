import type { CreditKind } from '@amora/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { creditLedger, spendingControls, users } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { assertWithinCaps, capsAllowSql, countsAgainstCaps, spentColumns } from './spending-controls.js';

/** The caller's transaction (or, for a one-statement caller, the database itself). */
export type LedgerTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface CreditMove {
  memberId: number;
  /** Unsigned; the operation gives it its sign. */
  amount: number;
  kind: CreditKind;
  /** What the credits bought or where they came from, e.g. `payment:123`, `message:456`. */
  reference: string;
  /** Unique per movement; a replay returns the first result and moves nothing. */
  idempotencyKey: string;
}

export interface LedgerResult {
  entryId: number;
  memberId: number;
  /** Signed change of the balance this call made (a reversal may take less than asked). */
  amount: number;
  kind: CreditKind;
  reference: string;
  idempotencyKey: string;
  /** The member's balance after this movement (after paying off debt, for credits in). */
  balanceAfter: number;
  /** Debt left after this movement (a reversal beyond the balance adds to it). */
  debtAfter: number;
  /** True when the key had been applied before: nothing moved this time. */
  replayed: boolean;
}

/** `spend` refused: the member has fewer credits than asked. Nothing was written. */
export class InsufficientCreditsError extends AppError {
  constructor(
    readonly balance: number,
    readonly requested: number,
  ) {
    super(402, 'insufficient_credits', 'errors.notEnoughCredits', { balance, requested });
    this.name = 'InsufficientCreditsError';
  }
}

/** A key came back with another member, kind, amount or operation: a bug in the caller, never a replay. */
export class IdempotencyConflictError extends Error {
  constructor(readonly idempotencyKey: string) {
    super(`idempotency key ${idempotencyKey} was used for a different credit movement`);
    this.name = 'IdempotencyConflictError';
  }
}

export class UnknownMemberError extends Error {
  constructor(readonly memberId: number) {
    super(`no member ${memberId}`);
    this.name = 'UnknownMemberError';
  }
}

const DEBT_SUFFIX = '#debt';

type Operation = 'spend' | 'refund' | 'grant' | 'reverse';

const KINDS_BY_OPERATION: Record<Operation, readonly CreditKind[]> = {
  spend: ['message', 'photo', 'gift', 'adjustment'],
  refund: ['refund'],
  grant: ['purchase', 'bonus', 'adjustment'],
  reverse: ['reversal'],
};
const SIGN: Record<Operation, 1 | -1> = { spend: -1, refund: 1, grant: 1, reverse: -1 };

type Row = typeof creditLedger.$inferSelect;

function toResult(row: Row, last: Row, replayed: boolean): LedgerResult {
  return {
    entryId: row.id,
    memberId: row.userId,
    amount: row.amount,
    kind: row.kind as CreditKind,
    reference: row.reference,
    idempotencyKey: row.idempotencyKey,
    balanceAfter: last.balanceAfter,
    debtAfter: last.debtAfter,
    replayed,
  };
}

function validate(operation: Operation, move: CreditMove): void {
  if (!Number.isSafeInteger(move.amount) || move.amount <= 0 || move.amount > 2_147_483_647) {
    throw new RangeError(`credit amount must be a positive integer, got ${move.amount}`);
  }
  if (!KINDS_BY_OPERATION[operation].includes(move.kind)) {
    throw new RangeError(`kind ${move.kind} does not fit ${operation}`);
  }
  if (!move.idempotencyKey || move.idempotencyKey.length > 200) {
    throw new RangeError('an idempotency key of 1 to 200 characters is required');
  }
  // The suffix is the ledger's own, for the rows that pay off debt.
  if (move.idempotencyKey.endsWith(DEBT_SUFFIX)) {
    throw new RangeError(`an idempotency key may not end in ${DEBT_SUFFIX}`);
  }
}

/** The first result of a key, or a conflict when the key was used for something else. */
async function replayOf(
  tx: LedgerTx,
  operation: Operation,
  move: CreditMove,
  row: Row,
): Promise<LedgerResult> {
  const sameMove =
    row.userId === move.memberId &&
    row.kind === move.kind &&
    row.requested === move.amount &&
    Math.sign(row.amount || SIGN[operation]) === SIGN[operation];
  if (!sameMove) throw new IdempotencyConflictError(move.idempotencyKey);
  const settlement =
    row.amount > 0 && row.debtAfter > 0 ? await findByKey(tx, settlementKey(row.idempotencyKey)) : undefined;
  return toResult(row, settlement ?? row, true);
}

/** The key of the row that pays off debt from a grant or refund. */
const settlementKey = (key: string) => `${key}${DEBT_SUFFIX}`;

async function findByKey(tx: LedgerTx, key: string): Promise<Row | undefined> {
  const [row] = await tx.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, key));
  return row;
}

async function append(
  tx: LedgerTx,
  values: Omit<typeof creditLedger.$inferInsert, 'id' | 'createdAt'>,
): Promise<Row | undefined> {
  const [row] = await tx
    .insert(creditLedger)
    .values(values)
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning();
  return row;
}

/**
 * The member's row, locked, with what a movement decides on: balance, debt, caps, running totals
 * and whether the key was seen before. `no key update`, not `update`: it queues the member's own
 * movements just the same, but leaves the key share that a foreign key to the member takes (a
 * message, a conversation of another member's send) free, so a send that locks its sender first
 * and a send to that sender cannot deadlock each other.
 */
async function lockMember(tx: LedgerTx, memberId: number, key: string) {
  const [member] = await tx
    .select({
      credits: users.credits,
      debt: users.creditDebt,
      dailyCap: spendingControls.dailyCap,
      monthlyCap: spendingControls.monthlyCap,
      ...spentColumns,
      earlier: sql<number | null>`(select l.id from credit_ledger l where l.idempotency_key = ${key})`,
    })
    .from(users)
    .leftJoin(spendingControls, eq(spendingControls.userId, users.id))
    .where(eq(users.id, memberId))
    .for('no key update', { of: users });
  return member;
}

/** The raw `credit_ledger` row as the one-statement spend returns it. */
interface RawRow {
  id: number;
  user_id: number;
  amount: number;
  kind: string;
  reference: string;
  idempotency_key: string;
  requested: number;
  balance_after: number;
  debt_after: number;
  created_at: Date | string;
}

const rowOf = (raw: RawRow): Row => ({
  id: Number(raw.id),
  userId: Number(raw.user_id),
  amount: Number(raw.amount),
  kind: raw.kind,
  reference: raw.reference,
  idempotencyKey: raw.idempotency_key,
  requested: Number(raw.requested),
  balanceAfter: Number(raw.balance_after),
  debtAfter: Number(raw.debt_after),
  createdAt: new Date(raw.created_at),
});

/**
 * The member's row as a spend decides on it, locked: the CTE `m` of a spend in one statement.
 * `also` adds the caller's own columns of the row, each as `m.<name>`, read as locked.
 */
function spenderCte(memberId: number, also: Record<string, AnyPgColumn> = {}): SQL {
  const extra = Object.entries(also).map(([name, column]) => sql`, ${column} as ${sql.identifier(name)}`);
  return sql`m as (
    select ${users.id} as id, ${users.credits} as credits, ${users.creditDebt} as credit_debt,
      ${spentColumns.spentToday} as spent_today, ${spentColumns.spentThisMonth} as spent_this_month,
      ${spendingControls.dailyCap} as daily_cap, ${spendingControls.monthlyCap} as monthly_cap${sql.join(extra)}
    from ${users} left join ${spendingControls} on ${spendingControls.userId} = ${users.id}
    where ${users.id} = ${memberId}
    for no key update of ${users}
  )`;
}

/** Whether the locked row `m` allows the spend: the balance covers it and the member's caps let it. */
const spendAllowed = (kind: CreditKind, amount: number): SQL =>
  sql`m.credits >= ${amount}::int and ${capsAllowSql(kind, amount)}`;

/**
 * The CTEs `appended` (the ledger row, one per row of `from`) and `balance` (the balance it ends
 * with, written to the member's row). The triggers check the chain, the balance and the running
 * totals exactly as for the general path.
 */
function debitCtes(input: Omit<CreditMove, 'reference'>, reference: SQL, from: SQL, tail: SQL): SQL {
  const amount = input.amount;
  return sql`appended as (
      insert into credit_ledger (user_id, amount, kind, reference, idempotency_key, requested, balance_after, debt_after)
      select m.id, ${-amount}::int, ${input.kind}, ${reference}, ${input.idempotencyKey}, ${amount}::int,
        m.credits - ${amount}::int, m.credit_debt
      from ${from}
      ${tail}
      returning *
    ), balance as (
      update users set credits = appended.balance_after, credit_debt = appended.debt_after
      from appended where users.id = appended.user_id
    )`;
}

/**
 * The common spend in one statement: lock the member's row, append the ledger row and write the
 * balance it ends with, when the key is new and the balance and the caps allow it. Answers null
 * when nothing was written (a replay, a refusal, a key raced by another member): the general path
 * then decides which, under the lock this statement already holds.
 */
async function spendInOneStatement(tx: LedgerTx, input: CreditMove): Promise<LedgerResult | null> {
  const result = await tx.execute(sql`
    with ${spenderCte(input.memberId)}, ${debitCtes(
      input,
      sql`${input.reference}`,
      sql`m`,
      sql`where ${spendAllowed(input.kind, input.amount)} on conflict (idempotency_key) do nothing`,
    )}
    select * from appended`);
  const [raw] = (result as unknown as { rows: RawRow[] }).rows;
  if (!raw) return null;
  const row = rowOf(raw);
  return toResult(row, row, false);
}

/** A spend the caller writes in its own statement, beside what the credits pay for. */
export interface SpendBeside extends Omit<CreditMove, 'reference'> {
  /** The reference as a text expression over the caller's CTE of what was paid for. */
  reference: SQL;
  /**
   * More columns of the member's row the caller's write decides on, by the name it reads them as
   * (`m.<name>`): from the locked row, so the latest committed value, whatever the statement's snapshot.
   */
  memberColumns?: Record<string, AnyPgColumn>;
}

/**
 * A spend as the parts of one data-modifying statement that also writes what it pays for (a chat
 * message with its debit, no transaction of its own): `spender`, the CTE `m` that locks the
 * member's row first; `allowed`, the condition on `m` the caller's own write must carry, so that
 * a refused spend writes nothing at all; `debit(paidFor)`, the ledger row and the balance for each
 * row of the caller's CTE `paidFor`. A key used before fails the whole statement (a unique
 * violation) instead of writing what was paid for without its debit. Refusals have no message
 * here: a caller whose statement wrote nothing takes the general path (`spend` in a transaction),
 * which gives the same answer as always.
 */
export function spendBeside(input: SpendBeside): {
  spender: SQL;
  allowed: SQL;
  debit: (paidFor: SQL) => SQL;
} {
  validate('spend', { ...input, reference: 'beside' });
  return {
    spender: spenderCte(input.memberId, input.memberColumns),
    allowed: spendAllowed(input.kind, input.amount),
    debit: (paidFor) => debitCtes(input, input.reference, sql`m, ${paidFor}`, sql``),
  };
}

/**
 * One movement, inside the caller's transaction: lock the member's row (so concurrent movements of
 * one member queue up and never overdraw), return the first result of a replayed key, append the
 * ledger row, then write the balance the row ends with. A grant or refund first pays off debt
 * left by a reversal, as a second row, so balance = Σ amount holds row by row.
 */
export async function move(tx: LedgerTx, operation: Operation, input: CreditMove): Promise<LedgerResult> {
  validate(operation, input);
  if (operation === 'spend') {
    const spent = await spendInOneStatement(tx, input);
    if (spent) return spent;
  }
  const member = await lockMember(tx, input.memberId, input.idempotencyKey);
  if (!member) throw new UnknownMemberError(input.memberId);

  const earlier = member.earlier === null ? undefined : await findByKey(tx, input.idempotencyKey);
  if (earlier) return replayOf(tx, operation, input, earlier);

  let amount = SIGN[operation] * input.amount;
  let debt = member.debt;
  try {
    // The member's own caps come before the balance: a capped member is told about the cap.
    if (operation === 'spend' && countsAgainstCaps(input.kind)) assertWithinCaps(member, input.amount);
    if (operation === 'spend' && member.credits < input.amount) {
      throw new InsufficientCreditsError(member.credits, input.amount);
    }
  } catch (refusal) {
    // The lookup above read the ledger as it was before the lock was granted: a movement with the
    // same key that committed while this one waited is its first result, not a refusal.
    const committed = await findByKey(tx, input.idempotencyKey);
    if (committed) return replayOf(tx, operation, input, committed);
    throw refusal;
  }
  if (operation === 'reverse' && member.credits < input.amount) {
    // A chargeback may not take the balance below 0: take what is there, record the rest as debt.
    amount = -member.credits;
    debt += input.amount - member.credits;
  }
  const row = await append(tx, {
    userId: input.memberId,
    amount,
    kind: input.kind,
    reference: input.reference,
    idempotencyKey: input.idempotencyKey,
    requested: input.amount,
    balanceAfter: member.credits + amount,
    debtAfter: debt,
  });
  // Nothing inserted: the key was committed meanwhile by a movement of another member.
  if (!row) {
    const other = await findByKey(tx, input.idempotencyKey);
    if (!other) throw new IdempotencyConflictError(input.idempotencyKey);
    return replayOf(tx, operation, input, other);
  }

  let last = row;
  if (amount > 0 && debt > 0) {
    const settled = Math.min(debt, row.balanceAfter);
    const settlement = await append(tx, {
      userId: input.memberId,
      amount: -settled,
      kind: 'reversal',
      reference: `debt:${input.reference}`,
      idempotencyKey: settlementKey(input.idempotencyKey),
      requested: settled,
      balanceAfter: row.balanceAfter - settled,
      debtAfter: debt - settled,
    });
    if (!settlement) throw new IdempotencyConflictError(settlementKey(input.idempotencyKey));
    last = settlement;
  }
  await tx
    .update(users)
    .set({ credits: last.balanceAfter, creditDebt: last.debtAfter })
    .where(eq(users.id, input.memberId));
  return toResult(row, last, false);
}
