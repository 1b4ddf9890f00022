import type { PlatformProps } from '@amora/contracts';
import { GlobalStyle, PlatformProvider } from '@amora/ui';
import { RouterProvider } from 'react-router';
import type { ShellRouter } from './routing/create-shell-router';

export interface AppProps {
  platform: PlatformProps;
  router: ShellRouter;
}

/** The providers sit outside the router, so even the route error page has theme and translations. */
export function App({ platform, router }: AppProps) {
  return (
    <PlatformProvider platform={platform}>
      <GlobalStyle />
      <RouterProvider router={router} />
    </PlatformProvider>
  );
}
