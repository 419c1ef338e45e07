import type { CheckSummary } from '@mission-control/api';

/** Fixture time: every relative time in stories and tests is measured from here. */
export const FIXTURE_NOW = Date.parse('2026-11-20T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(FIXTURE_NOW - minutes * 60_000).toISOString();

const base = {
  canary_id: '7c1f3c2a-0000-4000-8000-000000000001',
  canary_name: 'edge-http',
  canary_namespace: 'default',
  agent_id: '00000000-0000-0000-0000-000000000000',
  namespace: 'default',
  type: 'http',
  labels: { team: 'platform' },
  last_runtime: minutesAgo(1),
};

export const checkFixtures: CheckSummary[] = [
  {
    ...base,
    id: 'a1',
    name: 'homepage',
    endpoint: 'https://example.com/',
    status: 'healthy',
    uptime: { passed: 59, failed: 1 },
    latency: { p95: 120, p99: 180, rolling1h: 0 },
    last_transition_time: minutesAgo(300),
  },
  {
    ...base,
    id: 'a2',
    name: 'api/payments',
    description: 'Payments API',
    labels: { team: 'payments', critical: 'true' },
    status: 'unhealthy',
    uptime: { passed: 20, failed: 40 },
    latency: { p95: 950, p99: 1400, rolling1h: 0 },
    last_transition_time: minutesAgo(12),
  },
  {
    ...base,
    id: 'a3',
    name: 'dns-example-com',
    canary_name: 'dns',
    type: 'dns',
    namespace: 'infra',
    labels: { team: 'platform', critical: 'false' },
    status: 'healthy',
    uptime: { passed: 30, failed: 0 },
    latency: { p95: 12, rolling1h: 0 },
  },
  {
    ...base,
    id: 'a4',
    name: 'nightly-backup',
    canary_name: 'jobs',
    type: 'exec',
    namespace: null,
    labels: { team: 'data' },
    status: 'unhealthy',
    uptime: { passed: 0, failed: 3 },
    latency: { p95: 4200, rolling1h: 0 },
    last_runtime: minutesAgo(180),
  },
];

/** A summary response from fixtures; for stories and tests only. */
export function fixtureSummary(checks: CheckSummary[] = checkFixtures) {
  return { checks_summary: checks };
}

const TEAMS = ['platform', 'payments', 'search', 'data', 'identity', 'edge'];
const NAMESPACES = ['default', 'prod', 'staging', 'infra'];
const TYPES = ['http', 'dns', 'tcp', 'icmp', 'exec', 'postgres'];

/** `count` deterministic checks for long-data stories, tests and the benchmark. */
export function manyChecks(count: number): CheckSummary[] {
  const out: CheckSummary[] = [];
  for (let i = 0; i < count; i++) {
    const failing = i % 7 === 0;
    out.push({
      id: `check-${i}`,
      canary_id: `canary-${Math.floor(i / 10)}`,
      canary_name: `canary-${Math.floor(i / 10)}`,
      agent_id: '00000000-0000-0000-0000-000000000000',
      name: i % 3 === 0 ? `svc-${i % 50}/endpoint-${i}` : `check-${String(i).padStart(6, '0')}`,
      namespace: NAMESPACES[i % NAMESPACES.length],
      type: TYPES[i % TYPES.length]!,
      labels: { team: TEAMS[i % TEAMS.length]!, critical: i % 5 === 0 ? 'true' : 'false' },
      status: failing ? 'unhealthy' : 'healthy',
      uptime: { passed: failing ? 40 : 60, failed: failing ? 20 : 0 },
      latency: { p95: (i * 37) % 3000, rolling1h: 0 },
      last_runtime: minutesAgo(i % 90),
      last_transition_time: minutesAgo((i % 600) + 5),
    });
  }
  return out;
}
