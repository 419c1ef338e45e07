import { useMemo, useState } from 'react';
import { errorMessageOf } from '@mission-control/api';
import { Button, Dialog, StatusDot, useT } from '@mission-control/ui';
import { DateTime } from '../../../preferences/PreferredDate';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { useCan, useConsole } from '../../../provider/ConsoleProvider';
import { Heading, Page, Toolbar } from '../../shared/styles';
import { AddIntegrationDialog } from '../AddIntegrationDialog/AddIntegrationDialog';
import { EDIT_FORMS, INTEGRATION_LABELS } from '../IntegrationForms';
import { isIntegrationType, type Integration } from '../model/integrationRows';
import { useIntegrations } from '../queries';

const TYPE_LABELS: Record<string, string> = {
  scrapers: 'Catalog Scraper',
  topologies: 'Topology',
  logging_backends: 'Log Backend',
  notifications: 'Notification',
};

export interface IntegrationsPageProps {
  hideHeading?: boolean;
  /** With `id`: the integration opened for editing (`/settings/integrations/{type}/{id}`). */
  type?: string;
  id?: string;
}

function EditIntegrationDialog({ type, id, onClose }: { type: string; id: string; onClose: () => void }) {
  const t = useT();
  if (!isIntegrationType(type)) {
    return (
      <Dialog
        isOpen
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={t('integrations.edit', 'Integration')}
      >
        <p role="alert">{t('integrations.unknownType', 'Unknown integration type {type}', { type })}</p>
      </Dialog>
    );
  }
  const Form = EDIT_FORMS[type];
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="large"
      title={t('integrations.editTitle', 'Edit {kind}', { kind: INTEGRATION_LABELS[type] })}
    >
      <Form id={id} onDone={onClose} onCancel={onClose} onBack={onClose} />
    </Dialog>
  );
}

/** /settings/integrations: every integration with its latest job status, and the Add Integration dialog. */
export function IntegrationsPage({ hideHeading = false, type, id }: IntegrationsPageProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const [adding, setAdding] = useState(false);
  // Adding writes a topology, scraper or log backend: offered to those who may write integrations.
  const canWrite = useCan('integrations', 'write');
  const rows = useIntegrations();
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
        {canWrite ? (
          <Button variant="primary" icon="plus" onPress={() => setAdding(true)}>
            {t('integrations.add', 'Add Integration')}
          </Button>
        ) : null}
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
            // Notification channels are connections, edited on their own page.
            row.integration_type === 'notifications'
              ? routes.connections()
              : routes.integration(row.integration_type, row.id),
          )
        }
      />
      <AddIntegrationDialog
        isOpen={adding}
        onOpenChange={setAdding}
        onCreated={(kind, row) => {
          // A topology goes to /topology (§2.4); a new scraper to its own page, where its first run shows
          // (/config-db, the return route of §2.4, only redirects to the list of scrapers).
          if (kind === 'topology') router.navigate(routes.topology());
          else if (kind === 'scraper') router.navigate(routes.catalogScraper(row.id));
        }}
      />
      {type && id ? (
        <EditIntegrationDialog type={type} id={id} onClose={() => router.navigate(routes.integrations())} />
      ) : null}
    </Page>
  );
}
