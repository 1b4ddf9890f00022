import { ROUTES } from '@amora/contracts';
import type { RouteObject } from 'react-router';
import { LoginPage } from './features/login/LoginPage';
import { PlaceholderPage } from './features/placeholder/PlaceholderPage';

/** Pages built so far; the account area's other routes show the placeholder until their issue. */
const BUILT: Record<string, RouteObject['element']> = {
  login: <LoginPage />,
};

export const routes: RouteObject[] = [
  ...ROUTES.filter((route) => route.remote === 'mf_account').map((route) => ({
    path: route.path,
    element: BUILT[route.name] ?? <PlaceholderPage />,
  })),
  { path: '*', element: null },
];
