import { useEffect, useState, type HTMLAttributes } from 'react';
import { formatDate, formatRelativeTime, parseDateInput, type DateInput, type DisplayTimeZone } from '../format/dates';

export interface RelativeTimeProps extends Omit<HTMLAttributes<HTMLTimeElement>, 'children'> {
  /** The date; empty, invalid or year-0001 values render nothing. */
  value: DateInput;
  /** Reference time; when omitted the age ticks every `refreshMs`. */
  now?: Date | number;
  /** Zone of the full date in the title. @default 'Browser' */
  timeZone?: DisplayTimeZone;
  /** How often a live age re-renders. @default 30000 */
  refreshMs?: number;
}

/**
 * The age of a date in one word (`5m`, `3d`, `2mo`), as a `<time>` element
 * whose `dateTime` and title carry the full date.
 */
export function RelativeTime({ value, now, timeZone = 'Browser', refreshMs = 30_000, ...rest }: RelativeTimeProps) {
  const [tick, setTick] = useState(() => Date.now());
  const live = now === undefined;
  useEffect(() => {
    if (!live) return undefined;
    const timer = setInterval(() => setTick(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, [live, refreshMs]);

  const date = parseDateInput(value);
  if (!date) return null;
  const full = formatDate(date, 'full', { timeZone });
  return (
    <time dateTime={date.toISOString()} title={full} {...rest}>
      {formatRelativeTime(date, now ?? tick)}
    </time>
  );
}

/** `Age` is the name used in lists ("Age" column); same component. */
export const Age = RelativeTime;
