import type { Check, CheckStatus, DbPage, GraphResponse, PostgrestQuery } from '@mission-control/api';
import { FIXTURE_NOW } from './checks';

const minutesAgo = (minutes: number) => new Date(FIXTURE_NOW - minutes * 60_000).toISOString();

export const checkDetailFixture: Check = {
  id: 'a2',
  canary_id: '7c1f3c2a-0000-4000-8000-000000000001',
  agent_id: '00000000-0000-0000-0000-000000000000',
  type: 'http',
  name: 'api/payments',
  namespace: 'default',
  description: 'Payments API',
  endpoint: 'https://payments.example.com/health',
  labels: {
    team: 'payments',
    critical: 'true',
    tier: '1',
    region: 'eu-west-1',
    owner: 'ada',
    env: 'prod',
    cost: 'high',
  },
  severity: 'high',
  status: 'unhealthy',
  last_runtime: minutesAgo(1),
  next_runtime: new Date(FIXTURE_NOW + 29_000).toISOString(),
  last_transition_time: minutesAgo(12),
  spec: { url: 'https://payments.example.com/health', responseCodes: [200], thresholdMillis: 1000 },
  canaries: { id: '7c1f3c2a-0000-4000-8000-000000000001', name: 'edge-http', source: 'UI' },
  agents: null,
  components: [{ components: { id: 'comp-1', name: 'payments-service', icon: null } }],
  configs: [{ configs: { id: 'cfg-1', name: 'payments-deployment', type: 'Kubernetes::Deployment' } }],
};

/** 120 statuses, newest first, every third failing. */
export const statusFixtures: CheckStatus[] = Array.from({ length: 120 }, (_, i) => ({
  check_id: 'a2',
  time: minutesAgo(i),
  duration: 100 + ((i * 53) % 2000),
  status: i % 3 !== 0,
  message: i % 3 !== 0 ? 'HTTP 200' : 'HTTP 503',
  error: i % 3 !== 0 ? null : 'upstream unavailable\nretry later',
}));

export function statusesPage(params: {
  pageIndex: number;
  pageSize: number;
  status?: unknown;
  duration?: number | null;
}): DbPage<CheckStatus> {
  let rows = statusFixtures;
  if (params.status === '1' || params.status === true || params.status === 1) rows = rows.filter((r) => r.status);
  if (params.status === '0' || params.status === false || params.status === 0) rows = rows.filter((r) => !r.status);
  if (params.duration != null) rows = rows.filter((r) => (r.duration ?? 0) >= params.duration!);
  const start = params.pageIndex * params.pageSize;
  return { data: rows.slice(start, start + params.pageSize), totalEntries: rows.length };
}

export const graphFixture: GraphResponse = {
  status: Array.from({ length: 60 }, (_, i) => ({
    time: minutesAgo(60 - i),
    status: i % 9 !== 0,
    duration: 200 + ((i * 31) % 900),
  })),
  latency: { p95: 950, p97: 1100, p99: 1400 },
  uptime: { passed: 40, failed: 20 },
};

/** A `client.db.list` fake answering the check detail query from fixtures. */
export async function listFixture(query: PostgrestQuery): Promise<DbPage<never>> {
  if (query.table === 'checks') return { data: [checkDetailFixture as never], totalEntries: 1 };
  return { data: [], totalEntries: 0 };
}
