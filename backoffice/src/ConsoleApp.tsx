import { BACKOFFICE_PAGES } from '@amora/contracts';
import { GlobalStyle } from '@amora/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
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

/** The console's routes below `/backoffice`: its own pages and, by role, the areas' pages. */
export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="setup/:token" element={<SetupPage />} />
      <Route element={<RequireStaff />}>
        <Route element={<ConsoleLayout />}>
          <Route index element={<HomePage />} />
          <Route element={<RequireRoles roles={['admin']} />}>
            <Route path="audit" element={<AuditPage />} />
            <Route path="staff" element={<StaffPage />} />
          </Route>
          <Route path="sessions" element={<SessionsPage />} />
          {BACKOFFICE_PAGES.map((page) => (
            <Route key={page.id} element={<RequireRoles roles={page.roles} />}>
              <Route path={`${consoleRoute(page.path).slice(1)}/*`} element={<AreaPage page={page} />} />
            </Route>
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

export function ConsoleProviders({
  platform,
  children,
}: {
  platform: ConsolePlatform;
  children: React.ReactNode;
}) {
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
