// `@mission-control/console/testing`: the test provider for hosts' tests and stories,
// kept out of the main entry so production bundles never carry it.
export { TestConsoleProvider, testAdmin } from './TestConsoleProvider';
export type { PartialClient, TestConsoleProviderProps } from './TestConsoleProvider';
