import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen.tsx';

interface Props {
  children: ReactNode;
  fullPage?: boolean;
}

interface State {
  error: unknown;
  hasError: boolean;
}

/** Catches render errors outside the router (providers, the router itself) and shows the generic error screen. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('Unhandled render error', error, info.componentStack);
  }

  reset = (): void => {
    this.setState({ error: undefined, hasError: false });
  };

  override render(): ReactNode {
    if (this.state.hasError) {
      return (
        <ErrorScreen error={this.state.error} onReset={this.reset} fullPage={this.props.fullPage ?? true} />
      );
    }
    return this.props.children;
  }
}
