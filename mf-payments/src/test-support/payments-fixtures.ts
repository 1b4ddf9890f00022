import type {
  Bundle,
  CreditsResponse,
  DiscountCode,
  LedgerEntry,
  PaymentState,
  PricesResponse,
  TransactionsResponse,
} from '@amora/contracts';
import { setUpAreaTests } from '@amora/testing';
import * as app from '../exports/app';

/** Mounts the payments area per test (own React root, real platform, fake fetch). */
export function setUpPaymentsArea() {
  return setUpAreaTests(app, 'mf_payments');
}

export const BUNDLES: Bundle[] = [
  { id: 'p0', credits: 20, price: 499, currency: 'EUR', popular: false },
  { id: 'p1', credits: 50, price: 999, currency: 'EUR', popular: false },
  { id: 'p2', credits: 120, price: 1999, currency: 'EUR', popular: true },
  { id: 'p3', credits: 300, price: 3999, currency: 'EUR', popular: false },
];

/** `GET /api/credits.php` for a member in the Netherlands. */
export function anOffer(overrides: Partial<CreditsResponse> = {}): CreditsResponse {
  return {
    bundles: BUNDLES,
    country: 'NL',
    countries: ['BE', 'DE', 'NL'],
    methods: [
      { id: 'ideal', fee: 0, repeatable: false },
      { id: 'creditcard', fee: 25, repeatable: true },
      { id: 'paypal', fee: 35, repeatable: true },
      { id: 'directdebit', fee: 0, repeatable: true },
    ],
    last_order: null,
    ...overrides,
  };
}

/** `GET /api/prices.php`: the public list in the Netherlands, with the demo site's costs. */
export function somePrices(overrides: Partial<PricesResponse> = {}): PricesResponse {
  return {
    bundles: BUNDLES,
    country: 'NL',
    countries: ['BE', 'DE', 'NL', 'PL'],
    costs: { message: 10, photo: 10, gift_min: 25, gift_max: 250 },
    ...overrides,
  };
}

/** The same bundles priced in złoty, as the server answers for Poland. */
export const PLN_BUNDLES: Bundle[] = [
  { id: 'p0', credits: 20, price: 2199, currency: 'PLN', popular: false },
  { id: 'p1', credits: 50, price: 4299, currency: 'PLN', popular: false },
  { id: 'p2', credits: 120, price: 8599, currency: 'PLN', popular: true },
  { id: 'p3', credits: 300, price: 16999, currency: 'PLN', popular: false },
];

/** The welcome code TIMEBONUS25 with `validity` seconds left. */
export function aWelcomeCode(
  validity = 3 * 3600 + 59 * 60 + 7,
  overrides: Partial<DiscountCode> = {},
): DiscountCode {
  return {
    code: 'TIMEBONUS25',
    country: null,
    user_id: null,
    expires: new Date(Date.now() + validity * 1000).toISOString(),
    value_percentage: 25,
    currency: null,
    minimum_order_value: 0,
    status: 'active',
    validity,
    expired: false,
    paymentmethods: null,
    ...overrides,
  };
}

export function aPaymentState(overrides: Partial<PaymentState> = {}): PaymentState {
  return {
    payment_id: 41,
    status: 'pending',
    bundle: 'p2',
    credits: 120,
    method: 'ideal',
    amount: 1999,
    fee: 0,
    discount: 0,
    currency: 'EUR',
    created_at: '2026-11-25T10:00:00.000Z',
    settled_at: null,
    balance: 0,
    ...overrides,
  };
}

let nextEntry = 500;

export function anEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: nextEntry++,
    kind: 'message',
    amount: -5,
    balance_after: 115,
    reference: 'message:9',
    created_at: '2026-11-25T11:00:00.000Z',
    payment: null,
    ...overrides,
  };
}

export function aStatement(
  entries: LedgerEntry[],
  overrides: Partial<TransactionsResponse> = {},
): TransactionsResponse {
  return {
    balance: 115,
    debt: 0,
    entries,
    next_before: null,
    totals_by_kind: {
      purchase: 120,
      message: -5,
      photo: 0,
      gift: 0,
      refund: 0,
      bonus: 0,
      reversal: 0,
      adjustment: 0,
    },
    ...overrides,
  };
}

/** No welcome discount: the server refuses or has none (the pages treat both alike). */
export const NO_WELCOME = { status: 404, body: { error: 'not_found', message: 'Not found' } };
