import { HealthDashboard, useShellTitle } from '@mission-control/console';

/** `/health`: its own chunk, so the dashboard's first paint carries no other page. */
export function HealthRoute() {
  useShellTitle('Health');
  return <HealthDashboard />;
}
