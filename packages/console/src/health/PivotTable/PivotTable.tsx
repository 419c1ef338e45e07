import { useVirtualizer } from '@tanstack/react-virtual';
import { StatusDot, useT, VisuallyHidden, type Translate } from '@mission-control/ui';
import { memo, useRef } from 'react';
import { checkDisplayName } from '../model/checks';
import { formatLatency, formatUptime } from '../model/durations';
import type { PivotCell, PivotData, PivotRow } from '../model/pivot';
import type { PivotCellType } from '../model/urlState';
import {
  CellButton,
  COLUMN_WIDTH,
  Count,
  Empty,
  ROW_HEADER_WIDTH,
  ROW_HEIGHT,
  Scroller,
  Table,
} from './PivotTable.styles';

/** Below this many rows everything renders; above it only the rows in view do. */
const VIRTUALISE_ABOVE = 150;

export interface PivotTableProps {
  data: PivotData;
  /** What each cell shows. */
  cellType: PivotCellType;
  /** Accessible name of the table. */
  label: string;
  /** Header of the row-header column, e.g. the Group By choice. */
  rowHeader: string;
  /** A cell was activated: opens its check (the worst one when the cell holds several). */
  onOpenCheck: (checkId: string) => void;
  selectedCheckId?: string | null;
}

/** The cell's measure as text, so it never relies on colour. */
export function pivotCellText(cell: PivotCell, cellType: PivotCellType, t: Translate): string {
  if (cellType === 'uptime') return formatUptime(cell.uptime, 1);
  if (cellType === 'latency') return formatLatency(cell.latency);
  const status = t(`health.status.${cell.status}`, cell.status);
  return cell.checks.length > 1
    ? t('health.pivot.statusCount', '{status}, {count} checks', { status, count: cell.checks.length })
    : status;
}

interface RowProps {
  row: PivotRow;
  columns: readonly string[];
  index: number;
  cellType: PivotCellType;
  selectedCheckId: string | null;
  onOpenCheck: (checkId: string) => void;
}

const Row = memo(function Row({ row, columns, index, cellType, selectedCheckId, onOpenCheck }: RowProps) {
  const t = useT();
  return (
    <tr aria-rowindex={index + 2}>
      <th scope="row" title={row.name}>
        {row.name}
      </th>
      {columns.map((column) => {
        const cell = row.cells.get(column);
        if (!cell) {
          return (
            <td key={column}>
              <Empty aria-hidden="true">–</Empty>
              <VisuallyHidden>{t('health.pivot.empty', 'No checks')}</VisuallyHidden>
            </td>
          );
        }
        const text = pivotCellText(cell, cellType, t);
        const multiple = cell.checks.length > 1;
        return (
          <td key={column} data-status={cell.status}>
            <CellButton
              type="button"
              aria-label={t('health.pivot.cell', '{value}: {row}, {column}', { value: text, row: row.name, column })}
              aria-current={cell.checks.some((check) => check.id === selectedCheckId) || undefined}
              title={t('health.pivot.opens', 'Open {name}', { name: checkDisplayName(cell.target) })}
              onClick={() => onOpenCheck(cell.target.id)}
            >
              {cellType === 'checkStatuses' ? (
                <>
                  <StatusDot status={cell.status} showLabel />
                  {multiple ? <Count>×{cell.checks.length}</Count> : null}
                </>
              ) : (
                text
              )}
            </CellButton>
          </td>
        );
      })}
    </tr>
  );
});

/**
 * Rows (the grouping, or check names) by columns (the pivot's values), each cell
 * a button that opens its check. A real table with row and column headers; past
 * a few hundred rows only those in view are in the DOM.
 */
export function PivotTable({ data, cellType, label, rowHeader, onOpenCheck, selectedCheckId = null }: PivotTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { rows, columns } = data;
  const virtual = rows.length > VIRTUALISE_ABOVE;
  // The virtualiser's methods read live scroll state; nothing memoises them here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    enabled: virtual,
    // Before the first measurement (and in environments without layout) assume a screenful.
    initialRect: { width: 1000, height: 800 },
  });
  const items = virtual
    ? virtualizer.getVirtualItems()
    : rows.map((_, index) => ({ index, start: index * ROW_HEIGHT }));
  const total = virtual ? virtualizer.getTotalSize() : rows.length * ROW_HEIGHT;
  const first = items[0];
  const last = items[items.length - 1];
  const padTop = virtual && first ? first.start : 0;
  const padBottom = virtual && last ? total - (last.start + ROW_HEIGHT) : 0;
  const span = columns.length + 1;

  return (
    <Scroller ref={scrollRef} data-virtual={virtual ? '' : undefined}>
      <Table
        aria-label={label}
        aria-rowcount={rows.length + 1}
        style={{ width: ROW_HEADER_WIDTH + columns.length * COLUMN_WIDTH }}
      >
        <colgroup>
          <col style={{ width: ROW_HEADER_WIDTH }} />
          {columns.map((column) => (
            <col key={column} style={{ width: COLUMN_WIDTH }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">{rowHeader}</th>
            {columns.map((column) => (
              <th key={column} scope="col" title={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {padTop > 0 ? (
            <tr data-spacer="" aria-hidden="true">
              <td colSpan={span} style={{ height: padTop }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <Row
                key={row.id}
                row={row}
                columns={columns}
                index={item.index}
                cellType={cellType}
                selectedCheckId={selectedCheckId}
                onOpenCheck={onOpenCheck}
              />
            );
          })}
          {padBottom > 0 ? (
            <tr data-spacer="" aria-hidden="true">
              <td colSpan={span} style={{ height: padBottom }} />
            </tr>
          ) : null}
        </tbody>
      </Table>
    </Scroller>
  );
}
