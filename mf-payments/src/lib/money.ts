import type { Bundle } from '@amora/contracts';

/*
 * Money on screen. Amounts travel in minor units (cents) of their currency; the server formats its
 * own messages the same way (minor / 100), so a price reads alike in an error and on the page.
 */

/** "€ 9,99" in the member's language; a currency Intl does not know still shows its code. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

/** The price of one credit of a bundle, with more digits than a price (it is often below one cent). */
export function formatPricePerCredit(bundle: Bundle, locale: string): string {
  const perCredit = bundle.price / 100 / bundle.credits;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: bundle.currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 3,
    }).format(perCredit);
  } catch {
    return `${perCredit.toFixed(3)} ${bundle.currency}`;
  }
}

/** The discount the server will give on `price` (floor of the percentage, as it computes it). */
export function discountOn(price: number, percentage: number): number {
  return Math.floor((price * percentage) / 100);
}

/** What the member pays: bundle price less discount plus the method's fee. */
export function orderTotal(price: number, discount: number, fee: number): number {
  return price - discount + fee;
}

/** Whole credits as "1,200" in the member's language. */
export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(count);
}

/**
 * What `fewest` to `most` credits cost in money: from the bundle with the cheapest credit to the
 * one with the dearest ("€1.33–€2.50"), since a credit's price depends on the bundle bought.
 * Null without bundles.
 */
export function formatCreditsInMoney(
  bundles: readonly Bundle[],
  locale: string,
  fewest: number,
  most: number = fewest,
): string | null {
  const [first] = bundles;
  if (!first) return null;
  const perCredit = bundles.map((bundle) => bundle.price / bundle.credits);
  // Whole cents, as a price reads; equal ends after rounding are one price, not a range.
  const low = Math.round(Math.min(...perCredit) * fewest) / 100;
  const high = Math.round(Math.max(...perCredit) * most) / 100;
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: first.currency });
    return low === high ? format.format(low) : format.formatRange(low, high);
  } catch {
    return low === high
      ? `${low.toFixed(2)} ${first.currency}`
      : `${low.toFixed(2)}-${high.toFixed(2)} ${first.currency}`;
  }
}
