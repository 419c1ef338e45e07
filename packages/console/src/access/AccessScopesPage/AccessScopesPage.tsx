import { useMemo, useState } from 'react';
import type { AccessScope } from '@mission-control/api';
import { Badge, Button, ConfirmDialog, IconButton, useT, useToast } from '@mission-control/ui';
import { DateTime } from '../../preferences/PreferredDate';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { useCan } from '../../provider/ConsoleProvider';
import { PersonCell } from '../shared/PersonCell';
import { useAccessScopes, useDeleteAccessScope } from '../queries';
import { Heading, Page, Row, Toolbar } from '../shared/styles';
import { AccessScopeDialog, CRD_SOURCE, DELETE_ACCESS_SCOPE_CONFIRM } from '../AccessScopeDialog/AccessScopeDialog';

export interface AccessScopesPageProps {
  /** @default false */
  hideHeading?: boolean;
}

/** The Subject column: the guest's email (else name), or the team's name. */
export function accessScopeSubject(scope: AccessScope): string {
  if (scope.person) return scope.person.email ?? scope.person.name;
  if (scope.team) return scope.team.name;
  return scope.person_id ?? scope.team_id ?? '';
}

/**
 * /settings/access-scopes: scopes that limit what guests see. Add needs write on access_scopes; a row
 * opens the edit dialog; delete asks first and soft-deletes (deleted_at).
 */
export function AccessScopesPage({ hideHeading = false }: AccessScopesPageProps) {
  const t = useT();
  const toast = useToast();
  const canWrite = useCan('access_scopes', 'write');
  const [editing, setEditing] = useState<AccessScope | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AccessScope | null>(null);

  const scopes = useAccessScopes();
  const remove = useDeleteAccessScope({
    onSuccess: () => toast.success(t('accessScopes.deleted', 'Access Scope deleted')),
  });

  const columns = useMemo<DataTableColumn<AccessScope>[]>(
    () => [
      {
        id: 'name',
        header: t('accessScopes.column.name', 'Name'),
        size: 200,
        cell: ({ row }) => (
          <Row>
            <span>{row.name}</span>
            {row.namespace ? <Badge>{row.namespace}</Badge> : null}
          </Row>
        ),
      },
      { id: 'subject', header: t('accessScopes.column.subject', 'Subject'), size: 200, accessor: accessScopeSubject },
      {
        id: 'resources',
        header: t('accessScopes.column.resources', 'Resources'),
        size: 160,
        accessor: (row) => row.resources.join(', '),
      },
      {
        id: 'scopes',
        header: t('accessScopes.column.scopes', 'Scopes'),
        size: 80,
        accessor: (row) => row.scopes.length,
      },
      {
        id: 'description',
        header: t('accessScopes.column.description', 'Description'),
        grow: true,
        size: 160,
        accessor: (row) => row.description ?? '',
      },
      {
        id: 'created_at',
        header: t('accessScopes.column.created', 'Created'),
        size: 170,
        cell: ({ row }) => <DateTime value={row.created_at ?? null} />,
      },
      {
        id: 'updated_at',
        header: t('accessScopes.column.updated', 'Updated'),
        size: 170,
        cell: ({ row }) => <DateTime value={row.updated_at ?? null} />,
      },
      {
        id: 'created_by',
        header: t('accessScopes.column.createdBy', 'Created By'),
        size: 160,
        cell: ({ row }) => <PersonCell person={row.created_by} />,
      },
      {
        id: 'actions',
        header: t('accessScopes.column.actions', 'Actions'),
        headerHidden: true,
        sortable: false,
        resizable: false,
        size: 60,
        cell: ({ row }) =>
          canWrite && row.source !== CRD_SOURCE ? (
            <span onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
              <IconButton
                icon="trash"
                aria-label={t('accessScopes.deleteRow', 'Delete access scope {name}', { name: row.name })}
                onPress={() => setDeleting(row)}
              />
            </span>
          ) : null,
      },
    ],
    [t, canWrite],
  );

  return (
    <Page aria-label={t('accessScopes.title', 'Access Scopes')}>
      <Toolbar>
        {hideHeading ? <span style={{ flex: 1 }} /> : <Heading>{t('accessScopes.title', 'Access Scopes')}</Heading>}
        {canWrite ? (
          <Button variant="primary" icon="plus" onPress={() => setAdding(true)}>
            {t('accessScopes.add', 'Add Access Scope')}
          </Button>
        ) : null}
      </Toolbar>
      {scopes.isError ? <p role="alert">{t('accessScopes.loadFailed', 'Error loading access scopes')}</p> : null}
      <DataTable<AccessScope>
        aria-label={t('accessScopes.table', 'Access scopes')}
        columns={columns}
        data={scopes.data?.data ?? []}
        getRowId={(row) => row.id}
        loading={scopes.isPending}
        pagination="none"
        onRowClick={setEditing}
      />
      <AccessScopeDialog isOpen={adding} onOpenChange={setAdding} />
      <AccessScopeDialog isOpen={editing !== null} scope={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('accessScopes.deleteTitle', 'Delete Access Scope')}
        message={t('accessScopes.deleteConfirm', DELETE_ACCESS_SCOPE_CONFIRM)}
        confirmLabel={t('accessScopes.delete', 'Delete')}
        variant="danger"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id).catch(() => undefined) : undefined)}
      />
    </Page>
  );
}
