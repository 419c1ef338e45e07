import type { MissionControlClient } from '@mission-control/api';
import { DEMO_USER } from './user';

export { DEMO_USER };

export interface DemoClientOptions {
  /** Latency added to every answer, so loading states show as they would. @default 150 */
  latencyMs?: number;
}

function later<T>(value: T, latencyMs: number, signal?: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => resolve(value), latencyMs);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** The `{ signal }` a call was given, wherever its options argument sits. */
function signalOf(args: readonly unknown[]): AbortSignal | undefined {
  for (const arg of args) {
    const signal = (arg as { signal?: unknown } | null)?.signal;
    if (typeof AbortSignal !== 'undefined' && signal instanceof AbortSignal) return signal;
  }
  return undefined;
}

type Areas = Record<string, Record<string, (...args: never[]) => unknown>>;

/**
 * A client that answers every call the widgets make from the demo rows of `demo/data` in the browser: checks,
 * their history and graphs, incidents, playbooks and their runs, permissions, access scopes, people,
 * tokens, job history and feature flags. No backend, no sign-in: for portals and designers showing a
 * widget (use it with `mode="demo"`). Writes change the demo's in-memory tables and nothing else;
 * reads the demo rows do not cover answer empty.
 */
export function createDemoClient({ latencyMs = 150 }: DemoClientOptions = {}): MissionControlClient {
  let areas: Promise<Areas> | null = null;
  const load = () => (areas ??= import('./areas').then((module) => module.demoAreas()));
  const client = {
    url: (path: string) => `/api${path}`,
    kubeconfigUrl: () => '/api/kubeconfig',
  } as Record<string, unknown>;
  const calls = new Map<string, unknown>();
  return new Proxy(client, {
    get(target, area: string | symbol) {
      if (typeof area !== 'string') return undefined;
      if (area in target) return target[area];
      if (area === 'then') return undefined;
      if (!calls.has(area)) {
        calls.set(
          area,
          new Proxy(
            {},
            {
              get: (_calls, call: string | symbol) => {
                if (typeof call !== 'string' || call === 'then') return undefined;
                return async (...args: never[]) => {
                  const signal = signalOf(args);
                  const fn = (await load())[area]?.[call];
                  // Every other call answers an empty list: widgets show their empty states instead of failing.
                  const value = fn ? await fn(...args) : [];
                  return later(value, latencyMs, signal);
                };
              },
            },
          ),
        );
      }
      return calls.get(area);
    },
  }) as unknown as MissionControlClient;
}
