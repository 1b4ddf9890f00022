import { INFO_PAGES, ROUTES, type RouteName } from '@amora/contracts';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@amora/ui';
import { LoginPage } from './features/login/LoginPage';
import { PlaceholderPage } from './features/placeholder/PlaceholderPage';
import { TranslationGroup, translations } from './i18n';

type PageGroup = () => Promise<Partial<Record<RouteName, ReactElement>>>;

/**
 * Each feature group's pages load on first visit (one chunk per group), so the login page, the
 * most visited, does not download the sign-up, settings and legal texts with it.
 */
export const GROUPS = {
  signup: () =>
    import(/* webpackChunkName: "pages-signup" */ './features/signup/pages').then((m) => m.signupPages),
  settings: () =>
    import(/* webpackChunkName: "pages-settings" */ './features/settings/pages').then((m) => m.settingsPages),
  info: () =>
    import(/* webpackChunkName: "pages-info" */ './features/info-pages/pages').then((m) => m.infoPages),
} satisfies Record<string, PageGroup>;

export const GROUP_OF_ROUTE: Partial<Record<RouteName, keyof typeof GROUPS>> = {
  signup: 'signup',
  'members-id-signup': 'signup',
  'complete-signup': 'signup',
  'activate-done': 'signup',
  'activate-error': 'signup',
  'reset-password': 'settings',
  'reset-password-do': 'settings',
  notifications: 'settings',
  'mail-change-do': 'settings',
  'account-deleted': 'settings',
  complaints: 'settings',
  'info-token': 'info',
  ...Object.fromEntries(INFO_PAGES.map((page) => [page, 'info' as const])),
};

function routeFor(name: RouteName, path: string): RouteObject {
  if (name === 'login') return { path, element: <LoginPage /> };
  const group = GROUP_OF_ROUTE[name];
  if (!group) return { path, element: <PlaceholderPage /> };
  return {
    path,
    element: lazyPage(async () => {
      // The group's texts download beside its page chunk; the page shows once both are in.
      translations.prefetch(group);
      const page = (await GROUPS[group]())[name];
      return page ? <TranslationGroup group={group}>{page}</TranslationGroup> : <PlaceholderPage />;
    }),
  };
}

export const routes: RouteObject[] = [
  ...ROUTES.filter((route) => route.remote === 'mf_account').map((route) => routeFor(route.name, route.path)),
  { path: '*', element: null },
];
