import { useId, useState } from 'react';
import { MCP_INITIALIZE_REQUEST, mcpClientConfig, tokenAuthorization } from '@mission-control/api';
import { Button, Dialog, IconButton, Select, useT, useToast } from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import { CLIPBOARD_MESSAGES, copyText } from '../model/clipboard';
import { Actions, Code, Fields, Row } from '../shared/styles';
import { Secret, Section } from '../shared/tokens.styles';

export interface TokenCreatedDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The plaintext token: shown here once and never again. */
  token: string;
  /** The MCP address offered to clients. @default the console's own backend address plus /mcp */
  mcpUrl?: string;
}

type McpClientKind = 'claude-code' | 'json' | 'vscode' | 'curl';

const MASK = '•'.repeat(32);

/** The console's own MCP address: the backend base (same origin in proxy mode) plus /mcp. */
export function useMcpUrl(override?: string): string {
  const { client } = useConsole();
  if (override) return override;
  const path = client.url('/mcp');
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.href;
  try {
    return new URL(path, origin).href;
  } catch {
    return path;
  }
}

/** Ready-to-paste configuration for common MCP clients. */
export function mcpSetupText(kind: McpClientKind, url: string, token: string): string {
  const base = url.replace(/\/mcp\/?$/, '');
  switch (kind) {
    case 'claude-code':
      return `claude mcp add --transport http mission-control ${url} --header "Authorization: ${tokenAuthorization(token)}"`;
    case 'vscode': {
      const { url: address, headers } = mcpClientConfig(base, token).mcpServers['mission-control']!;
      return JSON.stringify({ servers: { 'mission-control': { type: 'http', url: address, headers } } }, null, 2);
    }
    case 'curl':
      return [
        `curl -X POST ${url} \\`,
        `  -H "Authorization: ${tokenAuthorization(token)}" \\`,
        `  -H "Content-Type: application/json" \\`,
        `  -H "Accept: application/json, text/event-stream" \\`,
        `  -d '${JSON.stringify(MCP_INITIALIZE_REQUEST)}'`,
      ].join('\n');
    default:
      return JSON.stringify(mcpClientConfig(base, token), null, 2);
  }
}

/**
 * 'Token Created Successfully': the token masked with a show/hide toggle and copy, and setup help for
 * MCP clients (Claude Code, Claude Desktop/Cursor JSON, VS Code, curl) pointing at this console's /mcp.
 */
export function TokenCreatedDialog({ isOpen, onOpenChange, token, mcpUrl }: TokenCreatedDialogProps) {
  const t = useT();
  const toast = useToast();
  const url = useMcpUrl(mcpUrl);
  const headingId = useId();
  const [revealed, setRevealed] = useState(false);
  const [kind, setKind] = useState<McpClientKind>('claude-code');
  const shownToken = revealed ? token : MASK;
  const clients: { id: McpClientKind; label: string }[] = [
    { id: 'claude-code', label: 'Claude Code' },
    { id: 'json', label: 'Claude Desktop / Cursor (JSON)' },
    { id: 'vscode', label: 'VS Code (.vscode/mcp.json)' },
    { id: 'curl', label: 'curl (initialize)' },
  ];

  return (
    <Dialog
      title={t('tokens.created.title', 'Token Created Successfully')}
      size="medium"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setRevealed(false);
        onOpenChange(open);
      }}
    >
      <Fields>
        <p>
          {t(
            'tokens.created.once',
            'Copy the token now: it is shown only once. Send it as a Bearer token, or as the password of the user "token".',
          )}
        </p>
        <Row>
          <Secret aria-label={t('tokens.created.token', 'Token')} data-revealed={revealed}>
            {shownToken}
          </Secret>
          <IconButton
            icon={revealed ? 'eye-off' : 'eye'}
            aria-label={revealed ? t('tokens.created.hide', 'Hide token') : t('tokens.created.show', 'Show token')}
            aria-pressed={revealed}
            onPress={() => setRevealed((value) => !value)}
          />
          <IconButton
            icon="copy"
            aria-label={t('tokens.created.copy', 'Copy token')}
            onPress={() => void copyText(token, toast, t('clipboard.token', CLIPBOARD_MESSAGES.token))}
          />
        </Row>
        <Section aria-labelledby={headingId}>
          <h3 id={headingId}>{t('tokens.created.mcp', 'Set up an MCP client')}</h3>
          <p>{t('tokens.created.mcpAddress', 'MCP address: {url}', { url })}</p>
          <Select
            label={t('tokens.created.client', 'MCP client')}
            options={clients}
            value={kind}
            onChange={(key) => key !== null && setKind(String(key) as McpClientKind)}
          />
          <Code aria-label={t('tokens.created.config', 'Client configuration')}>
            {mcpSetupText(kind, url, shownToken)}
          </Code>
          <Row>
            <Button
              icon="copy"
              onPress={() =>
                void copyText(mcpSetupText(kind, url, token), toast, t('clipboard.copied', CLIPBOARD_MESSAGES.copied))
              }
            >
              {t('tokens.created.copyConfig', 'Copy configuration')}
            </Button>
          </Row>
        </Section>
      </Fields>
      <Actions>
        <Button variant="primary" onPress={() => onOpenChange(false)}>
          {t('tokens.created.done', 'Done')}
        </Button>
      </Actions>
    </Dialog>
  );
}
