/*
 * Payment creation and the member's view of payments (ADR 0014). The amount is computed here from
 * the site's price list, the discount and the method's fee; the client names a bundle and a method,
 * never an amount. A Pay click carries a `client_key`: a double click or a retry with the same key
 * answers the first payment (the unique index `payments_client_key` settles concurrent clicks).
 */
import type {
  BundleId,
  CreatePaymentRequest,
  CreatePaymentResponse,
  CreditsResponse,
  Locale,
  PaymentMethod,
  PaymentState,
  PaymentStatus,
  PricesResponse,
  SiteSettings,
} from '@amora/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { payments, profiles, sites, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { giftPriceRange, photoPrice, textPrice } from '../chat/index.js';
import { coolOffEnd } from '../credits/index.js';
import {
  bundlesIn,
  currencyOf,
  feeOf,
  isOfferedIn,
  isRepeatable,
  methodsFor,
  paymentCountries,
  siteBundles,
  type SiteBundles,
} from './catalogue.js';
import {
  discountFor,
  reserveCode,
  usableCode,
  type DiscountCodeRow,
  type DiscountMember,
} from './discount-codes.js';
import { requireUsableMandate } from './direct-debit/index.js';
import type { PaymentProvider } from './providers/provider.js';
import { settle } from './settle.js';

