import { type RowData } from '@tanstack/react-table';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { type Translate } from '../../i18n/messages';
import * as S from '../DataTable.styles';
import {
  type DataTableColumn,
  FALLBACK_VIEWPORT_HEIGHT,
  HEADER_HEIGHT,
  ROW_HEIGHT_ESTIMATE,
  ROW_OVERSCAN,
  estimateSize,
} from './types';
import { type AnyRow, columnWidthStyle, defaultCellText } from './model';
import { RowSlots } from './rowSlots';

export function VirtualTable(props: {
  'aria-label': string;
  busy: boolean;
  stale: boolean;
  rowCount: number;
  sizeVariables: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <S.Table
      aria-label={props['aria-label']}
      aria-rowcount={props.rowCount}
      aria-busy={props.busy || undefined}
      data-stale={props.stale || undefined}
      style={props.sizeVariables as CSSProperties}
    >
      {props.children}
    </S.Table>
  );
}

export interface VirtualBodyProps<T extends RowData> {
  rows: AnyRow<T>[];
  columns: readonly DataTableColumn<T>[];
  columnIndex: Map<string, number>;
  rowOffset: number;
  onRowClick?: (row: T) => void;
  onEndReached: (lastVisibleIndex: number) => void;
  getExpandLabel?: (row: T, expanded: boolean) => string;
  selectedRowId: string | null;
  t: Translate;
}

// Memoised so that column resizing (which only changes CSS variables on the
// table) and pager re-renders do not touch the rows.
export const VirtualBody = memo(function VirtualBody<T extends RowData>({
  rows,
  columns,
  rowOffset,
  onRowClick,
  onEndReached,
  getExpandLabel,
  selectedRowId,
  t,
}: VirtualBodyProps<T>) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // The row holding the Tab stop, by id: new data (an auto-refresh) may move
  // it to another index, and it keeps the stop (and its DOM node, and focus).
  const [activeId, setActiveId] = useState<string | null>(null);
  const focusPending = useRef<number | null>(null);
  // The row holding the focus, itself or in one of its controls: its element is never reused for another row.
  const [focusedId, setFocusedId] = useState<string | null>(null);

  // Both must keep their identity between renders: the virtualiser recomputes
  // every row's position (O(rows)) whenever getItemKey changes, which at
  // 100,000 rows would cost every scroll frame.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);

  // The virtualiser is read fresh every render on purpose; this component is
  // memoised by hand (memo above), not by the React Compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => bodyRef.current?.closest<HTMLElement>('[data-mc-scroll]') ?? null,
    estimateSize,
    overscan: ROW_OVERSCAN,
    getItemKey,
    scrollPaddingStart: HEADER_HEIGHT,
    // A screenful of rows on the first render, before the scroll area is measured.
    initialRect: { width: 0, height: FALLBACK_VIEWPORT_HEIGHT },
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_VIEWPORT_HEIGHT }),
      ),
  });
  const items = virtualizer.getVirtualItems();
  // Rows entering the window reuse the elements of rows that left it (see RowSlots).
  const [slots] = useState(() => new RowSlots());
  const keys = slots.assign(
    items.map((item) => item.key),
    [activeId, focusedId],
  );
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (lastIndex >= 0) onEndReached(lastIndex);
  }, [lastIndex, onEndReached]);

  // The row that takes Tab focus must be in the DOM; if the remembered one
  // has scrolled away, the first rendered row stands in.
  const tabStop = items.find((item) => rows[item.index]?.id === activeId)?.index ?? items[0]?.index ?? 0;

  useEffect(() => {
    if (focusPending.current === null) return;
    const element = bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${focusPending.current}"]`);
    if (element) {
      focusPending.current = null;
      element.focus({ preventScroll: true });
    }
  });

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    focusPending.current = target;
    setActiveId(rows[target]?.id ?? null);
    virtualizer.scrollToIndex(target, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const rowElement = (event.target as HTMLElement).closest<HTMLElement>('tr[data-index]');
    // Keys inside a cell's own controls (links, buttons) belong to them.
    if (!rowElement || rowElement !== event.target) return;
    const index = Number(rowElement.dataset.index);
    const row = rows[index];
    if (!row) return;
    const page = Math.max(1, Math.floor((virtualizer.scrollRect?.height ?? 0) / ROW_HEIGHT_ESTIMATE) - 1);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + page,
      PageUp: index - page,
      Home: 0,
      End: rows.length - 1,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      moveTo(move);
    } else if ((event.key === 'Enter' || event.key === ' ') && onRowClick) {
      event.preventDefault();
      onRowClick(row.original);
    } else if (event.key === 'ArrowRight' && row.getCanExpand() && !row.getIsExpanded()) {
      event.preventDefault();
      row.toggleExpanded(true);
    } else if (event.key === 'ArrowLeft' && row.getIsExpanded()) {
      event.preventDefault();
      row.toggleExpanded(false);
    }
  };

  const onClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    if (!onRowClick) return;
    const target = event.target as HTMLElement;
    // A click on a link or button inside a cell is that control's, not the row's.
    if (target.closest('a, button, input, select, textarea, [role="button"]')) return;
    const rowElement = target.closest<HTMLElement>('tr[data-index]');
    const row = rowElement ? rows[Number(rowElement.dataset.index)] : undefined;
    if (row) onRowClick(row.original);
  };

  // The rows in view sit in normal flow between two paddings that stand for the rows above and below them.
  // One absolutely positioned (or translated) element per row made Chromium's style recalculation of a scroll
  // step's new rows about three times slower (bench:health, scroll).
  const above = items[0]?.start ?? 0;
  const below = Math.max(0, virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0));
  return (
    <S.Body
      ref={bodyRef}
      style={{ paddingTop: `${above}px`, paddingBottom: `${below}px` }}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onFocus={(event) => {
        const rowElement = (event.target as HTMLElement).closest<HTMLElement>('tr[data-index]');
        setFocusedId((rowElement && rows[Number(rowElement.dataset.index)]?.id) ?? null);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedId(null);
      }}
    >
      {items.map((item, i) => (
        <BodyRow
          key={keys[i]}
          row={rows[item.index]!}
          index={item.index}
          size={item.size}
          ariaRowIndex={rowOffset + item.index + 2}
          isTabStop={item.index === tabStop}
          expanded={rows[item.index]!.getIsExpanded()}
          selected={selectedRowId !== null && rows[item.index]!.id === selectedRowId}
          clickable={onRowClick !== undefined}
          columns={columns}
          onFocusRow={setActiveId}
          getExpandLabel={getExpandLabel}
          t={t}
        />
      ))}
    </S.Body>
  );
}) as <T extends RowData>(props: VirtualBodyProps<T>) => ReactNode;

