import * as z from 'zod/mini';
import { ID_MAX } from './ids.js';

/*
 * Payments: bundles, methods, payment creation and state, discount codes, the time bonus. See
 * docs/api/payments.md and ADR 0014. Amounts are integers in minor units (cents) of `currency`.
 */

/** The spec's 24 payment methods (section 9), as API identifiers. */
export const PAYMENT_METHODS = [
  'directdebit',
  'przelewy24',
  'blik',
  'banktransfer',
  'giropay',
  'mastercard',
  'visa',
  'creditcard',
  'dankort',
  'mobilepay',
  'swish',
  'twint',
  'satispay',
  'vipps',
  'cartebancaire',
  'nexi',
  'ideal',
  'bancontact',
  'applepay',
  'paysafecard',
  'maestro',
  'paypal',
  'sofort',
  'eps',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);

export const BUNDLE_IDS = ['p0', 'p1', 'p2', 'p3'] as const;
export type BundleId = (typeof BUNDLE_IDS)[number];
export const BundleIdSchema = z.enum(BUNDLE_IDS);

export const PAYMENT_STATUSES = [
  'pending',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'refunded',
  'charged_back',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** The welcome discount: code, share, and the window after sign-up (spec sections 4 and 9). */
export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_PERCENTAGE = 25;
export const TIME_BONUS_WINDOW_SECONDS = 14_400;
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;

export const BundleSchema = z.object({
  id: BundleIdSchema,
  credits: z.int(),
  /** Minor units of `currency`. */
  price: z.int(),
  currency: z.string(),
  popular: z.boolean(),
});
export type Bundle = z.infer<typeof BundleSchema>;

export const PaymentMethodOfferSchema = z.object({
  id: PaymentMethodSchema,
  /** Fee on a one-time payment, minor units of the bundle's currency. */
  fee: z.int(),
  /** Whether repeat order can charge it again in one confirmation. */
  repeatable: z.boolean(),
});
export type PaymentMethodOffer = z.infer<typeof PaymentMethodOfferSchema>;

const countryParam = z.optional(
  z.string().check(z.regex(/^[A-Za-z]{2}$/, { error: 'validation.invalidValue' }), z.toUpperCase()),
);

/** `GET /api/credits.php?country=`: bundles and the methods offered in the payment country. */
export const CreditsQuerySchema = z.object({ country: countryParam });

export const CreditsResponseSchema = z.object({
  bundles: z.array(BundleSchema),
  /** The payment country used: the query's, else the member's profile country. */
  country: z.string(),
  /** Countries with at least one method, for the country switch on the page. */
  countries: z.array(z.string()),
  methods: z.array(PaymentMethodOfferSchema),
  /**
   * The member's last completed order, for `/credits/repeat-order`: the same bundle again with the
   * same method in one confirmation when `repeatable`, else the method choice with the bundle
   * preselected. Null before the first purchase.
   */
  last_order: z.nullable(
    z.object({
      payment_id: z.int(),
      bundle: BundleIdSchema,
      method: PaymentMethodSchema,
      /** The payment country of that order (its methods and prices). */
      country: z.string(),
      repeatable: z.boolean(),
    }),
  ),
});
export type CreditsResponse = z.infer<typeof CreditsResponseSchema>;

/**
 * `GET /api/prices.php?country=`: the site's public price list, for anyone (the `/pricing` page of
 * a visitor). Prices must be readable before signing up, so this is the catalogue alone: nothing of
 * a member (no discount, balance or last order), the same for every caller from one country.
 */
export const PricesQuerySchema = z.object({ country: countryParam });

export const PricesResponseSchema = z.object({
  /** The site's four bundles priced in the country's currency (one `popular`). */
  bundles: z.array(BundleSchema),
  /**
   * The country priced: the query's when the site sells there, else the visitor's (as
   * `geoip_country` sees it) when it sells there, else the site's default country.
   */
  country: z.string(),
  /** The countries the site sells in, for the country switch (the same list as `/api/credits.php`). */
  countries: z.array(z.string()),
  /** What things cost in credits for a member in `country`, as the chat charges them. */
  costs: z.object({
    /** A text message: the site's price, at least its minimum for the country. */
    message: z.int(),
    /** A photo sent in a chat. */
    photo: z.int(),
    /** The cheapest and the dearest gift of the catalogue. */
    gift_min: z.int(),
    gift_max: z.int(),
  }),
});
export type PricesResponse = z.infer<typeof PricesResponseSchema>;

/**
 * `POST /api/payments.php`. Strict: a field the server does not know (an `amount`, a `price`) is
 * refused, never ignored; the server computes what the member pays.
 */
export const CreatePaymentRequestSchema = z.strictObject({
  bundle: BundleIdSchema,
  method: PaymentMethodSchema,
  country: countryParam,
  discount_code: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  /** One per Pay click (a UUID); a double click or a retry answers the first payment. */
  client_key: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'validation.invalidValue' })),
});
export type CreatePaymentRequest = z.infer<typeof CreatePaymentRequestSchema>;

