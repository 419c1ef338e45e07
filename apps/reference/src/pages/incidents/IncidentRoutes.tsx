import { consolePage, IncidentListPage, useShellTitle } from '@mission-control/console';

/** `/incidents`: the incident list (#23). */
export function IncidentsRoute() {
  useShellTitle(consolePage('incidents').title);
  return <IncidentListPage />;
}
