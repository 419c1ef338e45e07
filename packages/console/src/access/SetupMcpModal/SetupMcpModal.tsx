import { useState } from 'react';
import { MCP_SETUP_LEVELS } from '@mission-control/api';
import { useT } from '@mission-control/ui';
import { CreateTokenDialog } from '../CreateTokenDialog/CreateTokenDialog';
import { TokenCreatedDialog } from '../TokenCreatedDialog/TokenCreatedDialog';

export interface SetupMcpModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** @default the console's own backend address plus /mcp */
  mcpUrl?: string;
}

/**
 * 'Setup MCP': the token form starting from the Custom preset with only `mcp`; on success this modal
 * closes and the token result opens with the MCP client setup help (spec §4).
 */
export function SetupMcpModal({ isOpen, onOpenChange, mcpUrl }: SetupMcpModalProps) {
  const t = useT();
  const [token, setToken] = useState<string | null>(null);
  return (
    <>
      <CreateTokenDialog
        title={t('mcp.setup.title', 'Setup MCP')}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        defaultValues={{ name: 'mcp', preset: 'custom', levels: MCP_SETUP_LEVELS }}
        onCreated={setToken}
      />
      {token !== null ? (
        <TokenCreatedDialog isOpen token={token} mcpUrl={mcpUrl} onOpenChange={(open) => !open && setToken(null)} />
      ) : null}
    </>
  );
}
