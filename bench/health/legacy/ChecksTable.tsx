// The console's checks table as it was before it moved onto the ui DataTable
// (packages/console/src/health/ChecksTable at 54d5e14), kept only so that
// `pnpm bench:health` can measure the dashboard with both tables in one run.
// Not shipped and not imported by any package.
// By path: the root package has no dependency on the virtualiser; the ui package does.
import { useVirtualizer } from '../../../packages/ui/node_modules/@tanstack/react-virtual';
import { Icon, RelativeTime, StatusDot, useT, VisuallyHidden } from '../../../packages/ui/src/index';
import { memo, useRef, type MouseEvent } from 'react';
import {
  checkDisplayName,
  checkStatus,
  flattenRows,
  type DashboardRow,
} from '../../../packages/console/src/health/model/checks';
import {
  formatLatency,
  formatUptime,
  showLastRunIndicator,
} from '../../../packages/console/src/health/model/durations';
import {
  Expander,
  GroupName,
  Muted,
  NameButton,
  NameCell,
  NamespaceTag,
  ROW_HEIGHT,
  Scroller,
  SortButton,
  Table,
} from './ChecksTable.styles';

/** Below this many rows everything renders; above it only the rows in view do. */
const VIRTUALISE_ABOVE = 150;

export type SortColumn = 'name' | 'health' | 'uptime' | 'latency';

export interface ChecksTableProps {
  rows: readonly DashboardRow[];
  expanded: ReadonlySet<string>;
  onToggleGroup: (groupId: string) => void;
  onOpenCheck: (checkId: string) => void;
  selectedCheckId: string | null;
  sortBy: string;
  sortDesc: boolean;
  onSort: (column: SortColumn) => void;
  /** Accessible name of the table. */
  label: string;
  /** The clock for relative times; pass the data's fetch time so rows do not re-render every tick. */
  now: number;
}

interface RowProps {
  row: DashboardRow;
  depth: number;
  index: number;
  expanded: boolean;
  selected: boolean;
  now: number;
  onToggleGroup: (groupId: string) => void;
  onOpenCheck: (checkId: string) => void;
}

const Row = memo(function Row({ row, depth, index, expanded, selected, now, onToggleGroup, onOpenCheck }: RowProps) {
  const t = useT();
  const activate = () => (row.kind === 'group' ? onToggleGroup(row.id) : onOpenCheck(row.id));
  const onClick = (event: MouseEvent) => {
    // Buttons inside the row handle their own clicks.
    if ((event.target as HTMLElement).closest('button, a')) return;
    activate();
  };
  if (row.kind === 'group') {
    return (
      <tr data-kind="group" aria-rowindex={index + 2} onClick={onClick}>
        <td>
          <Expander
            type="button"
            aria-expanded={expanded}
            aria-label={t('health.group.toggle', '{name}: show {count} checks', { name: row.name, count: row.total })}
            onClick={() => onToggleGroup(row.id)}
          >
            <Icon name="chevron-right" size="sm" />
          </Expander>
        </td>
        <td>
          <NameCell>
            <GroupName>{row.name}</GroupName>
            <Muted>{t('health.group.count', '{count} checks', { count: row.total })}</Muted>
          </NameCell>
        </td>
        <td>
          <StatusDot status={row.status} showLabel />
        </td>
        <td>
          <span aria-hidden="true">
            {row.passing}/{row.total}
          </span>
          <VisuallyHidden>
            {t('health.group.uptime', '{passing} of {total} checks fully passing', {
              passing: row.passing,
              total: row.total,
            })}
          </VisuallyHidden>
        </td>
        <td>{formatLatency(row.latency)}</td>
        <td />
      </tr>
    );
  }
  const { check } = row;
  const name = checkDisplayName(check);
  return (
    <tr data-kind="check" data-selected={selected ? '' : undefined} aria-rowindex={index + 2} onClick={onClick}>
      <td />
      <td>
        <NameCell data-depth={depth}>
          <Icon name={check.icon || check.type} />
          <NameButton type="button" onClick={() => onOpenCheck(check.id)} title={name}>
            {name}
          </NameButton>
          {check.namespace ? <NamespaceTag>{check.namespace}</NamespaceTag> : null}
        </NameCell>
      </td>
      <td>
        <StatusDot status={checkStatus(check)} showLabel />
        {showLastRunIndicator(check.last_runtime, now) ? (
          <Muted>
            {t('health.lastRun', 'last run')} <RelativeTime value={check.last_runtime!} now={now} />
          </Muted>
        ) : null}
      </td>
      <td>{formatUptime(check.uptime, 1)}</td>
      <td>{formatLatency(check.latency.p95)}</td>
      <td>{check.last_transition_time ? <RelativeTime value={check.last_transition_time} now={now} /> : '-'}</td>
    </tr>
  );
});

