import { Outlet, useLocation } from 'react-router';
import { AppShell, UserGate } from '@mission-control/console';
import { useShellAccessModals } from '../access/ShellAccessModals';

/** Every signed-in page: the shell, waiting for the user and feature flags first. */
export function ShellLayout() {
  const location = useLocation();
  const access = useShellAccessModals();
  return (
    <UserGate>
      <AppShell currentPath={location.pathname} helpActions={access.actions}>
        <Outlet />
        {access.modals}
      </AppShell>
    </UserGate>
  );
}
