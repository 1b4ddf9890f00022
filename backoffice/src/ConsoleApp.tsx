import { BACKOFFICE_PAGES } from '@amora/contracts';
import { GlobalStyle } from '@amora/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useNavigate, useRoutes, type NavigateFunction } from 'react-router';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { AreaPage } from './area/AreaPage';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { RequireRoles, RequireStaff } from './layout/RequireStaff';
import { consoleRoute } from './navigation/console-nav';
import { AuditPage } from './pages/AuditPage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SessionsPage } from './pages/SessionsPage';
import { SetupPage } from './pages/SetupPage';
import { StaffPage } from './pages/StaffPage';
import { ConsolePlatformContext } from './platform/use-console';
import type { ConsolePlatform } from './platform/console-platform';

function NavigateBridge({ onReady }: { onReady: (navigate: NavigateFunction) => void }) {
  const navigate = useNavigate();
  useEffect(() => onReady(navigate), [navigate, onReady]);
  return null;
}

/**
 * The staff member's pages: the console's own and, by role, the areas'. Descendant routes of the
 * `*` route below (the shared react-router facade has `useRoutes`, not `<Routes>`/`<Outlet>`).
 */
function StaffPages() {
  return useRoutes([
    { index: true, element: <HomePage /> },
    {
      path: 'audit',
      element: (
        <RequireRoles roles={['admin']}>
          <AuditPage />
        </RequireRoles>
      ),
    },
    {
      path: 'staff',
      element: (
        <RequireRoles roles={['admin']}>
          <StaffPage />
        </RequireRoles>
      ),
    },
    { path: 'sessions', element: <SessionsPage /> },
    ...BACKOFFICE_PAGES.map((page) => ({
      path: `${consoleRoute(page.path).slice(1)}/*`,
      element: (
        <RequireRoles roles={page.roles}>
          <AreaPage page={page} />
        </RequireRoles>
      ),
    })),
    { path: '*', element: <NotFoundPage /> },
  ]);
}

/** The console's routes below `/backoffice`: log-in and set-up without a session, the rest with one. */
export function ConsoleRoutes() {
  return useRoutes([
    { path: 'login', element: <LoginPage /> },
    { path: 'setup/:token', element: <SetupPage /> },
    {
      path: '*',
      element: (
        <RequireStaff>
          <ConsoleLayout>
            <StaffPages />
          </ConsoleLayout>
        </RequireStaff>
      ),
    },
  ]);
}

export function ConsoleProviders({ platform, children }: { platform: ConsolePlatform; children: ReactNode }) {
  return (
    <ConsolePlatformContext.Provider value={platform}>
      <QueryClientProvider client={platform.queryClient}>
        <I18nextProvider i18n={platform.i18n} defaultNS="backoffice">
          <ThemeProvider theme={platform.theme as DefaultTheme}>
            <GlobalStyle />
            {children}
          </ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </ConsolePlatformContext.Provider>
  );
}

export function ConsoleApp({
  platform,
  onNavigateReady,
}: {
  platform: ConsolePlatform;
  onNavigateReady: (navigate: NavigateFunction) => void;
}) {
  return (
    <ConsoleProviders platform={platform}>
      <BrowserRouter basename="/backoffice">
        <NavigateBridge onReady={onNavigateReady} />
        <ConsoleRoutes />
      </BrowserRouter>
    </ConsoleProviders>
  );
}
