import type { HTMLAttributes } from 'react';
import { formatDate, parseDateInput, type DateFormat, type DateInput, type DisplayTimeZone } from '../format/dates';

export interface DateTimeProps extends Omit<HTMLAttributes<HTMLTimeElement>, 'children'> {
  /** The date; empty, invalid or year-0001 values render nothing. */
  value: DateInput;
  /** short `1h`, medium `Mon 10:30:45`, full `Jan 1 10:30:01.999`, timestamp `2025-01-01 10:30:01.999`. @default 'timestamp' */
  format?: DateFormat;
  /** IANA zone, or 'Browser' for the viewer's own. @default 'Browser' */
  timeZone?: DisplayTimeZone;
  /** Reference time for the `short` format. */
  now?: Date | number;
}

/** A date in one of the preference formats and display zone; the title holds the full timestamp. */
export function DateTime({ value, format = 'timestamp', timeZone = 'Browser', now, ...rest }: DateTimeProps) {
  const date = parseDateInput(value);
  if (!date) return null;
  const zoneLabel = timeZone === 'Browser' ? '' : ` ${timeZone}`;
  return (
    <time dateTime={date.toISOString()} title={`${formatDate(date, 'timestamp', { timeZone })}${zoneLabel}`} {...rest}>
      {formatDate(date, format, { timeZone, now })}
    </time>
  );
}
