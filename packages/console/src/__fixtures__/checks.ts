import type { CheckSummary } from '@mission-control/api';

const base = {
  canary_id: '7c1f3c2a-0000-4000-8000-000000000001',
  canary_name: 'edge-http',
  canary_namespace: 'default',
  agent_id: '00000000-0000-0000-0000-000000000000',
  namespace: 'default',
  type: 'http',
  labels: { team: 'platform' },
  last_runtime: '2026-11-20T10:00:00Z',
};

export const checkFixtures: CheckSummary[] = [
  {
    ...base,
    id: 'a1',
    name: 'homepage',
    status: 'healthy',
    uptime: { passed: 59, failed: 1 },
    latency: { p95: 120, p99: 180, rolling1h: 0 },
  },
  {
    ...base,
    id: 'a2',
    name: 'api/payments',
    status: 'unhealthy',
    uptime: { passed: 20, failed: 40 },
    latency: { p95: 950, p99: 1400, rolling1h: 0 },
  },
  {
    ...base,
    id: 'a3',
    name: 'dns-example-com',
    type: 'dns',
    status: 'healthy',
    uptime: { passed: 30, failed: 0 },
    latency: { p95: 12, rolling1h: 0 },
  },
];

/** A client whose summary call answers from fixtures; for stories and tests only. */
export function fixtureSummary(checks: CheckSummary[] = checkFixtures) {
  return { checks_summary: checks };
}
