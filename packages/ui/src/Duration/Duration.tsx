import type { HTMLAttributes } from 'react';
import { formatDuration } from '../format/formatDuration';

export interface DurationProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Milliseconds; invalid or negative values render nothing. */
  ms: number | null | undefined;
}

/** A duration as its two largest units (`1h 5m`); the title has the exact milliseconds. */
export function Duration({ ms, ...rest }: DurationProps) {
  const text = formatDuration(ms);
  if (!text) return null;
  return (
    <span title={`${ms} ms`} {...rest}>
      {text}
    </span>
  );
}
