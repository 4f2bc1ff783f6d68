import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.tsx';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** When this value changes (e.g. the location), a failed boundary shows its children again. */
  resetKey?: unknown;
};

type ErrorBoundaryState = { failed: boolean };

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  reset = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? <ErrorScreen onRetry={this.reset} /> : this.props.children;
  }
}