export const CreatePaymentResponseSchema = z.object({
  payment_id: z.int(),
  /** Where to send the member: the provider's hosted checkout. */
  checkout_url: z.string(),
});
export type CreatePaymentResponse = z.infer<typeof CreatePaymentResponseSchema>;

/** `GET /api/transactions.php?id=`: one payment's state, for the result page. */
export const PaymentStateSchema = z.object({
  payment_id: z.int(),
  status: PaymentStatusSchema,
  bundle: BundleIdSchema,
  credits: z.int(),
  method: PaymentMethodSchema,
  amount: z.int(),
  fee: z.int(),
  discount: z.int(),
  currency: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
  settled_at: z.nullable(z.string()),
  /** The member's balance now (so the result page can show it without another call). */
  balance: z.int(),
  /**
   * ISO 8601 end of the member's cool-off while one runs, else null. A payment that settles inside
   * a cool-off is still credited (the member paid), and the cool-off starts again from it: the
   * result page says until when no purchase is possible.
   */
  cool_off_until: z.optional(z.nullable(z.string())),
});
export type PaymentState = z.infer<typeof PaymentStateSchema>;

export const PaymentIdQuerySchema = z.object({
  id: z.pipe(
    z.string().check(z.regex(/^\d{1,10}$/, { error: 'validation.invalidValue' })),
    z.pipe(z.transform(Number), z.number().check(z.positive(), z.lte(ID_MAX))),
  ),
});

/**
 * The payment a purchase or reversal entry of the statement belongs to (`reference` `payment:{id}`):
 * what the member paid, with which method, the fee and the discount.
 */
export const StatementPaymentSchema = z.object({
  id: z.int(),
  method: PaymentMethodSchema,
  bundle: BundleIdSchema,
  amount: z.int(),
  fee: z.int(),
  discount: z.int(),
  currency: z.string(),
  status: PaymentStatusSchema,
});
export type StatementPayment = z.infer<typeof StatementPaymentSchema>;

/**
 * `GET /api/transactions.php` answers both forms: `?id=` one payment's state (PaymentState), else
 * the statement (`?before=`, TransactionsResponse in api/credits).
 */
export const TransactionsOrPaymentQuerySchema = z.object({
  id: z.optional(PaymentIdQuerySchema.shape.id),
  before: z.optional(PaymentIdQuerySchema.shape.id),
});

/** `POST /api/payment-webhook.php?provider=`: which provider's webhook this is. */
export const PaymentWebhookQuerySchema = z.object({ provider: z.enum(['sandbox', 'mollie']) });

/** `GET /api/discountcode.php?code=` or `?welcome=true`. */
export const DiscountCodeQuerySchema = z.object({
  code: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  welcome: z.optional(z.enum(['true', 'false'])),
});

/** The spec's discount code (section 3). */
export const DiscountCodeSchema = z.object({
  code: z.string(),
  country: z.nullable(z.string()),
  user_id: z.nullable(z.int()),
  /** ISO 8601; for the time bonus, the end of the member's window. */
  expires: z.nullable(z.string()),
  value_percentage: z.int(),
  currency: z.nullable(z.string()),
  minimum_order_value: z.int(),
  status: z.enum(['active', 'inactive']),
  /** Seconds left; null when it does not expire. */
  validity: z.nullable(z.int()),
  expired: z.boolean(),
  paymentmethods: z.nullable(z.array(PaymentMethodSchema)),
});
export type DiscountCode = z.infer<typeof DiscountCodeSchema>;
