import type { CreditsResponse, PaymentState, TransactionsResponse } from '@amora/contracts';
import { count, eq } from 'drizzle-orm';
import { directDebitMandates, payments, spendingControls } from '../src/db/schema.js';
import { settle } from '../src/modules/payments/index.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import {
  aPayment,
  createPaymentsTestApp,
  createdPayment,
  newPayingMember,
  paymentRow,
  postPayment,
} from './payments-helpers.js';

describe('payments: catalogue, creation and the member view (modules/payments)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(async () => t.app.close());

  it('answers bundles in the currency of the profile country and the methods offered there', async () => {
    const member = await newPayingMember(t, { country: 'NL' });
    const response = await call(t.app, 'GET', '/api/credits.php', undefined, { cookie: member.cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json() as CreditsResponse;
    expect(body.country).toBe('NL');
    expect(body.bundles.map((b) => b.id)).toEqual(['p0', 'p1', 'p2', 'p3']);
    expect(body.bundles.every((b) => b.currency === 'EUR' && b.price > 0)).toBe(true);
    expect(body.bundles.filter((b) => b.popular)).toHaveLength(1);
    const methods = body.methods.map((m) => m.id);
    expect(methods).toEqual(expect.arrayContaining(['ideal', 'visa', 'paypal', 'directdebit']));
    expect(methods).not.toContain('swish');
    expect(body.countries).toEqual(expect.arrayContaining(['NL', 'SE', 'PL', 'CH', 'GB', 'US']));
    expect(body.last_order).toBeNull();

    const sweden = (
      await call(t.app, 'GET', '/api/credits.php?country=se', undefined, { cookie: member.cookie })
    ).json() as CreditsResponse;
    expect(sweden.country).toBe('SE');
    expect(sweden.bundles[0]!.currency).toBe('SEK');
    expect(sweden.methods.map((m) => m.id)).toContain('swish');
    expect(sweden.methods.map((m) => m.id)).not.toContain('ideal');
    const card = sweden.methods.find((m) => m.id === 'visa')!;
    expect(card).toMatchObject({ repeatable: true });
    expect(card.fee).toBeGreaterThan(0);
  });

  it('prices the payment at the server: bundle price plus the method fee', async () => {
    const member = await newPayingMember(t, { country: 'DE' });
    const offer = (
      await call(t.app, 'GET', '/api/credits.php', undefined, { cookie: member.cookie })
    ).json() as CreditsResponse;
    const { id, checkoutUrl } = await createdPayment(t, member, { bundle: 'p2', method: 'paypal' });
    const row = await paymentRow(t, id);
    const bundle = offer.bundles.find((b) => b.id === 'p2')!;
    const fee = offer.methods.find((m) => m.id === 'paypal')!.fee;
    expect(row).toMatchObject({
      status: 'pending',
      credits: bundle.credits,
      currency: 'EUR',
      fee,
      discount: 0,
    });
    expect(row.amount).toBe(bundle.price + fee);
    expect(row.providerRef).toMatch(/^sbx_\d+_[0-9a-f]{16}$/);
    expect(new URL(checkoutUrl).pathname).toBe(`/sandbox/checkout/${row.providerRef}`);
  });

  it('refuses an amount sent by the client (unknown field), an unknown bundle or method, a method of another country', async () => {
    const member = await newPayingMember(t, { country: 'NL' });
    const before = await t.database.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.userId, member.id));
    const tampered = await postPayment(t, member, { ...aPayment(), amount: 1 });
    expect(tampered.statusCode).toBe(400);
    expect((await postPayment(t, member, { ...aPayment(), bundle: 'p9' })).statusCode).toBe(400);
    expect((await postPayment(t, member, { ...aPayment(), method: 'bitcoin' })).statusCode).toBe(400);
    const swish = await postPayment(t, member, aPayment({ method: 'swish' }));
    expect(swish.statusCode).toBe(422);
    expect(swish.json()).toMatchObject({ error: 'method_unavailable' });
    expect((await postPayment(t, member, aPayment({ method: 'swish', country: 'SE' }))).statusCode).toBe(200);
    const after = await t.database.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.userId, member.id));
    expect(Number(after[0]!.n) - Number(before[0]!.n)).toBe(1);
  });

  it('answers a double click (the same client_key) with the same payment, also concurrently', async () => {
    const member = await newPayingMember(t);
    const body = aPayment();
    const first = await postPayment(t, member, body);
    const again = await postPayment(t, member, body);
    expect(again.json()).toEqual(first.json());
    const concurrent = aPayment();
    const answers = await Promise.all([1, 2, 3].map(() => postPayment(t, member, concurrent)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().payment_id)).size).toBe(1);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.userId, member.id));
    expect(Number(row!.n)).toBe(2);
  });

  it('limits payment creation per member (10 a minute)', async () => {
    const member = await newPayingMember(t);
    for (let i = 0; i < 10; i += 1) expect((await postPayment(t, member, aPayment())).statusCode).toBe(200);
    const refused = await postPayment(t, member, aPayment());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('refuses a purchase during the cool-off the member chose, with a translated message', async () => {
    const member = await newPayingMember(t);
    await t.database.db
      .insert(spendingControls)
      .values({ userId: member.id, coolOffHours: 24, coolOffUntil: new Date(Date.now() + 3_600_000) });
    const refused = await postPayment(t, member, aPayment());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('cool_off_active');
    expect(refused.json().message).toMatch(/break after a large purchase/);
  });

  it('takes direct debit only with a usable mandate (direct-debit module), stores it and charges no fee', async () => {
    const member = await newPayingMember(t, { country: 'DE' });
    const refused = await postPayment(t, member, aPayment({ method: 'directdebit' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('direct_debit_no_mandate');
    const [mandate] = await t.database.db
      .insert(directDebitMandates)
      .values({
        userId: member.id,
        accountHolder: 'Test Payer',
        iban: 'DE89370400440532013000',
        street: 'Hauptstraße',
        houseNumber: '1',
        postalCode: '10115',
        city: 'Berlin',
        mobile: '+4915112345678',
        authorizedAt: new Date(),
      })
      .returning({ id: directDebitMandates.id });
    const { id } = await createdPayment(t, member, { method: 'directdebit', bundle: 'p0' });
    expect(await paymentRow(t, id)).toMatchObject({ mandateId: mandate!.id, fee: 0, amount: 499 });
  });

  it('shows the member only their own payment (another id is 404) and both forms of /api/transactions.php', async () => {
    const owner = await newPayingMember(t);
    const other = await newPayingMember(t);
    const { id } = await createdPayment(t, owner, { bundle: 'p0' });
    const own = await call(t.app, 'GET', `/api/transactions.php?id=${id}`, undefined, {
      cookie: owner.cookie,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      payment_id: id,
      status: 'pending',
      bundle: 'p0',
      method: 'ideal',
      balance: 0,
    });
    const foreign = await call(t.app, 'GET', `/api/transactions.php?id=${id}`, undefined, {
      cookie: other.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', '/api/transactions.php?id=abc', undefined, { cookie: owner.cookie }))
        .statusCode,
    ).toBe(400);

    await settle(t.database.db, id, 'completed', 'webhook');
    const statement = (
      await call(t.app, 'GET', '/api/transactions.php', undefined, { cookie: owner.cookie })
    ).json() as TransactionsResponse;
    const row = await paymentRow(t, id);
    expect(statement.entries[0]).toMatchObject({
      kind: 'purchase',
      amount: row.credits,
      reference: `payment:${id}`,
      payment: {
        id,
        method: 'ideal',
        amount: row.amount,
        currency: 'EUR',
        fee: row.fee,
        status: 'completed',
      },
    });
    const offer = (
      await call(t.app, 'GET', '/api/credits.php', undefined, { cookie: owner.cookie })
    ).json() as CreditsResponse;
    expect(offer.last_order).toEqual({
      payment_id: id,
      bundle: 'p0',
      method: 'ideal',
      country: 'NL',
      repeatable: false,
    });
  });

  it('settles a pending payment when the member returns before the webhook (status fetch)', async () => {
    const member = await newPayingMember(t);
    const { id } = await createdPayment(t, member, { method: 'visa' });
    // The member pressed Pay on the checkout page; the webhook is still on its way.
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${(await paymentRow(t, id)).providerRef}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=pay',
    });
    const state = (
      await call(t.app, 'GET', `/api/transactions.php?id=${id}`, undefined, { cookie: member.cookie })
    ).json() as PaymentState;
    expect(state.status).toBe('completed');
    expect(state.balance).toBe(state.credits);
    const offer = (
      await call(t.app, 'GET', '/api/credits.php', undefined, { cookie: member.cookie })
    ).json() as CreditsResponse;
    expect(offer.last_order).toMatchObject({ payment_id: id, method: 'visa', repeatable: true });
  });
});
