import type { CreatePaymentRequest, PaymentMethod } from '@amora/contracts';
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { creditLedger, paymentEvents, payments, profiles, sites, users } from '../src/db/schema.js';
import { hashPassword } from '../src/core/password.js';
import { signSandboxWebhook } from '../src/modules/payments/providers/sandbox.js';
import type { SandboxProvider } from '../src/modules/payments/index.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { loginCookie } from './helpers.js';

/** Every payments test signs its sandbox webhooks with this secret (the app reads it from the env). */
export const TEST_WEBHOOK_SECRET = 'test-sandbox-webhook-secret-0123456789';

export function createPaymentsTestApp(): Promise<TestApp> {
  return createTestApp({ memberCount: 2, env: { SANDBOX_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET } });
}

const PASSWORD = 'a-payments-password';
let passwordHash: Promise<string> | null = null;
let serial = 0;

export interface TestMember {
  id: number;
  email: string;
  cookie: string;
}

/**
 * A fresh confirmed member of the default site with a profile in `country`, logged in. `signedUpAgoMs`
 * moves the sign-up back (the welcome discount's window).
 */
export async function newPayingMember(
  t: TestApp,
  options: { country?: string; signedUpAgoMs?: number; paid?: boolean } = {},
): Promise<TestMember> {
  const db = t.database.db;
  passwordHash ??= hashPassword(PASSWORD);
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true));
  serial += 1;
  const email = `payer.${process.pid}.${Date.now()}.${serial}@example.com`;
  const signupDate = new Date(Date.now() - (options.signedUpAgoMs ?? 60_000));
  const [user] = await db
    .insert(users)
    .values({
      siteId: site!.id,
      email,
      emailNormalized: email,
      passwordHash: await passwordHash,
      status: 'confirmed',
      language: 'en',
      signupDate,
      paidUser: options.paid ?? false,
    })
    .returning({ id: users.id });
  await db.insert(profiles).values({
    userId: user!.id,
    name: `Payer${serial}`,
    gender: 'male',
    sexuality: 'hetero',
    dateOfBirth: '1990-01-01',
    country: options.country ?? 'NL',
    siteId: site!.id,
  });
  const cookie = await loginCookie(t.app, {
    email,
    password: PASSWORD,
    remoteAddress: `10.9.${serial % 250}.1`,
  });
  return { id: user!.id, email, cookie };
}

export function aPayment(overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest {
  return { bundle: 'p1', method: 'ideal' as PaymentMethod, client_key: randomUUID(), ...overrides };
}

export function postPayment(t: TestApp, member: TestMember, body: unknown): Promise<LightMyRequestResponse> {
  return call(t.app, 'POST', '/api/payments.php', body, { cookie: member.cookie });
}

/** Creates a payment and answers its id and provider ref (fails the test on any refusal). */
export async function createdPayment(
  t: TestApp,
  member: TestMember,
  overrides: Partial<CreatePaymentRequest> = {},
): Promise<{ id: number; ref: string; checkoutUrl: string }> {
  const response = await postPayment(t, member, aPayment(overrides));
  if (response.statusCode !== 200)
    throw new Error(`payment refused: ${response.statusCode} ${response.body}`);
  const { payment_id: id, checkout_url: checkoutUrl } = response.json() as {
    payment_id: number;
    checkout_url: string;
  };
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return { id, ref: row!.providerRef!, checkoutUrl };
}

/** Posts a sandbox webhook as the provider would (signed now, unless told otherwise). */
export function postSandboxWebhook(
  t: TestApp,
  body: { id: string; status: string; event?: number },
  options: { secret?: string; signedAtMs?: number; signature?: string } = {},
): Promise<LightMyRequestResponse> {
  const rawBody = JSON.stringify({ event: 0, ...body });
  const signature =
    options.signature ??
    signSandboxWebhook(options.secret ?? TEST_WEBHOOK_SECRET, rawBody, options.signedAtMs ?? Date.now());
  return t.app.inject({
    method: 'POST',
    url: '/api/payment-webhook.php?provider=sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    payload: rawBody,
  });
}

export function sandboxOf(t: TestApp): SandboxProvider {
  const provider = t.app.payments.provider;
  if (provider.name !== 'sandbox') throw new Error('the test app runs the sandbox provider');
  return provider as SandboxProvider;
}

export async function paymentRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

/** The purchase rows of a payment in the ledger: 1 once credited, never more. */
export async function purchaseEntries(t: TestApp, id: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(creditLedger)
    .where(eq(creditLedger.idempotencyKey, `payment:${id}`));
  return Number(row?.n ?? 0);
}

export async function eventsOf(t: TestApp, id: number) {
  return t.database.db
    .select({ source: paymentEvents.source, status: paymentEvents.status, applied: paymentEvents.applied })
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, id))
    .orderBy(paymentEvents.id);
}

export async function memberRow(t: TestApp, id: number) {
  const [row] = await t.database.db
    .select({ credits: users.credits, debt: users.creditDebt, paidUser: users.paidUser })
    .from(users)
    .where(eq(users.id, id));
  return row!;
}

/** Waits until `check` holds (the outbox job runs every 500 ms), or fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

/** Four euro-only bundles a site may set instead of the defaults. */
export const SITE_BUNDLES = [
  { id: 'p0', credits: 10, prices: { EUR: 300 } },
  { id: 'p1', credits: 40, prices: { EUR: 900 } },
  { id: 'p2', credits: 100, popular: true, prices: { EUR: 1900 } },
  { id: 'p3', credits: 500, prices: { EUR: 6900 } },
];

/** Sets the default site's own bundles (`sites.settings.payment_bundles`), valid or not. */
export function setSiteBundles(t: TestApp, value: unknown) {
  return t.database.db
    .update(sites)
    .set({
      settings: sql`${sites.settings} || jsonb_build_object('payment_bundles', ${JSON.stringify(value)}::jsonb)`,
    })
    .where(eq(sites.isDefault, true));
}
