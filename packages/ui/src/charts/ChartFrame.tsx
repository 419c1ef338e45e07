import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { useT } from '../i18n/messages';
import { cssVar } from '../theme/tokens';

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.2')};
  min-width: 0;

  .visx-axis-tick text,
  .mc-chart-label {
    fill: ${cssVar('color.textMuted')};
    font-family: ${cssVar('font.family')};
    font-size: 11px;
  }
  .visx-axis-line,
  .visx-axis-tick line {
    stroke: ${cssVar('color.borderStrong')};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar('space.2')};
  flex-wrap: wrap;
`;

const Caption = styled.figcaption`
  font-weight: ${cssVar('font.weight.medium')};
`;

const TableWrap = styled.div`
  max-height: 320px;
  overflow: auto;
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.sm')};

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${cssVar('font.size.sm')};
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: left;
    padding: ${cssVar('space.1')} ${cssVar('space.2')};
    color: ${cssVar('color.textMuted')};
  }
  th,
  td {
    text-align: left;
    padding: ${cssVar('space.1')} ${cssVar('space.2')};
    border-top: 1px solid ${cssVar('color.border')};
  }
  th {
    position: sticky;
    top: 0;
    background: ${cssVar('color.surfaceSunken')};
  }
`;

// The table is a reading aid, not an export: beyond this many rows the newest are shown.
export const CHART_TABLE_LIMIT = 1000;

export interface ChartFrameProps<T> {
  title: string;
  /** Legend or other controls shown beside the title. */
  legend?: ReactNode;
  /** Fixed width; by default the chart fills its container. */
  width?: number;
  height: number;
  /** Draws the chart at a width; the drawing must carry `role="img"` and a summary `aria-label`. */
  renderChart: (width: number) => ReactNode;
  /** Column headings of the data table. */
  columns: readonly string[];
  /** The data, oldest first; the table lists them newest first. */
  rows: readonly T[];
  /** The cells of one row, in column order. */
  renderRow: (row: T) => readonly ReactNode[];
  rowKey: (row: T, index: number) => string;
  /** Start with the table shown. @default false */
  defaultTableOpen?: boolean;
}

/**
 * The width of the element `ref` is put on: measured before the first paint (a layout effect), so the chart is
 * drawn in the frame it mounts in rather than one frame later, then kept current by a ResizeObserver.
 */
function useMeasuredWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    // Observers report at most once a frame, however often a drag resizes the container.
    const observer = new ResizeObserver((entries) => {
      const measured = entries.at(-1)?.contentRect.width;
      if (measured !== undefined) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function MeasuredChart({ height, draw }: { height: number; draw: (width: number) => ReactNode }) {
  const [ref, width] = useMeasuredWidth();
  return (
    <div ref={ref} style={{ height }}>
      {draw(width)}
    </div>
  );
}

/**
 * A chart with a title, a legend and a data table the reader can toggle as its
 * accessible alternative; the table is only rendered when shown, so big series
 * cost nothing until asked for.
 */
export function ChartFrame<T>({
  title,
  legend,
  width,
  height,
  renderChart,
  columns,
  rows,
  renderRow,
  rowKey,
  defaultTableOpen = false,
}: ChartFrameProps<T>) {
  const t = useT();
  const tableId = useId();
  const [open, setOpen] = useState(defaultTableOpen);
  const draw = (w: number) => (w > 0 ? renderChart(w) : null);
  return (
    <Figure>
      <Header>
        <Caption>{title}</Caption>
        {legend}
        <Button
          size="sm"
          variant="ghost"
          icon="menu"
          aria-expanded={open}
          aria-controls={tableId}
          onPress={() => setOpen((value) => !value)}
        >
          {open ? t('ui.chart.hideTable', 'Hide data table') : t('ui.chart.showTable', 'Show data table')}
        </Button>
      </Header>
      {width !== undefined ? draw(width) : <MeasuredChart height={height} draw={draw} />}
      <TableWrap
        id={tableId}
        hidden={!open}
        role="region"
        aria-label={t('ui.chart.tableRegion', '{title} data', { title })}
        tabIndex={open ? 0 : -1}
      >
        {open ? (
          <table>
            <caption>
              {rows.length > CHART_TABLE_LIMIT
                ? t('ui.chart.tableLimited', 'Latest {shown} of {total} results', {
                    shown: CHART_TABLE_LIMIT,
                    total: rows.length,
                  })
                : title}
            </caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows
                .slice(-CHART_TABLE_LIMIT)
                .reverse()
                .map((row, index) => (
                  <tr key={rowKey(row, index)}>
                    {renderRow(row).map((cell, cellIndex) => (
                      <td key={cellIndex}>{cell}</td>
                    ))}
                  </tr>
                ))}
            </tbody>
          </table>
        ) : null}
      </TableWrap>
    </Figure>
  );
}
