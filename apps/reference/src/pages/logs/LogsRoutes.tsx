import { consolePage, LogsPage, useShellTitle } from '@mission-control/console';

/** `/logs`: the log search (`?topologyId=`, `logsSelector`, `query` and the range prefill it). */
export function LogsRoute() {
  useShellTitle(consolePage('logs').title);
  return <LogsPage />;
}
