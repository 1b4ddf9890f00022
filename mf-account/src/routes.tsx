import { ROUTES } from '@amora/contracts';
import type { RouteObject } from 'react-router';
import { infoPages } from './features/info-pages/pages';
import { LoginPage } from './features/login/LoginPage';
import { PlaceholderPage } from './features/placeholder/PlaceholderPage';
import { settingsPages } from './features/settings/pages';
import { signupPages } from './features/signup/pages';

/** Each feature group contributes its pages by route name; a route without a page shows the placeholder. */
const PAGES: RouteObject['element'] extends infer E ? Record<string, E> : never = {
  login: <LoginPage />,
  ...signupPages,
  ...settingsPages,
  ...infoPages,
};

export const routes: RouteObject[] = [
  ...ROUTES.filter((route) => route.remote === 'mf_account').map((route) => ({
    path: route.path,
    element: PAGES[route.name] ?? <PlaceholderPage />,
  })),
  { path: '*', element: null },
];
