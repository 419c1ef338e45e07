import { StatusDot, useT, VisuallyHidden, type Translate } from '@mission-control/ui';
import { VirtualRows } from '@mission-control/ui/table';
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
        <VirtualRows
          count={rows.length}
          rowHeight={ROW_HEIGHT}
          scrollRef={scrollRef}
          columnCount={columns.length + 1}
          virtualiseAbove={VIRTUALISE_ABOVE}
          renderRow={(index) => {
            const row = rows[index]!;
            return (
              <Row
                key={row.id}
                row={row}
                columns={columns}
                index={index}
                cellType={cellType}
                selectedCheckId={selectedCheckId}
                onOpenCheck={onOpenCheck}
              />
            );
          }}
        />
      </Table>
    </Scroller>
  );
}
