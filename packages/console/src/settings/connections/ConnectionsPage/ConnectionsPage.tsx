import { useEffect, useMemo, useState } from 'react';
import { errorMessageOf, type Connection, type ConnectionType } from '@mission-control/api';
import { Button, Dialog, Icon, resolveIconName, Select, useT, useToast } from '@mission-control/ui';
import { DateTime } from '../../../preferences/PreferredDate';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { useCan } from '../../../provider/ConsoleProvider';
import { UNAUTHORIZED_MESSAGE } from '../../shared/messages';
import { Heading, Muted, Page, Row, Toolbar } from '../../shared/styles';
import { ConnectionForm } from '../ConnectionForm';
import { CONNECTION_GROUPS, TYPE_LABELS, visibleTypes } from '../model/connectionFields';
import { useConnections } from '../queries';

export interface ConnectionsPageProps {
  /** Hide the page heading when the host shows its own title. @default false */
  hideHeading?: boolean;
}

export { UNAUTHORIZED_MESSAGE };

/** The URL of a connection, or its host for host-based types; secrets are masked by the server. */
function endpointOf(connection: Connection): string {
  const host = connection.properties?.host ?? connection.properties?.path ?? connection.properties?.url;
  return connection.url ?? (typeof host === 'string' ? host : '');
}

const TYPE_OPTIONS = CONNECTION_GROUPS.flatMap((group) =>
  visibleTypes(group.id).map((type) => ({ id: type, label: TYPE_LABELS[type] ?? type, description: group.label })),
);

/**
 * /settings/connections: name, type with icon, namespace, URL or host,
 * created; Add Connection picks a type and opens the form; a row opens it for
 * editing (Test, Update, Delete). Only roles that read connections (admin).
 */
export function ConnectionsPage({ hideHeading = false }: ConnectionsPageProps) {
  const t = useT();
  const toast = useToast();
  const allowed = useCan('connections', 'read');
  const canWrite = useCan('connections', 'write');
  const [editing, setEditing] = useState<Connection | null>(null);
  const [adding, setAdding] = useState(false);
  const [newType, setNewType] = useState<ConnectionType | null>(null);

  const connections = useConnections(allowed);
  // A failure loading connections shows its message as a toast (operations §8).
  useEffect(() => {
    if (connections.isError) toast.error(errorMessageOf(connections.error));
  }, [connections.isError, connections.error, toast]);

  const columns = useMemo<DataTableColumn<Connection>[]>(
    () => [
      { id: 'name', header: t('connections.column.name', 'Name'), grow: true, size: 180 },
      {
        id: 'type',
        header: t('connections.column.type', 'Type'),
        size: 180,
        cell: ({ row }) => (
          <Row>
            <Icon name={resolveIconName(row.type) ?? 'generic'} />
            <span>{TYPE_LABELS[row.type] ?? row.type}</span>
          </Row>
        ),
      },
      { id: 'namespace', header: t('connections.column.namespace', 'Namespace'), size: 140 },
      {
        id: 'url',
        header: t('connections.column.url', 'URL'),
        size: 260,
        grow: true,
        accessor: endpointOf,
      },
      {
        id: 'created_at',
        header: t('connections.column.created', 'Created'),
        size: 170,
        cell: ({ row }) => <DateTime value={row.created_at ?? null} />,
      },
    ],
    [t],
  );

  if (!allowed) {
    return (
      <Page aria-label={t('connections.title', 'Connections')}>
        <p role="alert">{t('unauthorized', UNAUTHORIZED_MESSAGE)}</p>
      </Page>
    );
  }

  const closeAdd = () => {
    setAdding(false);
    setNewType(null);
  };

  return (
    <Page aria-label={t('connections.title', 'Connections')}>
      <Toolbar>
        {hideHeading ? <span style={{ flex: 1 }} /> : <Heading>{t('connections.title', 'Connections')}</Heading>}
        {canWrite ? (
          <Button variant="primary" icon="plus" onPress={() => setAdding(true)}>
            {t('connections.add', 'Add Connection')}
          </Button>
        ) : null}
      </Toolbar>
      <DataTable<Connection>
        aria-label={t('connections.table', 'Connections')}
        columns={columns}
        data={connections.data?.data ?? []}
        getRowId={(row) => row.id}
        loading={connections.isPending}
        pagination="none"
        defaultSortBy="name"
        onRowClick={setEditing}
      />
      <Dialog
        isOpen={adding}
        onOpenChange={(open) => !open && closeAdd()}
        size="large"
        title={t('connections.addTitle', 'Add Connection')}
      >
        <Select
          label={t('connections.type', 'Type')}
          options={TYPE_OPTIONS}
          value={newType}
          onChange={(value) => setNewType((value as ConnectionType | null) ?? null)}
        />
        {newType ? (
          <ConnectionForm key={newType} type={newType} onSaved={closeAdd} onCancel={closeAdd} />
        ) : (
          <Muted>{t('connections.pickType', 'Choose the type of connection.')}</Muted>
        )}
      </Dialog>
      <Dialog
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        size="large"
        title={t('connections.editTitle', 'Connection {name}', { name: editing?.name ?? '' })}
      >
        {editing ? (
          <ConnectionForm
            key={editing.id}
            connection={editing}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
            onDeleted={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </Page>
  );
}
