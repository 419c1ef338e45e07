import { useMemo, useState } from 'react';
import { errorMessageOf, type TokenListItem } from '@mission-control/api';
import { Button, ConfirmDialog, IconButton, useT, useToast } from '@mission-control/ui';
import { DateTime, RelativeTime } from '../../preferences/PreferredDate';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { useConsole } from '../../provider/ConsoleProvider';
import { useDeleteToken, useTokens } from '../queries';
import { PersonCell } from '../shared/PersonCell';
import { Heading, Muted, Page, Toolbar } from '../shared/styles';
import { CreateTokenDialog } from '../CreateTokenDialog/CreateTokenDialog';
import { scopeSummary } from '../model/scopeSummary';
import { TokenCreatedDialog } from '../TokenCreatedDialog/TokenCreatedDialog';

export interface TokensPageProps {
  /** @default the console's own backend address plus /mcp */
  mcpUrl?: string;
  /** Hide the page heading when the host shows its own title. @default false */
  hideHeading?: boolean;
}

/**
 * /settings/tokens: the access tokens (name, scope summary, expiry, created, last used), 'Create new
 * token' followed by the one-time reveal, and delete with confirmation.
 */
export function TokensPage({ mcpUrl, hideHeading = false }: TokensPageProps) {
  const t = useT();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TokenListItem | null>(null);

  const { user: me } = useConsole();
  const tokens = useTokens();
  // An administrator's list carries everyone's tokens: then each row says whose it is.
  const othersListed = (tokens.data ?? []).some((token) => token.person_id && token.person_id !== me?.id);
  const remove = useDeleteToken({ onSuccess: () => toast.success(t('tokens.deleted', 'Token deleted')) });

  const columns = useMemo<DataTableColumn<TokenListItem>[]>(
    () => [
      { id: 'name', header: t('tokens.column.name', 'Name'), grow: true, size: 180 },
      ...(othersListed
        ? [
            {
              id: 'owner',
              header: t('tokens.column.owner', 'Owner'),
              size: 200,
              accessor: (row: TokenListItem) => row.person?.name ?? row.person?.email ?? row.person_id ?? '',
              cell: ({ row }: { row: TokenListItem }) => <PersonCell person={row.person ?? row.person_id} />,
            } satisfies DataTableColumn<TokenListItem>,
          ]
        : []),
      {
        id: 'scope',
        header: t('tokens.column.scope', 'Scope'),
        size: 220,
        accessor: (row) => scopeSummary(row.scope),
      },
      {
        id: 'expires_at',
        header: t('tokens.column.expires', 'Expires'),
        size: 170,
        cell: ({ row }) =>
          row.expires_at ? <DateTime value={row.expires_at} /> : <Muted>{t('tokens.never', 'Never')}</Muted>,
      },
      {
        id: 'created_at',
        header: t('tokens.column.created', 'Created'),
        size: 170,
        cell: ({ row }) => <DateTime value={row.created_at ?? null} />,
      },
      {
        id: 'last_used_at',
        header: t('tokens.column.lastUsed', 'Last used'),
        size: 120,
        cell: ({ row }) =>
          row.last_used_at ? <RelativeTime value={row.last_used_at} /> : <Muted>{t('tokens.unused', 'Never')}</Muted>,
      },
      {
        id: 'actions',
        header: t('tokens.column.actions', 'Actions'),
        headerHidden: true,
        sortable: false,
        resizable: false,
        size: 60,
        cell: ({ row }) => (
          <IconButton
            icon="trash"
            aria-label={t('tokens.delete', 'Delete token {name}', { name: row.name })}
            onPress={() => setDeleting(row)}
          />
        ),
      },
    ],
    [t, othersListed],
  );

  return (
    <Page aria-label={t('tokens.title', 'Tokens')}>
      <Toolbar>
        {hideHeading ? <span style={{ flex: 1 }} /> : <Heading>{t('tokens.title', 'Tokens')}</Heading>}
        <Button variant="primary" icon="plus" onPress={() => setCreating(true)}>
          {t('tokens.create.title', 'Create new token')}
        </Button>
      </Toolbar>
      {tokens.isError ? <p role="alert">{errorMessageOf(tokens.error)}</p> : null}
      <DataTable<TokenListItem>
        aria-label={t('tokens.table', 'Access tokens')}
        columns={columns}
        data={tokens.data ?? []}
        getRowId={(row) => row.id}
        loading={tokens.isPending}
        pagination="none"
        defaultSortBy="created_at"
        defaultSortOrder="desc"
      />
      <CreateTokenDialog isOpen={creating} onOpenChange={setCreating} onCreated={setCreated} />
      {created !== null ? (
        <TokenCreatedDialog isOpen token={created} mcpUrl={mcpUrl} onOpenChange={(open) => !open && setCreated(null)} />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('tokens.deleteTitle', 'Delete token')}
        message={t(
          'tokens.deleteConfirm',
          'Are you sure you want to delete the token "{name}"? Clients using it will be refused.',
          {
            name: deleting?.name ?? '',
          },
        )}
        confirmLabel={t('tokens.deleteAction', 'Delete')}
        variant="danger"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
      />
    </Page>
  );
}
