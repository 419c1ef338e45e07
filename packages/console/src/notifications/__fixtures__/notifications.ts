// Notifications for stories and tests only: sends of a failing check and a catalog item, rules (one from a CRD),
// silences (one expired, one indefinite) and a fixture client that answers the summary, the preview and /db.
import type { PartialClient } from '../../testing/TestConsoleProvider';
import { fakeDb, type FakeDbOptions } from '../../testing/postgrestFake';
import type { SummaryRequest } from '../model/rows';

export const FIXTURE_NOW = new Date('2026-11-20T10:00:00Z');

export const CHECK = { id: 'c0a80001-0000-4000-8000-000000000001', name: 'payments-api /health', type: 'http' };
export const CONFIG = {
  id: 'c0a80001-0000-4000-8000-000000000002',
  name: 'orders-db',
  type: 'AWS::RDS::DBInstance',
};
export const RULE_ID = 'c0a80001-0000-4000-8000-000000000010';
export const CRD_RULE_ID = 'c0a80001-0000-4000-8000-000000000011';
export const ADMIN = { id: 'c0a80001-0000-4000-8000-000000000020', name: 'Ada Admin', email: 'ada@example.com' };

export const SUMMARY_ROWS = [
  {
    resource: { ...CHECK, deleted_at: null },
    resource_type: 'check',
    resource_health: 'unhealthy',
    resource_status: 'failing',
    resource_health_description: 'Check payments-api /health has failed',
    first_observed: '2026-11-20T08:00:00Z',
    last_seen: '2026-11-20T09:55:00Z',
    total: 4,
    last_message: 'HTTP 503',
    sent: 2,
    error: 1,
    suppressed: 1,
  },
  {
    resource: { ...CONFIG, deleted_at: null },
    resource_type: 'config',
    resource_health: 'warning',
    resource_status: 'Backing up',
    resource_health_description: 'AWS::RDS::DBInstance orders-db is warning',
    first_observed: '2026-11-20T07:00:00Z',
    last_seen: '2026-11-20T07:00:00Z',
    total: 1,
    last_message: null,
    sent: 1,
    error: 0,
    suppressed: 0,
  },
];

