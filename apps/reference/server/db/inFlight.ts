/**
 * Concurrent callers asking one database for the same key share one promise until it settles:
 * a request that arrives while the same read is under way waits for that one, which is at most
 * one computation old. Nothing is kept once it settles.
 */
export function shareInFlight<Scope extends object, T>() {
  const running = new WeakMap<Scope, Map<string, Promise<T>>>();
  return (scope: Scope, key: string, compute: () => Promise<T>): Promise<T> => {
    let byKey = running.get(scope);
    if (!byKey) running.set(scope, (byKey = new Map()));
    const current = byKey.get(key);
    if (current) return current;
    const next = compute().finally(() => byKey.delete(key));
    byKey.set(key, next);
    return next;
  };
}
