import type { HTMLAttributes } from 'react';
import { formatBytes } from '../format/formatBytes';

export interface FileSizeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Bytes; invalid values render nothing. */
  bytes: number | null | undefined;
}

/** A size from B to YB in steps of 1024; the title has the exact byte count. */
export function FileSize({ bytes, ...rest }: FileSizeProps) {
  const text = formatBytes(bytes);
  if (!text) return null;
  return (
    <span title={`${bytes} B`} style={{ fontVariantNumeric: 'tabular-nums' }} {...rest}>
      {text}
    </span>
  );
}
