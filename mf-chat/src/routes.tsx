import { ROUTES } from '@amora/contracts';
import type { RouteObject } from 'react-router';
import { PlaceholderPage } from './features/placeholder/PlaceholderPage';

/** Every route this area owns; other paths render nothing (the shell mounts another area there). */
export const routes: RouteObject[] = [
  ...ROUTES.filter((route) => route.remote === 'mf_chat').map((route) => ({
    path: route.path,
    element: <PlaceholderPage />,
  })),
  { path: '*', element: null },
];
