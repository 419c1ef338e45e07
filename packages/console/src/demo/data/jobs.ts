import type { JobHistory } from '@mission-control/api';

export const JOBS: JobHistory[] = [
  {
    id: 'j1',
    name: 'Canary',
    agent_id: '00000000-0000-0000-0000-000000000000',
    agent: { id: '00000000-0000-0000-0000-000000000000', name: 'local' },
    resource_type: 'canary',
    resource_id: 'c1',
    resource_name: 'web',
    status: 'FAILED',
    duration_millis: 1500,
    success_count: 0,
    error_count: 2,
    time_start: '2026-11-25T11:00:00Z',
    details: { errors: { home: 'HTTP 500', api: 'timed out' } },
  },
  {
    id: 'j2',
    name: 'CanaryReconcile',
    agent_id: 'a0000000-0000-0000-0000-000000000001',
    agent: { id: 'a0000000-0000-0000-0000-000000000001', name: 'edge' },
    resource_type: 'canary',
    resource_id: 'c1',
    resource_name: 'web',
    status: 'SUCCESS',
    duration_millis: 20,
    success_count: 1,
    error_count: 0,
    time_start: '2026-11-25T10:00:00Z',
    details: { summary: { created: 1, updated: 0, deleted: 0 } },
  },
];
