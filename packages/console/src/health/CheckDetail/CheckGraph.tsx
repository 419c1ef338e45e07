import type { GraphBucket } from '@mission-control/api';
import { cssVar, useT } from '@mission-control/ui';
import { formatLatency } from '../model/durations';

const WIDTH = 800;
const HEIGHT = 160;

export interface CheckGraphProps {
  buckets: readonly GraphBucket[];
}

/**
 * Latency per status bucket, one bar each, coloured and labelled by pass or fail.
 * A local chart until the ui charts land; the summary text carries the same facts.
 */
export function CheckGraph({ buckets }: CheckGraphProps) {
  const t = useT();
  if (buckets.length === 0) return <p>{t('health.graph.empty', 'No data available')}</p>;
  const max = Math.max(1, ...buckets.map((b) => b.duration));
  const barWidth = WIDTH / buckets.length;
  const failed = buckets.filter((b) => !b.status).length;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      height={HEIGHT}
      preserveAspectRatio="none"
      role="img"
      aria-label={t('health.graph.summary', '{count} intervals, {failed} failing, slowest {max}', {
        count: buckets.length,
        failed,
        max: formatLatency(max),
      })}
    >
      {buckets.map((bucket, i) => {
        const height = Math.max(2, (bucket.duration / max) * (HEIGHT - 4));
        return (
          <rect
            key={bucket.time}
            x={i * barWidth + 0.5}
            y={HEIGHT - height}
            width={Math.max(1, barWidth - 1)}
            height={height}
            fill={bucket.status ? cssVar('color.statusGreen') : cssVar('color.statusRed')}
            data-status={bucket.status ? 'healthy' : 'unhealthy'}
          >
            <title>{`${bucket.time}: ${formatLatency(bucket.duration)} ${bucket.status ? 'healthy' : 'unhealthy'}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
