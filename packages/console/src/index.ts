export { ConsoleProvider, DEFAULT_STALE_TIME_MS, useConsole } from './provider/ConsoleProvider';
export type { ConsoleContextValue, ConsoleMode, ConsoleProviderProps } from './provider/ConsoleProvider';
export { TestConsoleProvider } from './testing/TestConsoleProvider';
export type { PartialClient, TestConsoleProviderProps } from './testing/TestConsoleProvider';
export { HealthDashboard } from './health/HealthDashboard/HealthDashboard';
export type { HealthDashboardProps } from './health/HealthDashboard/HealthDashboard';
