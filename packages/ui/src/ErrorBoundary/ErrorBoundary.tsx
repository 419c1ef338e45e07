import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../i18n/messages';
import { ErrorView } from './ErrorView';

export interface ErrorBoundaryFallbackProps {
  error: unknown;
  /** Clears the error and renders the children again. */
  reset: () => void;
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Replaces the default ErrorView ('Sorry.. there was an error'). */
  fallback?: (props: ErrorBoundaryFallbackProps) => ReactNode;
  /** Called with every caught error, e.g. to report it. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Hide stack and cause in the default view. @default false */
  hideDetails?: boolean;
  /** Shows 'Go back' in the default view. */
  onBack?: () => void;
  /** When any of these change after an error, the boundary resets (e.g. the route). */
  resetKeys?: readonly unknown[];
}

interface State {
  error: unknown;
  hasError: boolean;
}

function DefaultFallback({
  error,
  reset,
  hideDetails,
  onBack,
}: ErrorBoundaryFallbackProps & { hideDetails: boolean; onBack?: () => void }) {
  const t = useT();
  return (
    <ErrorView
      title={t('ui.errorBoundary.title', 'Sorry.. there was an error')}
      error={error}
      hideDetails={hideDetails}
      onRetry={reset}
      onBack={onBack}
    />
  );
}

function keysChanged(previous: readonly unknown[] = [], next: readonly unknown[] = []): boolean {
  return previous.length !== next.length || previous.some((value, index) => !Object.is(value, next[index]));
}

/**
 * Catches render errors below it, logs them and shows an ErrorView with a
 * retry, so one broken widget does not blank the host page.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The spec asks for uncaught errors to be logged; hosts can add reporting through onError.
    console.error('Uncaught error in a Mission Control widget', error, info.componentStack);
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.hasError && keysChanged(previous.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = () => {
    this.setState({ error: null, hasError: false });
  };

  override render() {
    if (!this.state.hasError) return this.props.children;
    const props = { error: this.state.error, reset: this.reset };
    if (this.props.fallback) return this.props.fallback(props);
    return <DefaultFallback {...props} hideDetails={this.props.hideDetails ?? false} onBack={this.props.onBack} />;
  }
}
