import type { AbsoluteTimeRange } from '@mission-control/core';

/** The part of `Storage` the picker needs, so hosts can pass localStorage or their own store. */
export interface TimeRangeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** How many recently used absolute ranges are kept. */
export const RECENT_RANGES_LIMIT = 5;

export const RECENT_RANGES_STORAGE_KEY = 'mc.timeRange.recent';

function isAbsoluteRange(value: unknown): value is AbsoluteTimeRange {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return candidate.type === 'absolute' && typeof candidate.from === 'string' && typeof candidate.to === 'string';
}

/** Reads the stored list; a missing, unreadable or tampered entry gives an empty list. */
export function loadRecentRanges(
  storage: TimeRangeStorage | undefined,
  key = RECENT_RANGES_STORAGE_KEY,
): AbsoluteTimeRange[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isAbsoluteRange)
      .slice(0, RECENT_RANGES_LIMIT)
      .map(({ from, to }) => ({ type: 'absolute', from, to }));
  } catch {
    return [];
  }
}

/** Puts `range` first, drops an equal older entry, keeps {@link RECENT_RANGES_LIMIT}. */
export function addRecentRange(list: readonly AbsoluteTimeRange[], range: AbsoluteTimeRange): AbsoluteTimeRange[] {
  const entry: AbsoluteTimeRange = { type: 'absolute', from: range.from, to: range.to };
  return [entry, ...list.filter((item) => item.from !== range.from || item.to !== range.to)].slice(
    0,
    RECENT_RANGES_LIMIT,
  );
}

/** Stores the list; a full or blocked storage is not the user's problem, so failures are ignored. */
export function saveRecentRanges(
  storage: TimeRangeStorage | undefined,
  list: readonly AbsoluteTimeRange[],
  key = RECENT_RANGES_STORAGE_KEY,
): void {
  if (!storage) return;
  try {
    storage.setItem(key, JSON.stringify(list.slice(0, RECENT_RANGES_LIMIT)));
  } catch {
    // Quota or privacy-mode errors: the list simply is not remembered.
  }
}
