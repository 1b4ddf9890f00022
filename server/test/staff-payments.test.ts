import { randomUUID } from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import { creditLedger, paymentRefunds, staffAudit } from '../src/db/schema.js';
import { settle } from '../src/modules/payments/index.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { ledgerViolations } from './credits-helpers.js';
import {
  createPaymentsTestApp,
  createdPayment,
  memberRow,
  newPayingMember,
  paymentRow,
  postSandboxWebhook,
  purchaseEntries,
  type TestMember,
} from './payments-helpers.js';
import { addStaff, auditCount, staffCall } from './staff-helpers.js';

/*
 * Finance's payment calls on PGlite, or on PostgreSQL with DATABASE_URL (where the concurrent
 * refunds below really run on separate pooled connections and meet on the payment's row lock).
 */

let t: TestApp;
let financeId: number;
let supportId: number;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  financeId = (await addStaff(t, ['finance'])).id;
  supportId = (await addStaff(t, ['support'])).id;
});
afterAll(() => t.app.close());

const db = () => t.database.db;
const asFinance = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  staffCall(t, financeId, method, url, payload);
const refund = (id: number, amount: number, key = randomUUID(), reason = 'Customer asked within 14 days') =>
  asFinance('POST', `/api/staff/payments/${id}/refunds`, { amount, reason, key });

/** A member with one completed sandbox payment, credited through the signed webhook. */
async function paidMember(): Promise<{ member: TestMember; id: number; ref: string }> {
  const member = await newPayingMember(t);
  const { id, ref } = await createdPayment(t, member);
  const response = await postSandboxWebhook(t, { id: ref, status: 'completed' });
  expect(response.statusCode).toBe(200);
  expect((await paymentRow(t, id)).status).toBe('completed');
  return { member, id, ref };
}

async function refundRows(id: number) {
  return db().select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, id));
}

/** The credits the ledger took back for the payment, reversals of refunds and chargebacks alike. */
async function reversedCredits(memberId: number, id: number): Promise<number> {
  const rows = await db()
    .select({ amount: creditLedger.amount, requested: creditLedger.requested })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, memberId),
        eq(creditLedger.kind, 'reversal'),
        eq(creditLedger.reference, `payment:${id}`),
      ),
    );
  return rows.reduce((sum, r) => sum + r.requested, 0);
}

