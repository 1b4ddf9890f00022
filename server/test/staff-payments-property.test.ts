import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { creditLedger, paymentRefunds } from '../src/db/schema.js';
import { spend } from '../src/modules/credits/index.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { ledgerViolations } from './credits-helpers.js';
import {
  createPaymentsTestApp,
  createdPayment,
  newPayingMember,
  paymentRow,
  postSandboxWebhook,
  purchaseEntries,
} from './payments-helpers.js';
import { addStaff, staffCall } from './staff-helpers.js';

/**
 * Generated histories of one completed payment: finance's refunds (partial and full, keys reused,
 * amounts beyond what is left), the provider's webhooks (replayed `completed`, `refunded`,
 * `charged_back`) and the member's own spending, run in concurrent batches. On PGlite they queue on
 * its one connection; on PostgreSQL (DATABASE_URL) they meet on the payment's and member's row locks.
 * `STAFF_REFUND_PROPERTY_RUNS` raises the count.
 */
const RUNS = Number(process.env.STAFF_REFUND_PROPERTY_RUNS ?? 12);

type Step =
  | { type: 'refund'; amount: number; key: number }
  | { type: 'webhook'; status: 'completed' | 'refunded' | 'charged_back' }
  | { type: 'spend'; amount: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ type: fc.constant('refund' as const), amount: fc.integer({ min: 1, max: 1200 }), key: fc.integer({ min: 0, max: 4 }) }) }, // prettier-ignore
  { weight: 2, arbitrary: fc.record({ type: fc.constant('webhook' as const), status: fc.constantFrom('completed' as const, 'refunded' as const, 'charged_back' as const) }) }, // prettier-ignore
  { weight: 2, arbitrary: fc.record({ type: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 40 }) }) }, // prettier-ignore
);

/** Steps in batches: the steps of a batch run at once, the batches one after another. */
const historyArbitrary = fc.array(fc.array(stepArbitrary, { minLength: 1, maxLength: 3 }), {
  minLength: 1,
  maxLength: 5,
});

describe('finance refunds under generated concurrent histories', () => {
  let t: TestApp;
  let financeId: number;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    financeId = (await addStaff(t, ['finance'])).id;
  });
  afterAll(() => t.app.close());

  it(`keeps balance = Σ ledger and refunds each payment at most its amount over ${RUNS} histories`, async () => {
    let history = 0;
    let refundsMade = 0;
    await fc.assert(
      fc.asyncProperty(historyArbitrary, async (batches) => {
        history += 1;
        const member = await newPayingMember(t);
        const { id, ref } = await createdPayment(t, member);
        await postSandboxWebhook(t, { id: ref, status: 'completed' });
        const payment = await paymentRow(t, id);
        let spent = 0;
        const run = async (step: Step) => {
          if (step.type === 'refund') {
            const response = await staffCall(t, financeId, 'POST', `/api/staff/payments/${id}/refunds`, {
              amount: step.amount,
              reason: 'generated history',
              key: `history-${history}-key-${step.key}`,
            });
            // Every answer is a decision, never a crash: refunded, replayed, too much, not refundable.
            expect([200, 409, 422]).toContain(response.statusCode);
          } else if (step.type === 'webhook') {
            expect((await postSandboxWebhook(t, { id: ref, status: step.status })).statusCode).toBe(200);
          } else {
            spent += 1;
            const key = `history-${history}-spend-${spent}`;
            // As a send does: the ledger's movement inside the caller's transaction.
            await t.database.db
              .transaction((tx) =>
                spend(tx, {
                  memberId: member.id,
                  amount: step.amount,
                  kind: 'message',
                  reference: `message:${key}`,
                  idempotencyKey: key,
                }),
              )
              .catch((error: Error) => {
                if (error.name !== 'InsufficientCreditsError') throw error;
              });
          }
        };
        for (const batch of batches) await Promise.all(batch.map(run));

        const refunds = await t.database.db
          .select()
          .from(paymentRefunds)
          .where(eq(paymentRefunds.paymentId, id));
        refundsMade += refunds.length;
        const reversals = await t.database.db
          .select({ requested: creditLedger.requested })
          .from(creditLedger)
          .where(
            and(
              eq(creditLedger.userId, member.id),
              eq(creditLedger.kind, 'reversal'),
              eq(creditLedger.reference, `payment:${id}`),
            ),
          );
        const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
        const reversed = reversals.reduce((sum, r) => sum + r.requested, 0);
        expect(refunded).toBeLessThanOrEqual(payment.amount);
        expect(reversed).toBeLessThanOrEqual(payment.credits);
        expect(refunds.reduce((sum, r) => sum + r.credits, 0)).toBeLessThanOrEqual(reversed);
        expect(await purchaseEntries(t, id)).toBe(1);
        const after = await paymentRow(t, id);
        if (refunded === payment.amount) expect(after.status).toBe('refunded');
        if (after.status === 'refunded' || after.status === 'charged_back')
          expect(reversed).toBe(payment.credits);
        expect(await ledgerViolations(t.database.db, [member.id])).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    // The histories really refunded (not only refusals).
    expect(refundsMade).toBeGreaterThan(0);
  });
});
