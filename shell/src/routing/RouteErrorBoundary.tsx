import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from '../pages/ErrorPage';

interface CatcherProps {
  /** The path: moving to another page clears the error, as react-router's error element did. */
  resetKey: string;
  children: ReactNode;
}

interface CatcherState {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

class RouteErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): Partial<CatcherState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * The shell's error page for a render error anywhere in its pages (a layout, the top bar, a
 * banner): the whole page becomes the spec's error page until the member goes elsewhere. An
 * area's own errors stay inside its slot (`RemoteErrorBoundary`).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorCatcher resetKey={pathname}>{children}</RouteErrorCatcher>;
}
