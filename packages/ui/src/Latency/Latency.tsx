import type { HTMLAttributes } from 'react';
import { formatLatency } from '../format/formatLatency';

export interface LatencyProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Milliseconds; invalid or negative values render nothing. */
  ms: number | null | undefined;
}

/** Latency in ms below 1 s, in s below 1 min, in m below 1 h, otherwise in h. */
export function Latency({ ms, ...rest }: LatencyProps) {
  const text = formatLatency(ms);
  if (!text) return null;
  return (
    <span title={`${ms} ms`} style={{ fontVariantNumeric: 'tabular-nums' }} {...rest}>
      {text}
    </span>
  );
}
