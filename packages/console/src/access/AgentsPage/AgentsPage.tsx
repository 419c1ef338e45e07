import { useMemo, useState } from 'react';
import { errorMessageOf, LOCAL_AGENT_ID, type AgentCredentials } from '@mission-control/api';
import { Button, Dialog, IconButton, TextField, useT, useToast } from '@mission-control/ui';
import { DateTime, RelativeTime } from '../../preferences/PreferredDate';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { useCan, useConsole, useSearchParams } from '../../provider/ConsoleProvider';
import { CLIPBOARD_MESSAGES, copyText } from '../model/clipboard';
import type { AgentRow } from '../model/rows';
import { useAgents, useGenerateAgent } from '../queries';
import { Actions, Code, Fields, Heading, Muted, Page, Row, Toolbar } from '../shared/styles';

export interface AgentsPageProps {
  /** @default false */
  hideHeading?: boolean;
}

/** The local agent: never listed (spec §3). */
export const DEFAULT_AGENT_ID = LOCAL_AGENT_ID;

/** The helm command that installs an agent with its credentials. */
export function agentInstallCommand(name: string, url: string, credentials: AgentCredentials): string {
  return [
    'helm repo add flanksource https://flanksource.github.io/charts',
    'helm repo update',
    `helm install mission-control-agent flanksource/mission-control-agent -n mission-control --create-namespace \\`,
    `  --set clusterName=${name} \\`,
    `  --set upstream.host=${url} \\`,
    `  --set upstream.username=${credentials.username ?? 'token'} \\`,
    `  --set upstream.password=${credentials.password ?? credentials.access_token ?? ''}`,
  ].join('\n');
}

/**
 * /settings/agents (and ?id=): registered agents without the local one; Generate Agent registers one
 * with POST /agent/generate and shows its install command and token once.
 */
export function AgentsPage({ hideHeading = false }: AgentsPageProps) {
  const t = useT();
  const canWrite = useCan('agents', 'write');
  const [params, setParams] = useSearchParams();
  const [generating, setGenerating] = useState(false);
  const selectedId = params.get('id');

  const agents = useAgents(DEFAULT_AGENT_ID);

  const columns = useMemo<DataTableColumn<AgentRow>[]>(
    () => [
      { id: 'name', header: t('agents.column.name', 'Name'), size: 200, grow: true },
      { id: 'hostname', header: t('agents.column.hostname', 'Hostname'), size: 180 },
      { id: 'version', header: t('agents.column.version', 'Version'), size: 120 },
      {
        id: 'last_seen',
        header: t('agents.column.lastSeen', 'Last seen'),
        size: 140,
        cell: ({ row }) =>
          row.last_seen ? <RelativeTime value={row.last_seen} /> : <Muted>{t('agents.never', 'Never')}</Muted>,
      },
      {
        id: 'created_at',
        header: t('agents.column.created', 'Created'),
        size: 170,
        cell: ({ row }) => <DateTime value={row.created_at ?? null} />,
      },
    ],
    [t],
  );

  const selected = agents.data?.find((agent) => agent.id === selectedId) ?? null;
  return (
    <Page aria-label={t('agents.title', 'Agents')}>
      <Toolbar>
        {hideHeading ? <span style={{ flex: 1 }} /> : <Heading>{t('agents.title', 'Agents')}</Heading>}
        {canWrite ? (
          <Button variant="primary" icon="plus" onPress={() => setGenerating(true)}>
            {t('agents.generate', 'Generate Agent')}
          </Button>
        ) : null}
      </Toolbar>
      {agents.isError ? <p role="alert">{errorMessageOf(agents.error)}</p> : null}
      <DataTable<AgentRow>
        aria-label={t('agents.table', 'Agents')}
        columns={columns}
        data={agents.data ?? []}
        getRowId={(row) => row.id}
        loading={agents.isPending}
        pagination="none"
        selectedRowId={selectedId}
        onRowClick={(row) =>
          setParams((previous) => {
            const next = new URLSearchParams(previous);
            next.set('id', row.id);
            return next;
          })
        }
      />
      {selected ? (
        <Dialog
          title={t('agents.detail', 'Agent {name}', { name: selected.name })}
          size="small"
          isOpen
          onOpenChange={(open) =>
            !open &&
            setParams((previous) => {
              const next = new URLSearchParams(previous);
              next.delete('id');
              return next;
            })
          }
        >
          <Code aria-label={t('agents.properties', 'Properties')}>
            {JSON.stringify({ id: selected.id, hostname: selected.hostname, properties: selected.properties }, null, 2)}
          </Code>
        </Dialog>
      ) : null}
      {generating ? <GenerateAgentDialog onClose={() => setGenerating(false)} /> : null}
    </Page>
  );
}

function GenerateAgentDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const { client } = useConsole();
  const [name, setName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const nameError = name.trim() ? undefined : t('agents.nameRequired', 'Name is required');
  const generate = useGenerateAgent({ onSuccess: () => toast.success(t('agents.generated', 'Agent generated')) });
  const origin = typeof window === 'undefined' ? '' : new URL(client.url('/'), window.location.href).origin;
  const credentials = generate.data;
  const command = credentials ? agentInstallCommand(name.trim(), origin, credentials) : '';
  const secret = credentials?.password ?? credentials?.access_token ?? '';
  const shown = revealed ? command : command.replace(secret, '•'.repeat(16));

  return (
    <Dialog
      title={t('agents.generate', 'Generate Agent')}
      size="medium"
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      {credentials ? (
        <Fields>
          <p>{t('agents.once', 'Install the agent with this command. The token is shown only once.')}</p>
          <Code aria-label={t('agents.command', 'Install command')}>{shown}</Code>
          <Row>
            <Button icon={revealed ? 'eye-off' : 'eye'} onPress={() => setRevealed((value) => !value)}>
              {revealed ? t('agents.hide', 'Hide token') : t('agents.show', 'Show token')}
            </Button>
            <IconButton
              icon="copy"
              aria-label={t('agents.copy', 'Copy install command')}
              onPress={() => void copyText(command, toast, t('clipboard.copied', CLIPBOARD_MESSAGES.copied))}
            />
          </Row>
          <Actions>
            <Button variant="primary" onPress={onClose}>
              {t('agents.done', 'Done')}
            </Button>
          </Actions>
        </Fields>
      ) : (
        <form
          aria-label={t('agents.generate', 'Generate Agent')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(true);
            if (!nameError) generate.mutate(name.trim());
          }}
        >
          <TextField
            label={t('agents.name', 'Name')}
            description={t('agents.nameHint', 'Lower-case letters, digits and dashes, e.g. the cluster name.')}
            value={name}
            onChange={setName}
            isRequired
            autoFocus
            isInvalid={submitted && !!nameError}
            errorMessage={submitted ? nameError : undefined}
            isDisabled={generate.isPending}
          />
          <Actions>
            <Button onPress={onClose} isDisabled={generate.isPending}>
              {t('agents.cancel', 'Cancel')}
            </Button>
            <Button type="submit" variant="primary" isDisabled={generate.isPending} isLoading={generate.isPending}>
              {t('agents.generateAction', 'Generate')}
            </Button>
          </Actions>
        </form>
      )}
    </Dialog>
  );
}
