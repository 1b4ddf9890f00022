import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ResettableErrorBoundary } from '../error-boundary/ResettableErrorBoundary';
import { RouteErrorPage } from '../pages/ErrorPage';

/**
 * The shell's error page for a render error anywhere in its pages (a layout, the top bar, a
 * banner): the whole page becomes the spec's error page until the member goes elsewhere, as
 * react-router's error element did. An area's own errors stay inside its slot (`RemoteErrorBoundary`).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ResettableErrorBoundary resetKey={pathname} fallback={(error) => <RouteErrorPage error={error} />}>
      {children}
    </ResettableErrorBoundary>
  );
}
