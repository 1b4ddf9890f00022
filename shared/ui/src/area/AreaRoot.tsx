import type { RemoteParcelProps } from '@amora/contracts';
import { useEffect, useMemo } from 'react';
import { RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { PlatformProvider } from './PlatformProvider.js';

export interface AreaRootProps extends RemoteParcelProps {
  routes: RouteObject[];
  buildMarker: string;
}

/**
 * A remote's React root. Contexts do not cross parcel roots, so the shell's instances arrive as
 * props and are provided again here; the area gets its own router under the shell's basename.
 */
export function AreaRoot({ routes, basename, platform, name, buildMarker }: AreaRootProps) {
  const router = useMemo(() => createBrowserRouter(routes, { basename }), [routes, basename]);
  useEffect(() => () => router.dispose(), [router]);
  return (
    <PlatformProvider platform={platform}>
      <div data-area={name} data-build={buildMarker}>
        <RouterProvider router={router} />
      </div>
    </PlatformProvider>
  );
}
