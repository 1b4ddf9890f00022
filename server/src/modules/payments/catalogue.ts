/*
 * What a site sells and how it can be paid (ADR 0014): four credit bundles with a price
 * per currency, the currency of each payment country, and the spec's 24 methods with the countries
 * each is offered in, its fee on a one-time payment and whether repeat order can charge it again.
 * Prices are the site's own when `sites.settings.payment_bundles` holds a valid list, else these.
 */
import {
  BUNDLE_IDS,
  BundleIdSchema,
  SERVED_MARKET_COUNTRY_CODES,
  type Bundle,
  type BundleId,
  type PaymentMethod,
  type PaymentMethodOffer,
} from '@amora/contracts';
import * as z from 'zod/mini';

/** Countries paying in euro (2026: Bulgaria joined on 1 January), plus the euro micro-states. */
const EURO_COUNTRIES = [
  'AT', 'BE', 'BG', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV',
  'MT', 'NL', 'PT', 'SI', 'SK', 'AD', 'MC', 'SM', 'VA',
] as const; // prettier-ignore

const NATIONAL_CURRENCY: Record<string, string> = {
  DK: 'DKK', SE: 'SEK', NO: 'NOK', PL: 'PLN', CH: 'CHF', LI: 'CHF', GB: 'GBP', US: 'USD',
  CZ: 'CZK', HU: 'HUF', RO: 'RON', CA: 'CAD', AU: 'AUD', NZ: 'NZD', IS: 'EUR',
}; // prettier-ignore

/** The currency a member in `country` pays in; euro where we have no price list of its own. */
export function currencyOf(country: string): string {
  if ((EURO_COUNTRIES as readonly string[]).includes(country)) return 'EUR';
  return NATIONAL_CURRENCY[country] ?? 'EUR';
}

/** Default bundles: credits, popular, and the price in minor units per currency (psychological .99 ladders). */
const DEFAULT_BUNDLES: ReadonlyArray<{
  id: BundleId;
  credits: number;
  popular: boolean;
  prices: Record<string, number>;
}> = [
  {
    id: 'p0',
    credits: 20,
    popular: false,
    prices: { EUR: 499, USD: 549, GBP: 449, CHF: 499, DKK: 3700, SEK: 5500, NOK: 5500, PLN: 2199, CZK: 12900, HUF: 199000, RON: 2499, CAD: 749, AUD: 799, NZD: 849 }, // prettier-ignore
  },
  {
    id: 'p1',
    credits: 50,
    popular: false,
    prices: { EUR: 999, USD: 1099, GBP: 899, CHF: 999, DKK: 7500, SEK: 11000, NOK: 11000, PLN: 4299, CZK: 24900, HUF: 399000, RON: 4999, CAD: 1499, AUD: 1599, NZD: 1699 }, // prettier-ignore
  },
  {
    id: 'p2',
    credits: 120,
    popular: true,
    prices: { EUR: 1999, USD: 2199, GBP: 1699, CHF: 1999, DKK: 14900, SEK: 22000, NOK: 22000, PLN: 8599, CZK: 49900, HUF: 799000, RON: 9999, CAD: 2999, AUD: 2999, NZD: 3299 }, // prettier-ignore
  },
  {
    id: 'p3',
    credits: 300,
    popular: false,
    prices: { EUR: 3999, USD: 4399, GBP: 3499, CHF: 3999, DKK: 29900, SEK: 44000, NOK: 44000, PLN: 16999, CZK: 99900, HUF: 1599000, RON: 19999, CAD: 5999, AUD: 5999, NZD: 6499 }, // prettier-ignore
  },
];

/** A site's own bundles in `sites.settings.payment_bundles`: the same shape, all four ids. */
const SiteBundlesSchema = z.array(
  z.object({
    id: BundleIdSchema,
    credits: z.int().check(z.positive()),
    popular: z.optional(z.boolean()),
    prices: z.record(z.string().check(z.regex(/^[A-Z]{3}$/)), z.int().check(z.positive())),
  }),
);
export type SiteBundles = typeof DEFAULT_BUNDLES;

/**
 * The bundles of a site: its stored list when it is valid and names p0-p3 each once, else the
 * defaults (a broken override must not take the credits page down; the caller logs it).
 */
export function siteBundles(stored: unknown): {
  bundles: SiteBundles;
  overridden: boolean;
  invalid: boolean;
} {
  if (stored === undefined || stored === null)
    return { bundles: DEFAULT_BUNDLES, overridden: false, invalid: false };
  const parsed = SiteBundlesSchema.safeParse(stored);
  const ids = parsed.success ? parsed.data.map((b) => b.id).sort() : [];
  if (!parsed.success || ids.join() !== [...BUNDLE_IDS].join())
    return { bundles: DEFAULT_BUNDLES, overridden: false, invalid: true };
  const bundles = [...parsed.data]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((b) => ({ ...b, popular: b.popular ?? false }));
  return { bundles, overridden: true, invalid: false };
}

