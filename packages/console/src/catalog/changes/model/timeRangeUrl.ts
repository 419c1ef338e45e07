// The time range in the URL, with upstream's parameter names (shell-and-access §9: `rangeType`, `display`,
// `range`, `from`, `to`), so a link from upstream's change feed (`rangeType=relative&display=2 days&range=now-2d`)
// opens the same window here. Malformed values read as the default.
import {
  quickRangeIds,
  quickRanges,
  relativePastOptions,
  resolveTimeRange,
  validateTimeRangeInput,
  type QuickRangeId,
  type TimeRange,
} from '@mission-control/ui/time';

export interface SearchParamsLike {
  get(name: string): string | null;
}

/** The change feed's window unless the URL names another (upstream's default: the last 2 days). */
export const DEFAULT_CHANGES_RANGE: TimeRange = { type: 'relative', from: 'now-2d', to: 'now' };

/** Longest date or expression kept from the URL. */
const MAX_EXPRESSION = 64;

const TIME_RANGE_PARAMS = ['rangeType', 'display', 'range', 'from', 'to'] as const;

function valid(from: string, to: string): boolean {
  return (
    from.length <= MAX_EXPRESSION && to.length <= MAX_EXPRESSION && validateTimeRangeInput(from, to).error === null
  );
}

/** Reads the range; anything malformed (an unknown quick range, a `from` after `to`) is the default. */
export function decodeTimeRange(params: SearchParamsLike, fallback: TimeRange = DEFAULT_CHANGES_RANGE): TimeRange {
  const type = params.get('rangeType');
  const range = params.get('range');
  const from = params.get('from');
  const to = params.get('to');
  if (type === 'mapped') {
    return range && (quickRangeIds as readonly string[]).includes(range)
      ? { type: 'mapped', range: range as QuickRangeId }
      : fallback;
  }
  if (type === 'absolute') {
    if (!from || !to || !valid(from, to)) return fallback;
    const start = new Date(from);
    const end = new Date(to);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return fallback;
    return { type: 'absolute', from: start.toISOString(), to: end.toISOString() };
  }
  if (type === 'relative' || type === null) {
    // Upstream writes `range=now-2d` alone; `from`/`to` are our own longer form.
    const start = range ?? from;
    const end = range ? 'now' : (to ?? 'now');
    if (!start) return fallback;
    return valid(start, end) ? { type: 'relative', from: start, to: end } : fallback;
  }
  return fallback;
}

/** Upstream's `display` text of a relative range ("2 days" for now-2d), where it has one. */
function displayOf(range: TimeRange): string | null {
  if (range.type !== 'relative' || range.to !== 'now') return null;
  const option = relativePastOptions.find((item) => item.range.from === range.from);
  return option ? option.label.replace(/^Last /, '') : null;
}

/** Writes the range into a copy of the params; the default range leaves them out. */
export function writeTimeRange(
  previous: URLSearchParams,
  range: TimeRange,
  fallback: TimeRange = DEFAULT_CHANGES_RANGE,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const name of TIME_RANGE_PARAMS) next.delete(name);
  if (JSON.stringify(range) === JSON.stringify(fallback)) return next;
  next.set('rangeType', range.type);
  if (range.type === 'mapped') {
    next.set('range', range.range);
  } else if (range.type === 'absolute') {
    next.set('from', range.from);
    next.set('to', range.to);
  } else if (range.to === 'now') {
    const display = displayOf(range);
    if (display) next.set('display', display);
    next.set('range', range.from);
  } else {
    next.set('from', range.from);
    next.set('to', range.to);
  }
  return next;
}

/**
 * The request's `from`/`to`: date math as written for a relative range (the server evaluates it, so the
 * request stays the same while the page is open), instants for an absolute one, and a quick range resolved
 * here in the viewer's zone (its `to` rounds up to the end of the unit, which the server's date math does not).
 */
export function requestWindow(
  range: TimeRange,
  options: { now?: Date; timeZone?: string } = {},
): {
  from: string;
  to: string;
} {
  if (range.type === 'relative') return { from: range.from, to: range.to };
  if (range.type === 'absolute') return { from: range.from, to: range.to };
  const resolved = resolveTimeRange(range, { now: options.now, timeZone: options.timeZone });
  if (!resolved || !resolved.to) {
    const quick = quickRanges.find((item) => item.id === range.range)!;
    return { from: quick.from, to: quick.to };
  }
  return { from: resolved.from.toISOString(), to: resolved.to.toISOString() };
}
