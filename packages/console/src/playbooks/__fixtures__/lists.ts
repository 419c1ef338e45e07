// Playbook rows and runs for the list pages' stories and tests, with a client that answers /db (the fake) and the
// run dialog's params and run calls.
import type { PlaybookParameter } from '@mission-control/api';
import type { PartialClient } from '../../testing/TestConsoleProvider';
import { fakeDb, type FakeDbOptions } from '../../testing/postgrestFake';

export const PB_RESTART = 'c0a80001-0000-4000-8000-0000000000a1';
export const PB_DIAG = 'c0a80001-0000-4000-8000-0000000000a2';
export const PB_CLEANUP = 'c0a80001-0000-4000-8000-0000000000a3';
export const PB_CRD = 'c0a80001-0000-4000-8000-0000000000a4';

const playbook = (id: string, name: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  title,
  namespace: 'default',
  icon: null,
  description: null,
  category: '',
  source: 'UI',
  spec: {},
  created_at: '2026-11-20T08:00:00Z',
  deleted_at: null,
  ...extra,
});

export const PLAYBOOK_ROWS = [
  playbook(PB_RESTART, 'restart-deployment', 'Restart deployment', {
    category: 'Kubernetes',
    icon: 'kubernetes',
    description: 'Rolls the deployment and waits for it to be ready.',
  }),
  playbook(PB_DIAG, 'collect-diagnostics', 'Collect diagnostics', {
    category: 'Diagnostics',
    icon: 'exec',
    description: 'Runs a shell script and keeps its output.',
  }),
  playbook(PB_CLEANUP, 'tmp-cleanup', ''),
  playbook(PB_CRD, 'scale-from-git', 'Scale (from Git)', { category: 'Kubernetes', source: 'KubernetesCRD' }),
];

const ADA = { id: 'c0a80001-0000-4000-8000-0000000000b1', name: 'Ada Admin', avatar: null };

const run = (n: number, status: string, extra: Record<string, unknown> = {}) => ({
  id: `c0a80001-0000-4000-8000-0000000000c${n}`,
  playbook_id: PB_DIAG,
  status,
  parent_id: null,
  created_at: `2026-11-20T0${n}:00:00Z`,
  start_time: `2026-11-20T0${n}:00:01Z`,
  end_time: status === 'running' || status === 'pending_approval' ? null : `2026-11-20T0${n}:01:31Z`,
  playbook: { id: PB_DIAG, name: 'collect-diagnostics', title: 'Collect diagnostics' },
  check: { id: 'c0a80001-0000-4000-8000-0000000000d1', name: 'payments-api /health' },
  component: null,
  config: null,
  creator: ADA,
  ...extra,
});

export const RUN_ROWS = [
  run(5, 'failed'),
  run(4, 'completed'),
  run(3, 'running', {
    playbook_id: PB_RESTART,
    playbook: { id: PB_RESTART, name: 'restart-deployment', title: 'Restart deployment' },
    check: null,
    config: { id: 'c0a80001-0000-4000-8000-0000000000d2', name: 'orders-api', type: 'Kubernetes::Deployment' },
  }),
  run(2, 'pending_approval', { creator: null }),
];

const NOTE: PlaybookParameter[] = [{ name: 'note', label: 'Note', type: 'text', default: 'from the list' }];

export function playbookListsClient(options: FakeDbOptions = {}) {
  const { db, writes, tables } = fakeDb({ playbooks: PLAYBOOK_ROWS, playbook_runs: RUN_ROWS }, options);
  const runs: unknown[] = [];
  /** Every /db read's parameters, to check what the pages ask the server. */
  const reads: Array<Record<string, string>> = [];
  const client: PartialClient = {
    db: {
      ...db,
      list: (query, schema) => {
        reads.push({ table: query.table, ...Object.fromEntries(query.toParams()) });
        return db.list(query, schema);
      },
    },
    playbook: {
      params: async () => ({ params: NOTE }),
      run: async (request) => {
        runs.push(request);
        return { run_id: 'c0a80001-0000-4000-8000-0000000000e1' };
      },
    },
  };
  return { client, writes, tables, runs, reads };
}
