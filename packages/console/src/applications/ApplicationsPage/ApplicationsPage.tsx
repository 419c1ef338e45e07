import { useMemo, useState } from 'react';
import { errorMessageOf, type ApplicationRow } from '@mission-control/api';
import { Button, ConfirmDialog, Dialog, InlineAlert, useT, type Translate } from '@mission-control/ui';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { useCan, useConsole } from '../../provider/ConsoleProvider';
import { DateTime } from '../../preferences/PreferredDate';
import { useApplications, useDeleteApplication } from '../queries';
import { Actions, Header, Page } from '../styles';
import { ApplicationForm } from './ApplicationForm';

export interface ApplicationsPageProps {
  className?: string;
}

const createdByName = (row: ApplicationRow) =>
  row.created_by && typeof row.created_by === 'object' ? (row.created_by.name ?? '') : '';

type Open = { mode: 'new' } | { mode: 'edit'; row: ApplicationRow };

function columns(
  t: Translate,
  canWrite: boolean,
  open: (row: ApplicationRow) => void,
  remove: (row: ApplicationRow) => void,
): DataTableColumn<ApplicationRow>[] {
  return [
    { id: 'name', header: t('applications.column.name', 'Name'), size: 200, grow: true, accessor: (row) => row.name },
    {
      id: 'namespace',
      header: t('applications.column.namespace', 'Namespace'),
      size: 150,
      accessor: (row) => row.namespace,
    },
    { id: 'source', header: t('applications.column.source', 'Source'), size: 120, accessor: (row) => row.source ?? '' },
    { id: 'created_by', header: t('applications.column.createdBy', 'Created By'), size: 160, accessor: createdByName },
    {
      id: 'created_at',
      header: t('applications.column.created', 'Created'),
      size: 170,
      accessor: (row) => row.created_at,
      cell: ({ row }) => <DateTime value={row.created_at} />,
    },
    {
      id: 'updated_at',
      header: t('applications.column.updated', 'Updated'),
      size: 170,
      accessor: (row) => row.updated_at ?? '',
      cell: ({ row }) => (row.updated_at ? <DateTime value={row.updated_at} /> : null),
    },
    {
      id: 'action',
      header: t('applications.column.action', 'Action'),
      size: 170,
      sortable: false,
      cell: ({ row }) => (
        <Actions>
          <Button size="sm" onPress={() => open(row)} aria-label={`${canWrite ? 'Edit' : 'View spec of'} ${row.name}`}>
            {canWrite ? t('applications.edit', 'Edit') : t('applications.view', 'View spec')}
          </Button>
          {canWrite ? (
            <Button size="sm" variant="danger" onPress={() => remove(row)} aria-label={`Delete ${row.name}`}>
              {t('applications.delete', 'Delete')}
            </Button>
          ) : null}
        </Actions>
      ),
    },
  ];
}

/**
 * `/applications` (reference §4.3): the live applications; a row opens its audit report. Writers (write on views)
 * add, edit and delete them; everyone else may read each spec.
 */
export function ApplicationsPage({ className }: ApplicationsPageProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const canWrite = useCan('views', 'write');
  const applications = useApplications();
  const [open, setOpen] = useState<Open | null>(null);
  const [deleting, setDeleting] = useState<ApplicationRow | null>(null);
  const remove = useDeleteApplication({ onSuccess: () => setDeleting(null) });
  const cols = useMemo(() => columns(t, canWrite, (row) => setOpen({ mode: 'edit', row }), setDeleting), [t, canWrite]);
  const close = () => setOpen(null);
  return (
    <Page className={className}>
      <Header>
        <h1>{t('applications.title', 'Applications')}</h1>
        {canWrite ? (
          <Button variant="primary" icon="plus" onPress={() => setOpen({ mode: 'new' })}>
            {t('applications.add', 'Add Application')}
          </Button>
        ) : null}
      </Header>
      {applications.isError ? <InlineAlert tone="danger">{errorMessageOf(applications.error)}</InlineAlert> : null}
      <DataTable<ApplicationRow>
        aria-label={t('applications.label', 'Applications')}
        columns={cols}
        data={applications.data ?? []}
        getRowId={(row) => row.id}
        mode="client"
        loading={applications.isPending}
        defaultSortBy="name"
        defaultSortOrder="asc"
        onRowClick={(row) => router.navigate(routes.application(row.namespace, row.name))}
        emptyMessage={t('applications.empty', 'No applications yet')}
        maxHeight="calc(100vh - 200px)"
      />
      {open ? (
        <Dialog
          title={
            open.mode === 'new'
              ? t('applications.new', 'Add Application')
              : canWrite
                ? t('applications.editTitle', 'Edit {name}', { name: open.row.name })
                : open.row.name
          }
          isOpen
          onOpenChange={(isOpen) => (isOpen ? null : close())}
          size="large"
        >
          <ApplicationForm
            key={open.mode === 'new' ? 'new' : open.row.id}
            application={open.mode === 'new' ? null : open.row}
            canWrite={canWrite}
            onDone={close}
          />
        </Dialog>
      ) : null}
      <ConfirmDialog
        isOpen={!!deleting}
        onOpenChange={(isOpen) => (isOpen ? null : setDeleting(null))}
        title={t('applications.deleteTitle', 'Delete application')}
        message={t('applications.deleteMessage', 'Delete the application {name}? Its audit report goes with it.', {
          name: deleting ? `${deleting.namespace}/${deleting.name}` : '',
        })}
        confirmLabel={t('applications.delete', 'Delete')}
        variant="danger"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
        }}
      />
    </Page>
  );
}
