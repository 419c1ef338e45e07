import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { from } from '@mission-control/api';
import { Button, DateTime, StatusDot, useT } from '@mission-control/ui';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { useConsole } from '../../provider/ConsoleProvider';
import { errorMessageOf, SETTINGS_QUERY_KEY } from '../shared/messages';
import { Heading, Page, Toolbar } from '../shared/styles';
import { AddIntegrationDialog, type DirectIntegration } from './AddIntegrationDialog';

const integrationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    namespace: z.string().nullish(),
    integration_type: z.string(),
    source: z.string().nullish(),
    job_status: z.string().nullish(),
    created_at: z.string().nullish(),
  })
  .loose();
type Integration = z.infer<typeof integrationSchema>;

const TYPE_LABELS: Record<string, string> = {
  scrapers: 'Catalog Scraper',
  topologies: 'Topology',
  logging_backends: 'Log Backend',
  notifications: 'Notification',
};

/** Where each kind of integration is edited. */
const EDIT_ROUTES: Record<string, string> = {
  scrapers: '/settings/config_scrapers',
  topologies: '/settings/topologies',
  logging_backends: '/settings/logging_backends',
  notifications: '/settings/connections',
};

export const DIRECT_ROUTES: Record<DirectIntegration, string> = {
  topology: '/settings/topologies/new',
  scraper: '/settings/config_scrapers/new',
  logging_backend: '/settings/logging_backends/new',
};

export interface IntegrationsPageProps {
  hideHeading?: boolean;
}

/** /settings/integrations: every integration with its latest job status, and the Add Integration dialog. */
export function IntegrationsPage({ hideHeading = false }: IntegrationsPageProps) {
  const t = useT();
  const { client, router } = useConsole();
  const [adding, setAdding] = useState(false);
  const rows = useQuery({
    queryKey: [...SETTINGS_QUERY_KEY, 'integrations'],
    queryFn: ({ signal }) =>
      client.db.list(
        from('integrations_with_status').is('deleted_at', null).order('created_at', { ascending: false }),
        integrationSchema,
        { signal },
      ),
  });
  const columns = useMemo<DataTableColumn<Integration>[]>(
    () => [
      { id: 'name', header: t('integrations.column.name', 'Name'), grow: true, size: 200 },
      {
        id: 'integration_type',
        header: t('integrations.column.type', 'Type'),
        size: 160,
        accessor: (row) => TYPE_LABELS[row.integration_type] ?? row.integration_type,
      },
      { id: 'namespace', header: t('integrations.column.namespace', 'Namespace'), size: 140 },
      {
        id: 'job_status',
        header: t('integrations.column.status', 'Status'),
        size: 130,
        cell: ({ row }) =>
          row.job_status ? (
            <StatusDot
              status={row.job_status === 'SUCCESS' ? 'healthy' : row.job_status === 'FAILED' ? 'unhealthy' : 'warning'}
              label={row.job_status}
              showLabel
            />
          ) : null,
      },
      {
        id: 'created_at',
        header: t('integrations.column.created', 'Created'),
        size: 170,
        cell: ({ row }) => <DateTime value={row.created_at ?? null} />,
      },
    ],
    [t],
  );
  return (
    <Page aria-label={t('integrations.title', 'Integrations')}>
      <Toolbar>
        {hideHeading ? <span style={{ flex: 1 }} /> : <Heading>{t('integrations.title', 'Integrations')}</Heading>}
        <Button variant="primary" icon="plus" onPress={() => setAdding(true)}>
          {t('integrations.add', 'Add Integration')}
        </Button>
      </Toolbar>
      {rows.isError ? <p role="alert">{errorMessageOf(rows.error)}</p> : null}
      <DataTable<Integration>
        aria-label={t('integrations.table', 'Integrations')}
        columns={columns}
        data={rows.data?.data ?? []}
        getRowId={(row) => `${row.integration_type}/${row.id}`}
        loading={rows.isPending}
        pagination="none"
        manualSorting
        onRowClick={(row) =>
          router.navigate(
            row.integration_type === 'notifications'
              ? EDIT_ROUTES.notifications!
              : `${EDIT_ROUTES[row.integration_type] ?? '/settings/integrations'}/${encodeURIComponent(row.id)}`,
          )
        }
      />
      <AddIntegrationDialog
        isOpen={adding}
        onOpenChange={setAdding}
        onDirect={(kind) => router.navigate(DIRECT_ROUTES[kind])}
      />
    </Page>
  );
}
