import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/database.js';
import { creditLedger, payments, sites, users } from '../src/db/schema.js';
import { InsufficientCreditsError, spend } from '../src/modules/credits/index.js';
import { purchaseKey, reversalKey, settle, type ProviderStatus } from '../src/modules/payments/index.js';
import { ledgerViolations, newMembers } from './credits-helpers.js';

/*
 * Generated payment histories for the property test (credits-ledger-property.test.ts; the benchmark
 * runs thousands): purchases whose provider reports arrive duplicated, late and out of order, some
 * refunded or charged back, run concurrently with spends of the same members. Reports go through
 * `settle`, the function the webhook route, the member's return and the expiry job share.
 */

/** What really happened to a payment at the provider, in order. */
const TRUTHS: readonly ProviderStatus[][] = [
  ['completed'],
  ['failed'],
  ['cancelled'],
  ['expired'],
  ['completed', 'refunded'],
  ['completed', 'charged_back'],
];

export interface PaymentHistory {
  members: number;
  payments: Array<{ member: number; credits: number; truth: ProviderStatus[] }>;
  spends: Array<{ member: number; amount: number }>;
  /** Every report and spend, shuffled: each report at least once, some twice or three times, stale `pending`s. */
  schedule: Array<{ payment: number; report: ProviderStatus } | { spend: number }>;
}

export function paymentHistoryArbitrary(): fc.Arbitrary<PaymentHistory> {
  return fc.integer({ min: 1, max: 3 }).chain((members) =>
    fc
      .record({
        payments: fc.array(
          fc.record({
            member: fc.nat({ max: members - 1 }),
            credits: fc.integer({ min: 1, max: 80 }),
            truth: fc.constantFrom(...TRUTHS),
            copies: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 2, maxLength: 2 }),
            stale: fc.boolean(),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        spends: fc.array(
          fc.record({ member: fc.nat({ max: members - 1 }), amount: fc.integer({ min: 1, max: 60 }) }),
          {
            maxLength: 6,
          },
        ),
      })
      .chain(({ payments: generated, spends }) => {
        const calls: PaymentHistory['schedule'] = [];
        generated.forEach((p, payment) => {
          p.truth.forEach((report, i) => {
            for (let c = 0; c < p.copies[i]!; c += 1) calls.push({ payment, report });
          });
          if (p.stale) calls.push({ payment, report: 'pending' });
        });
        spends.forEach((_, index) => calls.push({ spend: index }));
        return fc
          .shuffledSubarray(calls, { minLength: calls.length, maxLength: calls.length })
          .map((schedule) => ({
            members,
            payments: generated.map(({ member, credits, truth }) => ({ member, credits, truth })),
            spends,
            schedule,
          }));
      }),
  );
}

let serial = 0;

/** Runs one history concurrently on fresh members and answers every broken invariant. */
export async function runPaymentHistory(
  db: Db,
  history: PaymentHistory,
): Promise<{ problems: string[]; calls: number }> {
  serial += 1;
  const memberIds = await newMembers(db, history.members);
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true));
  const rows = await db
    .insert(payments)
    .values(
      history.payments.map((p, i) => ({
        userId: memberIds[p.member]!,
        siteId: site!.id,
        bundle: 'p1',
        credits: p.credits,
        method: 'ideal',
        provider: 'sandbox',
        amount: 999,
        currency: 'EUR',
        country: 'NL',
        clientKey: `ph-${process.pid}-${serial}-${i}`,
      })),
    )
    .returning({ id: payments.id });
  const paymentIds = rows.map((r) => r.id);

  await Promise.all(
    history.schedule.map(async (call, index) => {
      if ('payment' in call) return settle(db, paymentIds[call.payment]!, call.report, 'webhook');
      const s = history.spends[call.spend]!;
      try {
        return await db.transaction((tx) =>
          spend(tx, {
            memberId: memberIds[s.member]!,
            amount: s.amount,
            kind: 'message',
            reference: `message:${index}`,
            idempotencyKey: `ph-${process.pid}-${serial}-spend-${call.spend}`,
          }),
        );
      } catch (error) {
        if (error instanceof InsufficientCreditsError) return null;
        throw error;
      }
    }),
  );

  const problems = (await ledgerViolations(db, memberIds)).map((v) => `member ${v.user_id}: ${v.problem}`);
  const ledger = await db.select().from(creditLedger).where(inArray(creditLedger.userId, memberIds));
  const settled = await db.select().from(payments).where(inArray(payments.id, paymentIds));
  const credited = new Set<number>();
  history.payments.forEach((p, i) => {
    const id = paymentIds[i]!;
    const row = settled.find((s) => s.id === id)!;
    const purchases = ledger.filter((l) => l.idempotencyKey === purchaseKey(id)).length;
    const reversals = ledger.filter((l) => l.idempotencyKey === reversalKey(id)).length;
    // Every report arrived, whatever the order: the payment ends where the provider ended.
    const expected = p.truth.at(-1)!;
    if (row.status !== expected) problems.push(`payment ${i}: ${row.status}, expected ${expected}`);
    const shouldCredit = p.truth.includes('completed') ? 1 : 0;
    const shouldReverse = expected === 'refunded' || expected === 'charged_back' ? 1 : 0;
    if (purchases !== shouldCredit) problems.push(`payment ${i}: credited ${purchases} times`);
    if (reversals !== shouldReverse) problems.push(`payment ${i}: reversed ${reversals} times`);
    if (purchases > 0) credited.add(memberIds[p.member]!);
  });
  const members = await db
    .select({ id: users.id, paid: users.paidUser })
    .from(users)
    .where(inArray(users.id, memberIds));
  for (const m of members) {
    if (m.paid !== credited.has(m.id)) problems.push(`member ${m.id}: paid_user ${m.paid}`);
  }
  return { problems, calls: history.schedule.length };
}
