import { Outlet, useLocation } from 'react-router';
import { AppShell, UserGate } from '@mission-control/console';

/** Every signed-in page: the shell, waiting for the user and feature flags first. */
export function ShellLayout() {
  const location = useLocation();
  return (
    <UserGate>
      <AppShell currentPath={location.pathname}>
        <Outlet />
      </AppShell>
    </UserGate>
  );
}
