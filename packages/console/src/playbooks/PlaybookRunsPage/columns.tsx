// The runs table's columns (reference §5.3): Name, Resource, Status, Date (start_time), Duration, Created At,
// Created By. Status, Date and Created At sort on the server; the others are embeds and do not sort.
import type { ReactNode } from 'react';
import { Duration, StatusDot, type Translate } from '@mission-control/ui';
import type { DataTableColumn } from '@mission-control/ui/table';
import { DateTime } from '../../preferences/PreferredDate';
import { playbookLabel, runResource, type RunRow } from '../model/lists';
import { durationMs, runStatusTone, statusText } from '../model/runStatus';

const RESOURCE_KIND = { config: 'Catalog item', component: 'Component', check: 'Health check' } as const;

/** `link` renders the name as a link to the run (keyboard users reach the run without the row's click). */
export function runColumns(
  t: Translate,
  options: { link?: (row: RunRow, label: string) => ReactNode; hideResource?: boolean } = {},
): DataTableColumn<RunRow>[] {
  const columns: DataTableColumn<RunRow>[] = [
    {
      id: 'name',
      header: t('playbooks.runs.column.name', 'Name'),
      size: 220,
      grow: true,
      sortable: false,
      accessor: (row) => nameOf(row),
      ...(options.link ? { cell: ({ row }: { row: RunRow }) => options.link!(row, nameOf(row)) } : {}),
    },
    {
      id: 'resource',
      header: t('playbooks.runs.column.resource', 'Resource'),
      size: 220,
      sortable: false,
      cell: ({ row }) => {
        const resource = runResource(row);
        if (!resource) return null;
        const kind = t(`playbooks.runs.resource.${resource.kind}`, RESOURCE_KIND[resource.kind]);
        return <span title={kind}>{resource.name}</span>;
      },
    },
    {
      id: 'status',
      header: t('playbooks.runs.column.status', 'Status'),
      size: 150,
      // The status is written out beside the dot, never shown by colour alone.
      cell: ({ row }) => <StatusDot status={runStatusTone(row.status)} label={statusText(row.status)} showLabel />,
    },
    {
      id: 'start_time',
      header: t('playbooks.runs.column.date', 'Date'),
      size: 180,
      cell: ({ row }) => (row.start_time ? <DateTime value={row.start_time} /> : null),
    },
    {
      id: 'duration',
      header: t('playbooks.runs.column.duration', 'Duration'),
      size: 110,
      sortable: false,
      cell: ({ row }) => <Duration ms={durationMs(row.start_time, row.end_time)} />,
    },
    {
      id: 'created_at',
      header: t('playbooks.runs.column.createdAt', 'Created At'),
      size: 180,
      cell: ({ row }) => (row.created_at ? <DateTime value={row.created_at} /> : null),
    },
    {
      id: 'created_by',
      header: t('playbooks.runs.column.createdBy', 'Created By'),
      size: 160,
      sortable: false,
      accessor: (row) => row.creator?.name ?? '',
    },
  ];
  return options.hideResource ? columns.filter((column) => column.id !== 'resource') : columns;
}

const nameOf = (row: RunRow) => (row.playbook ? playbookLabel(row.playbook) : (row.playbook_id ?? ''));
