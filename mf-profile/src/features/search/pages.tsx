import type { ReactElement } from 'react';
import { ProfileViewPage } from '../profile-view/ProfileViewPage';
import { SearchPage } from './SearchPage';

/** Member search and profile view pages by route name (`ROUTES` in @amora/contracts). */
export const searchPages: Record<string, ReactElement> = {
  members: <SearchPage />,
  'members-id': <ProfileViewPage />,
};
