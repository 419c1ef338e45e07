/** Where widgets keep preferences (refresh rate, recently used ranges, page size). */
export interface StorageAdapter {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryStorage(): StorageAdapter {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * localStorage under a namespace, so two embedded consoles on one page keep
 * separate preferences. Falls back to memory when storage is unavailable
 * (private mode, sandboxed iframes, quota errors).
 */
export function createLocalStorage(namespace = 'mission-control'): StorageAdapter {
  const fallback = createMemoryStorage();
  const store = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window.localStorage;
    } catch {
      return null;
    }
  };
  const key = (name: string) => `${namespace}:${name}`;
  return {
    getItem(name) {
      try {
        return store()?.getItem(key(name)) ?? fallback.getItem(name);
      } catch {
        return fallback.getItem(name);
      }
    },
    setItem(name, value) {
      try {
        const s = store();
        if (s) s.setItem(key(name), value);
        else fallback.setItem(name, value);
      } catch {
        fallback.setItem(name, value);
      }
    },
    removeItem(name) {
      fallback.removeItem(name);
      try {
        store()?.removeItem(key(name));
      } catch {
        // Nothing to remove when storage is unavailable.
      }
    },
  };
}
