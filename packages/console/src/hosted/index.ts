export { HostedGate, OrgsSwitchedPage } from './HostedGate';
export type { HostedGateProps } from './HostedGate';
export { HostedConsoleProvider } from './HostedConsoleProvider';
export type { HostedConsoleProviderProps } from './HostedConsoleProvider';
export { createOrganizationClient, hostedClientConfig, isDirect, ORGS_SWITCHED_PATH } from './organizations';
export type { Organization, OrganizationAdapter } from './organizations';
