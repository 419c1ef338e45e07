// Rows of one catalog item's page for stories and tests: a Deployment with its namespace, ReplicaSet,
// pods and Service, a linked check and two playbook runs.
import type { PostgrestQuery } from '@mission-control/api';
import type { PartialClient } from '../../../testing/TestConsoleProvider';
import { fakeDb, type Rows } from '../../../testing/postgrestFake';
import { playbooksFixture } from '../../../playbooks/__fixtures__/playbooks';

export const ITEM_ID = '0a6f2c64-7d8b-4f51-9d2e-5d4b1c3e9a01';
const NAMESPACE_ID = '0a6f2c64-7d8b-4f51-9d2e-5d4b1c3e9a02';
const REPLICASET_ID = '0a6f2c64-7d8b-4f51-9d2e-5d4b1c3e9a03';
const POD_ID = '0a6f2c64-7d8b-4f51-9d2e-5d4b1c3e9a04';
const SERVICE_ID = '0a6f2c64-7d8b-4f51-9d2e-5d4b1c3e9a05';
export const CHECK_ID = '7b2d1e90-3c4f-4a8e-b1d2-6f5e4d3c2b01';
export const RUN_ID = 'c9e8d7f6-a5b4-4c3d-9e2f-1a0b9c8d7e01';

export const itemDocument = {
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'payments-api', namespace: 'payments', labels: { app: 'payments-api' } },
  spec: {
    replicas: 2,
    selector: { matchLabels: { app: 'payments-api' } },
    template: {
      metadata: { labels: { app: 'payments-api' } },
      spec: {
        containers: [{ name: 'api', image: 'registry.local/payments-api:1.8.2', ports: [{ containerPort: 8080 }] }],
      },
    },
  },
  status: { availableReplicas: 2, readyReplicas: 2 },
};

export const itemRow = {
  id: ITEM_ID,
  name: 'payments-api',
  type: 'Kubernetes::Deployment',
  config_class: 'Deployment',
  status: 'Running',
  health: 'healthy',
  tags: { cluster: 'local', namespace: 'payments' },
  labels: { app: 'payments-api' },
  properties: [
    { name: 'image', label: 'Image', text: 'registry.local/payments-api:1.8.2', type: 'Container' },
    { name: 'replicas', label: 'Replicas', value: 2, type: 'Container' },
  ],
  config: itemDocument,
  agent_id: '00000000-0000-0000-0000-000000000000',
  scraper_id: 'scraper-1',
  scraper: { id: 'scraper-1', name: 'demo-files' },
  created_at: '2026-11-20T08:00:00Z',
  updated_at: '2026-11-26T09:30:00Z',
  deleted_at: null,
  summary: { relationships: 4, analysis: 2, changes: 3, playbook_runs: 2, checks: 1 },
};

const related = (
  id: string,
  name: string,
  type: string,
  health: string,
  direction: 'incoming' | 'outgoing',
  relatedIds: string[],
  status = 'Running',
) => ({
  id,
  name,
  type,
  health,
  status,
  direction,
  relation: 'hard',
  related_ids: relatedIds,
  tags: { namespace: 'payments' },
  updated_at: '2026-11-26T09:00:00Z',
});

export const relatedRows = [
  related(NAMESPACE_ID, 'payments', 'Kubernetes::Namespace', 'healthy', 'incoming', [ITEM_ID], 'Active'),
  related(REPLICASET_ID, 'payments-api-7d9f', 'Kubernetes::ReplicaSet', 'healthy', 'outgoing', [ITEM_ID]),
  related(
    POD_ID,
    'payments-api-7d9f-x2k4',
    'Kubernetes::Pod',
    'unhealthy',
    'outgoing',
    [REPLICASET_ID],
    'CrashLoopBackOff',
  ),
  related(SERVICE_ID, 'payments-api', 'Kubernetes::Service', 'healthy', 'incoming', [ITEM_ID], 'Active'),
];

export const checkRows = [
  {
    id: CHECK_ID,
    config_id: ITEM_ID,
    canary_id: 'canary-1',
    name: 'payments-api /health',
    type: 'http',
    status: 'unhealthy',
    last_runtime: '2026-11-26T09:29:00Z',
  },
];

export const runRows = [
  {
    id: RUN_ID,
    playbook_id: playbooksFixture[0]!.id,
    status: 'completed',
    config_id: ITEM_ID,
    parent_id: null,
    created_at: '2026-11-26T08:00:00Z',
    start_time: '2026-11-26T08:00:01Z',
    end_time: '2026-11-26T08:00:43Z',
    playbooks: { id: playbooksFixture[0]!.id, name: playbooksFixture[0]!.name, title: 'Restart deployment' },
    playbook: { id: playbooksFixture[0]!.id, name: playbooksFixture[0]!.name, title: 'Restart deployment' },
  },
  {
    id: 'c9e8d7f6-a5b4-4c3d-9e2f-1a0b9c8d7e02',
    playbook_id: playbooksFixture[0]!.id,
    status: 'failed',
    config_id: ITEM_ID,
    parent_id: null,
    created_at: '2026-11-25T08:00:00Z',
    start_time: '2026-11-25T08:00:01Z',
    end_time: '2026-11-25T08:01:01Z',
    playbooks: { id: playbooksFixture[0]!.id, name: playbooksFixture[0]!.name, title: 'Restart deployment' },
    playbook: { id: playbooksFixture[0]!.id, name: playbooksFixture[0]!.name, title: 'Restart deployment' },
  },
];

export function itemTables(overrides: Rows = {}): Rows {
  return {
    config_detail: [itemRow],
    'rpc/related_configs_recursive': relatedRows,
    check_summary_for_config: checkRows,
    playbook_runs: runRows,
    config_types: [...new Set(relatedRows.map((r) => r.type))].map((type) => ({ type })),
    config_statuses: [{ status: 'Active' }, { status: 'CrashLoopBackOff' }, { status: 'Running' }],
    ...overrides,
  };
}

export interface ItemClientOptions {
  tables?: Rows;
  /** Reads of this table never answer (the loading state). */
  hang?: string;
  /** Reads of this table fail with this message. */
  fail?: { table: string; message: string };
}

/**
 * A client for the item page over in-memory tables; `queries` records every read, so a test can see the
 * RPC's arguments and filters. The fake applies `eq`/`is` filters; `in` filters on the RPC's result are
 * applied here, as PostgREST would.
 */
export function itemClient(options: ItemClientOptions = {}) {
  const fake = fakeDb(itemTables(options.tables));
  const queries: PostgrestQuery[] = [];
  const list: typeof fake.db.list = async (query, schema) => {
    queries.push(query);
    if (options.hang === query.table) return new Promise<never>(() => undefined);
    if (options.fail?.table === query.table) throw new Error(options.fail.message);
    const page = await fake.db.list(query, schema);
    const ins = query.conditions.flatMap((c) => ('op' in c && c.op === 'in' && Array.isArray(c.value) ? [c] : []));
    if (ins.length === 0) return page;
    const data = page.data.filter((row) =>
      ins.every((c) => (c.value as string[]).includes(String((row as Record<string, unknown>)[c.column] ?? ''))),
    );
    return { data, totalEntries: data.length };
  };
  const client: PartialClient = {
    db: { list: list as never },
    playbook: { list: async () => playbooksFixture },
  };
  return { client, queries };
}
