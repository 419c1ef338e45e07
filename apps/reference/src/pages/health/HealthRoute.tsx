import { HealthDashboard, useShellTitle, consolePage } from '@mission-control/console';

/** `/health`: its own chunk, so the dashboard's first paint carries no other page. */
export function HealthRoute() {
  useShellTitle(consolePage('health').title);
  return <HealthDashboard />;
}
