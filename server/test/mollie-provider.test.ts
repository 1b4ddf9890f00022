import { PAYMENT_METHODS } from '@amora/contracts';
import { HistoricPaymentMethod, PaymentMethod as MollieMethod } from '@mollie/api-client';
import { createMollieProvider, MollieProviderError } from '../src/modules/payments/providers/mollie.js';
import {
  MOLLIE_METHODS,
  mollieAmount,
  mollieLocaleOf,
} from '../src/modules/payments/providers/mollie-mapping.js';
import type {
  CreateProviderPaymentInput,
  PaymentProvider,
} from '../src/modules/payments/providers/provider.js';
import { startFakeMollie, trustFakeMollie, type FakeMollie, type FakePaymentStatus } from './fake-mollie.js';

let fake: FakeMollie;
let untrust: () => void;
let mollie: PaymentProvider;
beforeAll(async () => {
  untrust = trustFakeMollie();
  fake = await startFakeMollie();
  mollie = createMollieProvider({ apiKey: fake.apiKey, apiEndpoint: fake.endpoint });
});
afterAll(async () => {
  untrust();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.failNext(0);
});

let nextPaymentId = 1000;
const input = (overrides: Partial<CreateProviderPaymentInput> = {}): CreateProviderPaymentInput => ({
  paymentId: nextPaymentId++,
  amount: 1250,
  currency: 'EUR',
  method: 'ideal',
  description: 'Amora: 100 credits',
  returnUrl: 'https://amora.example/transactions/42',
  webhookUrl: 'https://amora.example/api/payment-webhook.php?provider=mollie',
  locale: 'nl',
  country: 'NL',
  ...overrides,
});
const webhook = (rawBody: string) =>
  mollie.parseWebhook({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, rawBody });

