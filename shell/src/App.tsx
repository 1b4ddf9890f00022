import type { PlatformProps } from '@amora/contracts';
import { GlobalStyle, PlatformProvider } from '@amora/ui';
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, useNavigate, type NavigateFunction } from 'react-router';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { ShellRoutes } from './routing/shell-routes';

export interface AppProps {
  platform: PlatformProps;
  /** Receives the router's navigate once it exists: `platform.navigate` goes through it. */
  onNavigateReady: (navigate: NavigateFunction) => void;
}

/** Hands the router's navigate function to code outside React (the platform's `navigate`). */
function NavigateBridge({
  onReady,
  children,
}: {
  onReady: (navigate: NavigateFunction) => void;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    // A block, not an expression: whatever onReady returns must not become the effect's cleanup.
    onReady(navigate);
  }, [navigate, onReady]);
  return children;
}

/** The providers sit outside the router, so even the route error page has theme and translations. */
export function App({ platform, onNavigateReady }: AppProps) {
  return (
    <PlatformProvider platform={platform}>
      <GlobalStyle />
      <BrowserRouter>
        <RouteErrorBoundary>
          <NavigateBridge onReady={onNavigateReady}>
            <ShellRoutes />
          </NavigateBridge>
        </RouteErrorBoundary>
      </BrowserRouter>
    </PlatformProvider>
  );
}