const send = (n: number, status: string, extra: Record<string, unknown> = {}) => ({
  id: `c0a80001-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  notification_id: RULE_ID,
  status,
  source_event: 'check.failed',
  resource_id: CHECK.id,
  resource_type: 'check',
  resource: CHECK,
  resource_health: 'unhealthy',
  resource_status: 'failing',
  resource_health_description: 'Check payments-api /health has failed',
  recipient: ADMIN.email,
  body: 'Check payments-api /health has failed: HTTP 503',
  payload: { check: { name: CHECK.name, status: 'unhealthy' } },
  created_at: `2026-11-20T0${n + 5}:00:00Z`,
  ...extra,
});

export const HISTORY_ROWS = [
  send(4, 'silenced', { silenced_by: 'c0a80001-0000-4000-8000-000000000030', body: null }),
  send(3, 'error', { recipient: 'ops-webhook', error: 'POST http://127.0.0.1:9/hook: 500 Internal Server Error' }),
  send(2, 'repeat-interval', { parent_id: 'c0a80001-0000-4000-8000-000000000101' }),
  send(1, 'sent', { duration_millis: 42 }),
];

export const RULE_ROWS = [
  {
    id: RULE_ID,
    name: 'check-failures',
    events: ['check.failed'],
    filter: "check.type == 'http'",
    person_id: ADMIN.id,
    person: ADMIN,
    repeat_interval: '1h',
    wait_for: 30_000_000_000,
    source: 'UI',
    error: null,
    created_by: ADMIN,
    created_at: '2026-11-19T10:00:00Z',
    updated_at: '2026-11-19T10:00:00Z',
    sent: 3,
    failed: 1,
    pending: 0,
    avg_duration_ms: 42,
  },
  {
    id: CRD_RULE_ID,
    name: 'config-health',
    events: ['config.unhealthy', 'config.warning'],
    filter: 'config.type.startsWith(',
    custom_services: [{ name: 'ops', url: 'generic+http://127.0.0.1:8080/hook' }],
    source: 'KubernetesCRD',
    error: "ERROR: <input>:1:26: Syntax error: missing ')' at '<EOF>'",
    created_at: '2026-11-18T10:00:00Z',
    updated_at: '2026-11-18T10:00:00Z',
    sent: 0,
    failed: 0,
    pending: 2,
  },
];

export const SILENCE_ROWS = [
  {
    id: 'c0a80001-0000-4000-8000-000000000030',
    name: 'payments maintenance',
    description: 'Planned migration',
    check_id: CHECK.id,
    checks: CHECK,
    until: '2026-11-21T10:00:00Z',
    recursive: false,
    createdBy: ADMIN,
    created_at: '2026-11-20T08:00:00Z',
    deleted_at: null,
  },
  {
    id: 'c0a80001-0000-4000-8000-000000000031',
    name: 'noisy pods',
    filter: "config.type == 'Kubernetes::Pod'",
    until: null,
    createdBy: ADMIN,
    created_at: '2026-11-19T08:00:00Z',
    deleted_at: null,
  },
  {
    id: 'c0a80001-0000-4000-8000-000000000032',
    name: 'old outage',
    config_id: CONFIG.id,
    catalog: CONFIG,
    until: '2026-11-10T10:00:00Z',
    recursive: true,
    created_at: '2026-11-09T08:00:00Z',
    deleted_at: null,
  },
];

export interface NotificationsClientOptions extends FakeDbOptions {
  /** The summary's answer fails with this error. */
  summaryError?: Error;
}

/** A fixture client: the summary filters by resource type and status as the server does (include/exclude lists). */
export function notificationsClient(options: NotificationsClientOptions = {}) {
  const { db, writes, tables } = fakeDb(
    {
      notification_send_history_summary: HISTORY_ROWS,
      notifications_summary: RULE_ROWS,
      notifications: RULE_ROWS,
      notification_silences: SILENCE_ROWS,
      people: [ADMIN, { id: 'c0a80001-0000-4000-8000-000000000021', name: 'Bob Builder' }],
      teams: [{ id: 'c0a80001-0000-4000-8000-000000000022', name: 'Payments' }],
      playbooks: [{ id: 'c0a80001-0000-4000-8000-000000000023', name: 'restart-deployment', title: 'Restart' }],
    },
    options,
  );
  const requests: {
    summary: SummaryRequest[];
    silences: Record<string, unknown>[];
    previews: Record<string, string>[];
  } = { summary: [], silences: [], previews: [] };
  const matches = (value: string | null | undefined, expression: string | undefined) => {
    if (!expression) return true;
    const terms = expression.split(',');
    const include = terms.filter((term) => !term.startsWith('!'));
    const exclude = terms.filter((term) => term.startsWith('!')).map((term) => term.slice(1));
    return (!include.length || include.includes(value ?? '')) && !exclude.includes(value ?? '');
  };
  // The silence form's resource picker: by id, or checks, items and components whose name contains the search.
  const searchable = { checks: [CHECK], configs: [CONFIG], components: [] as (typeof CHECK)[] };
  const client: PartialClient = {
    db,
    resources: {
      search: async (request) => {
        const out: Record<string, unknown[]> = {};
        for (const [kind, selectors] of Object.entries(request) as [
          keyof typeof searchable,
          { id?: string; search?: string }[] | undefined,
        ][]) {
          out[kind] = (searchable[kind] ?? [])
            .filter((item) =>
              (selectors ?? []).some((s) => (s.id ? item.id === s.id : item.name.includes(s.search ?? ''))),
            )
            .map((item) => ({ ...item, tags: {} }));
        }
        return out;
      },
    },
    notification: {
      summary: async (request) => {
        requests.summary.push(request as SummaryRequest);
        if (options.summaryError) throw options.summaryError;
        const results = SUMMARY_ROWS.filter(
          (row) =>
            matches(row.resource_type, request.resourceType) &&
            (!request.search || row.resource.name.startsWith(request.search)) &&
            (!request.status || matches(row.sent ? 'sent' : 'error', request.status)),
        );
        return { total: results.length, results };
      },
      silence: async (request) => {
        requests.silences.push(request as Record<string, unknown>);
        const saved = request as { name?: string; until?: string | null };
        return { id: 'c0a80001-0000-4000-8000-000000000039', name: saved.name ?? null, from: null, until: null };
      },
      silencePreview: async (query) => {
        requests.previews.push(query);
        const notifications = query.id === CHECK.id ? HISTORY_ROWS.filter((row) => row.status === 'sent') : [];
        return { notifications, resources: query.id === CHECK.id ? { [CHECK.id]: CHECK } : {} };
      },
    },
  };
  return { client, writes, tables, requests };
}