describe('createPayment', () => {
  it('sends what Mollie needs and answers its id and checkout', async () => {
    const created = await mollie.createPayment(input({ paymentId: 42 }));
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v2/payments',
      authorization: `Bearer ${fake.apiKey}`,
    });
    expect(request!.idempotencyKey).toMatch(/^amora-42-[0-9a-f]{32}$/);
    expect(request!.body).toEqual({
      amount: { currency: 'EUR', value: '12.50' },
      description: 'Amora: 100 credits',
      redirectUrl: 'https://amora.example/transactions/42',
      webhookUrl: 'https://amora.example/api/payment-webhook.php?provider=mollie',
      method: 'ideal',
      locale: 'nl_NL',
      metadata: { paymentId: 42 },
    });
    expect(created.providerRef).toMatch(/^tr_/);
    expect(fake.payments.has(created.providerRef)).toBe(true);
    expect(created.checkoutUrl).toBe(
      `https://www.mollie.com/checkout/select-method/${created.providerRef.slice(3)}`,
    );
  });

  it('creates one Mollie payment per request of ours, however often it is sent', async () => {
    const first = await mollie.createPayment(input({ paymentId: 77 }));
    const again = await mollie.createPayment(input({ paymentId: 77 }));
    expect(again).toEqual(first);
    const ours = () =>
      [...fake.payments.values()].filter((p) => (p.metadata as { paymentId: number }).paymentId === 77);
    expect(ours()).toHaveLength(1);
    // The same id in another deployment (another return URL) or with another amount is another payment.
    const elsewhere = await mollie.createPayment(
      input({ paymentId: 77, returnUrl: 'https://amora-nl.example/transactions/77' }),
    );
    expect(elsewhere.providerRef).not.toBe(first.providerRef);
    expect(ours()).toHaveLength(2);
  });

  it('sends every card brand to the card checkout, in the member’s language and country', async () => {
    await mollie.createPayment(input({ method: 'visa', locale: 'de', country: 'AT', currency: 'eur' }));
    await mollie.createPayment(input({ method: 'cartebancaire', locale: 'fr', country: 'BE' }));
    await mollie.createPayment(
      input({ method: 'blik', locale: 'pl', country: 'PL', currency: 'PLN', amount: 4999 }),
    );
    expect(fake.requests.map((r) => [r.body!.method, r.body!.locale, r.body!.amount])).toEqual([
      ['creditcard', 'de_AT', { currency: 'EUR', value: '12.50' }],
      ['creditcard', 'fr_BE', { currency: 'EUR', value: '12.50' }],
      ['blik', 'pl_PL', { currency: 'PLN', value: '49.99' }],
    ]);
  });

  it('refuses a method Mollie does not offer without calling it', async () => {
    for (const method of ['sofort', 'giropay', 'directdebit'] as const)
      await expect(mollie.createPayment(input({ method }))).rejects.toMatchObject({ retryable: false });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('mapping', () => {
  it('formats minor units as Mollie amount strings without float rounding', () => {
    const cases: [number, string][] = [
      [1, '0.01'],
      [10, '0.10'],
      [100, '1.00'],
      [1005, '10.05'],
      [1999, '19.99'],
      [123456789, '1234567.89'],
    ];
    for (const [minor, value] of cases)
      expect(mollieAmount(minor, 'EUR')).toEqual({ currency: 'EUR', value });
    expect(mollieAmount(995, 'sek')).toEqual({ currency: 'SEK', value: '9.95' });
    expect(() => mollieAmount(1000, 'JPY')).toThrow(RangeError);
    expect(() => mollieAmount(12.5, 'EUR')).toThrow(RangeError);
    expect(() => mollieAmount(-1, 'EUR')).toThrow(RangeError);
  });

  it('offers the 21 methods Mollie has, each under a current Mollie method id', () => {
    const offered = PAYMENT_METHODS.filter((m) => mollie.supports(m));
    expect(offered).toHaveLength(21);
    expect(PAYMENT_METHODS.filter((m) => !mollie.supports(m)).sort()).toEqual([
      'directdebit',
      'giropay',
      'sofort',
    ]);
    const current = new Set<string>(Object.values(MollieMethod));
    const historic = new Set<string>(Object.values(HistoricPaymentMethod));
    for (const id of Object.values(MOLLIE_METHODS)) {
      expect(current.has(id)).toBe(true);
      expect(historic.has(id)).toBe(false);
    }
  });

  it('picks the checkout locale from language and country', () => {
    expect(mollieLocaleOf('nl', 'BE')).toBe('nl_BE');
    expect(mollieLocaleOf('de', 'CH')).toBe('de_CH');
    expect(mollieLocaleOf('en', 'IE')).toBe('en_GB');
    expect(mollieLocaleOf('en', 'NL')).toBe('en_US');
    expect(mollieLocaleOf('nb', 'SE')).toBe('nb_NO');
    expect(mollieLocaleOf('sv', 'fi')).toBe('sv_SE');
  });
});

describe('webhooks and status', () => {
  type Case = [mollieState: string, ours: string, act: (id: string) => void];
  const paidThen = (then: (id: string) => void) => (id: string) => {
    fake.setStatus(id, 'paid');
    then(id);
  };
  const cases: Case[] = [
    ['open', 'pending', () => undefined],
    ...(['pending', 'authorized'] as FakePaymentStatus[]).map((s): Case => [
      s,
      'pending',
      (id) => fake.setStatus(id, s),
    ]),
    ['paid', 'completed', (id) => fake.setStatus(id, 'paid')],
    ['failed', 'failed', (id) => fake.setStatus(id, 'failed')],
    ['canceled', 'cancelled', (id) => fake.setStatus(id, 'canceled')],
    ['expired', 'expired', (id) => fake.setStatus(id, 'expired')],
    ['paid, then charged back', 'charged_back', paidThen((id) => fake.chargeBack(id))],
    ['paid, then partly charged back', 'charged_back', paidThen((id) => fake.chargeBack(id, '1.00'))],
    ['paid, then refunded in full', 'refunded', paidThen((id) => fake.refundInDashboard(id))],
    ['paid, then refunded in part', 'completed', paidThen((id) => fake.refundInDashboard(id, '2.50'))],
  ];

  it.each(cases)('maps Mollie %s to %s', async (_state, expected, act) => {
    const { providerRef } = await mollie.createPayment(input());
    act(providerRef);
    fake.requests.length = 0;
    // With the amount Mollie holds, which settle compares with ours (a mismatch waits for review).
    await expect(webhook(`id=${providerRef}`)).resolves.toEqual({
      providerRef,
      status: expected,
      paid: { amount: 1250, currency: 'EUR' },
    });
    await expect(mollie.fetchStatus(providerRef)).resolves.toBe(expected);
    // The state came from the API, asked with our key, every time.
    expect(fake.requests.map((r) => `${r.method} ${r.path} ${r.authorization}`)).toEqual([
      `GET /v2/payments/${providerRef} Bearer ${fake.apiKey}`,
      `GET /v2/payments/${providerRef} Bearer ${fake.apiKey}`,
    ]);
  });

  it('believes the API, not the body', async () => {
    const { providerRef } = await mollie.createPayment(input());
    await expect(webhook(`id=${providerRef}&status=paid`)).resolves.toEqual({
      providerRef,
      status: 'pending',
      paid: { amount: 1250, currency: 'EUR' },
    });
  });

  it('answers null for a payment Mollie does not know under our key', async () => {
    await expect(webhook('id=tr_unknown123')).resolves.toBeNull();
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v2/payments/tr_unknown123']);
  });

  it('answers null for a forged or malformed body without calling Mollie', async () => {
    const bodies = [
      '',
      'id=',
      'foo=bar',
      'id=123',
      'id=re_abc123',
      'id=tr_abc/../../refunds',
      'id=tr_abc%2Frefunds',
      'id=tr_a&id=tr_b',
      '{"id":"tr_abc123"}',
      `id=tr_${'a'.repeat(2000)}`,
    ];
    for (const body of bodies) await expect(webhook(body)).resolves.toBeNull();
    expect(fake.requests).toHaveLength(0);
  });

  it('throws for fetchStatus of a reference that is not a Mollie payment', async () => {
    await expect(mollie.fetchStatus('sbx_12')).rejects.toMatchObject({ retryable: false });
    await expect(mollie.fetchStatus('tr_gone12345')).rejects.toMatchObject({
      statusCode: 404,
      retryable: false,
    });
  });
});

describe('refund', () => {
  it('asks Mollie to refund the amount, which the next status shows', async () => {
    const { providerRef } = await mollie.createPayment(input({ amount: 2499 }));
    fake.setStatus(providerRef, 'paid');
    fake.requests.length = 0;
    await mollie.refund({ providerRef, amount: 2499, currency: 'EUR', key: 'refund-1', full: true });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: `/v2/payments/${providerRef}/refunds`,
      authorization: `Bearer ${fake.apiKey}`,
      body: { amount: { currency: 'EUR', value: '24.99' }, description: 'Amora refund' },
    });
    expect(fake.requests[0]!.idempotencyKey).toBeTruthy();
    await expect(mollie.fetchStatus(providerRef)).resolves.toBe('refunded');
  });

  it('refunds once when the same refund is asked again (a retry after a lost answer)', async () => {
    const { providerRef } = await mollie.createPayment(input({ amount: 2000 }));
    fake.setStatus(providerRef, 'paid');
    await mollie.refund({ providerRef, amount: 500, currency: 'EUR', key: 'refund-1', full: false });
    await mollie.refund({ providerRef, amount: 500, currency: 'EUR', key: 'refund-1', full: false });
    expect(fake.payments.get(providerRef)!.refunds).toHaveLength(1);
    await expect(mollie.fetchStatus(providerRef)).resolves.toBe('completed');
    await mollie.refund({ providerRef, amount: 1500, currency: 'EUR', key: 'refund-2', full: true });
    await expect(mollie.fetchStatus(providerRef)).resolves.toBe('refunded');
  });

  it('surfaces Mollie’s refusal as a final error', async () => {
    const { providerRef } = await mollie.createPayment(input());
    const refusal = mollie.refund({
      providerRef,
      amount: 1250,
      currency: 'EUR',
      key: 'refund-1',
      full: true,
    });
    await expect(refusal).rejects.toBeInstanceOf(MollieProviderError);
    await expect(refusal).rejects.toMatchObject({ statusCode: 422, retryable: false });
  });
});

