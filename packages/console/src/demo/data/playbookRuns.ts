import type { PlaybookRun } from '@mission-control/api';

/** Runs of the demo playbooks as `GET /playbook/run/{id}` returns them, for tests and stories. */
export const runCheck = { id: '0c5f7a3e-0000-4000-8000-00000000c0de', name: 'api/payments' };

const diagnostics = { id: 'pb-diagnostics', name: 'check-diagnostics', title: 'Collect diagnostics', icon: 'exec' };
const ping = { id: 'pb-ping', name: 'ping-reference-server', title: 'Ping the reference server', icon: 'http' };

export const completedRun: PlaybookRun = {
  id: '8559a9a9-8b11-4e8a-bb00-859b8ae2db98',
  playbook_id: diagnostics.id,
  status: 'completed',
  created_at: '2026-08-21T10:00:00.000Z',
  start_time: '2026-08-21T10:00:00.100Z',
  end_time: '2026-08-21T10:00:01.600Z',
  scheduled_time: '2026-08-21T10:00:00.000Z',
  check_id: runCheck.id,
  parameters: { note: 'Investigating api/payments', verbose: true },
  error: null,
  playbooks: diagnostics,
  actions: [
    {
      id: 'a35c7e09-0000-4d36-91d0-000000000001',
      name: 'collect diagnostics',
      status: 'completed',
      playbook_run_id: '8559a9a9-8b11-4e8a-bb00-859b8ae2db98',
      start_time: '2026-08-21T10:00:00.200Z',
      end_time: '2026-08-21T10:00:01.400Z',
      result: {
        stdout:
          'check: api/payments (0c5f7a3e-0000-4000-8000-00000000c0de)\nnamespace: payments\nnote: Investigating api/payments\n',
        stderr: '',
        exitCode: 0,
      },
      error: null,
    },
  ],
};

export const scheduledRun: PlaybookRun = {
  ...completedRun,
  status: 'scheduled',
  start_time: null,
  end_time: null,
  actions: [],
};

export const runningRun: PlaybookRun = {
  ...completedRun,
  status: 'running',
  end_time: null,
  actions: [
    {
      ...completedRun.actions![0]!,
      status: 'running',
      end_time: null,
      result: null,
    },
  ],
};

export const failedRun: PlaybookRun = {
  id: '1e7f0c55-0000-4c2a-8d2b-000000000002',
  playbook_id: ping.id,
  status: 'failed',
  created_at: '2026-08-21T11:00:00.000Z',
  start_time: '2026-08-21T11:00:00.050Z',
  end_time: '2026-08-21T11:00:00.450Z',
  check_id: runCheck.id,
  parameters: {},
  error: 'action canary about failed',
  playbooks: ping,
  actions: [
    {
      id: '1e7f0c55-0000-4c2a-8d2b-0000000000a1',
      name: 'canary about',
      status: 'failed',
      start_time: '2026-08-21T11:00:00.060Z',
      end_time: '2026-08-21T11:00:00.400Z',
      result: { code: 503, body: '{"error":"maintenance"}', contentType: 'application/json', duration: 340 },
      error: 'GET http://localhost:8080/api/canary/about returned 503',
    },
  ],
};

/** A run of a playbook with long output and many parameters, for layout checks. */
export const longRun: PlaybookRun = {
  ...completedRun,
  parameters: Object.fromEntries(
    Array.from({ length: 8 }, (_, i) => [`parameter_${i + 1}`, `value ${'x'.repeat(i * 12)}`]),
  ),
  actions: [
    {
      ...completedRun.actions![0]!,
      result: {
        stdout: Array.from({ length: 80 }, (_, i) => `line ${i + 1}: ${'output '.repeat(12)}`).join('\n'),
        stderr: 'warning: cache is cold\n',
        exitCode: 0,
      },
    },
  ],
};
