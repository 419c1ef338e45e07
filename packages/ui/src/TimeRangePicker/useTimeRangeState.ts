import { useCallback, useEffect, useMemo, useState } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { formatWallClock, isRelativeExpression } from '@mission-control/core';
import { addRecentRange, loadRecentRanges, saveRecentRanges, type TimeRangeStorage } from '../time/recentRanges';
import {
  INDEFINITELY,
  quickRanges,
  resolveTimeRange,
  validateTimeRangeInput,
  type AbsoluteTimeRange,
  type ResolvedTimeRange,
  type TimeRange,
  type TimeRangeError,
} from '@mission-control/core';

export const DEFAULT_TIME_RANGE: TimeRange = { type: 'relative', from: 'now-1h', to: 'now' };

export interface UseTimeRangeStateOptions {
  value?: TimeRange;
  /** @default the last hour */
  defaultValue?: TimeRange;
  onChange?: (range: TimeRange) => void;
  /** IANA zone for calendar math and display. @default the browser's */
  timeZone?: string;
  /** Clock used for previews; injectable so stories and tests are repeatable. @default () => new Date() */
  now?: () => Date;
  /** Where recently used absolute ranges are kept (e.g. `localStorage`). Without it they last for the session. */
  storage?: TimeRangeStorage;
  storageKey?: string;
}

export interface TimeRangeDraft {
  from: string;
  to: string;
}

export interface TimeRangeState {
  range: TimeRange;
  /** The range as instants now, or null when it cannot be resolved. */
  resolved: ResolvedTimeRange | null;
  timeZone: string | undefined;
  /** Makes `range` the value; an absolute range is also remembered as recently used. */
  select: (range: TimeRange) => void;
  /** Text in the from/to fields. */
  draft: TimeRangeDraft;
  setDraft: (draft: TimeRangeDraft) => void;
  /** Live validation of the draft, with its resolved instants for the preview. */
  draftError: TimeRangeError | null;
  draftResolved: ResolvedTimeRange | null;
  /** Selects the draft if it is valid; returns whether it was. */
  applyDraft: () => boolean;
  recent: AbsoluteTimeRange[];
  now: () => Date;
}

const systemNow = () => new Date();

/** The text a range shows in the from/to fields. */
export function draftFromRange(range: TimeRange, timeZone: string | undefined): TimeRangeDraft {
  if (range.type === 'relative') return { from: range.from, to: range.to === INDEFINITELY ? '' : range.to };
  if (range.type === 'mapped') {
    const quick = quickRanges.find((item) => item.id === range.range);
    return quick ? { from: quick.from, to: quick.to } : { from: '', to: '' };
  }
  const show = (text: string) => {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? text : formatWallClock(date, timeZone);
  };
  return { from: show(range.from), to: show(range.to) };
}

/**
 * Headless state of a time-range picker: the value (controlled or not), the
 * typed draft with live validation, and recently used absolute ranges.
 */
export function useTimeRangeState(options: UseTimeRangeStateOptions = {}): TimeRangeState {
  const { timeZone, storage, storageKey } = options;
  const now = options.now ?? systemNow;
  const [range, setRange] = useControllableState<TimeRange>({
    value: options.value,
    defaultValue: options.defaultValue ?? DEFAULT_TIME_RANGE,
    onChange: options.onChange,
  });
  const [draft, setDraft] = useState<TimeRangeDraft>(() => draftFromRange(range, timeZone));
  const [recent, setRecent] = useState<AbsoluteTimeRange[]>(() => loadRecentRanges(storage, storageKey));

  // When the value changes from outside (or by a pick), the fields follow it.
  const rangeKey = JSON.stringify(range);
  useEffect(() => {
    setDraft(draftFromRange(JSON.parse(rangeKey) as TimeRange, timeZone));
  }, [rangeKey, timeZone]);

  const select = useCallback(
    (next: TimeRange) => {
      if (next.type === 'absolute') {
        setRecent((list) => {
          const updated = addRecentRange(list, next);
          saveRecentRanges(storage, updated, storageKey);
          return updated;
        });
      }
      setRange(next);
    },
    [setRange, storage, storageKey],
  );

  const validation = validateTimeRangeInput(draft.from, draft.to, { now: now(), timeZone });

  const applyDraft = useCallback(() => {
    const result = validateTimeRangeInput(draft.from, draft.to, { now: now(), timeZone });
    if (result.error || !result.resolved) return false;
    // Expressions stay relative so the range keeps moving with time; typed
    // dates become a fixed, zone-independent absolute range.
    if (isRelativeExpression(draft.from) || isRelativeExpression(draft.to)) {
      select({ type: 'relative', from: draft.from.trim(), to: draft.to.trim() });
    } else {
      select({
        type: 'absolute',
        from: result.resolved.from.toISOString(),
        to: result.resolved.to!.toISOString(),
      });
    }
    return true;
  }, [draft, now, timeZone, select]);

  const resolved = useMemo(() => resolveTimeRange(range, { now: now(), timeZone }), [range, now, timeZone]);

  return {
    range,
    resolved,
    timeZone,
    select,
    draft,
    setDraft,
    draftError: validation.error,
    draftResolved: validation.resolved,
    applyDraft,
    recent,
    now,
  };
}