export interface BodyRowProps<T extends RowData> {
  row: AnyRow<T>;
  index: number;
  size: number;
  ariaRowIndex: number;
  isTabStop: boolean;
  /** Passed as a value so a memoised row re-renders when its group opens or closes. */
  expanded: boolean;
  selected: boolean;
  clickable: boolean;
  columns: readonly DataTableColumn<T>[];
  onFocusRow: (rowId: string) => void;
  getExpandLabel?: (row: T, expanded: boolean) => string;
  t: Translate;
}

// Memoised so that a scroll step renders only the rows entering the window;
// rows that stay keep their props (a row's place comes from the body's padding).
// A row's element may show another row after a scroll (see RowSlots): nothing
// here may keep state that belongs to the row it showed before.
export const BodyRow = memo(function BodyRow<T extends RowData>({
  row,
  index,
  size,
  ariaRowIndex,
  isTabStop,
  expanded,
  selected,
  clickable,
  columns,
  onFocusRow,
  getExpandLabel,
  t,
}: BodyRowProps<T>) {
  return (
    <S.Row
      data-index={index}
      aria-rowindex={ariaRowIndex}
      tabIndex={isTabStop ? 0 : -1}
      data-clickable={clickable ? '' : undefined}
      data-selected={selected ? '' : undefined}
      data-depth={row.depth}
      onFocus={(event) => {
        // Only the row itself: focus on a control inside it leaves the Tab stop alone.
        if (event.target === event.currentTarget) onFocusRow(row.id);
      }}
      style={{ height: `${size}px` }}
    >
      {columns.map((column, columnIndex) => (
        <S.Cell key={column.id} style={columnWidthStyle(column, columnIndex)}>
          {columnIndex === 0 ? (
            <ExpandControl row={row} expanded={expanded} getExpandLabel={getExpandLabel} t={t} />
          ) : null}
          {renderCell(column, row)}
        </S.Cell>
      ))}
    </S.Row>
  );
}) as <T extends RowData>(props: BodyRowProps<T>) => ReactNode;

export function renderCell<T extends RowData>(column: DataTableColumn<T>, row: AnyRow<T>): ReactNode {
  const value = row.getValue(column.id);
  return column.cell ? column.cell({ row: row.original, value, depth: row.depth }) : defaultCellText(value);
}

export function ExpandControl<T extends RowData>({
  row,
  expanded,
  getExpandLabel,
  t,
}: {
  row: AnyRow<T>;
  expanded: boolean;
  getExpandLabel?: (row: T, expanded: boolean) => string;
  t: Translate;
}) {
  const indent =
    row.depth > 0 ? <span aria-hidden="true" style={{ width: `${row.depth * 16}px`, flex: 'none' }} /> : null;
  if (!row.getCanExpand()) return indent;
  return (
    <>
      {indent}
      <S.ExpandButton
        type="button"
        aria-expanded={expanded}
        aria-label={
          getExpandLabel
            ? getExpandLabel(row.original, expanded)
            : expanded
              ? t('dataTable.collapseRow', 'Collapse row')
              : t('dataTable.expandRow', 'Expand row')
        }
        tabIndex={-1}
        onClick={(event) => {
          event.stopPropagation();
          row.toggleExpanded();
        }}
      >
        <S.Chevron aria-hidden="true" />
      </S.ExpandButton>
    </>
  );
}
