import type { ReactElement } from 'react';
import { OwnProfilePage } from './OwnProfilePage';

/** The own profile page by route name (`ROUTES` in @amora/contracts). */
export const ownProfilePages: Record<string, ReactElement> = {
  profile: <OwnProfilePage />,
};
