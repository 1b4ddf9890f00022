import type { PaymentState } from '@amora/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { startFakeMollie, trustFakeMollie, type FakeMollie } from './fake-mollie.js';
import {
  createdPayment,
  memberRow,
  newPayingMember,
  paymentRow,
  purchaseEntries,
} from './payments-helpers.js';

/**
 * The whole path with PAYMENT_PROVIDER=mollie: the app creates the payment at the Mollie stand-in,
 * the member "pays" there, and Mollie's unsigned `id=tr_…` webhook (or the member's return) settles
 * it from what the API answers. Credits move once however often Mollie posts.
 */
describe('payments through Mollie (PAYMENT_PROVIDER=mollie, against the stand-in)', () => {
  let fake: FakeMollie;
  let untrust: () => void;
  let t: TestApp;
  beforeAll(async () => {
    untrust = trustFakeMollie();
    fake = await startFakeMollie();
    t = await createTestApp({
      memberCount: 2,
      env: { PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: fake.apiKey, MOLLIE_API_ENDPOINT: fake.endpoint },
    });
  });
  afterAll(async () => {
    try {
      await t?.app.close();
      await fake?.close();
    } finally {
      untrust();
    }
  });
  beforeEach(() => fake.failNext(0));

  const mollieWebhook = (rawBody: string): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=mollie',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: rawBody,
    });

  it('creates the payment at Mollie and credits it once, however often the webhook comes', async () => {
    expect(t.app.payments.provider.name).toBe('mollie');
    const member = await newPayingMember(t, { country: 'NL' });
    fake.requests.length = 0;
    const { id, ref, checkoutUrl } = await createdPayment(t, member, { bundle: 'p1', method: 'ideal' });
    const row = await paymentRow(t, id);
    expect(ref).toMatch(/^tr_/);
    expect(checkoutUrl).toBe(`https://www.mollie.com/checkout/select-method/${ref.slice(3)}`);
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!.body!;
    expect(sent).toMatchObject({
      amount: {
        currency: 'EUR',
        value: `${Math.floor(row.amount / 100)}.${String(row.amount % 100).padStart(2, '0')}`,
      },
      method: 'ideal',
      metadata: { paymentId: id },
    });
    expect(sent.redirectUrl).toMatch(new RegExp(`^https?://[^/]+/transactions/${id}$`));
    expect(sent.webhookUrl).toMatch(/^https?:\/\/[^/]+\/api\/payment-webhook\.php\?provider=mollie$/);
    expect(sent.locale).toMatch(/^[a-z]{2}_[A-Z]{2}$/);

    // Open at Mollie: acknowledged, nothing moves.
    expect((await mollieWebhook(`id=${ref}`)).statusCode).toBe(200);
    expect(await purchaseEntries(t, id)).toBe(0);

    fake.setStatus(ref, 'paid');
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await mollieWebhook(`id=${ref}`));
    answers.push(...(await Promise.all([mollieWebhook(`id=${ref}`), mollieWebhook(`id=${ref}`)])));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await purchaseEntries(t, id)).toBe(1);
    expect(await paymentRow(t, id)).toMatchObject({ status: 'completed' });
    expect(await memberRow(t, member.id)).toMatchObject({ credits: row.credits, paidUser: true });
  });

  it('settles on the member’s return before the webhook, and the late webhook changes nothing', async () => {
    const member = await newPayingMember(t, { country: 'DE' });
    const { id, ref } = await createdPayment(t, member, { bundle: 'p0', method: 'visa' });
    expect(fake.payments.get(ref)!.method).toBe('creditcard');
    fake.setStatus(ref, 'paid');
    const state = await call(t.app, 'GET', `/api/transactions.php?id=${id}`, undefined, {
      cookie: member.cookie,
    });
    expect(state.statusCode).toBe(200);
    expect((state.json() as PaymentState).status).toBe('completed');
    expect((await mollieWebhook(`id=${ref}`)).statusCode).toBe(200);
    expect(await purchaseEntries(t, id)).toBe(1);
  });

  it('ignores a forged or unknown webhook and moves nothing', async () => {
    const member = await newPayingMember(t, { country: 'NL' });
    const { id, ref } = await createdPayment(t, member, { bundle: 'p1', method: 'ideal' });
    fake.requests.length = 0;
    for (const body of ['', 'id=tr_unknown123', `id=${ref}x`, `status=paid&id=`, '{"id":"tr_x"}']) {
      const answer = await mollieWebhook(body);
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
    // Only the well-formed ids were looked up at Mollie.
    expect(fake.requests.map((r) => r.path)).toEqual(['/v2/payments/tr_unknown123', `/v2/payments/${ref}x`]);
    expect(await paymentRow(t, id)).toMatchObject({ status: 'pending' });
    expect(await purchaseEntries(t, id)).toBe(0);
  });

  it('fails the webhook while Mollie is down, so that Mollie posts it again', async () => {
    const member = await newPayingMember(t, { country: 'NL' });
    const { id, ref } = await createdPayment(t, member, { bundle: 'p1', method: 'ideal' });
    fake.setStatus(ref, 'paid');
    fake.failNext(3, 503);
    const during = await mollieWebhook(`id=${ref}`);
    expect(during.statusCode).toBeGreaterThanOrEqual(500);
    expect(during.body).not.toContain(fake.apiKey);
    expect(await purchaseEntries(t, id)).toBe(0);
    expect((await mollieWebhook(`id=${ref}`)).statusCode).toBe(200);
    expect(await purchaseEntries(t, id)).toBe(1);
  });

  it('reverses the purchase when the bank charges it back', async () => {
    const member = await newPayingMember(t, { country: 'NL' });
    const { id, ref } = await createdPayment(t, member, { bundle: 'p1', method: 'ideal' });
    fake.setStatus(ref, 'paid');
    expect((await mollieWebhook(`id=${ref}`)).statusCode).toBe(200);
    fake.chargeBack(ref);
    expect((await mollieWebhook(`id=${ref}`)).statusCode).toBe(200);
    expect((await mollieWebhook(`id=${ref}`)).statusCode).toBe(200);
    expect(await paymentRow(t, id)).toMatchObject({ status: 'charged_back' });
    expect(await memberRow(t, member.id)).toMatchObject({ credits: 0 });
  });
});
