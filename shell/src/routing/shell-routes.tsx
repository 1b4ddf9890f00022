import { ROUTES, type LayoutName } from '@amora/contracts/plain';
import { useRoutes, type RouteObject } from 'react-router';
import { Layout, LayoutRoute } from '../layouts/LayoutRoute';
import { ErrorPageContent } from '../pages/ErrorPage';
import { ShellRoot } from './ShellRoot';

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
      element: <ShellRoot />,
      children: [
        ...LAYOUTS.map((layout): RouteObject => ({
          element: <LayoutRoute layout={layout} />,
          // The layout mounts the remote (`useMatchedRoute`); the leaf itself renders nothing.
          children: ROUTES.filter((route) => route.layout === layout).map((route) => ({
            path: route.path,
            element: null,
          })),
        })),
        {
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

const SHELL_ROUTES = shellRouteObjects();

/**
 * The shell's pages under a `BrowserRouter` (ADR 0026): react-router's declarative routing, so the
 * data router (about 16 kB on every first load) is not shipped; nothing here loads data per route.
 */
export function ShellRoutes() {
  return useRoutes(SHELL_ROUTES);
}
