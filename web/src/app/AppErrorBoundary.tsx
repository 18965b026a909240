import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { reportError } from '@/lib/errorReporting';

type State = { failed: boolean };

/**
 * Last line of defence: if rendering the app throws, show plain text instead of a blank page.
 * Kept free of styling and data so the fallback itself cannot fail.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled UI error', error, info.componentStack);
    reportError(error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <p role="alert">
          <Trans>Something went wrong</Trans>
        </p>
      );
    }
    return this.props.children;
  }
}
