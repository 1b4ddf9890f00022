import { ROUTES, type LayoutName } from '@amora/contracts/plain';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout, LayoutRoute } from '../layouts/LayoutRoute';
import { ErrorPageContent, RouteErrorPage } from '../pages/ErrorPage';
import { ShellRoot } from './ShellRoot';
import type { RouteHandle } from './useMatchedRoute';

const LAYOUTS: LayoutName[] = ['default', 'empty', 'chat', 'lander'];

/**
 * The spec's route table as react-router routes: one layout route per layout, each holding the
 * routes it renders; the matched route's owning remote is mounted by the layout. An unknown single
 * segment (`/whatever`) is a `{token}` information page of the account area, which shows its own
 * 404; longer unknown paths get the shell's 404 page inside the default layout.
 */
export function shellRouteObjects(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <ShellRoot />,
      errorElement: <RouteErrorPage />,
      children: [
        ...LAYOUTS.map((layout): RouteObject => ({
          id: `layout-${layout}`,
          element: <LayoutRoute layout={layout} />,
          children: ROUTES.filter((route) => route.layout === layout).map((route) => ({
            id: route.name,
            path: route.path,
            // The layout mounts the remote; the leaf itself renders nothing.
            element: null,
            handle: { route } satisfies RouteHandle,
          })),
        })),
        {
          id: 'not-found',
          path: '*',
          element: (
            <Layout layout="default">
              <ErrorPageContent status={404} />
            </Layout>
          ),
        },
      ],
    },
  ];
}

export function createShellRouter() {
  return createBrowserRouter(shellRouteObjects());
}
export type ShellRouter = ReturnType<typeof createShellRouter>;
