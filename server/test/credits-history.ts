import fc from 'fast-check';
import type { CreditKind } from '@amora/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../src/db/database.js';
import { creditLedger } from '../src/db/schema.js';
import {
  grant,
  InsufficientCreditsError,
  refund,
  reverse,
  spend,
  type LedgerResult,
} from '../src/modules/credits/index.js';
import { ledgerViolations, newMembers } from './credits-helpers.js';

/*
 * Generated ledger histories for the property test (credits-ledger-property.test.ts; the benchmark
 * runs the same file with thousands of runs). A history is a set of distinct movements, each with
 * its own key, and a schedule that calls them in a random order with some called more than once
 * (replays).
 */

export type Operation = 'grant' | 'spend' | 'refund' | 'reverse';
export interface Movement {
  operation: Operation;
  member: number;
  amount: number;
  kind: CreditKind;
}
export interface History {
  members: number;
  movements: Movement[];
  /** Indices into `movements`; each at least once, some repeated. */
  schedule: number[];
}

const KINDS: Record<Operation, CreditKind[]> = {
  grant: ['purchase', 'bonus', 'adjustment'],
  spend: ['message', 'photo', 'gift'],
  refund: ['refund'],
  reverse: ['reversal'],
};
const CALL = { grant, spend, refund, reverse } as const;

export function historyArbitrary(): fc.Arbitrary<History> {
  return fc.integer({ min: 1, max: 3 }).chain((members) =>
    fc
      .array(
        fc
          .record({
            operation: fc.constantFrom<Operation>(
              'grant',
              'grant',
              'spend',
              'spend',
              'spend',
              'refund',
              'reverse',
            ),
            member: fc.nat({ max: members - 1 }),
            amount: fc.integer({ min: 1, max: 60 }),
            kindIndex: fc.nat({ max: 2 }),
          })
          .map(({ kindIndex, ...m }) => ({
            ...m,
            kind: KINDS[m.operation][kindIndex % KINDS[m.operation].length]!,
          })),
        { minLength: 1, maxLength: 14 },
      )
      .chain((movements) =>
        fc
          .array(fc.nat({ max: movements.length - 1 }), { maxLength: 8 })
          .chain((replays) => {
            const calls = [...movements.keys(), ...replays];
            return fc.shuffledSubarray(calls, { minLength: calls.length, maxLength: calls.length });
          })
          .map((schedule) => ({ members, movements, schedule })),
      ),
  );
}

let historySerial = 0;

/** Runs one history concurrently on fresh members and answers every broken invariant. */
export async function runHistory(db: Db, history: History): Promise<{ problems: string[]; calls: number }> {
  historySerial += 1;
  const prefix = `h${process.pid}.${Date.now()}.${historySerial}`;
  const memberIds = await newMembers(db, history.members);
  const keyOf = (index: number) => `${prefix}:${index}`;
  const outcomes = await Promise.all(
    history.schedule.map(async (index) => {
      const m = history.movements[index]!;
      const input = {
        memberId: memberIds[m.member]!,
        amount: m.amount,
        kind: m.kind,
        reference: `test:${index}`,
        idempotencyKey: keyOf(index),
      };
      try {
        const result = await db.transaction((tx) => CALL[m.operation](tx, input));
        return { index, result };
      } catch (error) {
        if (error instanceof InsufficientCreditsError && m.operation === 'spend')
          return { index, result: null };
        throw error;
      }
    }),
  );

  const problems: string[] = (await ledgerViolations(db, memberIds)).map(
    (v) => `member ${v.user_id}: ${v.problem}`,
  );
  const rows = await db
    .select()
    .from(creditLedger)
    .where(inArray(creditLedger.userId, memberIds))
    .orderBy(creditLedger.id);

  // Each key applied at most once, and every success for a key answers the one row.
  const byKey = new Map<number, LedgerResult[]>();
  for (const { index, result } of outcomes) {
    if (result) byKey.set(index, [...(byKey.get(index) ?? []), result]);
  }
  const mainRows = rows.filter((r) => !r.idempotencyKey.endsWith('#debt'));
  if (mainRows.length !== byKey.size) problems.push(`${mainRows.length} rows for ${byKey.size} applied keys`);
  for (const [index, results] of byKey) {
    const matching = mainRows.filter((r) => r.idempotencyKey === keyOf(index));
    if (matching.length !== 1) problems.push(`key ${index} applied ${matching.length} times`);
    if (results.filter((r) => !r.replayed).length !== 1)
      problems.push(`key ${index} not replayed exactly once`);
    if (new Set(results.map((r) => r.entryId)).size !== 1)
      problems.push(`key ${index} answered different entries`);
  }

  // Replaying the rows in order through a model of the rules gives the same amounts and debts.
  for (const memberId of memberIds) {
    let balance = 0;
    let debt = 0;
    let expectSettlement = false;
    for (const row of rows.filter((r) => r.userId === memberId)) {
      if (expectSettlement) {
        const settled = Math.min(debt, balance);
        if (!row.idempotencyKey.endsWith('#debt') || row.amount !== -settled) {
          problems.push(`row ${row.id}: expected a debt settlement of ${settled}`);
        }
        balance -= settled;
        debt -= settled;
        expectSettlement = false;
        continue;
      }
      const index = Number(row.idempotencyKey.slice(prefix.length + 1));
      const m = history.movements[index]!;
      let amount: number;
      if (m.operation === 'spend') {
        if (balance < m.amount) problems.push(`row ${row.id}: spend of ${m.amount} on ${balance}`);
        amount = -m.amount;
      } else if (m.operation === 'reverse') {
        amount = -Math.min(balance, m.amount);
        debt += m.amount + amount;
      } else {
        amount = m.amount;
      }
      if (row.amount !== amount || row.kind !== m.kind)
        problems.push(`row ${row.id}: ${row.amount} <> ${amount}`);
      balance += amount;
      if (row.debtAfter !== debt) problems.push(`row ${row.id}: debt ${row.debtAfter} <> ${debt}`);
      expectSettlement = amount > 0 && debt > 0;
    }
    if (expectSettlement) problems.push(`member ${memberId}: debt settlement missing`);
  }
  return { problems, calls: history.schedule.length };
}
