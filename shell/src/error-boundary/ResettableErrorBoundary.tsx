import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ResettableErrorBoundaryProps {
  /** Changing it (the route, the remote) clears a previous error. */
  resetKey: string;
  /** What shows instead of the children after a render error; `retry` renders them again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

/**
 * Catches a render error below it and shows `fallback` until `resetKey` changes or the fallback
 * retries. The shell's two boundaries are this one: around the page (`RouteErrorBoundary`) and
 * around a mounted remote (`RemoteErrorBoundary`).
 */
export class ResettableErrorBoundary extends Component<ResettableErrorBoundaryProps, State> {
  override state: State = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: ResettableErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  private readonly retry = () => this.setState({ failed: false, error: undefined });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
