import type { ReactNode } from 'react';
import { ResettableErrorBoundary } from '../error-boundary/ResettableErrorBoundary';
import { RemoteErrorPanel } from './RemoteErrorPanel';

interface RemoteErrorBoundaryProps {
  /** Changing it (e.g. the route) clears a previous error. */
  resetKey: string;
  children: ReactNode;
}

/** Contains a render error around one mounted remote: the rest of the page keeps working. */
export function RemoteErrorBoundary({ resetKey, children }: RemoteErrorBoundaryProps) {
  return (
    <ResettableErrorBoundary
      resetKey={resetKey}
      fallback={(error, retry) => <RemoteErrorPanel error={error} onRetry={retry} />}
    >
      {children}
    </ResettableErrorBoundary>
  );
}
