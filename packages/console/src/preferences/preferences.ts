import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { isValidTimeZone } from '@mission-control/ui';
import { DEFAULT_DATETIME_FORMAT, toDatetimeFormat, type DatetimeFormat } from '@mission-control/ui/time';
import { useConsole } from '../provider/ConsoleProvider';
import type { StorageAdapter } from '../provider/storage';

/** Storage keys; the card width keeps the spec's own key. */
export const PREFERENCE_KEYS = {
  datetimeFormat: 'datetime_format',
  timeZone: 'display_timezone',
  topologyCardWidth: 'topology_card_width',
  showDeletedItems: 'show_deleted_items',
  showDeletedConfigs: 'show_deleted_configs',
} as const;

export const CARD_WIDTH = { min: 250, max: 768, step: 2, default: 554 } as const;

/** Stored value for "the viewer's browser zone". */
export const BROWSER_ZONE = 'browser';

export interface ConsolePreferences {
  datetimeFormat: DatetimeFormat;
  /** An IANA zone, or {@link BROWSER_ZONE}. */
  timeZone: string;
  topologyCardWidth: number;
  showDeletedItems: boolean;
  showDeletedConfigs: boolean;
}

export const DEFAULT_PREFERENCES: ConsolePreferences = {
  datetimeFormat: DEFAULT_DATETIME_FORMAT,
  timeZone: BROWSER_ZONE,
  topologyCardWidth: CARD_WIDTH.default,
  showDeletedItems: false,
  showDeletedConfigs: false,
};

/** Reads preferences from storage; anything missing or malformed falls back to its default. */
export function readPreferences(storage: StorageAdapter): ConsolePreferences {
  const width = Number(storage.getItem(PREFERENCE_KEYS.topologyCardWidth));
  const zone = storage.getItem(PREFERENCE_KEYS.timeZone);
  return {
    datetimeFormat: toDatetimeFormat(storage.getItem(PREFERENCE_KEYS.datetimeFormat)),
    timeZone: zone && (zone === BROWSER_ZONE || isValidTimeZone(zone)) ? zone : BROWSER_ZONE,
    topologyCardWidth:
      Number.isFinite(width) && width >= CARD_WIDTH.min && width <= CARD_WIDTH.max
        ? width - ((width - CARD_WIDTH.min) % CARD_WIDTH.step)
        : CARD_WIDTH.default,
    showDeletedItems: storage.getItem(PREFERENCE_KEYS.showDeletedItems) === 'true',
    showDeletedConfigs: storage.getItem(PREFERENCE_KEYS.showDeletedConfigs) === 'true',
  };
}

// Listeners per storage adapter, so every widget using one adapter re-renders on a change.
const listeners = new WeakMap<StorageAdapter, Set<() => void>>();

function listenersOf(storage: StorageAdapter): Set<() => void> {
  let set = listeners.get(storage);
  if (!set) {
    set = new Set();
    listeners.set(storage, set);
  }
  return set;
}

export function writePreference<K extends keyof ConsolePreferences>(
  storage: StorageAdapter,
  key: K,
  value: ConsolePreferences[K],
): void {
  storage.setItem(PREFERENCE_KEYS[key], String(value));
  listenersOf(storage).forEach((listener) => listener());
}

/** The user's preferences and a setter, kept in the provider's storage adapter. */
export function usePreferences(): [
  ConsolePreferences,
  <K extends keyof ConsolePreferences>(key: K, value: ConsolePreferences[K]) => void,
] {
  const { storage } = useConsole();
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listenersOf(storage);
      set.add(listener);
      return () => set.delete(listener);
    },
    [storage],
  );
  // A string snapshot, so an unchanged store gives an identical value.
  const snapshot = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(readPreferences(storage)),
    () => JSON.stringify(DEFAULT_PREFERENCES),
  );
  const preferences = useMemo(() => JSON.parse(snapshot) as ConsolePreferences, [snapshot]);
  const set = useCallback(
    <K extends keyof ConsolePreferences>(key: K, value: ConsolePreferences[K]) => writePreference(storage, key, value),
    [storage],
  );
  return [preferences, set];
}

/** What the ui date widgets take: the chosen format and zone ('Browser' for the viewer's own). */
export function useDatePreferences(): { format: DatetimeFormat; timeZone: string } {
  const [preferences] = usePreferences();
  return {
    format: preferences.datetimeFormat,
    timeZone: preferences.timeZone === BROWSER_ZONE ? 'Browser' : preferences.timeZone,
  };
}

/** Show hidden components lives in the address, so a shared link shows the same topology. */
export const SHOW_HIDDEN_COMPONENTS_PARAM = 'showHiddenComponents';
