import { useMemo, useState } from 'react';
import { KubeconfigModal, SetupMcpModal, type HelpMenuAction } from '@mission-control/console';

/** The shell's help-menu entries for the kubeconfig and MCP setup modals, and the modals themselves. */
export function useShellAccessModals() {
  const [open, setOpen] = useState<'kubeconfig' | 'mcp' | null>(null);
  const actions = useMemo<HelpMenuAction[]>(
    () => [
      { id: 'kubeconfig', label: 'Download kubeconfig', onAction: () => setOpen('kubeconfig') },
      { id: 'mcp', label: 'Setup MCP', onAction: () => setOpen('mcp') },
    ],
    [],
  );
  const modals = (
    <>
      <KubeconfigModal
        isOpen={open === 'kubeconfig'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'kubeconfig' : null)}
      />
      <SetupMcpModal isOpen={open === 'mcp'} onOpenChange={(isOpen) => setOpen(isOpen ? 'mcp' : null)} />
    </>
  );
  return { actions, modals };
}
