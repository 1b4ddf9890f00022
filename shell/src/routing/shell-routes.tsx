import { Layout, LayoutRoute } from '../layouts/LayoutRoute';
import { ErrorPageContent } from '../pages/ErrorPage';
import { ShellRoot } from './ShellRoot';
import { useMatchedRoute } from './useMatchedRoute';

/**
 * The shell's pages under a `BrowserRouter` (ADR 0026): the spec's route table picks the layout,
 * and the layout mounts the route's remote. An unknown single segment (`/whatever`) is a `{token}`
 * information page of the account area, which shows its own 404; longer unknown paths get the
 * shell's 404 page inside the default layout.
 *
 * The route is the one `useMatchedRoute` found (remembered per path), not a `useRoutes` table:
 * react-router flattens, ranks and compiles its whole table on every render of it, about 1 ms per
 * render on a desktop and four times that on a phone, and this renders on every navigation (issue
 * 10). Nothing in the shell reads route params, so the table bought nothing else. Moving between
 * two routes of one layout keeps the layout (and an area between its routes) mounted.
 */
export function ShellRoutes() {
  const route = useMatchedRoute();
  return (
    <ShellRoot>
      {route ? (
        <LayoutRoute route={route} />
      ) : (
        <Layout layout="default">
          <ErrorPageContent status={404} />
        </Layout>
      )}
    </ShellRoot>
  );
}
