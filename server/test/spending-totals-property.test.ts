import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.js';
import { creditLedger, users } from '../src/db/schema.js';
import { grant, InsufficientCreditsError, refund, reverse, spend } from '../src/modules/credits/index.js';
import { readSpendingControls } from '../src/modules/credits/spending-controls.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { ledgerViolations, newMembers } from './credits-helpers.js';

/*
 * The running totals a spending cap reads (users.spent_day / spent_month, kept by a trigger on
 * credit_ledger) against the ledger itself. A history mixes movements through the ledger now with
 * rows of past moments (the database's clock cannot be moved, so those are appended as the ledger
 * would have appended them then: the chain and the balance kept), in any order, around midnights
 * and the turns of months. After every history the totals must equal the sums of the ledger's
 * rows for the latest day and month, and what the member's controls show must equal the sums the
 * caps used to compute on every spend.
 */

const RUNS = Number(process.env.SPENDING_TOTALS_RUNS ?? 40);
const DAY_MS = 86_400_000;

type Operation = 'spend' | 'refund' | 'reverse' | 'grant';
interface Step {
  operation: Operation;
  kind: 'message' | 'photo' | 'gift' | 'adjustment' | 'refund' | 'reversal' | 'bonus';
  amount: number;
  /** Null: through the ledger, now. Else that many days back, at that second of the UTC day. */
  daysBack: number | null;
  second: number;
}

const KIND_OF: Record<Operation, Step['kind'][]> = {
  spend: ['message', 'photo', 'gift', 'adjustment'],
  refund: ['refund'],
  reverse: ['reversal'],
  grant: ['bonus'],
};

const stepArbitrary: fc.Arbitrary<Step> = fc
  .record({
    operation: fc.constantFrom<Operation>('spend', 'spend', 'refund', 'reverse', 'grant'),
    pick: fc.nat(3),
    amount: fc.integer({ min: 1, max: 60 }),
    daysBack: fc.option(fc.integer({ min: 0, max: 70 }), { freq: 3 }),
    // Midnight, just after, just before the next one, or anywhere in the day.
    second: fc.oneof(fc.constantFrom(0, 1, 86_399), fc.nat(86_399)),
  })
  .map(({ operation, pick, ...rest }) => ({
    operation,
    kind: KIND_OF[operation][pick % KIND_OF[operation].length]!,
    ...rest,
  }));

/** A row as the ledger would have appended it at `at`: chained to the last row, balance moved. */
async function appendAt(db: Db, memberId: number, step: Step, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, memberId))
      .for('no key update');
    const credits = member!.credits;
    const sign = step.operation === 'grant' || step.operation === 'refund' ? 1 : -1;
    if (step.operation === 'spend' && credits < step.amount) return;
    const amount = step.operation === 'reverse' ? -Math.min(credits, step.amount) : sign * step.amount;
    if (amount === 0) return;
    await tx.insert(creditLedger).values({
      userId: memberId,
      amount,
      kind: step.kind,
      reference: 'history',
      idempotencyKey: `history:${memberId}:${Math.random()}`,
      requested: step.amount,
      balanceAfter: credits + amount,
      createdAt: at,
    });
    await tx
      .update(users)
      .set({ credits: credits + amount })
      .where(eq(users.id, memberId));
  });
}

async function runNow(db: Db, memberId: number, step: Step, key: string): Promise<void> {
  const input = { memberId, amount: step.amount, kind: step.kind, reference: 'now', idempotencyKey: key };
  try {
    if (step.operation === 'spend') await spend(db, input);
    else if (step.operation === 'refund') await refund(db, input);
    else if (step.operation === 'reverse') await reverse(db, input);
    else await grant(db, input);
  } catch (error) {
    if (!(error instanceof InsufficientCreditsError)) throw error;
  }
}

/** The ledger's net spending of the member in the latest day and month it has rows for. */
async function ledgerTotals(db: Db, memberId: number) {
  const net = sql`${creditLedger.kind} in ('message', 'photo', 'gift', 'refund')`;
  const day = sql`(${creditLedger.createdAt} at time zone 'UTC')::date`;
  const month = sql`date_trunc('month', ${creditLedger.createdAt} at time zone 'UTC')::date`;
  const [latest] = await db
    .select({ day: sql<string | null>`max(${day})::text`, month: sql<string | null>`max(${month})::text` })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, memberId), net));
  const sumWhere = async (period: typeof day, value: string | null | undefined) =>
    value
      ? Number(
          (
            await db
              .select({ n: sql<string>`coalesce(-sum(${creditLedger.amount}), 0)` })
              .from(creditLedger)
              .where(and(eq(creditLedger.userId, memberId), net, sql`${period} = ${value}::date`))
          )[0]!.n,
        )
      : 0;
  return {
    dayOn: latest?.day ?? null,
    day: await sumWhere(day, latest?.day),
    monthOn: latest?.month ?? null,
    month: await sumWhere(month, latest?.month),
  };
}

/** What the caps summed on every spend before the running totals: the ledger since today and this month. */
async function summedSince(db: Db, memberId: number) {
  const [row] = await db
    .select({
      today: sql<string>`coalesce(-sum(${creditLedger.amount}) filter (where ${creditLedger.createdAt} >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'), 0)`,
      month: sql<string>`coalesce(-sum(${creditLedger.amount}), 0)`,
    })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, memberId),
        sql`${creditLedger.kind} in ('message', 'photo', 'gift', 'refund')`,
        sql`${creditLedger.createdAt} >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`,
      ),
    );
  return { today: Math.max(0, Number(row!.today)), month: Math.max(0, Number(row!.month)) };
}

describe('spending caps: running totals against the ledger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 1 });
  });
  afterAll(() => t.app.close());

  it(`equal the ledger's sums after ${RUNS} generated histories across days and months`, async () => {
    const db = t.database.db;
    let pastRows = 0;
    let nowRows = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 25 }), async (steps) => {
        const [memberId] = await newMembers(db, 1);
        const now = Date.now();
        await grant(db, { memberId: memberId!, amount: 300, kind: 'bonus', reference: 'start', idempotencyKey: `start:${memberId}` }); // prettier-ignore
        for (const [index, step] of steps.entries()) {
          if (step.daysBack === null) {
            nowRows += 1;
            await runNow(db, memberId!, step, `now:${memberId}:${index}`);
          } else {
            pastRows += 1;
            const midnight = Math.floor((now - step.daysBack * DAY_MS) / DAY_MS) * DAY_MS;
            await appendAt(
              db,
              memberId!,
              step,
              new Date(Math.min(now - 1_000, midnight + step.second * 1_000)),
            );
          }
        }
        const [stored] = await db
          .select({
            day: users.spentDay,
            dayOn: sql<string | null>`${users.spentDayOn}::text`,
            month: users.spentMonth,
            monthOn: sql<string | null>`${users.spentMonthOn}::text`,
          })
          .from(users)
          .where(eq(users.id, memberId!));
        const expected = await ledgerTotals(db, memberId!);
        expect({ ...stored, day: Number(stored!.day), month: Number(stored!.month) }).toEqual(expected);
        const shown = await readSpendingControls(db, memberId!);
        expect({ today: shown.spent_today, month: shown.spent_this_month }).toEqual(
          await summedSince(db, memberId!),
        );
        expect(await ledgerViolations(db, [memberId!])).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    // The histories really had rows of both kinds.
    expect(pastRows).toBeGreaterThan(0);
    expect(nowRows).toBeGreaterThan(0);
  });
});
