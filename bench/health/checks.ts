// The checks bench:health hands to the dashboard (page.tsx) and to the data-work bench (compute.ts).
import type { CheckSummary } from '../../packages/api/src/index';

const TEAMS = ['platform', 'payments', 'search', 'data', 'identity', 'edge'];
const NAMESPACES = ['default', 'prod', 'staging', 'infra'];

/** The bench's checks: 10 per canary, 4 namespaces, 6 teams, 1 in 7 failing. */
export function generateChecks(count: number): CheckSummary[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `check-${i}`,
    canary_id: `canary-${Math.floor(i / 10)}`,
    canary_name: `canary-${Math.floor(i / 10)}`,
    name: `check-${String(i).padStart(6, '0')}`,
    namespace: NAMESPACES[i % NAMESPACES.length],
    type: 'http',
    labels: { team: TEAMS[i % TEAMS.length]! },
    status: i % 7 === 0 ? 'unhealthy' : 'healthy',
    uptime: { passed: 60, failed: i % 7 === 0 ? 20 : 0 },
    latency: { p95: (i * 37) % 3000 },
  }));
}
