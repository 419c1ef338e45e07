import type { CheckStatusesParams, DbPage, MissionControlClient, PostgrestQuery } from '@mission-control/api';
import { checkDetailFixture, graphFixture, statusesPage } from '../__fixtures__/checkDetail';
import { checkFixtures, fixtureSummary } from '../__fixtures__/checks';

/** The person a demo console is "signed in" as. */
export const DEMO_USER = {
  id: '00000000-0000-0000-0000-0000000de300',
  name: 'Demo User',
  email: 'demo@example.com',
};

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

function emptyPage(): DbPage<never> {
  return { data: [], totalEntries: 0 };
}

/** The check rows the health widgets read by id, made from the summary fixtures. */
function checkRow(id: string) {
  const summary = checkFixtures.find((check) => check.id === id);
  return summary ? { ...checkDetailFixture, ...summary, id } : { ...checkDetailFixture, id };
}

function listTable(query: PostgrestQuery): DbPage<never> {
  if (query.table === 'checks') {
    const params = new URLSearchParams(query.toParams());
    const id = (params.get('id') ?? '').replace(/^eq\./, '');
    const rows = id ? [checkRow(id)] : checkFixtures.map((check) => checkRow(check.id));
    return { data: rows as never[], totalEntries: rows.length };
  }
  if (query.table === 'people') return { data: [DEMO_USER as never], totalEntries: 1 };
  return emptyPage();
}

/**
 * A client that answers every call the widgets make from fixtures in the browser: no backend, no
 * sign-in. For portals and designers showing a widget (use it with `mode="demo"`). Writes succeed
 * without keeping anything; reads the fixtures do not cover answer empty.
 */
export function createDemoClient({ latencyMs = 150 }: DemoClientOptions = {}): MissionControlClient {
  const answer = <T>(value: T, options?: { signal?: AbortSignal }) => later(value, latencyMs, options?.signal);
  const areas: Record<string, Record<string, (...args: never[]) => Promise<unknown>>> = {
    canary: {
      summary: (options?: { signal?: AbortSignal }) => answer(fixtureSummary(), options),
      graph: (params: { signal?: AbortSignal }) => answer(graphFixture, params),
      runCheck: () => answer({ pass: true, duration: 120, invalid: false }),
      details: () => answer({}),
      about: () => answer({}),
      topology: () => answer({ components: [] }),
    },
    db: {
      list: (query: PostgrestQuery, _row: unknown, options?: { signal?: AbortSignal }) =>
        answer(listTable(query), options),
      checkStatuses: (params: CheckStatusesParams) => answer(statusesPage(params)),
      insert: () => answer([]),
      update: () => answer([]),
      remove: () => answer(undefined),
      softDelete: () => answer(undefined),
    },
    auth: {
      whoami: () => answer({ payload: { user: DEMO_USER, roles: ['viewer'], permissions: [] } }),
      tokens: () => answer([]),
      tokenPermissions: () => answer([]),
    },
    properties: { list: () => answer([]) },
    version: { get: () => answer({ appVersion: 'demo' }) },
    playbook: { list: () => answer([]) },
  };
  // Every other call answers an empty list: widgets render their empty states instead of failing.
  const fallback = () => answer([]);
  const client = {
    url: (path: string) => `/api${path}`,
    kubeconfigUrl: () => '/api/kubeconfig',
  } as Record<string, unknown>;
  return new Proxy(client, {
    get(target, area: string) {
      if (area in target) return target[area];
      if (typeof area !== 'string' || area === 'then') return undefined;
      const known = areas[area] ?? {};
      return new Proxy(known, { get: (calls, call: string) => calls[call] ?? fallback });
    },
  }) as unknown as MissionControlClient;
}