export interface PaymentDeps {
  db: Db;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** The member as payments need them: site, premium, sign-up and the profile's country. */
export interface PayingMember extends DiscountMember {
  country: string | null;
}

export async function payingMember(db: Db, memberId: number): Promise<PayingMember> {
  const [row] = await db
    .select({
      id: users.id,
      siteId: users.siteId,
      paidUser: users.paidUser,
      signupDate: users.signupDate,
      country: profiles.country,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, memberId));
  if (!row) throw new AppError(404, 'not_found', 'errors.notFound');
  return row;
}

/** The site's bundles: its own `payment_bundles` setting when valid, else the defaults. */
export async function bundlesOfSite(db: Db, siteId: number, log: FastifyBaseLogger): Promise<SiteBundles> {
  const [row] = await db
    .select({ stored: sql<unknown>`${sites.settings} -> 'payment_bundles'` })
    .from(sites)
    .where(eq(sites.id, siteId));
  const { bundles, invalid } = siteBundles(row?.stored ?? null);
  if (invalid) log.warn({ siteId }, 'sites.settings.payment_bundles is invalid; the default bundles apply');
  return bundles;
}

export function formatAmount(locale: Locale, minor: number, currency: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

/** The member's last completed order, for repeat order (`/credits/repeat-order`). */
async function lastOrder(db: Db, memberId: number): Promise<CreditsResponse['last_order']> {
  const [row] = await db
    .select({ id: payments.id, bundle: payments.bundle, method: payments.method, country: payments.country })
    .from(payments)
    .where(
      and(
        eq(payments.userId, memberId),
        sql`${payments.status} in ('completed', 'refunded', 'charged_back')`,
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (!row) return null;
  const method = row.method as PaymentMethod;
  return {
    payment_id: row.id,
    bundle: row.bundle as BundleId,
    method,
    country: row.country,
    repeatable: isRepeatable(method),
  };
}

/** `GET /api/credits.php`: bundles and methods in the payment country, the last order. */
export async function creditsOffer(
  deps: PaymentDeps,
  memberId: number,
  queryCountry: string | undefined,
  fallbackCountry: string,
): Promise<CreditsResponse> {
  const member = await payingMember(deps.db, memberId);
  const bundles = await bundlesOfSite(deps.db, member.siteId, deps.log);
  const country = queryCountry ?? member.country ?? fallbackCountry;
  const supports = (m: PaymentMethod) => deps.provider.supports(m);
  return {
    bundles: bundlesIn(bundles, currencyOf(country)),
    country,
    countries: paymentCountries(supports, bundles),
    methods: methodsFor(country, supports),
    last_order: await lastOrder(deps.db, memberId),
  };
}

/**
 * `GET /api/prices.php`: the site's public price list in one country, for anyone. The country is
 * the first of the query's, the visitor's and the site's default that the site sells in; a
 * country it does not sell in would show prices nobody can pay. The costs are the chat's own
 * rules, so the page cannot promise a price the chat does not charge.
 */
export async function publicPrices(
  deps: PaymentDeps,
  site: { id: number; settings: SiteSettings },
  candidates: { query: string | undefined; visitor: string | null; fallback: string },
): Promise<PricesResponse> {
  const bundles = await bundlesOfSite(deps.db, site.id, deps.log);
  const countries = paymentCountries((m) => deps.provider.supports(m), bundles);
  const country =
    [candidates.query, candidates.visitor].find((c): c is string => !!c && countries.includes(c)) ??
    candidates.fallback;
  const gifts = giftPriceRange(site.settings, country);
  return {
    bundles: bundlesIn(bundles, currencyOf(country)),
    country,
    countries,
    costs: {
      message: textPrice(site.settings, country),
      photo: photoPrice(site.settings, country),
      gift_min: gifts.min,
      gift_max: gifts.max,
    },
  };
}

export interface CreateContext {
  memberId: number;
  locale: Locale;
  /** The site's origin, for the return and webhook URLs. */
  origin: string;
  fallbackCountry: string;
  siteName: string;
}

type PaymentRow = typeof payments.$inferSelect;

/** What the member is charged: checked and priced at the server. */
async function priceOrder(deps: PaymentDeps, ctx: CreateContext, body: CreatePaymentRequest) {
  const member = await payingMember(deps.db, ctx.memberId);
  const country = body.country ?? member.country ?? ctx.fallbackCountry;
  const currency = currencyOf(country);
  const bundle = bundlesIn(await bundlesOfSite(deps.db, member.siteId, deps.log), currency).find(
    (b) => b.id === body.bundle,
  );
  if (!bundle) throw new AppError(422, 'bundle_unavailable', 'errors.bundleUnavailable');
  if (!isOfferedIn(body.method, country) || !deps.provider.supports(body.method))
    throw new AppError(422, 'method_unavailable', 'errors.methodUnavailable');
  const until = await coolOffEnd(deps.db, member.id);
  if (until)
    throw new AppError(403, 'cool_off_active', 'errors.coolOffActive', {
      until: until.toLocaleString(ctx.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
    });
  let discount = 0;
  let discountCode: DiscountCodeRow | null = null;
  if (body.discount_code) {
    const code = await usableCode(deps.db, body.discount_code, member, deps.now());
    discount = discountFor(code, {
      price: bundle.price,
      currency,
      country,
      method: body.method,
      formatAmount: (minor, cur) => formatAmount(ctx.locale, minor, cur),
    });
    discountCode = code;
  }
  // Direct debit is a standing mandate, not a one-time payment: no fee.
  const fee = body.method === 'directdebit' ? 0 : feeOf(body.method, currency);
  const amount = bundle.price - discount + fee;
  if (amount <= 0) throw new AppError(422, 'discount_code_not_applicable', 'errors.discountCodeNotForMethod');
  return { member, country, currency, bundle, discount, discountCode, fee, amount };
}

async function byClientKey(db: Db, memberId: number, clientKey: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, memberId), eq(payments.clientKey, clientKey)));
  return row;
}

/**
 * Asks the provider for the checkout of a pending payment and keeps its ref. Asked again for the
 * same payment (a double click), a provider answers the same checkout: the sandbox's ref is derived
 * from the payment, Mollie's create carries an idempotency key.
 */
async function checkoutOf(deps: PaymentDeps, ctx: CreateContext, payment: PaymentRow): Promise<string> {
  const returnUrl = `${ctx.origin}/transactions/${payment.id}`;
  if (payment.status !== 'pending') return returnUrl;
  let checkout;
  try {
    checkout = await deps.provider.createPayment({
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      method: payment.method as PaymentMethod,
      description: `${ctx.siteName}: ${payment.credits} credits`,
      returnUrl,
      webhookUrl: `${ctx.origin}/api/payment-webhook.php?provider=${deps.provider.name}`,
      locale: ctx.locale,
      country: payment.country,
    });
  } catch (error) {
    // Logged without the member's data: the provider's error names the operation and status only.
    deps.log.error({ err: error, paymentId: payment.id }, 'payment provider refused to create a checkout');
    if (payment.providerRef === null) await settle(deps.db, payment.id, 'failed', 'create');
    throw new AppError(502, 'payment_provider_unavailable', 'errors.paymentProviderUnavailable');
  }
  await deps.db
    .update(payments)
    .set({ providerRef: checkout.providerRef, updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id));
  return checkout.checkoutUrl;
}

/** `POST /api/payments.php`. */
export async function createPayment(
  deps: PaymentDeps,
  ctx: CreateContext,
  body: CreatePaymentRequest,
): Promise<CreatePaymentResponse> {
  const earlier = await byClientKey(deps.db, ctx.memberId, body.client_key);
  if (earlier) return { payment_id: earlier.id, checkout_url: await checkoutOf(deps, ctx, earlier) };

  const order = await priceOrder(deps, ctx, body);
  const inserted = await deps.db.transaction(async (tx) => {
    if (order.discountCode) {
      // A retry with the same key must answer its payment, not "reserved" by that very payment.
      const [sameKey] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.userId, ctx.memberId), eq(payments.clientKey, body.client_key)));
      if (sameKey) return undefined;
      await reserveCode(tx, order.discountCode, ctx.memberId);
    }
    // Direct debit needs a usable mandate; checked in this transaction, before the insert (H2's rules).
    const mandate =
      body.method === 'directdebit'
        ? await requireUsableMandate(tx, {
            memberId: ctx.memberId,
            amount: order.amount,
            currency: order.currency,
          })
        : null;
    const [row] = await tx
      .insert(payments)
      .values({
        userId: ctx.memberId,
        siteId: order.member.siteId,
        bundle: order.bundle.id,
        credits: order.bundle.credits,
        method: body.method,
        provider: deps.provider.name,
        amount: order.amount,
        fee: order.fee,
        discount: order.discount,
        currency: order.currency,
        country: order.country,
        discountCodeId: order.discountCode?.id ?? null,
        clientKey: body.client_key,
        mandateId: mandate?.mandateId ?? null,
      })
      .onConflictDoNothing({ target: [payments.userId, payments.clientKey] })
      .returning();
    return row;
  });
  // Lost the race to a concurrent click with the same key: answer that payment.
  const payment = inserted ?? (await byClientKey(deps.db, ctx.memberId, body.client_key));
  if (!payment) throw new Error('payment vanished after a client_key conflict');
  deps.log.info(
    { paymentId: payment.id, method: payment.method, amount: payment.amount, currency: payment.currency },
    'payment created',
  );
  return { payment_id: payment.id, checkout_url: await checkoutOf(deps, ctx, payment) };
}

