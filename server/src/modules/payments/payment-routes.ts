import {
  CreatePaymentRequestSchema,
  CreatePaymentResponseSchema,
  CreditsQuerySchema,
  CreditsResponseSchema,
  DiscountCodeQuerySchema,
  DiscountCodeSchema,
  PaymentWebhookQuerySchema,
  PricesQuerySchema,
  PricesResponseSchema,
} from '@amora/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { MINUTE_MS, durableRule, instanceRule } from '../../core/rate-limiter.js';
import { visitorCountry } from '../../lib/visitor-country.js';
import { toDiscountCode, usableCode, welcomeCode } from './discount-codes.js';
import {
  createPayment,
  creditsOffer,
  payingMember,
  publicPrices,
  type PaymentDeps,
} from './payment-service.js';
import { settle } from './settle.js';

/** Pay clicks per member: generous for a person, a wall for a script hammering the provider. */
const PAYMENT_CREATES = durableRule('payment-create', 10, MINUTE_MS);

/** Discount codes by name per member: enough to type a code a few times, too few to guess one. */
export const DISCOUNT_LOOKUPS_PER_MINUTE = 10;
const DISCOUNT_LOOKUPS = durableRule('discount-lookup', DISCOUNT_LOOKUPS_PER_MINUTE, MINUTE_MS);

/** The site's origin for return and webhook URLs: PUBLIC_URL, else the request's own. */
function originOf(app: FastifyInstance, request: FastifyRequest): string {
  const publicUrl = app.ctx.config.publicUrl;
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}

/** The site's default country: when neither the query nor the profile (or the visitor) names one. */
const fallbackCountry = (request: FastifyRequest) => request.site.settings.countries[0] ?? 'NL';

/**
 * Public price reads per address and minute: a visitor switching countries asks a few times; a
 * script far more. Each read is a database row, so one address must not hammer it.
 */
export const PRICE_READS_PER_MINUTE = 120;
const PRICE_READS = instanceRule('price-read', PRICE_READS_PER_MINUTE, MINUTE_MS);

/** `GET /api/prices.php`: the site's price list for anyone (the visitor's `/pricing`). */
export async function publicPriceRoutes(
  app: FastifyInstance,
  { deps }: { deps: PaymentDeps },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/prices.php',
    {
      schema: { querystring: PricesQuerySchema, response: { 200: PricesResponseSchema } },
      config: { rateLimit: { rule: PRICE_READS, key: 'address' } },
    },
    async (request) => {
      // No member, even with a session: a member's own prices are `/api/credits.php`.
      return publicPrices(deps, request.site, {
        query: request.query.country,
        visitor: visitorCountry(request),
        fallback: fallbackCountry(request),
      });
    },
  );
}

/** The member-facing calls: `/api/credits.php`, `/api/payments.php`, `/api/discountcode.php`. */
export async function paymentApiRoutes(app: FastifyInstance, { deps }: { deps: PaymentDeps }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const member = { auth: 'member' } as const;

  routes.get(
    '/api/credits.php',
    { schema: { querystring: CreditsQuerySchema, response: { 200: CreditsResponseSchema } }, config: member },
    async (request) =>
      creditsOffer(deps, request.member.userId, request.query.country, fallbackCountry(request)),
  );

  routes.post(
    '/api/payments.php',
    {
      schema: { body: CreatePaymentRequestSchema, response: { 200: CreatePaymentResponseSchema } },
      config: { ...member, rateLimit: { rule: PAYMENT_CREATES, key: 'member' } },
    },
    async (request) => {
      const { userId } = request.member;
      return createPayment(
        deps,
        {
          memberId: userId,
          locale: request.locale,
          origin: originOf(app, request),
          fallbackCountry: fallbackCountry(request),
          siteName: request.site.settings.name,
        },
        request.body,
      );
    },
  );

  routes.get(
    '/api/discountcode.php',
    {
      schema: { querystring: DiscountCodeQuerySchema, response: { 200: DiscountCodeSchema } },
      config: member,
    },
    async (request) => {
      const payer = await payingMember(deps.db, request.member.userId);
      const now = app.ctx.clock.now();
      if (request.query.welcome === 'true') {
        // Not eligible is a plain 404: the client ignores it silently (spec section 7).
        const code = await welcomeCode(deps.db, payer, now);
        if (!code) throw new AppError(404, 'not_found', 'errors.notFound');
        return code;
      }
      if (!request.query.code) throw new AppError(400, 'discount_code_invalid', 'errors.discountCodeInvalid');
      // Guessing codes costs a member their allowance; the welcome look-up above is the page's own.
      await app.ctx.rateLimits.require(DISCOUNT_LOOKUPS, String(request.member.userId), { now });
      return toDiscountCode(await usableCode(deps.db, request.query.code, payer, now), payer, now);
    },
  );
}

/** Webhook bodies are read as text: the sandbox signs the raw bytes, Mollie posts a form. */
const WEBHOOK_BODY_LIMIT = 16 * 1024;

/**
 * `POST /api/payment-webhook.php?provider=`: a provider reports a payment. Verified by the provider
 * (signature, or a fetch from its API), then settled; a verified report answers 200 even when it
 * changes nothing (a replay), so the provider stops retrying. Forged, stale or about an unknown
 * payment: refused, and nothing moves.
 */
export async function webhookRoutes(app: FastifyInstance, { deps }: { deps: PaymentDeps }): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/payment-webhook.php',
      { schema: { querystring: PaymentWebhookQuerySchema } },
      async (request, reply) => {
        const { provider } = deps;
        if (request.query.provider !== provider.name) throw new AppError(404, 'not_found', 'errors.notFound');
        const rawBody = typeof request.body === 'string' ? request.body : '';
        // May throw when the provider's API cannot be asked: a 5xx makes the provider retry later.
        const report = await provider.parseWebhook({ headers: request.headers, rawBody });
        if (!report) {
          request.log.warn(
            { provider: provider.name },
            'payment webhook refused (signature, age or payment)',
          );
          throw new AppError(401, 'webhook_refused', 'errors.badRequest');
        }
        const [payment] = await deps.db
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.provider, provider.name), eq(payments.providerRef, report.providerRef)));
        if (!payment) {
          request.log.warn({ provider: provider.name }, 'payment webhook for an unknown payment');
          throw new AppError(404, 'not_found', 'errors.notFound');
        }
        const result = await settle(deps.db, payment.id, report.status, 'webhook', report.paid);
        request.log.info(
          { paymentId: payment.id, reported: report.status, applied: result?.applied },
          'payment webhook',
        );
        return reply.status(200).send({ received: true });
      },
    );
}
