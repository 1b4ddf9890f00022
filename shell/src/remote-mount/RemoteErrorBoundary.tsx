import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorPanel } from './RemoteErrorPanel';

interface RemoteErrorBoundaryProps {
  /** Changing it (e.g. the route) clears a previous error. */
  resetKey: string;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  error: unknown;
  resetKey: string;
}

/** Contains a render error around one mounted remote: the rest of the page keeps working. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RemoteErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: RemoteErrorBoundaryProps, state: RemoteErrorBoundaryState) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) {
      return <RemoteErrorPanel error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
