import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { useMemo } from 'react';
import { formatDate, type DisplayTimeZone } from '../format/dates';
import { formatLatency } from '../format/formatLatency';
import { useT } from '../i18n/messages';
import { cssVar } from '../theme/tokens';
import { ChartFrame } from './ChartFrame';
import {
  areaPerPixel,
  linePerPixel,
  timeScaleOf,
  timeToPixelsOf,
  validLatency,
  type LatencyPoint,
  type TimedPoint,
} from './chartData';

const MARGIN = { top: 10, right: 12, bottom: 26, left: 52 };

export interface LatencyChartProps {
  /** Latency samples; order does not matter, missing or negative values are skipped. */
  data: readonly LatencyPoint[] | null | undefined;
  /** @default 'Latency' */
  title?: string;
  /** Fixed width; by default the chart fills its container. */
  width?: number;
  /** @default 180 */
  height?: number;
  timeZone?: DisplayTimeZone;
  defaultTableOpen?: boolean;
}

const getX = (d: TimedPoint<LatencyPoint>) => d.time;
const getY = (d: TimedPoint<LatencyPoint>) => d.point.latencyMs ?? 0;

function Plot({
  points,
  width,
  height,
  label,
}: {
  points: TimedPoint<LatencyPoint>[];
  width: number;
  height: number;
  label: string;
}) {
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const { x, toX, y, drawn, shaded } = useMemo(() => {
    const max = points.reduce((acc, d) => Math.max(acc, getY(d)), 0);
    const toPixels = timeToPixelsOf(points, innerWidth);
    const toX = (d: TimedPoint<LatencyPoint>) => toPixels(getX(d));
    return {
      x: timeScaleOf(points, innerWidth),
      toX,
      y: scaleLinear({ domain: [0, max > 0 ? max * 1.1 : 1], range: [innerHeight, 0], nice: true }),
      // The line: per pixel column, its first, lowest, highest and last sample; the shading under it, the highest.
      drawn: linePerPixel(points, toX, getY),
      shaded: areaPerPixel(points, toX, getY),
    };
  }, [points, innerWidth, innerHeight]);

  return (
    <svg width={width} height={height} role="img" aria-label={label} style={{ display: 'block', overflow: 'visible' }}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        <AreaClosed
          data={shaded}
          x={toX}
          y={(d) => y(getY(d))}
          yScale={y}
          style={{ fill: cssVar('color.primary'), fillOpacity: 0.15 }}
        />
        <LinePath
          data={drawn}
          x={toX}
          y={(d) => y(getY(d))}
          style={{ stroke: cssVar('color.primary'), strokeWidth: 1.5, fill: 'none' }}
        />
        <AxisLeft scale={y} numTicks={4} tickFormat={(value) => formatLatency(Number(value))} />
        <AxisBottom top={innerHeight} scale={x} numTicks={Math.max(2, Math.floor(innerWidth / 110))} />
      </Group>
    </svg>
  );
}

/** Latency over time as a line over a light area; the y axis reads in ms, s, m or h. */
export function LatencyChart({
  data,
  title,
  width,
  height = 180,
  timeZone = 'Browser',
  defaultTableOpen,
}: LatencyChartProps) {
  const t = useT();
  const points = useMemo(() => validLatency(data), [data]);
  const heading = title ?? t('ui.latencyChart.title', 'Latency');
  const stats = useMemo(() => {
    if (points.length === 0) return null;
    // A loop rather than Math.min(...values): spreading very long series overflows the stack.
    let min = Number.POSITIVE_INFINITY;
    let max = 0;
    for (const d of points) {
      min = Math.min(min, getY(d));
      max = Math.max(max, getY(d));
    }
    return { min, max, latest: getY(points[points.length - 1]!) };
  }, [points]);
  const label = stats
    ? t('ui.latencyChart.summary', '{title}: {count} samples, latest {latest}, min {min}, max {max}', {
        title: heading,
        count: points.length,
        latest: formatLatency(stats.latest),
        min: formatLatency(stats.min),
        max: formatLatency(stats.max),
      })
    : t('ui.latencyChart.empty', '{title}: no samples', { title: heading });

  return (
    <ChartFrame
      title={heading}
      defaultTableOpen={defaultTableOpen}
      width={width}
      height={height}
      renderChart={(w) => <Plot points={points} width={w} height={height} label={label} />}
      columns={[t('ui.chart.time', 'Time'), t('ui.latencyChart.latency', 'Latency')]}
      rows={points}
      rowKey={(d, index) => `${d.time.getTime()}-${index}`}
      renderRow={(d) => [formatDate(d.time, 'timestamp', { timeZone }), formatLatency(getY(d))]}
    />
  );
}