describe('refunds', () => {
  it('refunds a payment in full: credits reversed once, shown on the statement, webhook replays change nothing', async () => {
    const { member, id, ref } = await paidMember();
    const payment = await paymentRow(t, id);
    const creditsBefore = (await memberRow(t, member.id)).credits;
    const auditsBefore = await auditCount(t);

    const response = await refund(id, payment.amount);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      replayed: false,
      refund: { amount: payment.amount, credits: payment.credits },
      payment: { status: 'refunded', refunded: payment.amount },
    });
    expect(await auditCount(t)).toBe(auditsBefore + 1);
    expect((await memberRow(t, member.id)).credits).toBe(creditsBefore - payment.credits);

    // The sandbox's refund webhook, delivered again and again, and a late chargeback: nothing moves.
    for (const status of ['refunded', 'refunded', 'completed', 'charged_back', 'refunded'])
      expect((await postSandboxWebhook(t, { id: ref, status })).statusCode).toBe(200);
    expect((await paymentRow(t, id)).status).toBe('refunded');
    expect(await reversedCredits(member.id, id)).toBe(payment.credits);
    expect(await purchaseEntries(t, id)).toBe(1);
    expect(await ledgerViolations(db(), [member.id])).toEqual([]);

    const statement = await call(t.app, 'GET', '/api/transactions.php', undefined, { cookie: member.cookie });
    expect(statement.statusCode).toBe(200);
    expect(statement.json().entries[0]).toMatchObject({
      kind: 'reversal',
      amount: -payment.credits,
      payment: { id, status: 'refunded' },
    });
  });

  it('refunds in parts, a replayed key refunds nothing more, and never beyond the payment', async () => {
    const { member, id, ref } = await paidMember();
    const payment = await paymentRow(t, id);
    const half = Math.floor(payment.amount / 2);
    const key = randomUUID();

    const first = await refund(id, half, key);
    expect(first.statusCode).toBe(200);
    expect(first.json().payment.status).toBe('completed');
    const again = await refund(id, half, key);
    expect(again.json()).toMatchObject({ replayed: true, refund: { id: first.json().refund.id } });
    expect(await refundRows(id)).toHaveLength(1);
    // The key with another amount is a mistake, not a replay.
    expect((await refund(id, half + 1, key)).statusCode).toBe(409);
    // A partial refund's webhook says the payment is still paid: a replay for settle.
    expect((await postSandboxWebhook(t, { id: ref, status: 'completed' })).statusCode).toBe(200);

    const auditsBefore = await auditCount(t);
    const tooMuch = await refund(id, payment.amount - half + 1);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ error: 'refund_exceeds_payment' });
    expect(tooMuch.json().message).toBeTruthy();
    expect(await refundRows(id)).toHaveLength(1);
    expect(await auditCount(t)).toBe(auditsBefore);

    const rest = await refund(id, payment.amount - half);
    expect(rest.json()).toMatchObject({ payment: { status: 'refunded', refunded: payment.amount } });
    expect(await reversedCredits(member.id, id)).toBe(payment.credits);
    expect((await refund(id, 1)).statusCode).toBe(409);
    expect(await ledgerViolations(db(), [member.id])).toEqual([]);
  });

  it('refuses a pending payment, a bad body and another role, writing nothing', async () => {
    const member = await newPayingMember(t);
    const { id } = await createdPayment(t, member);
    const before = await auditCount(t);
    expect((await refund(id, 100)).statusCode).toBe(409);
    for (const body of [
      { amount: 0, reason: 'x', key: randomUUID() },
      { amount: 1.5, reason: 'x', key: randomUUID() },
      { amount: 100, reason: ' ', key: randomUUID() },
      { amount: 100, key: randomUUID() },
      { amount: 100, reason: 'x', key: 'short' },
      { amount: 100, reason: 'x', key: randomUUID(), extra: true },
    ]) {
      const response = await asFinance('POST', `/api/staff/payments/${id}/refunds`, body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
    }
    const bySupport = await staffCall(t, supportId, 'POST', `/api/staff/payments/${id}/refunds`, {
      amount: 100,
      reason: 'x',
      key: randomUUID(),
    });
    expect(bySupport.statusCode).toBe(403);
    expect((await refund(424242, 100)).statusCode).toBe(404);
    expect(await refundRows(id)).toHaveLength(0);
    expect(await auditCount(t)).toBe(before);
  });

  it('rolls everything back when the provider refuses the refund (502), so the same form can retry', async () => {
    const { member, id } = await paidMember();
    const payment = await paymentRow(t, id);
    const provider = t.app.payments.provider;
    const refundAtProvider = provider.refund;
    const before = { audit: await auditCount(t), credits: (await memberRow(t, member.id)).credits };
    const key = randomUUID();
    provider.refund = async () => {
      throw new Error('the provider is down');
    };
    try {
      const refused = await refund(id, payment.amount, key);
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({ error: 'provider_refund_failed' });
    } finally {
      provider.refund = refundAtProvider;
    }
    expect(await refundRows(id)).toHaveLength(0);
    expect((await paymentRow(t, id)).status).toBe('completed');
    expect({ audit: await auditCount(t), credits: (await memberRow(t, member.id)).credits }).toEqual(before);
    const retried = await refund(id, payment.amount, key);
    expect(retried.json()).toMatchObject({ replayed: false, payment: { status: 'refunded' } });
  });

  it(`refunds once when the same refund is raced twice (${process.env.DATABASE_URL ? 'PostgreSQL, pooled connections' : 'PGlite, one connection'})`, async () => {
    const { member, id } = await paidMember();
    const payment = await paymentRow(t, id);
    // The same click twice (one key), and two people each refunding in full (two keys).
    const key = randomUUID();
    const sameKey = await Promise.all([refund(id, payment.amount, key), refund(id, payment.amount, key)]);
    expect(sameKey.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(sameKey.map((r) => r.json().replayed).sort()).toEqual([false, true]);

    const other = await paidMember();
    const otherPayment = await paymentRow(t, other.id);
    const twoKeys = await Promise.all([
      refund(other.id, otherPayment.amount),
      refund(other.id, otherPayment.amount),
    ]);
    expect(twoKeys.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    for (const [memberId, paymentId, credits] of [
      [member.id, id, payment.credits],
      [other.member.id, other.id, otherPayment.credits],
    ] as const) {
      expect(await refundRows(paymentId)).toHaveLength(1);
      expect(await reversedCredits(memberId, paymentId)).toBe(credits);
      expect(await ledgerViolations(db(), [memberId])).toEqual([]);
    }
  });
});

describe('the manual-review queue', () => {
  it('holds a payment completed after it expired until finance accepts it, then credits it once', async () => {
    const member = await newPayingMember(t);
    const { id, ref } = await createdPayment(t, member);
    await settle(db(), id, 'expired', 'expiry');
    await postSandboxWebhook(t, { id: ref, status: 'completed' });
    expect(await paymentRow(t, id)).toMatchObject({ status: 'expired', review: 'completed_after_expired' });
    expect(await purchaseEntries(t, id)).toBe(0);

    const queue = (await asFinance('GET', '/api/staff/payments?review=open')).json();
    expect(queue.payments.map((p: { id: number }) => p.id)).toContain(id);

    const key = randomUUID();
    const body = { decision: 'accept', reason: 'Paid at the bank after the expiry', key };
    const accepted = await asFinance('POST', `/api/staff/payments/${id}/review`, body);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().payment).toMatchObject({ status: 'completed', review_decision: 'accepted' });
    const again = await asFinance('POST', `/api/staff/payments/${id}/review`, body);
    expect(again.json()).toMatchObject({ replayed: true });
    await postSandboxWebhook(t, { id: ref, status: 'completed' });
    expect(await purchaseEntries(t, id)).toBe(1);
    const refuse = await asFinance('POST', `/api/staff/payments/${id}/review`, {
      ...body,
      decision: 'refund',
    });
    expect(refuse.statusCode).toBe(409);
    const later = (await asFinance('GET', '/api/staff/payments?review=open')).json();
    expect(later.payments.map((p: { id: number }) => p.id)).not.toContain(id);
  });

  it('holds an amount mismatch and refunds it in full without crediting anything', async () => {
    const member = await newPayingMember(t);
    const { id } = await createdPayment(t, member);
    const payment = await paymentRow(t, id);
    await settle(db(), id, 'completed', 'webhook', {
      amount: payment.amount - 1,
      currency: payment.currency,
    });
    expect(await paymentRow(t, id)).toMatchObject({
      status: 'pending',
      review: 'amount_mismatch',
      reportedAmount: payment.amount - 1,
    });
    // The member's return (a status fetch) does not credit it behind finance's back.
    await settle(db(), id, 'completed', 'return');
    expect(await purchaseEntries(t, id)).toBe(0);

    const refunded = await asFinance('POST', `/api/staff/payments/${id}/review`, {
      decision: 'refund',
      reason: 'Paid the wrong amount',
      key: randomUUID(),
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().payment).toMatchObject({ status: 'refunded', refunded: payment.amount - 1 });
    expect(await purchaseEntries(t, id)).toBe(0);
    expect((await memberRow(t, member.id)).credits).toBe(0);
    expect(await ledgerViolations(db(), [member.id])).toEqual([]);
  });
});

describe('credit adjustments', () => {
  const adjust = (memberId: number, body: unknown) =>
    asFinance('POST', `/api/staff/members/${memberId}/credits`, body);
  const ledgerRows = async (memberId: number) =>
    Number(
      (await db().select({ n: count() }).from(creditLedger).where(eq(creditLedger.userId, memberId)))[0]!.n,
    );

  it('refuses an adjustment without a reason (or of 0 credits) and writes nothing', async () => {
    const member = await newPayingMember(t);
    const before = { audit: await auditCount(t), rows: await ledgerRows(member.id) };
    for (const body of [
      { amount: 5, key: randomUUID() },
      { amount: 5, reason: '   ', key: randomUUID() },
      { amount: 0, reason: 'goodwill', key: randomUUID() },
      { amount: 2.5, reason: 'goodwill', key: randomUUID() },
    ]) {
      const response = await adjust(member.id, body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(response.json().message).toBeTruthy();
    }
    expect((await adjust(member.id, { amount: -5, reason: 'too many', key: randomUUID() })).statusCode).toBe(
      402,
    );
    expect((await adjust(424242, { amount: 5, reason: 'x', key: randomUUID() })).statusCode).toBe(404);
    expect({ audit: await auditCount(t), rows: await ledgerRows(member.id) }).toEqual(before);
  });

  it('adds and takes credits as kind adjustment, once per key, audited with the reason', async () => {
    const member = await newPayingMember(t);
    const key = randomUUID();
    const body = { amount: 7, reason: 'Goodwill after an outage', key };
    const first = await adjust(member.id, body);
    expect(first.json()).toEqual({ member_id: member.id, amount: 7, balance: 7, replayed: false });
    const audits = await auditCount(t);
    expect((await adjust(member.id, body)).json()).toMatchObject({ replayed: true, balance: 7 });
    expect(await auditCount(t)).toBe(audits);
    expect((await adjust(member.id, { ...body, amount: 8 })).statusCode).toBe(409);
    const [audit] = await db()
      .select()
      .from(staffAudit)
      .where(
        and(eq(staffAudit.action, 'member.credits_adjusted'), eq(staffAudit.targetId, String(member.id))),
      );
    expect(audit).toMatchObject({ staffId: financeId, reason: 'Goodwill after an outage' });
    const taken = await adjust(member.id, { amount: -3, reason: 'Double grant', key: randomUUID() });
    expect(taken.json()).toMatchObject({ amount: -3, balance: 4 });
    const kinds = await db()
      .select({ kind: creditLedger.kind })
      .from(creditLedger)
      .where(eq(creditLedger.userId, member.id));
    expect(kinds.map((k) => k.kind)).toEqual(['adjustment', 'adjustment']);
    expect(await ledgerViolations(db(), [member.id])).toEqual([]);
  });
});

describe('search, detail and the monthly CSV', () => {
  it('finds payments by member, status, method, provider id and date, and reads one with its events and ledger', async () => {
    const { member, id, ref } = await paidMember();
    const search = async (query: string) =>
      (await asFinance('GET', `/api/staff/payments?${query}`))
        .json()
        .payments.map((p: { id: number }) => p.id);
    const today = new Date().toISOString().slice(0, 10);
    expect(await search(`member=${member.id}`)).toEqual([id]);
    expect(await search(`member=${member.id}&status=completed&method=ideal`)).toEqual([id]);
    expect(await search(`member=${member.id}&status=refunded`)).toEqual([]);
    expect(await search(`provider_ref=${ref}`)).toEqual([id]);
    expect(await search(`member=${member.id}&from=${today}&to=${today}`)).toEqual([id]);
    expect(await search(`member=${member.id}&to=2020-01-01`)).toEqual([]);
    expect((await asFinance('GET', '/api/staff/payments?status=paid')).statusCode).toBe(400);
    expect((await asFinance('GET', '/api/staff/payments?from=2026-13-01')).statusCode).toBe(400);

    const detail = await asFinance('GET', `/api/staff/payments/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      payment: { id, member_id: member.id, member_email: member.email, status: 'completed' },
      events: [{ source: 'webhook', status: 'completed', applied: true }],
      ledger: [{ kind: 'purchase' }],
      refunds: [],
    });
    expect((await staffCall(t, supportId, 'GET', `/api/staff/payments/${id}`)).statusCode).toBe(403);
  });

  it('writes the month as CSV with amounts, fees and refunds', async () => {
    const { member, id } = await paidMember();
    const payment = await paymentRow(t, id);
    await refund(id, 100);
    const month = payment.settledAt!.toISOString().slice(0, 7);
    const response = await asFinance('GET', `/api/staff/payments/monthly.csv?month=${month}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('date,payment_id,member_id,method,country,currency,amount,fee,refunds,status');
    const major = (n: number) => (n / 100).toFixed(2);
    expect(lines).toContain(
      [
        payment.settledAt!.toISOString().slice(0, 10),
        id,
        member.id,
        'ideal',
        payment.country,
        payment.currency,
        major(payment.amount),
        major(payment.fee),
        '1.00',
        'completed',
      ].join(','),
    );
    expect((await asFinance('GET', '/api/staff/payments/monthly.csv?month=2026-1')).statusCode).toBe(400);
    const [exported] = await db()
      .select({ n: count() })
      .from(staffAudit)
      .where(like(staffAudit.action, 'payment.exported'));
    expect(Number(exported!.n)).toBeGreaterThan(0);
  });
});
