// Logs for stories and tests only: two components with log selectors, the server's own names, and lines of a failing
// check (one with ANSI colours) and a payments backend, answered by a fake client that filters as the server does.
import { ApiError, type LogResult, type LogSearchRequest } from '@mission-control/api';
import type { PartialClient } from '../../testing/TestConsoleProvider';
import { fakeDb } from '../../testing/postgrestFake';

export const PAYMENTS = 'c0a80001-0000-4000-8000-0000000000a1';
export const LEDGER = 'c0a80001-0000-4000-8000-0000000000a2';
export const CHECK_ID = 'c0a80001-0000-4000-8000-0000000000c1';
export const DEPLOYMENT = 'c0a80001-0000-4000-8000-0000000000d1';

/** A catalog item with a log selector (its properties of type `logs`), as `config_items_with_logs` lists it. */
export const CATALOG_ITEMS = [
  {
    id: DEPLOYMENT,
    name: 'payments-deployment',
    type: 'Kubernetes::Deployment',
    icon: 'kubernetes',
    log_selectors: [{ name: 'payment files', type: 'logs', backend: 'payments-files' }],
  },
];

export const COMPONENTS = [
  {
    id: PAYMENTS,
    name: 'payments-api',
    type: 'Service',
    icon: 'server',
    deleted_at: null,
    log_selectors: [
      { name: 'checks', backend: 'checks' },
      { name: 'files', backend: 'payments-files' },
    ],
  },
  { id: LEDGER, name: 'ledger-worker', type: 'Service', deleted_at: null, log_selectors: [{ name: 'server' }] },
];

const line = (timestamp: string, message: string, labels: Record<string, string>, selector: string): Line => ({
  timestamp,
  message,
  labels,
  selector,
});
type Line = LogResult & { selector: string };

export const LINES: Line[] = [
  line(
    '2026-11-27T10:05:00Z',
    '\u001b[31mCheck api/payments failed\u001b[0m: expected status 200, got 503',
    { check_id: CHECK_ID, check_name: 'api/payments', status: 'failed', level: 'error' },
    'checks',
  ),
  line(
    '2026-11-27T10:04:00Z',
    'Check api/payments passed',
    { check_id: CHECK_ID, check_name: 'api/payments', status: 'passed', level: 'info' },
    'checks',
  ),
  line('2026-11-27T10:03:00Z', 'payment declined: card expired', { level: 'error', order: '18' }, 'files'),
];

/** Lines a request finds: a component's selector (its first when unnamed), words in the message, key=value labels. */
function answer(request: LogSearchRequest) {
  const component = [...COMPONENTS, ...CATALOG_ITEMS].find((entry) => entry.id === request.id);
  const backend = (name: string) => (name === 'payment files' ? 'files' : name);
  const selector = component ? backend(request.name ?? component.log_selectors[0]!.name) : request.name;
  const terms = (request.query ?? '').split(/\s+/).filter(Boolean);
  const results = LINES.filter((entry) => {
    if (selector && selector !== 'server' && entry.selector !== selector) return false;
    return terms.every((term) => {
      const [key, value] = term.split('=');
      return value !== undefined
        ? entry.labels?.[key!] === value
        : entry.message.toLowerCase().includes(term.toLowerCase());
    });
  }).map(({ selector: _selector, ...rest }) => rest);
  return { total: results.length, results };
}

export interface LogsClientOptions {
  /** The search never answers (a loading story). */
  pending?: boolean;
  /** The search fails with this sentence. */
  error?: string;
}

export function logsClient(options: LogsClientOptions = {}) {
  const { db } = fakeDb({ components_with_logs: COMPONENTS, config_items_with_logs: CATALOG_ITEMS });
  const requests: LogSearchRequest[] = [];
  const client: PartialClient = {
    db,
    logs: {
      names: async () => ['server', 'checks', 'playbooks', 'scrapers', 'notifications', 'payments-files'],
      query: async (request) => {
        requests.push(request);
        if (options.pending) return new Promise(() => undefined);
        if (options.error) throw new ApiError('validation', options.error, { status: 400 });
        return answer(request);
      },
    },
  };
  return { client, requests };
}
