import type { PaymentMethod, PaymentMethodOffer } from '@amora/contracts';

/*
 * How payment methods are named and grouped on the pages. Brand names are the same in every
 * language and stay here; the generic ones (credit card, bank transfer, direct debit) are
 * translated under `method.<id>`.
 */

const BRAND_NAMES: Partial<Record<PaymentMethod, string>> = {
  przelewy24: 'Przelewy24',
  blik: 'BLIK',
  giropay: 'giropay',
  mastercard: 'Mastercard',
  visa: 'Visa',
  dankort: 'Dankort',
  mobilepay: 'MobilePay',
  swish: 'Swish',
  twint: 'TWINT',
  satispay: 'Satispay',
  vipps: 'Vipps',
  cartebancaire: 'Carte Bancaire',
  nexi: 'Nexi',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  applepay: 'Apple Pay',
  paysafecard: 'paysafecard',
  maestro: 'Maestro',
  paypal: 'PayPal',
  sofort: 'Sofort',
  eps: 'EPS',
};

/** The methods whose name is a word of the member's language, not a brand. */
export const TRANSLATED_METHODS = ['creditcard', 'banktransfer', 'directdebit'] as const;

type Translate = (key: string) => string;

/** The method's name as the member reads it. */
export function methodName(method: PaymentMethod, t: Translate): string {
  return BRAND_NAMES[method] ?? t(`method.${method}`);
}

/** Card schemes: a failed card payment offers a retry or a wallet (spec section 8). */
const CARD_METHODS: ReadonlySet<PaymentMethod> = new Set([
  'creditcard',
  'visa',
  'mastercard',
  'maestro',
  'cartebancaire',
  'dankort',
  'nexi',
]);

/** Wallets that work without a card number, in the order we suggest them. */
const WALLET_METHODS: readonly PaymentMethod[] = [
  'paypal',
  'applepay',
  'mobilepay',
  'vipps',
  'swish',
  'twint',
  'satispay',
];

export function isCardMethod(method: PaymentMethod): boolean {
  return CARD_METHODS.has(method);
}

/** The wallets among the offered methods. */
export function walletsAmong(offers: readonly PaymentMethodOffer[]): PaymentMethodOffer[] {
  return WALLET_METHODS.flatMap((id) => offers.filter((offer) => offer.id === id));
}
