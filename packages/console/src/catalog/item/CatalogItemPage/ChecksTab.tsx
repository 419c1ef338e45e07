import { useMemo } from 'react';
import type { ConfigCheck } from '@mission-control/api';
import { Icon, InlineAlert, StatusDot, useT } from '@mission-control/ui';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { CheckLink } from '../../../shared/CheckLink';
import { RelativeTime } from '../../../preferences/PreferredDate';
import { useConfigChecks } from '../queries';

export interface ChecksTabProps {
  configId: string;
}

/** Checks linked to the item, each opening in health's check detail. */
export function ChecksTab({ configId }: ChecksTabProps) {
  const t = useT();
  const checks = useConfigChecks(configId);
  const columns = useMemo<DataTableColumn<ConfigCheck>[]>(
    () => [
      {
        id: 'name',
        header: t('catalog.item.checks.name', 'Name'),
        grow: true,
        size: 240,
        accessor: (check) => check.name || check.id,
        cell: ({ row }) => (
          <CheckLink checkId={row.id}>
            <Icon name={row.icon || row.type || 'generic'} size="sm" /> {row.name || row.id}
          </CheckLink>
        ),
      },
      {
        id: 'status',
        header: t('catalog.item.checks.health', 'Health'),
        size: 140,
        accessor: (check) => check.status ?? '',
        cell: ({ row }) => (
          <StatusDot status={row.status} label={row.status || t('catalog.health.unknown', 'Unknown')} showLabel />
        ),
      },
      { id: 'type', header: t('catalog.item.checks.type', 'Type'), size: 120, accessor: (check) => check.type ?? '' },
      {
        id: 'last_runtime',
        header: t('catalog.item.checks.lastRun', 'Last Run'),
        size: 140,
        accessor: (check) => check.last_runtime ?? '',
        cell: ({ row }) => (row.last_runtime ? <RelativeTime value={row.last_runtime} /> : '-'),
      },
    ],
    [t],
  );
  return (
    <div>
      {checks.isError ? <InlineAlert tone="danger">{checks.error.message}</InlineAlert> : null}
      <DataTable
        aria-label={t('catalog.item.checks.label', 'Linked checks')}
        columns={columns}
        data={checks.data ?? []}
        getRowId={(check) => check.id}
        loading={checks.isPending}
        pagination="none"
        emptyMessage={t('catalog.item.checks.none', 'No checks are linked to this item')}
      />
    </div>
  );
}
