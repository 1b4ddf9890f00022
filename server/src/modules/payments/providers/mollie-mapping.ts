/*
 * The translations between our payment vocabulary and Mollie's (API v2, @mollie/api-client 4.6.0):
 * methods, checkout locales, amounts and payment states. Pure functions, so the adapter (mollie.ts)
 * stays about talking to the API.
 */
import type { Locale, PaymentMethod } from '@amora/contracts';
import { Locale as MollieLocale, PaymentMethod as MollieMethod, PaymentStatus } from '@mollie/api-client';
import type { ProviderStatus } from './provider.js';

/**
 * Our method → the Mollie method id the payment is created with. Methods missing here are not
 * offered through Mollie:
 * - `giropay` and `sofort`: the client lists them only as `HistoricPaymentMethod`; giropay was shut
 *   down in 2024 and Mollie retired Sofort (Klarna folded it into its own checkout), so a payment
 *   with either is refused by the API.
 * - `directdebit`: Mollie takes SEPA direct debit only as a recurring payment on a mandate
 *   (`sequenceType: 'recurring'` with a customer and mandate id); a one-off hosted-checkout payment
 *   with it is refused. Our direct debit runs on its own mandate flow (/directdebit), not here.
 * The card brands all go to Mollie's one `creditcard` checkout, which takes Visa, Mastercard and
 * Maestro and routes co-badged cards (Cartes Bancaires, Visa/Dankort, Nexi-issued cards) over the
 * international scheme; the member sees the same card form whichever badge they picked.
 */
export const MOLLIE_METHODS: Partial<Record<PaymentMethod, MollieMethod>> = {
  przelewy24: MollieMethod.przelewy24,
  blik: MollieMethod.blik,
  banktransfer: MollieMethod.banktransfer,
  mastercard: MollieMethod.creditcard,
  visa: MollieMethod.creditcard,
  creditcard: MollieMethod.creditcard,
  maestro: MollieMethod.creditcard,
  cartebancaire: MollieMethod.creditcard,
  dankort: MollieMethod.creditcard,
  nexi: MollieMethod.creditcard,
  mobilepay: MollieMethod.mobilepay,
  swish: MollieMethod.swish,
  twint: MollieMethod.twint,
  satispay: MollieMethod.satispay,
  vipps: MollieMethod.vipps,
  ideal: MollieMethod.ideal,
  bancontact: MollieMethod.bancontact,
  applepay: MollieMethod.applepay,
  paysafecard: MollieMethod.paysafecard,
  paypal: MollieMethod.paypal,
  eps: MollieMethod.eps,
};

/** The checkout language when the member's country has no locale of its own at Mollie. */
const DEFAULT_LOCALE: Record<Locale, MollieLocale> = {
  da: MollieLocale.da_DK,
  de: MollieLocale.de_DE,
  en: MollieLocale.en_US,
  es: MollieLocale.es_ES,
  fi: MollieLocale.fi_FI,
  fr: MollieLocale.fr_FR,
  it: MollieLocale.it_IT,
  nb: MollieLocale.nb_NO,
  nl: MollieLocale.nl_NL,
  pl: MollieLocale.pl_PL,
  sv: MollieLocale.sv_SE,
};
const MOLLIE_LOCALES = new Set<string>(Object.values(MollieLocale));

/**
 * The checkout locale: the member's language in their payment country where Mollie has that pair
 * (nl_BE, fr_BE, de_AT, de_CH, en_GB …: formats and bank lists follow the country), else the
 * language's home locale. Irish members get British English, the closest Mollie offers.
 */
export function mollieLocaleOf(locale: Locale, country: string): MollieLocale {
  const region = country.toUpperCase() === 'IE' ? 'GB' : country.toUpperCase();
  const pair = `${locale}_${region}`;
  return MOLLIE_LOCALES.has(pair) ? (pair as MollieLocale) : DEFAULT_LOCALE[locale];
}

/**
 * Mollie's zero-decimal currencies: their amounts are whole units, so our cents would be off by a
 * factor of 100. None of our sites sells in them; refusing beats charging the wrong amount.
 */
const ZERO_DECIMAL = new Set(['ISK', 'JPY']);

/** Minor units → Mollie's amount string, '1250' → '12.50', in integer arithmetic (no float rounding). */
export function mollieAmount(minor: number, currency: string): { currency: string; value: string } {
  const code = currency.toUpperCase();
  if (!/^[A-Z]{3}$/.test(code) || ZERO_DECIMAL.has(code))
    throw new RangeError(`Mollie: unsupported currency ${currency}`);
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Mollie: invalid amount ${minor}`);
  return { currency: code, value: `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}` };
}

/** Mollie's amount string → minor units ('12.50' → 1250); null when absent or not a 2-decimal amount. */
export function minorUnitsOf(amount: { value: string } | undefined | null): number | null {
  const match = /^(\d+)\.(\d{2})$/.exec(amount?.value ?? '');
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}

/** The parts of a Mollie payment the state depends on. */
export interface MolliePaymentState {
  status: PaymentStatus | string;
  amount: { value: string };
  amountRefunded?: { value: string } | null;
  amountChargedBack?: { value: string } | null;
}

/**
 * Mollie's payment state → ours. A paid payment stays `paid` at Mollie after a refund or a
 * chargeback; those show only in the amounts, so they are read from there: any chargeback reverses
 * the purchase, a refund only once it covers the whole amount (a partial refund made from the
 * console takes its share of the credits back itself, ADR 0039; one made in Mollie's dashboard
 * leaves them). `authorized` (captured later, e.g. some card and wallet flows) is not money yet, so
 * it stays pending like `open` and `pending`.
 */
export function providerStatusOf(payment: MolliePaymentState): ProviderStatus {
  switch (payment.status) {
    case PaymentStatus.paid: {
      if ((minorUnitsOf(payment.amountChargedBack) ?? 0) > 0) return 'charged_back';
      const refunded = minorUnitsOf(payment.amountRefunded) ?? 0;
      const amount = minorUnitsOf(payment.amount);
      if (amount !== null && refunded > 0 && refunded >= amount) return 'refunded';
      return 'completed';
    }
    case PaymentStatus.failed:
      return 'failed';
    case PaymentStatus.canceled:
      return 'cancelled';
    case PaymentStatus.expired:
      return 'expired';
    default:
      // open, pending, authorized, and any state a later API version adds: not settled yet.
      return 'pending';
  }
}
