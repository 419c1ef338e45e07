/**
 * Concurrent callers asking one database for the same key share one promise until it settles:
 * a request that arrives while the same read is under way waits for that one, which is at most
 * one computation old.
 *
 * A caller that passes `arrivedAt` (its request's arrival, `performance.now()`) may also take the
 * last settled result when that computation was still under way as the request arrived: the same
 * freshness as joining it in flight. Without this, on a busy single-connection database (PGlite) a
 * request whose sign-in lookups queue behind a long read finds it just settled and starts the same
 * read again, so 200 dashboards would compute the summary about once each. No result is kept for
 * time's sake: one that settled before the request arrived is never used.
 */
export function shareInFlight<Scope extends object, T>(options: { kept?: number } = {}) {
  /** Settled results kept per scope (most recent keys), for requests that arrived while they ran. */
  const kept = options.kept ?? 4;
  const running = new WeakMap<Scope, Map<string, Promise<T>>>();
  const settled = new WeakMap<Scope, Map<string, { value: T; at: number }>>();
  return (scope: Scope, key: string, compute: () => Promise<T>, arrivedAt?: number): Promise<T> => {
    let byKey = running.get(scope);
    if (!byKey) running.set(scope, (byKey = new Map()));
    const current = byKey.get(key);
    if (current) return current;
    let last = settled.get(scope);
    const recent = last?.get(key);
    if (recent && arrivedAt !== undefined && recent.at >= arrivedAt) return Promise.resolve(recent.value);
    const next = compute().then(
      (value) => {
        byKey.delete(key);
        if (kept > 0) {
          if (!last) settled.set(scope, (last = new Map()));
          last.delete(key);
          if (last.size >= kept) last.delete(last.keys().next().value!);
          last.set(key, { value, at: performance.now() });
        }
        return value;
      },
      (error: unknown) => {
        byKey.delete(key);
        throw error;
      },
    );
    byKey.set(key, next);
    return next;
  };
}
