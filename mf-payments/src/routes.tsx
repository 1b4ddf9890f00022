import type { ReactElement } from 'react';
import { lazyPage } from '@amora/ui';
import type { RouteObject } from 'react-router';
import { PageLoading } from './features/shared/PageLoading';

/**
 * The pages of this area, each group loaded on first visit (one chunk per group): the time-bonus
 * widgets the shell shows on every members page do not download the checkout with them.
 */
const pages = {
  credits: () =>
    import(/* webpackChunkName: "pages-credits" */ './features/credits/CreditsPage').then((m) => (
      <m.CreditsPage />
    )),
  method: () =>
    import(/* webpackChunkName: "pages-credits" */ './features/checkout/PaymentMethodPage').then((m) => (
      <m.PaymentMethodPage />
    )),
  repeat: () =>
    import(/* webpackChunkName: "pages-credits" */ './features/repeat-order/RepeatOrderPage').then((m) => (
      <m.RepeatOrderPage />
    )),
  directDebit: () =>
    import(/* webpackChunkName: "pages-direct-debit" */ './features/direct-debit').then((m) => (
      <m.DirectDebitPage />
    )),
  transactions: () =>
    import(/* webpackChunkName: "pages-transactions" */ './features/transactions/TransactionsPage').then(
      (m) => <m.TransactionsPage />,
    ),
  premium: () =>
    import(/* webpackChunkName: "pages-info" */ './features/premium/PremiumPage').then((m) => (
      <m.PremiumPage />
    )),
  pricing: () =>
    import(/* webpackChunkName: "pages-info" */ './features/pricing/PricingPage').then((m) => (
      <m.PricingPage />
    )),
} satisfies Record<string, () => Promise<ReactElement>>;

function page(path: string, load: () => Promise<ReactElement>): RouteObject {
  return { path, element: lazyPage(load, <PageLoading />) };
}

/** Every route this area owns (the route table in @amora/contracts); other paths render nothing. */
export const routes: RouteObject[] = [
  page('/credits', pages.credits),
  // Before `/credits/:id`: "repeat-order" is not a bundle.
  page('/credits/repeat-order', pages.repeat),
  page('/credits/:id/:paymentmethod?', pages.method),
  page('/directdebit', pages.directDebit),
  page('/transactions/:id?', pages.transactions),
  page('/premium', pages.premium),
  page('/pricing', pages.pricing),
  { path: '*', element: null },
];
