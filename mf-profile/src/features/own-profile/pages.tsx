import type { RouteName } from '@amora/contracts';
import type { ReactElement } from 'react';
import { OwnProfilePage } from './OwnProfilePage';

/** The own profile page by route name (`ROUTES` in @amora/contracts). */
export const ownProfilePages: Partial<Record<RouteName, ReactElement>> = {
  profile: <OwnProfilePage />,
};
