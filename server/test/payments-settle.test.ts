import { PAYMENT_STATUSES, type PaymentState, type PaymentStatus } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { payments } from '../src/db/schema.js';
import { grant, spend } from '../src/modules/credits/index.js';
import { settle, transitionsOf } from '../src/modules/payments/index.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { ledgerViolations } from './credits-helpers.js';
import {
  createPaymentsTestApp,
  createdPayment,
  eventsOf,
  memberRow,
  newPayingMember,
  paymentRow,
  postSandboxWebhook,
  purchaseEntries,
  sandboxOf,
  TEST_WEBHOOK_SECRET,
} from './payments-helpers.js';

const checkoutInput = {
  amount: 100,
  currency: 'EUR',
  method: 'ideal',
  description: 'x',
  returnUrl: 'http://localhost/transactions/1',
  webhookUrl: 'http://localhost/api/payment-webhook.php?provider=sandbox',
  locale: 'en',
  country: 'NL',
} as const;

describe('settling payments: transitions, replays, order and concurrency (modules/payments/settle)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(async () => t.app.close());
  const db = () => t.database.db;

  describe('the transition table', () => {
    const allowed: Array<[PaymentStatus, PaymentStatus]> = [
      ['pending', 'completed'],
      ['pending', 'failed'],
      ['pending', 'cancelled'],
      ['pending', 'expired'],
      ['completed', 'refunded'],
      ['completed', 'charged_back'],
    ];
    it.each(PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as const)))(
      '%s → %s',
      (from, to) => {
        const steps = transitionsOf(from, to);
        if (allowed.some(([f, s]) => f === from && s === to)) expect(steps).toEqual([to]);
        else if (from === 'pending' && (to === 'refunded' || to === 'charged_back'))
          expect(steps).toEqual(['completed', to]);
        else expect(steps).toEqual([]);
      },
    );
  });

  it.each(['failed', 'cancelled', 'expired'] as const)(
    'pending → %s moves no credit, and a later completed is not applied',
    async (status) => {
      const member = await newPayingMember(t);
      const { id } = await createdPayment(t, member);
      expect(await settle(db(), id, status, 'webhook')).toEqual({ paymentId: id, status, applied: true });
      expect(await settle(db(), id, 'completed', 'webhook')).toEqual({
        paymentId: id,
        status,
        applied: false,
      });
      expect(await purchaseEntries(t, id)).toBe(0);
      expect(await memberRow(t, member.id)).toMatchObject({ credits: 0, paidUser: false });
      expect((await paymentRow(t, id)).settledAt).not.toBeNull();
      expect(await eventsOf(t, id)).toEqual([
        { source: 'webhook', status, applied: true },
        { source: 'webhook', status: 'completed', applied: false },
      ]);
    },
  );

  it('pending → completed credits once and makes the member premium; completed → refunded reverses it', async () => {
    const member = await newPayingMember(t);
    const { id } = await createdPayment(t, member, { bundle: 'p1' });
    const { credits } = await paymentRow(t, id);
    await settle(db(), id, 'completed', 'webhook');
    expect(await memberRow(t, member.id)).toEqual({ credits, debt: 0, paidUser: true });
    await settle(db(), id, 'refunded', 'webhook');
    expect(await memberRow(t, member.id)).toEqual({ credits: 0, debt: 0, paidUser: true });
    expect((await paymentRow(t, id)).status).toBe('refunded');
    // A later report cannot bring it back.
    expect((await settle(db(), id, 'completed', 'webhook'))?.applied).toBe(false);
    expect((await settle(db(), id, 'charged_back', 'webhook'))?.applied).toBe(false);
    expect(await ledgerViolations(db(), [member.id])).toEqual([]);
  });

  it('a chargeback after the credits were spent leaves debt, paid off by the next purchase', async () => {
    const member = await newPayingMember(t);
    const { id } = await createdPayment(t, member, { bundle: 'p1' });
    const { credits } = await paymentRow(t, id);
    await settle(db(), id, 'completed', 'webhook');
    await db().transaction((tx) =>
      spend(tx, {
        memberId: member.id,
        amount: credits - 5,
        kind: 'message',
        reference: 'message:1',
        idempotencyKey: `cb-spend-${id}`,
      }),
    );
    await settle(db(), id, 'charged_back', 'webhook');
    expect(await memberRow(t, member.id)).toMatchObject({ credits: 0, debt: credits - 5 });
    await grant(db(), {
      memberId: member.id,
      amount: credits,
      kind: 'bonus',
      reference: 'test',
      idempotencyKey: `cb-grant-${id}`,
    });
    expect(await memberRow(t, member.id)).toMatchObject({ credits: 5, debt: 0 });
    expect(await ledgerViolations(db(), [member.id])).toEqual([]);
  });

  it('premium is for good: a second purchase and a refund do not take it away', async () => {
    const member = await newPayingMember(t, { paid: true });
    const { id } = await createdPayment(t, member);
    await settle(db(), id, 'completed', 'return');
    await settle(db(), id, 'refunded', 'webhook');
    expect((await memberRow(t, member.id)).paidUser).toBe(true);
  });

  it('a webhook delivered 10 times credits once; the replays are recorded as not applied', async () => {
    const member = await newPayingMember(t);
    const { id, ref } = await createdPayment(t, member);
    for (let i = 0; i < 10; i += 1) {
      const response = await postSandboxWebhook(t, { id: ref, status: 'completed', event: 1 });
      expect(response.statusCode).toBe(200);
    }
    expect(await purchaseEntries(t, id)).toBe(1);
    const events = await eventsOf(t, id);
    expect(events.filter((e) => e.applied)).toHaveLength(1);
    expect(events).toHaveLength(10);
    expect((await memberRow(t, member.id)).credits).toBe((await paymentRow(t, id)).credits);
  });

  it('out of order: a refund reported before the completion ends refunded with no credit left', async () => {
    const member = await newPayingMember(t);
    const { id, ref } = await createdPayment(t, member);
    expect((await postSandboxWebhook(t, { id: ref, status: 'refunded' })).statusCode).toBe(200);
    expect((await postSandboxWebhook(t, { id: ref, status: 'completed' })).statusCode).toBe(200);
    expect((await postSandboxWebhook(t, { id: ref, status: 'pending' })).statusCode).toBe(200);
    expect((await paymentRow(t, id)).status).toBe('refunded');
    expect(await purchaseEntries(t, id)).toBe(1);
    expect(await memberRow(t, member.id)).toMatchObject({ credits: 0, debt: 0 });
    expect(await ledgerViolations(db(), [member.id])).toEqual([]);
  });

  it('concurrent webhooks and the member return (Promise.all) credit once', async () => {
    const member = await newPayingMember(t);
    const { id, ref } = await createdPayment(t, member);
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${ref}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=pay',
    });
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => postSandboxWebhook(t, { id: ref, status: 'completed' })),
      ...Array.from({ length: 3 }, () =>
        call(t.app, 'GET', `/api/transactions.php?id=${id}`, undefined, { cookie: member.cookie }),
      ),
      settle(db(), id, 'completed', 'expiry'),
    ]);
    for (const answer of answers.slice(0, 8)) expect((answer as { statusCode: number }).statusCode).toBe(200);
    expect(await purchaseEntries(t, id)).toBe(1);
    const state = (
      await call(t.app, 'GET', `/api/transactions.php?id=${id}`, undefined, { cookie: member.cookie })
    ).json() as PaymentState;
    expect(state).toMatchObject({ status: 'completed', balance: state.credits });
    expect((await eventsOf(t, id)).filter((e) => e.applied)).toHaveLength(1);
  });

  it('refuses a forged signature, a stale timestamp, a malformed body and an unknown payment: nothing moves', async () => {
    const member = await newPayingMember(t);
    const { id, ref } = await createdPayment(t, member);
    const forged = await postSandboxWebhook(
      t,
      { id: ref, status: 'completed' },
      { secret: 'not-the-secret-at-all-123456' },
    );
    expect(forged.statusCode).toBe(401);
    const stale = await postSandboxWebhook(
      t,
      { id: ref, status: 'completed' },
      { signedAtMs: Date.now() - 10 * 60_000 },
    );
    expect(stale.statusCode).toBe(401);
    const garbage = await postSandboxWebhook(t, { id: ref, status: 'completed' }, { signature: 't=1,v1=zz' });
    expect(garbage.statusCode).toBe(401);
    const guessed = await postSandboxWebhook(t, { id: `sbx_${id}_0000000000000000`, status: 'completed' });
    expect(guessed.statusCode).toBe(401);
    // A ref the sandbox could have made, for a payment that does not exist.
    const ghost = await sandboxOf(t).createPayment({ ...checkoutInput, paymentId: 99_999_999 });
    const unknown = await postSandboxWebhook(t, { id: ghost.providerRef, status: 'completed' });
    expect(unknown.statusCode).toBe(401);
    const wrongProvider = await t.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=mollie',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=tr_abc`,
    });
    expect(wrongProvider.statusCode).toBe(404);
    expect(await purchaseEntries(t, id)).toBe(0);
    expect(await eventsOf(t, id)).toEqual([]);
    expect(
      (await db().select({ status: payments.status }).from(payments).where(eq(payments.id, id)))[0]!.status,
    ).toBe('pending');
    expect(TEST_WEBHOOK_SECRET).toBeTruthy();
  });
});
