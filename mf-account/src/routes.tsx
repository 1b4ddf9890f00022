import { INFO_PAGES, ROUTES, type RouteName } from '@amora/contracts';
import type { ReactElement } from 'react';
import { definePages, type AreaPage } from '@amora/ui';
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

/** A page of a group: its chunk and the group's texts, which download beside it. */
function groupPage(name: RouteName): AreaPage | undefined {
  if (name === 'login') return <LoginPage />;
  const group = GROUP_OF_ROUTE[name];
  if (!group) return undefined;
  return async () => {
    translations.prefetch(group);
    const page = (await GROUPS[group]())[name];
    return page ? <TranslationGroup group={group}>{page}</TranslationGroup> : <PlaceholderPage />;
  };
}

/** Every route this area owns; other paths render nothing (the shell mounts another area there). */
export const routes = definePages(ROUTES, 'mf_account', groupPage, { fallback: <PlaceholderPage /> });
