import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { inArray } from 'drizzle-orm';
import { creditLedger } from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { historyArbitrary, runHistory } from './credits-history.js';
import { paymentHistoryArbitrary, runPaymentHistory } from './payments-history.js';

/**
 * Generated histories of grants, spends, refunds and reversals, with replayed idempotency keys,
 * run concurrently (each call in its own transaction): on PGlite they queue on its one connection,
 * on PostgreSQL (DATABASE_URL) they run on several pooled connections and meet on the row locks.
 * `LEDGER_PROPERTY_RUNS` raises the count; the benchmark runs thousands.
 */
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 60);
/** Payment histories (webhooks duplicated, late, out of order; refunds, chargebacks; spends). */
const PAYMENT_RUNS = Number(process.env.PAYMENT_PROPERTY_RUNS ?? 40);

describe('the credit ledger under generated concurrent histories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 1 });
  });
  afterAll(async () => t.app.close());

  it(`keeps every invariant over ${RUNS} histories`, async () => {
    const started = Date.now();
    let histories = 0;
    let calls = 0;
    await fc.assert(
      fc.asyncProperty(historyArbitrary(), async (history) => {
        const outcome = await runHistory(t.database.db, history);
        histories += 1;
        calls += outcome.calls;
        expect(outcome.problems).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    expect(histories).toBeGreaterThanOrEqual(RUNS);
    // The benchmark (bench/ledger-bench.mjs) reads the figures from here.
    if (process.env.LEDGER_PROPERTY_REPORT) {
      const report = { histories, calls, ms: Date.now() - started, database: t.database.kind };
      writeFileSync(process.env.LEDGER_PROPERTY_REPORT, JSON.stringify(report));
    }
    // The histories really moved credits (not only refusals).
    const rows = await t.database.db
      .select()
      .from(creditLedger)
      .where(inArray(creditLedger.kind, ['message', 'reversal']));
    expect(rows.length).toBeGreaterThan(0);
  });

  it(`credits each payment at most once over ${PAYMENT_RUNS} histories of duplicated, late and out-of-order webhooks`, async () => {
    const started = Date.now();
    let histories = 0;
    let calls = 0;
    await fc.assert(
      fc.asyncProperty(paymentHistoryArbitrary(), async (history) => {
        const outcome = await runPaymentHistory(t.database.db, history);
        histories += 1;
        calls += outcome.calls;
        expect(outcome.problems).toEqual([]);
      }),
      { numRuns: PAYMENT_RUNS },
    );
    expect(histories).toBeGreaterThanOrEqual(PAYMENT_RUNS);
    if (process.env.PAYMENT_PROPERTY_REPORT) {
      const report = { histories, calls, ms: Date.now() - started, database: t.database.kind };
      writeFileSync(process.env.PAYMENT_PROPERTY_REPORT, JSON.stringify(report));
    }
  });
});
