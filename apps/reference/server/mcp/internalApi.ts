import type { MiddlewareHandler } from 'hono';
import { createClient, type MissionControlClient } from '@mission-control/api';
import type { AppEnv, Principal } from '../context';

/**
 * Tools call the same HTTP routes the console calls, in process: the same read models, the same
 * validation, the same permission checks and the same error messages.
 */
export type Dispatch = (request: Request) => Response | Promise<Response>;

/**
 * The principal of each in-process request, keyed by the Request object itself: nothing a client
 * sends can put a request in this map, so it cannot be forged the way a header could.
 */
const inProcess = new WeakMap<Request, Principal>();

/** Marks a request as made in process on behalf of `principal`. */
export function asCaller(request: Request, principal: Principal): Request {
  inProcess.set(request, principal);
  return request;
}

/**
 * Wraps the app's principal resolution: an in-process request carries its principal already (an
 * MCP token's owner, whose own rights the tools act with); every other request goes through `resolve`.
 */
export function inProcessCaller(resolve: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const principal = inProcess.get(c.req.raw);
    if (!principal) return resolve(c, next);
    c.set('principal', principal);
    await next();
  };
}

/**
 * `@mission-control/api`'s client whose transport dispatches in process, every request as `principal`: the MCP
 * tools' API. Paths are the client's (relative to `/api`); nothing goes over the network.
 */
export function inProcessClient(dispatch: Dispatch, origin: string, principal: Principal): MissionControlClient {
  const forward: typeof fetch = async (input, init) => dispatch(asCaller(new Request(input, init), principal));
  return createClient({ baseUrl: origin, mode: 'direct', fetch: forward });
}
