import type { PaymentState } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { payments, sandboxWebhooks } from '../src/db/schema.js';
import { deliverDueSandboxWebhooks, expireStalePayments } from '../src/modules/payments/index.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import {
  createPaymentsTestApp,
  createdPayment,
  eventually,
  eventsOf,
  memberRow,
  newPayingMember,
  paymentRow,
  purchaseEntries,
  sandboxOf,
} from './payments-helpers.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the sandbox provider: hosted checkout, signed webhooks from the outbox, expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(async () => t.app.close());
  const db = () => t.database.db;
  const outboxOf = (paymentId: number) =>
    db()
      .select()
      .from(sandboxWebhooks)
      .where(eq(sandboxWebhooks.paymentId, paymentId))
      .orderBy(sandboxWebhooks.id);

  it('end to end: checkout page, Pay, redirect to the result page, the job delivers the webhook, credits and premium', async () => {
    const member = await newPayingMember(t);
    const { id, checkoutUrl } = await createdPayment(t, member, { bundle: 'p2', method: 'ideal' });
    const path = new URL(checkoutUrl).pathname;

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Test payment');
    expect(page.body).toContain('€19.99'); // p2 in euros; iDEAL carries no fee
    expect(page.body).toMatch(/<button name="choice" value="pay">Pay<\/button>/);
    expect(page.body).not.toMatch(/<script/i);
    // Served under the site's CSP: no script, forms only to our own origin.
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['content-security-policy']).toMatch(/form-action 'self'/);
    expect(page.headers['cache-control']).toBe('no-store');

    const chosen = await t.app.inject({ method: 'POST', url: path, headers: FORM, payload: 'choice=pay' });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe(`/transactions/${id}`);
    // Still pending: the webhook comes after a short delay, as from a real provider.
    expect((await paymentRow(t, id)).status).toBe('pending');

    await eventually(async () => (await paymentRow(t, id)).status === 'completed');
    const [delivery] = await outboxOf(id);
    expect(delivery).toMatchObject({ status: 'completed', attempts: 1 });
    expect(delivery!.deliveredAt).not.toBeNull();
    expect(await eventsOf(t, id)).toEqual([{ source: 'webhook', status: 'completed', applied: true }]);
    const state = (
      await call(t.app, 'GET', `/api/transactions.php?id=${id}`, undefined, { cookie: member.cookie })
    ).json() as PaymentState;
    expect(state).toMatchObject({ status: 'completed', credits: 120, balance: 120 });
    expect((await memberRow(t, member.id)).paidUser).toBe(true);

    // The page is closed now; a second choice (the back button) changes nothing.
    expect((await t.app.inject({ method: 'GET', url: path })).body).toContain(
      'This payment is no longer open.',
    );
    await t.app.inject({ method: 'POST', url: path, headers: FORM, payload: 'choice=fail' });
    expect(await outboxOf(id)).toHaveLength(1);
  });

  it.each([
    ['fail', 'failed'],
    ['cancel', 'cancelled'],
  ] as const)('%s on the checkout ends the payment %s without credits', async (choice, status) => {
    const member = await newPayingMember(t);
    const { id, ref } = await createdPayment(t, member);
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${ref}`,
      headers: FORM,
      payload: `choice=${choice}`,
    });
    await eventually(async () => (await paymentRow(t, id)).status === status);
    expect(await purchaseEntries(t, id)).toBe(0);
    expect(await memberRow(t, member.id)).toMatchObject({ credits: 0, paidUser: false });
  });

  it('shows the checkout in the member language and refuses unknown refs and choices', async () => {
    const member = await newPayingMember(t);
    await call(t.app, 'PUT', '/api/user.php', { language: 'de' }, { cookie: member.cookie });
    const { ref } = await createdPayment(t, member);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${ref}` });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Bezahlen');
    expect(
      (await t.app.inject({ method: 'GET', url: '/sandbox/checkout/sbx_1_0000000000000000' })).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${ref}`,
      headers: FORM,
      payload: 'choice=steal',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('retries an unacknowledged webhook with backoff until it is acknowledged', async () => {
    const member = await newPayingMember(t);
    const { id } = await createdPayment(t, member);
    await sandboxOf(t).enqueue(id, 'completed', 60_000); // not due for a minute: the running job leaves it
    // The receiver refuses it (here: the payment looks like another provider's), so it stays queued.
    await db().update(payments).set({ provider: 'mollie' }).where(eq(payments.id, id));
    await db()
      .update(sandboxWebhooks)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxWebhooks.paymentId, id));
    expect(await deliverDueSandboxWebhooks(t.app, sandboxOf(t))).toBe(0);
    const [retry] = await outboxOf(id);
    expect(retry).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(retry!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 1000);
    await db().update(payments).set({ provider: 'sandbox' }).where(eq(payments.id, id));
    await db()
      .update(sandboxWebhooks)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxWebhooks.paymentId, id));
    await eventually(async () => (await paymentRow(t, id)).status === 'completed');
    expect((await outboxOf(id))[0]!.attempts).toBeGreaterThanOrEqual(2);
  });

  it('refund() and the test chargeback queue webhooks that reverse the credits once', async () => {
    const member = await newPayingMember(t);
    const { id, ref } = await createdPayment(t, member);
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${ref}`,
      headers: FORM,
      payload: 'choice=pay',
    });
    await eventually(async () => (await paymentRow(t, id)).status === 'completed');
    const row = await paymentRow(t, id);
    await sandboxOf(t).refund({
      providerRef: ref,
      amount: row.amount,
      currency: row.currency,
      key: 'test-full',
      full: true,
    });
    await sandboxOf(t).chargeBack(ref);
    await eventually(async () => (await outboxOf(id)).every((w) => w.deliveredAt !== null));
    expect((await paymentRow(t, id)).status).toBe('refunded');
    expect(await memberRow(t, member.id)).toMatchObject({ credits: 0, debt: 0 });
    expect((await eventsOf(t, id)).map((e) => [e.status, e.applied])).toEqual([
      ['completed', true],
      ['refunded', true],
      ['charged_back', false],
    ]);
  });

  it('the expiry job fetches the status of a payment pending 2 hours and expires one pending 24 hours', async () => {
    const member = await newPayingMember(t);
    const paid = await createdPayment(t, member);
    const forgotten = await createdPayment(t, member);
    const recent = await createdPayment(t, member);
    // The member paid, but the webhook was lost (here: already marked delivered).
    await sandboxOf(t).enqueue(paid.id, 'completed', 0);
    await db()
      .update(sandboxWebhooks)
      .set({ deliveredAt: new Date() })
      .where(eq(sandboxWebhooks.paymentId, paid.id));
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await db()
      .update(payments)
      .set({ createdAt: hoursAgo(3) })
      .where(eq(payments.id, paid.id));
    await db()
      .update(payments)
      .set({ createdAt: hoursAgo(25) })
      .where(eq(payments.id, forgotten.id));
    await db()
      .update(payments)
      .set({ createdAt: hoursAgo(1) })
      .where(eq(payments.id, recent.id));

    const result = await expireStalePayments(t.app.payments.deps);
    expect(result).toEqual({ settled: 1, expired: 1 });
    expect((await paymentRow(t, paid.id)).status).toBe('completed');
    expect((await paymentRow(t, forgotten.id)).status).toBe('expired');
    expect((await paymentRow(t, recent.id)).status).toBe('pending');
    expect(await eventsOf(t, forgotten.id)).toEqual([{ source: 'expiry', status: 'expired', applied: true }]);
  });
});
