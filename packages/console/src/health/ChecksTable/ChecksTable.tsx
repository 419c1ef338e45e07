import { Icon, StatusDot, Text, useT, VisuallyHidden } from '@mission-control/ui';
import { RelativeTime } from '../../preferences/PreferredDate';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { useCallback, useMemo } from 'react';
import { checkDisplayName, checkStatus, type DashboardRow } from '../model/checks';
import { formatLatency, formatUptime, showLastRunIndicator } from '../model/durations';
import { GroupName, NameButton, NameCell, NamespaceTag } from './ChecksTable.styles';

export type SortColumn = 'name' | 'health' | 'uptime' | 'latency';

const SORT_COLUMNS: ReadonlySet<string> = new Set<SortColumn>(['name', 'health', 'uptime', 'latency']);

export interface ChecksTableProps {
  /** Top-level rows, already sorted by `sortBy`/`sortDesc` (groups carry their children). */
  rows: readonly DashboardRow[];
  /** Ids of the open groups. */
  expanded: ReadonlySet<string>;
  onToggleGroup: (groupId: string) => void;
  onOpenCheck: (checkId: string) => void;
  selectedCheckId: string | null;
  sortBy: string;
  sortDesc: boolean;
  /** A header was activated: the caller flips the direction of the active column or sorts a new one ascending. */
  onSort: (column: SortColumn) => void;
  /** Accessible name of the table. */
  label: string;
  /** The clock for relative times; pass the data's fetch time so rows do not re-render every tick. */
  now: number;
}

const getRowId = (row: DashboardRow) => row.id;
const getSubRows = (row: DashboardRow) => (row.kind === 'group' ? row.children : undefined);

/**
 * The checks table (operations §2.1) on the design system's DataTable: rows are
 * virtualised, so 100,000 checks scroll like ten; group rows expand, and their
 * expanded state, the scroll position and keyboard focus survive auto-refresh
 * because rows are keyed by check and group id.
 */
export function ChecksTable({
  rows,
  expanded,
  onToggleGroup,
  onOpenCheck,
  selectedCheckId,
  sortBy,
  sortDesc,
  onSort,
  label,
  now,
}: ChecksTableProps) {
  const t = useT();

  const columns = useMemo<DataTableColumn<DashboardRow>[]>(
    () => [
      {
        id: 'expander',
        header: t('health.column.expander', 'Expand'),
        headerHidden: true,
        sortable: false,
        resizable: false,
        size: 44,
        minSize: 44,
        accessor: () => null,
        cell: () => null,
      },
      {
        id: 'name',
        header: t('health.column.checks', 'Checks'),
        grow: true,
        size: 260,
        accessor: (row) => (row.kind === 'group' ? row.name : checkDisplayName(row.check)),
        cell: ({ row, depth }) => {
          if (row.kind === 'group') {
            return (
              <NameCell>
                <GroupName>{row.name}</GroupName>
                <Text tone="muted" size="sm" truncate>
                  {t('health.group.count', '{count} checks', { count: row.total })}
                </Text>
              </NameCell>
            );
          }
          const { check } = row;
          const name = checkDisplayName(check);
          return (
            <NameCell data-depth={depth}>
              <Icon name={check.icon || check.type} />
              {/* The row itself is the keyboard stop (Enter opens); the button serves the pointer. */}
              <NameButton type="button" tabIndex={-1} onClick={() => onOpenCheck(check.id)} title={name}>
                {name}
              </NameButton>
              {check.namespace ? <NamespaceTag>{check.namespace}</NamespaceTag> : null}
            </NameCell>
          );
        },
      },
      {
        id: 'health',
        header: t('health.column.health', 'Health'),
        size: 240,
        accessor: (row) => (row.kind === 'group' ? row.status : checkStatus(row.check)),
        cell: ({ row }) => {
          if (row.kind === 'group') return <StatusDot status={row.status} showLabel />;
          const { check } = row;
          return (
            <>
              <StatusDot status={checkStatus(check)} showLabel />
              {showLastRunIndicator(check.last_runtime, now) ? (
                <Text tone="muted" size="sm" truncate>
                  {t('health.lastRun', 'last run')} <RelativeTime value={check.last_runtime!} now={now} />
                </Text>
              ) : null}
            </>
          );
        },
      },
      {
        id: 'uptime',
        header: t('health.column.uptime', 'Uptime'),
        size: 110,
        accessor: () => null,
        cell: ({ row }) =>
          row.kind === 'group' ? (
            <>
              <span aria-hidden="true">
                {row.passing}/{row.total}
              </span>
              <VisuallyHidden>
                {t('health.group.uptime', '{passing} of {total} checks fully passing', {
                  passing: row.passing,
                  total: row.total,
                })}
              </VisuallyHidden>
            </>
          ) : (
            formatUptime(row.check.uptime, 1)
          ),
      },
      {
        id: 'latency',
        header: t('health.column.latency', 'Latency'),
        size: 110,
        accessor: (row) => (row.kind === 'group' ? row.latency : row.check.latency.p95),
        cell: ({ value }) => formatLatency(value as number | undefined),
      },
      {
        id: 'transition',
        header: t('health.column.transition', 'Transition'),
        sortable: false,
        size: 130,
        accessor: (row) => (row.kind === 'group' ? undefined : row.check.last_transition_time),
        cell: ({ value }) => (value ? <RelativeTime value={value as string} now={now} /> : '-'),
      },
    ],
    [t, now, onOpenCheck],
  );

  const onSortChange = useCallback(
    // The caller owns the cycle (a new column ascending, the same one flipped), so
    // only the column is passed on; the table's own "unsorted" step means "flip".
    (column: string | null) => {
      const next = column ?? sortBy;
      if (SORT_COLUMNS.has(next)) onSort(next as SortColumn);
    },
    [onSort, sortBy],
  );
  const onExpandedChange = useCallback(
    (next: ReadonlySet<string>) => {
      for (const id of next) if (!expanded.has(id)) onToggleGroup(id);
      for (const id of expanded) if (!next.has(id)) onToggleGroup(id);
    },
    [expanded, onToggleGroup],
  );
  const onRowClick = useCallback(
    (row: DashboardRow) => (row.kind === 'group' ? onToggleGroup(row.id) : onOpenCheck(row.id)),
    [onToggleGroup, onOpenCheck],
  );
  const getExpandLabel = useCallback(
    (row: DashboardRow) =>
      row.kind === 'group'
        ? t('health.group.toggle', '{name}: show {count} checks', { name: row.name, count: row.total })
        : '',
    [t],
  );

  return (
    <DataTable<DashboardRow>
      aria-label={label}
      columns={columns}
      data={rows}
      getRowId={getRowId}
      getSubRows={getSubRows}
      expanded={expanded}
      onExpandedChange={onExpandedChange}
      getExpandLabel={getExpandLabel}
      manualSorting
      sortBy={SORT_COLUMNS.has(sortBy) ? sortBy : null}
      sortOrder={sortDesc ? 'desc' : 'asc'}
      onSortChange={onSortChange}
      onRowClick={onRowClick}
      selectedRowId={selectedCheckId}
      pagination="none"
      maxHeight="var(--mc-health-table-height, 70vh)"
    />
  );
}
