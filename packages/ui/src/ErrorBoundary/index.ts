export { ErrorBoundary } from './ErrorBoundary';
export type { ErrorBoundaryFallbackProps, ErrorBoundaryProps } from './ErrorBoundary';
export { ErrorView } from './ErrorView';
export type { ErrorViewProps } from './ErrorView';
