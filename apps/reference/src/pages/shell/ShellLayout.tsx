import { useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppShell, KubeconfigModal, SetupMcpModal, UserGate, type HelpMenuAction } from '@mission-control/console';

/** Every signed-in page: the shell, waiting for the user and feature flags first. */
export function ShellLayout() {
  const location = useLocation();
  const [open, setOpen] = useState<'kubeconfig' | 'mcp' | null>(null);
  const helpActions = useMemo<HelpMenuAction[]>(
    () => [
      { id: 'kubeconfig', label: 'Download kubeconfig', onAction: () => setOpen('kubeconfig') },
      { id: 'mcp', label: 'Setup MCP', onAction: () => setOpen('mcp') },
    ],
    [],
  );
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  return (
    <UserGate>
      <AppShell currentPath={location.pathname} helpActions={helpActions}>
        <Outlet />
      </AppShell>
      <KubeconfigModal isOpen={open === 'kubeconfig'} onOpenChange={onOpenChange} />
      <SetupMcpModal isOpen={open === 'mcp'} onOpenChange={onOpenChange} />
    </UserGate>
  );
}
