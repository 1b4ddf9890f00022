import type { RemoteParcelProps } from '@amora/contracts';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { PlatformProvider } from './PlatformProvider.js';

export interface AreaRootProps extends RemoteParcelProps {
  routes: RouteObject[];
  buildMarker: string;
}

function AreaRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * A remote's React root. Contexts do not cross parcel roots, so the shell's instances arrive as
 * props and are provided again here; the area gets its own router under the shell's basename. It
 * follows the URL the shell (or another area) changes through single-spa's patched history.
 * Declarative routing (ADR 0026): a page that loads on first visit is a `lazyPage` element.
 */
export function AreaRoot({ routes, basename, platform, name, buildMarker }: AreaRootProps) {
  return (
    <PlatformProvider platform={platform}>
      <div data-area={name} data-build={buildMarker}>
        <BrowserRouter basename={basename}>
          <AreaRoutes routes={routes} />
        </BrowserRouter>
      </div>
    </PlatformProvider>
  );
}