describe('API errors', () => {
  const leaks = (error: unknown, key: string) => {
    const text = `${String(error)} ${JSON.stringify(error)} ${(error as Error).stack}`;
    return text.includes(key) || text.includes(key.slice(5));
  };

  it('rides out a short outage with the client’s own retries, under one idempotency key', async () => {
    fake.failNext(2, 503);
    const created = await mollie.createPayment(input({ paymentId: 4242 }));
    expect(created.providerRef).toMatch(/^tr_/);
    const keys = fake.requests.map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^amora-4242-/);
  });

  it('throws a retryable error for a longer outage, without the key', async () => {
    fake.failNext(3, 503);
    const failed = await mollie.createPayment(input()).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(MollieProviderError);
    expect(failed).toMatchObject({ statusCode: 503, retryable: true });
    expect(leaks(failed, fake.apiKey)).toBe(false);
    // A webhook during an outage is not "unknown": the route must fail so that Mollie posts again.
    const { providerRef } = await mollie.createPayment(input());
    fake.failNext(3, 500);
    await expect(webhook(`id=${providerRef}`)).rejects.toMatchObject({ retryable: true });
  });

  it('throws a final error for a rejected key, without the key', async () => {
    const wrongKey = 'test_wrongKeyThatMollieRejects0123';
    const other = createMollieProvider({ apiKey: wrongKey, apiEndpoint: fake.endpoint });
    const failed = await other
      .parseWebhook({ headers: {}, rawBody: 'id=tr_abc123' })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ statusCode: 401, retryable: false });
    expect(leaks(failed, wrongKey)).toBe(false);
  });

  it('throws a retryable error when Mollie cannot be reached, without the key', async () => {
    const closed = await startFakeMollie();
    const endpoint = closed.endpoint;
    await closed.close();
    const unreachable = createMollieProvider({ apiKey: fake.apiKey, apiEndpoint: endpoint });
    const failed = await unreachable.fetchStatus('tr_abc123').catch((e: unknown) => e);
    expect(failed).toMatchObject({ statusCode: null, retryable: true });
    expect((failed as Error).message).toMatch(/ECONNREFUSED/);
    expect(leaks(failed, fake.apiKey)).toBe(false);
  });

  it('gives up on a stalled API after the deadline, retryably', async () => {
    const impatient = createMollieProvider({
      apiKey: fake.apiKey,
      apiEndpoint: fake.endpoint,
      timeoutMs: 300,
    });
    fake.stallNext(1);
    const started = Date.now();
    const failed = await impatient.fetchStatus('tr_abc123').catch((e: unknown) => e);
    expect(failed).toMatchObject({ statusCode: null, retryable: true });
    expect((failed as Error).message).toMatch(/timed out/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses to start without a Mollie key', () => {
    expect(() => createMollieProvider({ apiKey: '' })).toThrow(/MOLLIE_API_KEY/);
    expect(() => createMollieProvider({ apiKey: 'sk_live_123' })).toThrow(/MOLLIE_API_KEY/);
  });
});
