import { describe, expect, it } from 'vitest';
import { RECENT_RANGES_STORAGE_KEY, addRecentRange, loadRecentRanges, saveRecentRanges } from './recentRanges';
import type { AbsoluteTimeRange } from '@mission-control/core';

function memoryStorage(initial?: string) {
  const store = new Map<string, string>();
  if (initial !== undefined) store.set(RECENT_RANGES_STORAGE_KEY, initial);
  return {
    store,
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };
}

const range = (day: number): AbsoluteTimeRange => ({
  type: 'absolute',
  from: `2024-01-0${day}T00:00:00.000Z`,
  to: `2024-01-0${day}T12:00:00.000Z`,
});

describe('recently used ranges', () => {
  it('keeps the five most recent, newest first, without duplicates', () => {
    let list: AbsoluteTimeRange[] = [];
    for (const day of [1, 2, 3, 4, 5, 6]) list = addRecentRange(list, range(day));
    list = addRecentRange(list, range(4));
    expect(list.map((item) => item.from.slice(8, 10))).toEqual(['04', '06', '05', '03', '02']);
  });

  it('round-trips through the storage adapter', () => {
    const storage = memoryStorage();
    saveRecentRanges(storage, [range(1), range(2)]);
    expect(loadRecentRanges(storage)).toEqual([range(1), range(2)]);
  });

  it.each([
    ['missing', undefined],
    ['not JSON', '{oops'],
    ['not a list', '{"type":"absolute"}'],
    ['wrong entries', '[1,"x",{"type":"relative","from":"now-1h","to":"now"},{"type":"absolute","from":3}]'],
  ])('reads %s storage as an empty list', (_name, stored) => {
    expect(loadRecentRanges(memoryStorage(stored))).toEqual([]);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(loadRecentRanges(broken)).toEqual([]);
    expect(() => saveRecentRanges(broken, [range(1)])).not.toThrow();
  });

  it('drops extra fields a tampered entry carries', () => {
    const storage = memoryStorage(JSON.stringify([{ ...range(1), evil: '<script>' }]));
    expect(loadRecentRanges(storage)).toEqual([range(1)]);
  });
});
