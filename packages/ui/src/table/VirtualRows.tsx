import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode, type RefObject } from 'react';

export interface VirtualRowsProps {
  /** How many rows the body has. */
  count: number;
  /** Height of every row in px: rows are one line high, so nothing is measured. */
  rowHeight: number;
  /**
   * The scrolling element around the table (it needs a height or max-height).
   * @default the table's parent element
   */
  scrollRef?: RefObject<HTMLElement | null>;
  /** Cells in a row, so the spacer rows span the table. */
  columnCount: number;
  /** Renders row `index` (a `tr`, with its own key). */
  renderRow: (index: number) => ReactNode;
  /** Up to this many rows everything renders; above it only the rows in view do. @default 150 */
  virtualiseAbove?: number;
  /** Rows rendered beyond each edge of the view. @default 12 */
  overscan?: number;
}

const FALLBACK_RECT = { width: 1000, height: 800 };

/**
 * The `tbody` of a plain `table` that renders only the rows in view once there
 * are many, with spacer rows above and below keeping the scroll height. For
 * tables whose cells `DataTable` cannot express (row headers, a cell per pivot
 * value); the table keeps its real rows, headers and `aria-rowcount`.
 */
export function VirtualRows({
  count,
  rowHeight,
  scrollRef,
  columnCount,
  renderRow,
  virtualiseAbove = 150,
  overscan = 12,
}: VirtualRowsProps) {
  const virtual = count > virtualiseAbove;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // The virtualiser's methods read live scroll state; nothing memoises them here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    // The tbody's own ref is attached before this component's layout effects run; a ref on an
    // ancestor (the scroller) is not yet, so the scroller is found from the tbody.
    getScrollElement: () => scrollRef?.current ?? bodyRef.current?.closest('table')?.parentElement ?? null,
    estimateSize: () => rowHeight,
    overscan,
    enabled: virtual,
    // Before the first measurement, and while the scroller has no layout (hidden, or a DOM
    // without layout), assume a screenful.
    initialRect: FALLBACK_RECT,
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : FALLBACK_RECT)),
  });
  if (!virtual) return <tbody ref={bodyRef}>{Array.from({ length: count }, (_, index) => renderRow(index))}</tbody>;
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const padTop = first ? first.start : 0;
  const padBottom = last ? virtualizer.getTotalSize() - (last.start + rowHeight) : 0;
  return (
    <tbody ref={bodyRef} data-virtual="">
      {padTop > 0 ? (
        <tr data-spacer="" aria-hidden="true">
          <td colSpan={columnCount} style={{ height: padTop, padding: 0, border: 0 }} />
        </tr>
      ) : null}
      {items.map((item) => renderRow(item.index))}
      {padBottom > 0 ? (
        <tr data-spacer="" aria-hidden="true">
          <td colSpan={columnCount} style={{ height: padBottom, padding: 0, border: 0 }} />
        </tr>
      ) : null}
    </tbody>
  );
}
