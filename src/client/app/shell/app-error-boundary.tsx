import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FatalErrorScreen } from './fatal-error-screen.tsx';

type State = { error: unknown; hasError: boolean };

/** Any uncaught rendering failure shows the fatal-error screen and is logged (docs/domain.md). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Uncaught rendering error', error, info.componentStack);
  }

  private readonly reset = () => this.setState({ error: null, hasError: false });

  override render() {
    if (this.state.hasError) return <FatalErrorScreen error={this.state.error} onTryAgain={this.reset} />;
    return this.props.children;
  }
}
