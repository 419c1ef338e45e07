import { useMemo, useState } from 'react';
import { errorMessageOf } from '@mission-control/api';
import { Button, ConfirmDialog, IconButton, InlineAlert, useT, type Translate } from '@mission-control/ui';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { DateTime } from '../../preferences/PreferredDate';
import { useCan, useConsole, useSearchParams } from '../../provider/ConsoleProvider';
import { notificationHref } from '../hrefs';
import type { SilenceRow } from '../model/rows';
import { expiryOf } from '../model/silenceForm';
import { NotificationTabs } from '../NotificationTabs';
import { Cell, Danger, Muted, Page } from '../NotificationTabs/NotificationTabs.styles';
import { useDeleteSilence, useNotificationSilences } from '../queries';

export interface SilencesPageProps {
  className?: string;
  /** The clock (tests and stories). */
  now?: Date;
}

const PAGE_SIZE = 50;

/** What the silence holds back: the resource's name, else the filter, else the selectors. */
export function silenceTarget(row: SilenceRow): string {
  const resource = row.checks?.name ?? row.catalog?.name ?? row.component?.name;
  if (resource) return resource;
  if (row.config_id || row.check_id || row.component_id || row.canary_id)
    return (row.config_id ?? row.check_id ?? row.component_id ?? row.canary_id)!;
  if (row.filter) return row.filter;
  return row.selectors ? JSON.stringify(row.selectors) : '';
}

function silenceColumns(
  t: Translate,
  now: Date,
  actions: ((row: SilenceRow) => React.ReactNode) | null,
): DataTableColumn<SilenceRow>[] {
  const columns: DataTableColumn<SilenceRow>[] = [
    {
      id: 'name',
      header: t('notifications.silences.column.name', 'Name'),
      size: 200,
      accessor: (row) => row.name ?? '',
    },
    {
      id: 'resource',
      header: t('notifications.silences.column.resource', 'Resource or the filter'),
      size: 280,
      grow: true,
      accessor: silenceTarget,
      cell: ({ row }) => (
        <Cell>
          {silenceTarget(row)}
          {row.recursive ? <Muted>{t('notifications.silences.recursive', '(and its children)')}</Muted> : null}
          {row.error ? (
            <Danger>{t('notifications.silences.error', 'Error: {error}', { error: row.error })}</Danger>
          ) : null}
        </Cell>
      ),
    },
    {
      id: 'until',
      header: t('notifications.silences.column.until', 'Expires At'),
      size: 260,
      cell: ({ row }) => {
        const expiry = expiryOf(row.until, now);
        if (expiry.never) return t('notifications.silences.never', 'Never');
        return (
          <Cell>
            <DateTime value={row.until ?? null} />
            {expiry.expired ? <Danger>{t('notifications.silences.expired', '(Expired)')}</Danger> : null}
          </Cell>
        );
      },
    },
    {
      id: 'description',
      header: t('notifications.silences.column.reason', 'Reason'),
      size: 220,
      accessor: (row) => row.description ?? '',
    },
    {
      id: 'created_by',
      header: t('notifications.silences.column.createdBy', 'Created By'),
      size: 160,
      accessor: (row) => row.createdBy?.name ?? row.createdBy?.email ?? row.source ?? '',
    },
  ];
  if (actions)
    columns.push({
      id: 'actions',
      header: t('notifications.silences.column.actions', 'Actions'),
      headerHidden: true,
      size: 100,
      sortable: false,
      cell: ({ row }) => actions(row),
    });
  return columns;
}

/** `/notifications/silences` (reference §3.4): active and past silences; Add, Edit and Delete need write access. */
export function SilencesPage({ className, now: fixedNow }: SilencesPageProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const canWrite = useCan('notifications', 'write');
  const [params, setParams] = useSearchParams();
  const pageIndex = Math.max(0, Math.floor(Number(params.get('pageIndex')) || 0));
  const silences = useNotificationSilences({ pageIndex, pageSize: PAGE_SIZE });
  const [deleting, setDeleting] = useState<SilenceRow | null>(null);
  const remove = useDeleteSilence({ onSuccess: () => setDeleting(null) });
  const [now] = useState(() => fixedNow ?? new Date());
  const columns = useMemo(
    () =>
      silenceColumns(
        t,
        now,
        canWrite
          ? (row) => (
              <Cell>
                <IconButton
                  icon="edit"
                  aria-label={t('notifications.silences.edit', 'Edit {name}', { name: row.name ?? '' })}
                  onPress={() =>
                    router.navigate(notificationHref(routes, 'notificationSilenceAdd', {}, { id: row.id }))
                  }
                />
                <IconButton
                  icon="trash"
                  aria-label={t('notifications.silences.delete', 'Delete {name}', { name: row.name ?? '' })}
                  onPress={() => setDeleting(row)}
                />
              </Cell>
            )
          : null,
      ),
    [t, now, canWrite, router, routes],
  );
  return (
    <Page className={className}>
      <NotificationTabs
        current="silences"
        actions={
          canWrite ? (
            <Button
              variant="primary"
              icon="plus"
              onPress={() => router.navigate(notificationHref(routes, 'notificationSilenceAdd'))}
            >
              {t('notifications.silences.add', 'Add')}
            </Button>
          ) : null
        }
      />
      {silences.isError ? <InlineAlert tone="danger">{errorMessageOf(silences.error)}</InlineAlert> : null}
      <DataTable<SilenceRow>
        aria-label={t('notifications.silences.label', 'Notification silences')}
        columns={columns}
        data={silences.data?.data ?? []}
        getRowId={(row) => row.id}
        mode="server"
        totalEntries={silences.data?.totalEntries ?? 0}
        loading={silences.isPending}
        stale={silences.isPlaceholderData}
        pageIndex={pageIndex}
        pageSize={PAGE_SIZE}
        pageSizeOptions={[PAGE_SIZE]}
        onPageIndexChange={(index) =>
          setParams((previous) => {
            const next = new URLSearchParams(previous);
            if (index) next.set('pageIndex', String(index));
            else next.delete('pageIndex');
            return next;
          })
        }
        emptyMessage={t('notifications.silences.empty', 'No silences')}
        maxHeight="calc(100vh - 240px)"
      />
      <ConfirmDialog
        isOpen={!!deleting}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('notifications.silences.deleteTitle', 'Delete silence')}
        message={t(
          'notifications.silences.deleteMessage',
          'Delete the silence {name}? Notifications it holds back are sent again.',
          {
            name: deleting?.name ?? '',
          },
        )}
        confirmLabel={t('notifications.silences.deleteConfirm', 'Delete')}
        variant="danger"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
        }}
      />
    </Page>
  );
}
