import { ROUTES, type RouteName } from '@amora/contracts';
import { definePages } from '@amora/ui';
import type { ReactElement } from 'react';
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
  'credits-id': () =>
    import(/* webpackChunkName: "pages-credits" */ './features/checkout/PaymentMethodPage').then((m) => (
      <m.PaymentMethodPage />
    )),
  'credits-repeat-order': () =>
    import(/* webpackChunkName: "pages-credits" */ './features/repeat-order/RepeatOrderPage').then((m) => (
      <m.RepeatOrderPage />
    )),
  directdebit: () =>
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
} satisfies Partial<Record<RouteName, () => Promise<ReactElement>>>;

/** Every route this area owns; other paths render nothing (the shell mounts another area there). */
export const routes = definePages(ROUTES, 'mf_payments', pages, { loading: <PageLoading /> });
