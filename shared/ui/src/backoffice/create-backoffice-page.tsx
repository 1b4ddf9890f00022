import type { BackofficePageModule, BackofficeParcelProps, BackofficePlatform } from '@amora/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { createParcelLifecycles } from '../area/parcel-lifecycles.js';

export interface BackofficePageOptions {
  /** The area's staff-page namespace, e.g. "profile-backoffice" (never the member pages' one). */
  namespace: string;
  loadTranslations: (locale: string) => Promise<Record<string, unknown>>;
  routes: RouteObject[];
  /** The remote's `__AMORA_BUILD_MARKER__` (this package is a shared singleton). */
  buildMarker: string;
}

const BackofficePlatformContext = createContext<BackofficePlatform | null>(null);

/** The console's instances inside a staff page (its HTTP client, the signed-in staff member, …). */
export function useBackofficePlatform(): BackofficePlatform {
  const platform = useContext(BackofficePlatformContext);
  if (!platform) throw new Error('useBackofficePlatform outside a staff page');
  return platform;
}

export function BackofficeProvider({
  platform,
  children,
}: {
  platform: BackofficePlatform;
  children: ReactNode;
}) {
  return (
    <BackofficePlatformContext.Provider value={platform}>
      <QueryClientProvider client={platform.queryClient}>
        <I18nextProvider i18n={platform.i18n}>
          <ThemeProvider theme={platform.theme as DefaultTheme}>{children}</ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </BackofficePlatformContext.Provider>
  );
}

function PageRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The parcel lifecycles of one area's staff page (`./backoffice/<page>`), which the staff console
 * mounts under the page's basename. Like an area's `./app`, mount first loads the page's texts.
 */
export function createBackofficePage({
  namespace,
  loadTranslations,
  routes,
  buildMarker,
}: BackofficePageOptions): Required<BackofficePageModule> {
  return createParcelLifecycles<BackofficeParcelProps>({
    namespace,
    loadTranslations,
    rootComponent: ({ platform, basename, name }) => (
      <BackofficeProvider platform={platform}>
        <div data-backoffice-page={name} data-build={buildMarker}>
          <BrowserRouter basename={basename}>
            <PageRoutes routes={routes} />
          </BrowserRouter>
        </div>
      </BackofficeProvider>
    ),
  });
}

export {
  joined,
  StaffLoadMore,
  StaffPage,
  StaffQueryProblem,
  staffQueryParts,
  StaffRecordList,
  type StaffLoadMoreProps,
  type StaffQueryProblemProps,
  type StaffRecordsProps,
} from './staff-page-kit.js';
