import { lazy, Suspense, type ReactElement } from 'react';
import { PageLoading } from './PageLoading.js';

/**
 * A route element whose page downloads when the route is first shown (one chunk per page group),
 * with the loading state meanwhile: `{ path, element: lazyPage(() => import(...).then(...)) }`.
 * Call it once per route, where the route table is built: React keeps the loaded page, so a later
 * visit renders at once. A chunk that fails to load is a render error of the area (its crash panel).
 */
export function lazyPage(
  load: () => Promise<ReactElement>,
  fallback: ReactElement = <PageLoading />,
): ReactElement {
  const Page = lazy(() => load().then((element) => ({ default: () => element })));
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}
