import { HealthDashboard, HealthView, useShellTitle, consolePage } from '@mission-control/console';

/** `/health`: its own chunk, so the dashboard's first paint carries no other page. */
export function HealthRoute() {
  useShellTitle(consolePage('health').title);
  return <HealthDashboard />;
}

/** `/view/health`: the dashboard without the shell (it waits for the user and gates itself). */
export function HealthViewRoute() {
  return <HealthView />;
}
