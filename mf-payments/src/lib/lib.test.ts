import { BUNDLES, aWelcomeCode } from '../test-support/payments-fixtures';
import { previewDiscount } from '../features/credits/discount-rules';
import { POLL_FIRST_MS, POLL_MAX_MS, pollDelay } from '../features/transactions/usePaymentPolling';
import { isCardMethod, walletsAmong } from './methods';
import { discountOn, formatCreditsInMoney, formatMoney, formatPricePerCredit, orderTotal } from './money';

const p2 = BUNDLES[2]!;

describe('money', () => {
  it('formats minor units in the member’s language', () => {
    expect(formatMoney(1999, 'EUR', 'en')).toBe('€19.99');
    expect(formatMoney(1999, 'EUR', 'de')).toBe('19,99\u00a0€');
    expect(formatMoney(22000, 'SEK', 'sv')).toBe('220,00\u00a0kr');
    expect(formatMoney(500, 'EURO', 'en')).toBe('5.00 EURO');
    expect(formatPricePerCredit(p2, 'nl')).toBe('€\u00a00,167');
  });

  it('says what credits cost in money, from the cheapest credit to the dearest, in whole cents', () => {
    // 300 for €39.99 is €0.1333 a credit, 20 for €4.99 €0.2495.
    expect(formatCreditsInMoney(BUNDLES, 'en', 10)).toBe('€1.33 – €2.50');
    expect(formatCreditsInMoney(BUNDLES, 'pl', 25, 250)).toBe('3,33–62,38\u00a0€');
    // Ends equal after rounding are one price, not a range ("~€0.25").
    expect(formatCreditsInMoney(BUNDLES, 'en', 1)).toBe('€0.13 – €0.25');
    expect(formatCreditsInMoney([BUNDLES[0]!], 'en', 10)).toBe('€2.50');
    expect(formatCreditsInMoney([], 'en', 10)).toBeNull();
    expect(formatCreditsInMoney([{ ...BUNDLES[0]!, currency: 'EURO' }], 'en', 10)).toBe('2.50 EURO');
  });

  it('takes the discount as the server does (floor of the percentage) and adds the fee', () => {
    expect(discountOn(1999, 25)).toBe(499);
    expect(orderTotal(1999, 499, 35)).toBe(1535);
  });
});

describe('discount preview', () => {
  it('applies where the code allows it, and says why not elsewhere', () => {
    const code = aWelcomeCode();
    expect(previewDiscount(code, p2, 'NL')).toEqual({ amount: 499, reason: null });
    expect(previewDiscount({ ...code, country: 'DE' }, p2, 'NL').reason).toBe('country');
    expect(previewDiscount({ ...code, currency: 'SEK' }, p2, 'NL').reason).toBe('currency');
    expect(previewDiscount({ ...code, minimum_order_value: 2000 }, p2, 'NL').reason).toBe('minimum');
    expect(previewDiscount({ ...code, paymentmethods: ['paypal'] }, p2, 'NL', 'ideal').reason).toBe('method');
    expect(previewDiscount({ ...code, paymentmethods: ['paypal'] }, p2, 'NL').reason).toBeNull();
  });
});

describe('payment methods', () => {
  it('knows card schemes and finds the wallets offered', () => {
    expect(isCardMethod('visa')).toBe(true);
    expect(isCardMethod('ideal')).toBe(false);
    const offers = [
      { id: 'ideal', fee: 0, repeatable: false },
      { id: 'applepay', fee: 25, repeatable: false },
      { id: 'paypal', fee: 35, repeatable: true },
    ] as const;
    expect(walletsAmong(offers).map((o) => o.id)).toEqual(['paypal', 'applepay']);
  });
});

describe('payment polling pace', () => {
  it('asks every 2 s at first, then backs off up to 15 s', () => {
    expect(pollDelay(1)).toBe(POLL_FIRST_MS);
    expect(pollDelay(10)).toBe(POLL_FIRST_MS);
    expect(pollDelay(11)).toBe(3000);
    expect(pollDelay(12)).toBe(4500);
    expect(pollDelay(30)).toBe(POLL_MAX_MS);
  });
});
