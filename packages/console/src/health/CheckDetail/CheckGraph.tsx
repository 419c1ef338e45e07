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
  const statusPoints = useMemo<StatusPoint[]>(
    () => buckets.map((bucket) => ({ time: bucket.time, passed: bucket.status, durationMs: bucket.duration })),
    [buckets],
  );
  const latencyPoints = useMemo<LatencyPoint[]>(
    () => buckets.map((bucket) => ({ time: bucket.time, latencyMs: bucket.duration })),
    [buckets],
  );
  return (
    <div>
      <StatusHistoryChart data={statusPoints} title={t('health.graph.status', 'Check results')} />
      <LatencyChart data={latencyPoints} title={t('health.graph.latency', 'Check latency')} />
    </div>
  );
}