/** The bundles priced in `currency`; a bundle without a price there is not sold in it. */
export function bundlesIn(bundles: SiteBundles, currency: string): Bundle[] {
  return bundles.flatMap((b) => {
    const price = b.prices[currency];
    return price === undefined ? [] : [{ id: b.id, credits: b.credits, price, currency, popular: b.popular }];
  });
}

/** Everywhere the sites sell: cards, wallets and vouchers are offered in all of it. */
const EVERYWHERE = SERVED_MARKET_COUNTRY_CODES;
const EUROPE = SERVED_MARKET_COUNTRY_CODES.filter((c) => !['US', 'CA', 'AU', 'NZ'].includes(c));

interface MethodRule {
  countries: readonly string[];
  /** Fee on a one-time payment, in euro cents; other currencies get it converted (FEE_RATE). */
  feeEuroCents: number;
  /** Repeat order can charge it again in one confirmation (a stored card, PayPal, a mandate). */
  repeatable: boolean;
}

/**
 * The spec's methods (section 9) where they really work. Local schemes carry no fee (they cost us
 * little); cards and wallets a small one; paysafecard, the most expensive to accept, the largest.
 */
const METHODS: Record<PaymentMethod, MethodRule> = {
  directdebit: { countries: EURO_COUNTRIES, feeEuroCents: 0, repeatable: true },
  przelewy24: { countries: ['PL'], feeEuroCents: 0, repeatable: false },
  blik: { countries: ['PL'], feeEuroCents: 0, repeatable: false },
  banktransfer: { countries: EUROPE, feeEuroCents: 0, repeatable: false },
  giropay: { countries: ['DE'], feeEuroCents: 15, repeatable: false },
  mastercard: { countries: EVERYWHERE, feeEuroCents: 25, repeatable: true },
  visa: { countries: EVERYWHERE, feeEuroCents: 25, repeatable: true },
  creditcard: { countries: EVERYWHERE, feeEuroCents: 25, repeatable: true },
  dankort: { countries: ['DK'], feeEuroCents: 10, repeatable: true },
  mobilepay: { countries: ['DK', 'FI'], feeEuroCents: 20, repeatable: false },
  swish: { countries: ['SE'], feeEuroCents: 20, repeatable: false },
  twint: { countries: ['CH'], feeEuroCents: 20, repeatable: false },
  satispay: { countries: ['IT'], feeEuroCents: 20, repeatable: false },
  vipps: { countries: ['NO'], feeEuroCents: 20, repeatable: false },
  cartebancaire: { countries: ['FR'], feeEuroCents: 15, repeatable: true },
  nexi: { countries: ['IT'], feeEuroCents: 15, repeatable: true },
  ideal: { countries: ['NL'], feeEuroCents: 0, repeatable: false },
  bancontact: { countries: ['BE'], feeEuroCents: 0, repeatable: false },
  applepay: { countries: EVERYWHERE, feeEuroCents: 25, repeatable: false },
  paysafecard: { countries: EUROPE, feeEuroCents: 99, repeatable: false },
  maestro: { countries: EUROPE, feeEuroCents: 25, repeatable: true },
  paypal: { countries: EVERYWHERE, feeEuroCents: 35, repeatable: true },
  sofort: { countries: ['DE', 'AT', 'BE', 'NL', 'CH'], feeEuroCents: 15, repeatable: false },
  eps: { countries: ['AT'], feeEuroCents: 0, repeatable: false },
};

/** Minor units of a currency per euro cent, rounded: fees are small, so a fixed rate is fair enough. */
const FEE_RATE: Record<string, number> = {
  EUR: 1, USD: 1.1, GBP: 0.85, CHF: 1, DKK: 7.5, SEK: 11, NOK: 11, PLN: 4.3, CZK: 25, HUF: 400,
  RON: 5, CAD: 1.5, AUD: 1.65, NZD: 1.8,
}; // prettier-ignore

/** The fee of a one-time payment with `method` in `currency`, in minor units. */
export function feeOf(method: PaymentMethod, currency: string): number {
  return Math.round(METHODS[method].feeEuroCents * (FEE_RATE[currency] ?? 1));
}

export function isRepeatable(method: PaymentMethod): boolean {
  return METHODS[method].repeatable;
}

export function isOfferedIn(method: PaymentMethod, country: string): boolean {
  return METHODS[method].countries.includes(country);
}

/** The methods offered in `country` that the configured provider takes, with fee and repeatability. */
export function methodsFor(
  country: string,
  supports: (method: PaymentMethod) => boolean,
): PaymentMethodOffer[] {
  const currency = currencyOf(country);
  return (Object.keys(METHODS) as PaymentMethod[])
    .filter((m) => isOfferedIn(m, country) && supports(m))
    .map((m) => ({ id: m, fee: feeOf(m, currency), repeatable: isRepeatable(m) }));
}

/** Countries where the provider takes at least one method and the site has prices: the country switch. */
export function paymentCountries(
  supports: (method: PaymentMethod) => boolean,
  bundles: SiteBundles,
): string[] {
  return SERVED_MARKET_COUNTRY_CODES.filter(
    (c) => methodsFor(c, supports).length > 0 && bundlesIn(bundles, currencyOf(c)).length > 0,
  ).sort();
}
