import { ROUTES, type RouteName } from '@amora/contracts';
import type { RouteObject } from 'react-router';
import { ownProfilePages } from './features/own-profile/pages';
import { PlaceholderPage } from './features/placeholder/PlaceholderPage';
import { searchPages } from './features/search/pages';

const PAGES: Partial<Record<RouteName, RouteObject['element']>> = { ...searchPages, ...ownProfilePages };

/** Every route this area owns; other paths render nothing (the shell mounts another area there). */
export const routes: RouteObject[] = [
  ...ROUTES.filter((route) => route.remote === 'mf_profile').map((route) => ({
    path: route.path,
    element: PAGES[route.name] ?? <PlaceholderPage />,
  })),
  { path: '*', element: null },
];
