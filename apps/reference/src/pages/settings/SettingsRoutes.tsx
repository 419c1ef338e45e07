import { ConnectionsPage, JobHistoryPage, useShellTitle } from '@mission-control/console';

// Settings pages inside the shell: the shell gives the landmark, heading and document title.

export function JobHistoryRoute() {
  useShellTitle('Jobs History');
  return <JobHistoryPage hideHeading />;
}

export function ConnectionsRoute() {
  useShellTitle('Connections');
  return <ConnectionsPage hideHeading />;
}
