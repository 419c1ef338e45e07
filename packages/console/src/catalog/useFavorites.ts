import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useConsole } from '../provider/ConsoleProvider';
import { parseFavorites } from './model/summary';

/** Upstream's storage key for pinned types. */
export const FAVORITES_KEY = 'configTypesFavorites';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Pinned config types, kept in the provider's storage so they survive reloads. */
export function useFavoriteTypes(): [ReadonlySet<string>, (type: string) => void] {
  const { storage } = useConsole();
  const text = useSyncExternalStore(
    subscribe,
    () => storage.getItem(FAVORITES_KEY) ?? '[]',
    () => '[]',
  );
  const favorites = useMemo(() => new Set(parseFavorites(text)), [text]);
  const toggle = useCallback(
    (type: string) => {
      const next = new Set(parseFavorites(storage.getItem(FAVORITES_KEY)));
      if (!next.delete(type)) next.add(type);
      storage.setItem(FAVORITES_KEY, JSON.stringify([...next].sort()));
      listeners.forEach((listener) => listener());
    },
    [storage],
  );
  return [favorites, toggle];
}
