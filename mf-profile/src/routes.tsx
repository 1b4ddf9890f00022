import { ROUTES, type RouteName } from '@amora/contracts';
import { definePages } from '@amora/ui';
import type { ReactElement } from 'react';
import { PlaceholderPage } from './features/placeholder/PlaceholderPage';
import { SearchPage } from './features/search/SearchPage';
import { TranslationGroup, translations } from './i18n';

/**
 * The member search, the members' home page, is in the area's first chunk; the profile view and
 * the own profile load on first visit, each as a chunk of its own (`/members` does not
 * download them), the own profile with its translation group.
 */
const LAZY_PAGES: Partial<Record<RouteName, () => Promise<ReactElement>>> = {
  'members-id': async () => {
    const { ProfileViewPage } = await import(
      /* webpackChunkName: "pages-profile-view" */ './features/profile-view/ProfileViewPage'
    );
    return <ProfileViewPage />;
  },
  profile: async () => {
    translations.prefetch('own');
    const { OwnProfilePage } = await import(
      /* webpackChunkName: "pages-own-profile" */ './features/own-profile/OwnProfilePage'
    );
    return (
      <TranslationGroup group="own">
        <OwnProfilePage />
      </TranslationGroup>
    );
  },
};

/** Every route this area owns; other paths render nothing (the shell mounts another area there). */
export const routes = definePages(
  ROUTES,
  'mf_profile',
  { members: <SearchPage />, ...LAZY_PAGES },
  { fallback: <PlaceholderPage /> },
);