/**
 * `GET /api/transactions.php?id=`: one of the member's own payments (another's id is 404). While
 * it is pending the provider is asked, so a member who returns before the webhook sees the result.
 */
export async function paymentState(
  deps: PaymentDeps,
  memberId: number,
  paymentId: number,
): Promise<PaymentState> {
  const find = async () => {
    const [row] = await deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.userId, memberId)));
    return row;
  };
  let payment = await find();
  if (!payment) throw new AppError(404, 'not_found', 'errors.notFound');
  if (payment.status === 'pending' && payment.providerRef && payment.provider === deps.provider.name) {
    try {
      const status = await deps.provider.fetchStatus(payment.providerRef);
      if (status !== 'pending') {
        await settle(deps.db, payment.id, status, 'return');
        payment = (await find()) ?? payment;
      }
    } catch (error) {
      // The page keeps polling; the webhook or the expiry job settles it later.
      deps.log.warn({ err: error, paymentId }, 'status fetch on return failed');
    }
  }
  const [member] = await deps.db.select({ credits: users.credits }).from(users).where(eq(users.id, memberId));
  const coolOffUntil = await coolOffEnd(deps.db, memberId);
  return {
    payment_id: payment.id,
    status: payment.status as PaymentStatus,
    bundle: payment.bundle as BundleId,
    credits: payment.credits,
    method: payment.method as PaymentMethod,
    amount: payment.amount,
    fee: payment.fee,
    discount: payment.discount,
    currency: payment.currency,
    created_at: payment.createdAt.toISOString(),
    settled_at: payment.settledAt?.toISOString() ?? null,
    balance: member?.credits ?? 0,
    cool_off_until: coolOffUntil?.toISOString() ?? null,
  };
}
