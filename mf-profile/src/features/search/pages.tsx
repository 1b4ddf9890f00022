import type { RouteName } from '@amora/contracts';
import type { ReactElement } from 'react';
import { ProfileViewPage } from '../profile-view/ProfileViewPage';
import { SearchPage } from './SearchPage';

/** Member search and profile view pages by route name (`ROUTES` in @amora/contracts). */
export const searchPages: Partial<Record<RouteName, ReactElement>> = {
  members: <SearchPage />,
  'members-id': <ProfileViewPage />,
};
