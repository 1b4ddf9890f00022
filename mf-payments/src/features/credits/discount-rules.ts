import type { Bundle, DiscountCode, PaymentMethod } from '@amora/contracts';
import { discountOn } from '../../lib/money';

/** Why a code does not lower a price; the server checks the same again when the payment is made. */
export type NotApplicable = 'country' | 'currency' | 'minimum' | 'method';

export type DiscountPreview = { amount: number; reason: null } | { amount: 0; reason: NotApplicable };

/**
 * The discount `code` gives on `bundle` in `country` (and with `method` once chosen), as the server
 * will compute it: a preview, so the member sees the new price before paying.
 */
export function previewDiscount(
  code: DiscountCode,
  bundle: Bundle,
  country: string,
  method?: PaymentMethod | null,
): DiscountPreview {
  if (code.country !== null && code.country.toUpperCase() !== country.toUpperCase())
    return { amount: 0, reason: 'country' };
  if (code.currency !== null && code.currency.toUpperCase() !== bundle.currency.toUpperCase())
    return { amount: 0, reason: 'currency' };
  if (bundle.price < code.minimum_order_value) return { amount: 0, reason: 'minimum' };
  if (method && code.paymentmethods !== null && !code.paymentmethods.includes(method))
    return { amount: 0, reason: 'method' };
  return { amount: discountOn(bundle.price, code.value_percentage), reason: null };
}
