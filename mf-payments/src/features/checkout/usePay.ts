import type { BundleId, PaymentMethod } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useCreatePayment } from '../../api/payments';
import { paymentPaths } from '../shared/payment-paths';

export interface PayOrder {
  bundle: BundleId;
  method: PaymentMethod;
  /** The payment country when the member switched it; else the server takes the profile's. */
  country: string | null;
  discountCode: string | null;
  /**
   * Direct debit with the mandate of an earlier order (repeat order): charged at once. Without it
   * direct debit goes to the form that sets up a mandate.
   */
  mandateOnFile?: boolean;
}

/** Leaves the site for the provider's checkout; a function so tests can watch it. */
export const checkoutNavigation = { assign: (url: string) => window.location.assign(url) };

const orderKey = (order: PayOrder) =>
  [order.bundle, order.method, order.country ?? '', order.discountCode ?? ''].join('|');

/**
 * Pay: creates the payment and sends the member to the provider's checkout. Direct debit is a
 * mandate, not a checkout, so it goes to the direct-debit form with the bundle.
 *
 * The `client_key` is made per order the member confirms (crypto.randomUUID): a double click, or a
 * retry after the answer was lost on the way, sends the same key and the server answers the first
 * payment instead of creating a second. A changed order or a refusal starts a new key.
 */
export function usePay() {
  const mutation = useCreatePayment();
  const navigate = useNavigate();
  const attempt = useRef<{ order: string; key: string } | null>(null);
  const sending = useRef(false);
  const leaving = useRef(false);

  const pay = (order: PayOrder) => {
    if (sending.current || leaving.current) return;
    if (order.method === 'directdebit' && !order.mandateOnFile) {
      navigate(paymentPaths.directDebit(order.bundle, { country: order.country, code: order.discountCode }));
      return;
    }
    const current = orderKey(order);
    if (attempt.current?.order !== current) attempt.current = { order: current, key: crypto.randomUUID() };
    sending.current = true;
    mutation.mutate(
      {
        bundle: order.bundle,
        method: order.method,
        ...(order.country ? { country: order.country } : {}),
        ...(order.discountCode ? { discount_code: order.discountCode } : {}),
        client_key: attempt.current.key,
      },
      {
        onSuccess: ({ checkout_url: url }) => {
          // The checkout is a page of the provider (the sandbox's is served by our server, not the
          // shell): a full navigation. It comes back to /transactions/{id}.
          leaving.current = true;
          checkoutNavigation.assign(url);
        },
        onError: (error) => {
          // The server refused this order: the next click is a new attempt.
          if (isHttpError(error) && error.status >= 400 && error.status < 500) attempt.current = null;
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return {
    pay,
    /** Creating the payment or already on the way to the checkout: the Pay button stays disabled. */
    busy: mutation.isPending || mutation.isSuccess,
    error: mutation.error,
  };
}
