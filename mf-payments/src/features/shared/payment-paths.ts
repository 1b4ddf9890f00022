import type { BundleId, PaymentMethod } from '@amora/contracts';

/*
 * Paths inside this area. The payment country and a discount code travel in the query, so the
 * method choice, a reload and the "try another method" links keep what the member chose.
 */

export interface OrderQuery {
  country?: string | null;
  code?: string | null;
}

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paymentPaths = {
  credits: (query: OrderQuery = {}) => withQuery('/credits', { ...query }),
  method: (bundle: BundleId, method?: PaymentMethod | null, query: OrderQuery = {}) =>
    withQuery(method ? `/credits/${bundle}/${method}` : `/credits/${bundle}`, { ...query }),
  repeatOrder: () => '/credits/repeat-order',
  directDebit: (bundle: BundleId, query: OrderQuery = {}) => withQuery('/directdebit', { bundle, ...query }),
  transaction: (id: number) => `/transactions/${id}`,
  statement: () => '/transactions',
  premium: () => '/premium',
  pricing: () => '/pricing',
};
