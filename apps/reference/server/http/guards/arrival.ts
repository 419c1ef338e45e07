import type { Context, MiddlewareHandler } from 'hono';

const arrivals = new WeakMap<Context, number>();

/** Notes when each request arrived, before any guard or sign-in lookup waits on the database. */
export function arrivalGuard(): MiddlewareHandler {
  return async (c, next) => {
    arrivals.set(c, performance.now());
    await next();
  };
}

/**
 * When the request arrived (`performance.now()`); a request that did not pass the guards
 * (a route app used on its own) counts from now.
 */
export function arrivedAt(c: Context): number {
  return arrivals.get(c) ?? performance.now();
}