function SortHeader({
  column,
  label,
  sortBy,
  sortDesc,
  onSort,
}: {
  column: SortColumn;
  label: string;
  sortBy: string;
  sortDesc: boolean;
  onSort: (column: SortColumn) => void;
}) {
  const active = sortBy === column;
  return (
    <th scope="col" aria-sort={active ? (sortDesc ? 'descending' : 'ascending') : 'none'}>
      <SortButton type="button" onClick={() => onSort(column)}>
        {label}
        {active ? <Icon name={sortDesc ? 'chevron-down' : 'chevron-up'} size="sm" /> : null}
      </SortButton>
    </th>
  );
}

/**
 * The checks table. Rows are fixed height and, past a few hundred, only those in
 * view are in the DOM, so 100,000 checks scroll as smoothly as ten.
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
  const scrollRef = useRef<HTMLDivElement>(null);
  const visible = flattenRows(rows, expanded);
  const virtual = visible.length > VIRTUALISE_ABOVE;
  // The virtualiser's methods read live scroll state; nothing memoises them here.
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    enabled: virtual,
    // Before the first measurement (and in environments without layout) assume a screenful.
    initialRect: { width: 1000, height: 800 },
  });
  const items = virtual
    ? virtualizer.getVirtualItems()
    : visible.map((_, index) => ({ index, start: index * ROW_HEIGHT }));
  const total = virtual ? virtualizer.getTotalSize() : visible.length * ROW_HEIGHT;
  const first = items[0];
  const last = items[items.length - 1];
  const padTop = virtual && first ? first.start : 0;
  const padBottom = virtual && last ? total - (last.start + ROW_HEIGHT) : 0;

  return (
    <Scroller ref={scrollRef} data-virtual={virtual ? '' : undefined}>
      <Table aria-label={label} aria-rowcount={visible.length + 1}>
        <colgroup>
          <col style={{ width: 44 }} />
          <col />
          <col style={{ width: '22%' }} />
          <col style={{ width: 96 }} />
          <col style={{ width: 96 }} />
          <col style={{ width: 120 }} />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">
              <VisuallyHidden>{t('health.column.expander', 'Expand')}</VisuallyHidden>
            </th>
            <SortHeader column="name" label={t('health.column.checks', 'Checks')} {...{ sortBy, sortDesc, onSort }} />
            <SortHeader column="health" label={t('health.column.health', 'Health')} {...{ sortBy, sortDesc, onSort }} />
            <SortHeader column="uptime" label={t('health.column.uptime', 'Uptime')} {...{ sortBy, sortDesc, onSort }} />
            <SortHeader
              column="latency"
              label={t('health.column.latency', 'Latency')}
              {...{ sortBy, sortDesc, onSort }}
            />
            <th scope="col">{t('health.column.transition', 'Transition')}</th>
          </tr>
        </thead>
        <tbody>
          {padTop > 0 ? (
            <tr data-spacer="" aria-hidden="true">
              <td colSpan={6} style={{ height: padTop }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const entry = visible[item.index]!;
            return (
              <Row
                key={entry.row.id}
                row={entry.row}
                depth={entry.depth}
                index={item.index}
                expanded={expanded.has(entry.row.id)}
                selected={entry.row.id === selectedCheckId}
                now={now}
                onToggleGroup={onToggleGroup}
                onOpenCheck={onOpenCheck}
              />
            );
          })}
          {padBottom > 0 ? (
            <tr data-spacer="" aria-hidden="true">
              <td colSpan={6} style={{ height: padBottom }} />
            </tr>
          ) : null}
        </tbody>
      </Table>
    </Scroller>
  );
}
