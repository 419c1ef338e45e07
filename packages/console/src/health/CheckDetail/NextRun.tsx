import { formatDate, formatRelativeTime, useT } from '@mission-control/ui';
import { useEffect, useState } from 'react';
import { useDatePreferences } from '../../preferences/preferences';

/** Within this of now the run is simply due: the runner starts a few seconds late and clocks drift. */
const DUE_WINDOW_MS = 5_000;

export interface NextRunProps {
  /** The check's next_runtime. */
  value: string;
  /** Reference time; when omitted it ticks, so a run that passes its time turns overdue on screen. */
  now?: number;
}

/**
 * When a check runs next, with its direction in words: "in 19m", "Due now", or "Overdue by 19m" when the
 * scheduled time has passed. ui's RelativeTime gives a bare distance, which reads a past time as a future one.
 */
export function NextRun({ value, now }: NextRunProps) {
  const t = useT();
  const { timeZone } = useDatePreferences();
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    if (now !== undefined) return undefined;
    const timer = setInterval(() => setTick(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [now]);

  const at = Date.parse(value);
  if (!Number.isFinite(at)) return <>-</>;
  const reference = now ?? tick;
  const distance = formatRelativeTime(at, reference);
  const text =
    Math.abs(at - reference) < DUE_WINDOW_MS
      ? t('health.nextRun.due', 'Due now')
      : at < reference
        ? t('health.nextRun.overdue', 'Overdue by {distance}', { distance })
        : t('health.nextRun.in', 'in {distance}', { distance });
  return (
    <time dateTime={new Date(at).toISOString()} title={formatDate(at, 'full', { timeZone })}>
      {text}
    </time>
  );
}
