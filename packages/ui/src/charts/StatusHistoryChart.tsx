import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import { formatDate, type DisplayTimeZone } from '../format/dates';
import { formatDuration } from '../format/formatDuration';
import { useT } from '../i18n/messages';
import { cssVar } from '../theme/tokens';
import { ChartFrame } from './ChartFrame';
import {
  distinctMarkers,
  markersPath,
  sortByTime,
  summarizeStatus,
  timeScaleOf,
  timeToPixelsOf,
  type StatusPoint,
} from './chartData';

const MARGIN = { top: 10, right: 12, bottom: 26, left: 44 };
const RADIUS = 3.5;

const Legend = styled.ul`
  display: flex;
  gap: ${cssVar('space.3')};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${cssVar('font.size.sm')};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${cssVar('space.1')};
  }
`;

const passStyle = { fill: cssVar('color.statusGreen') };
const failStyle = { fill: cssVar('color.statusRed') };

function LegendShape({ shape }: { shape: 'circle' | 'triangle' }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
      <path d={markersPath([[6, 6]], shape, 4.5)} style={shape === 'circle' ? passStyle : failStyle} />
    </svg>
  );
}

export interface StatusHistoryChartProps {
  /** Check results; order does not matter, unparseable times are skipped. */
  data: readonly StatusPoint[] | null | undefined;
  /** @default 'Status history' */
  title?: string;
  /** Fixed width; by default the chart fills its container. */
  width?: number;
  /** @default 120 */
  height?: number;
  /** Zone of the times in the table and summary. @default 'Browser' */
  timeZone?: DisplayTimeZone;
  defaultTableOpen?: boolean;
}

interface PlotProps {
  points: ReturnType<typeof sortByTime<StatusPoint>>;
  width: number;
  height: number;
  label: string;
  passLabel: string;
  failLabel: string;
}

function Plot({ points, width, height, label, passLabel, failLabel }: PlotProps) {
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const paths = useMemo(() => {
    const x = timeScaleOf(points, innerWidth);
    const toX = timeToPixelsOf(points, innerWidth);
    const passY = innerHeight * 0.3;
    const failY = innerHeight * 0.75;
    const pass: Array<readonly [number, number]> = [];
    const fail: Array<readonly [number, number]> = [];
    for (const { time, point } of points) {
      if (point.passed) pass.push([toX(time), passY]);
      else fail.push([toX(time), failY]);
    }
    return {
      x,
      passY,
      failY,
      pass: markersPath(distinctMarkers(pass), 'circle', RADIUS),
      fail: markersPath(distinctMarkers(fail), 'triangle', RADIUS + 0.5),
    };
  }, [points, innerWidth, innerHeight]);

  return (
    <svg width={width} height={height} role="img" aria-label={label} style={{ display: 'block', overflow: 'visible' }}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        <text className="mc-chart-label" x={-8} y={paths.passY} textAnchor="end" dominantBaseline="middle">
          {passLabel}
        </text>
        <text className="mc-chart-label" x={-8} y={paths.failY} textAnchor="end" dominantBaseline="middle">
          {failLabel}
        </text>
        <path d={paths.pass} style={passStyle} data-series="pass" />
        <path d={paths.fail} style={failStyle} data-series="fail" />
        <AxisBottom top={innerHeight} scale={paths.x} numTicks={Math.max(2, Math.floor(innerWidth / 110))} />
      </Group>
    </svg>
  );
}

/**
 * Pass and fail results over time, drawn as one path per status (circles for
 * pass, triangles for fail) so thousands of points stay smooth; the legend uses
 * the same shapes so colour is never the only cue, and a data table is one
 * click away.
 */
export function StatusHistoryChart({
  data,
  title,
  width,
  height = 120,
  timeZone = 'Browser',
  defaultTableOpen,
}: StatusHistoryChartProps) {
  const t = useT();
  const points = useMemo(() => sortByTime(data), [data]);
  const summary = summarizeStatus(points);
  const heading = title ?? t('ui.statusHistory.title', 'Status history');
  const passLabel = t('ui.statusHistory.pass', 'Pass');
  const failLabel = t('ui.statusHistory.fail', 'Fail');
  const label =
    points.length === 0
      ? t('ui.statusHistory.empty', '{title}: no results', { title: heading })
      : t('ui.statusHistory.summary', '{title}: {passed} passed, {failed} failed, from {from} to {to}', {
          title: heading,
          passed: summary.passed,
          failed: summary.failed,
          from: formatDate(summary.from, 'timestamp', { timeZone }),
          to: formatDate(summary.to, 'timestamp', { timeZone }),
        });

  return (
    <ChartFrame
      title={heading}
      defaultTableOpen={defaultTableOpen}
      legend={
        <Legend aria-label={t('ui.chart.legend', 'Legend')}>
          <li>
            <LegendShape shape="circle" />
            {passLabel} ({summary.passed})
          </li>
          <li>
            <LegendShape shape="triangle" />
            {failLabel} ({summary.failed})
          </li>
        </Legend>
      }
      width={width}
      height={height}
      renderChart={(w) => (
        <Plot points={points} width={w} height={height} label={label} passLabel={passLabel} failLabel={failLabel} />
      )}
      columns={[
        t('ui.chart.time', 'Time'),
        t('ui.statusHistory.status', 'Status'),
        t('ui.statusHistory.duration', 'Duration'),
      ]}
      rows={points}
      rowKey={({ time }, index) => `${time.getTime()}-${index}`}
      renderRow={({ time, point }) => [
        formatDate(time, 'timestamp', { timeZone }),
        point.passed ? passLabel : failLabel,
        formatDuration(point.durationMs),
      ]}
    />
  );
}
