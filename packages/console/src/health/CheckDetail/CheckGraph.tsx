import type { GraphBucket } from '@mission-control/api';
import { LatencyChart, StatusHistoryChart, useT, type LatencyPoint, type StatusPoint } from '@mission-control/ui';
import { useMemo } from 'react';

export interface CheckGraphProps {
  buckets: readonly GraphBucket[];
}

/**
 * The check's graph buckets as the design-system charts: pass/fail over time and latency.
 * Each chart carries a summary label and a data table for assistive tech.
 */
export function CheckGraph({ buckets }: CheckGraphProps) {
  const t = useT();
  // Each bucket's time is parsed once, for both charts.
  const { statusPoints, latencyPoints } = useMemo(() => {
    const status: StatusPoint[] = [];
    const latency: LatencyPoint[] = [];
    for (const bucket of buckets) {
      const time = new Date(bucket.time);
      status.push({ time, passed: bucket.status, durationMs: bucket.duration });
      latency.push({ time, latencyMs: bucket.duration });
    }
    return { statusPoints: status, latencyPoints: latency };
  }, [buckets]);
  return (
    <div>
      <StatusHistoryChart data={statusPoints} title={t('health.graph.status', 'Check results')} />
      <LatencyChart data={latencyPoints} title={t('health.graph.latency', 'Check latency')} />
    </div>
  );
}
