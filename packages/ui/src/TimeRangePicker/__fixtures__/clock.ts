import type { TimeRangeStorage } from '../../time/recentRanges';

/** Wednesday 2024-03-13 14:25:36 UTC: a fixed clock so previews are repeatable. */
export const fixedNow = () => new Date(Date.UTC(2024, 2, 13, 14, 25, 36));

/** An in-memory storage adapter, the shape a host passes (`localStorage` fits it too). */
export function memoryStorage(): TimeRangeStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}
