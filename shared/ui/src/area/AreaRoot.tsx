import type { RemoteParcelProps } from '@amora/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { PlatformContext } from './platform-context.js';

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
    <PlatformContext.Provider value={platform}>
      <QueryClientProvider client={platform.queryClient}>
        <I18nextProvider i18n={platform.i18n}>
          <ThemeProvider theme={platform.theme as DefaultTheme}>
            <div data-area={name} data-build={buildMarker}>
              <RouterProvider router={router} />
            </div>
          </ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </PlatformContext.Provider>
  );
}
