// A topology in the endpoint's wire shape (reference §2.2) and a fixture client for stories and tests only:
// a "Payments platform" with a failing service, a database with headline metrics and a queue on warning,
// beside a healthy "Edge"; the fake endpoint applies id, status, type, team and labels as the server does.
import type { PlaybookRun } from '@mission-control/api';
import type { PartialClient } from '../../testing/TestConsoleProvider';

export const FIXTURE_TIME = '2026-11-20T10:00:00Z';
export const PAYMENTS_ID = '10000000-0000-4000-8000-000000000001';
export const PAYMENTS_API_ID = '10000000-0000-4000-8000-000000000002';
export const LEDGER_DB_ID = '10000000-0000-4000-8000-000000000003';
export const QUEUE_ID = '10000000-0000-4000-8000-000000000004';
export const EDGE_ID = '10000000-0000-4000-8000-000000000005';
/** The catalog item linked to the ledger database, and the incident whose evidence names the database. */
export const LEDGER_CONFIG_ID = '40000000-0000-4000-8000-000000000001';
export const LEDGER_INCIDENT_ID = '90000000-0000-4000-8000-000000000001';
/** The topology whose run writes the Payments platform tree. */
export const PAYMENTS_TOPOLOGY_ID = '31000000-0000-4000-8000-000000000001';
export const FAILING_CHECK_ID = '20000000-0000-4000-8000-000000000001';

type Wire = Record<string, unknown>;

function node(fields: Wire): Wire {
  return { labels: {}, properties: [], summary: {}, components: [], created_at: FIXTURE_TIME, ...fields };
}

export function paymentsApi(): Wire {
  return node({
    id: PAYMENTS_API_ID,
    parent_id: PAYMENTS_ID,
    name: 'payments-api',
    type: 'Service',
    icon: 'http',
    status: 'unhealthy',
    health: 'unhealthy',
    status_reason: 'payments-api-http: 503 Service Unavailable',
    is_leaf: true,
    labels: { team: 'payments', tier: 'backend' },
    properties: [
      { name: 'replicas', label: 'Replicas', value: 3, headline: true },
      { name: 'version', label: 'Version', text: 'v2.14.1' },
      { name: 'docs', label: 'Runbook', text: 'runbook', links: [{ label: 'Runbook', url: 'https://example.com/rb' }] },
    ],
    summary: { unhealthy: 1, checks: { unhealthy: 1, healthy: 1 }, incidents: { availability: { high: 1 } } },
    checks: [
      { id: FAILING_CHECK_ID, name: 'payments-api-http', status: 'unhealthy', type: 'http' },
      { id: '20000000-0000-4000-8000-000000000002', name: 'payments-api-dns', status: 'healthy', type: 'dns' },
    ],
    incidents: [{ id: '30000000-0000-4000-8000-000000000001', title: 'Checkout errors', severity: 'high' }],
    team_names: ['payments'],
    logs: ['payments-api'],
    updated_at: '2026-11-20T09:58:00Z',
  });
}

export function ledgerDb(): Wire {
  return node({
    id: LEDGER_DB_ID,
    parent_id: PAYMENTS_ID,
    name: 'ledger-db',
    text: 'Ledger database',
    type: 'Database',
    icon: 'postgres',
    status: 'healthy',
    health: 'healthy',
    is_leaf: true,
    labels: { team: 'payments', tier: 'data' },
    properties: [
      { name: 'cpu', label: 'CPU', value: 1250, unit: 'millicores', headline: true },
      { name: 'memory', label: 'Memory', value: 2147483648, unit: 'bytes', headline: true },
      { name: 'engine', label: 'Engine', text: 'PostgreSQL 16' },
    ],
    summary: { healthy: 1, checks: { healthy: 2 }, insights: { security: { medium: 1 } } },
    checks: [
      { id: '20000000-0000-4000-8000-000000000003', name: 'ledger-db-sql', status: 'healthy', type: 'postgres' },
    ],
    configs: [{ id: '40000000-0000-4000-8000-000000000001', name: 'ledger-rds', type: 'AWS::RDS::DBInstance' }],
    analysis: [{ id: '50000000-0000-4000-8000-000000000001', analyzer: 'public-snapshot', severity: 'medium' }],
    team_names: ['payments', 'platform'],
    updated_at: '2026-11-20T09:40:00Z',
  });
}

export function settlementQueue(): Wire {
  return node({
    id: QUEUE_ID,
    parent_id: PAYMENTS_ID,
    name: 'settlement-queue',
    type: 'Queue',
    status: 'warning',
    health: 'warning',
    status_reason: 'backlog above 1,000 messages',
    is_leaf: true,
    labels: { team: 'payments', tier: 'backend' },
    properties: [{ name: 'replicas', label: 'Replicas', value: 1, headline: true }],
    summary: { warning: 1, checks: { warning: 1 } },
    checks: [],
    updated_at: '2026-11-20T09:50:00Z',
  });
}

export function paymentsPlatform(): Wire {
  return node({
    id: PAYMENTS_ID,
    name: 'Payments platform',
    topology_id: PAYMENTS_TOPOLOGY_ID,
    type: 'Topology',
    icon: 'kubernetes',
    status: 'unhealthy',
    health: 'unhealthy',
    owner: 'payments',
    lifecycle: 'production',
    description: 'Card payments: API, ledger and settlement',
    labels: { team: 'payments', env: 'prod' },
    properties: [{ name: 'region', label: 'Region', text: 'eu-west-1' }],
    summary: {
      healthy: 1,
      unhealthy: 1,
      warning: 1,
      checks: { healthy: 3, unhealthy: 1, warning: 1 },
      incidents: { availability: { high: 1 } },
      insights: { security: { medium: 1 } },
    },
    components: [paymentsApi(), ledgerDb(), settlementQueue()],
    checks: [],
    incidents: [],
    team_names: ['payments'],
    updated_at: '2026-11-20T09:58:00Z',
  });
}

export function edge(): Wire {
  return node({
    id: EDGE_ID,
    name: 'Edge',
    type: 'Topology',
    status: 'healthy',
    health: 'healthy',
    labels: { team: 'platform', env: 'prod' },
    summary: { healthy: 1, checks: { healthy: 4 } },
    components: [
      node({ id: '10000000-0000-4000-8000-000000000006', name: 'edge-proxy', type: 'Service', health: 'healthy' }),
    ],
    updated_at: '2026-11-20T08:00:00Z',
  });
}

/** `count` root components, for the large-tree stories and tests. */
export function manyRoots(count: number): Wire[] {
  const healths = ['healthy', 'healthy', 'warning', 'unhealthy'];
  return Array.from({ length: count }, (_, index) =>
    node({
      id: `60000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      name: `service-${String(index).padStart(5, '0')}`,
      type: 'Service',
      health: healths[index % healths.length],
      status: healths[index % healths.length],
      properties: [{ name: 'replicas', label: 'Replicas', value: index % 5, headline: true }],
      summary: { checks: { healthy: 2 } },
    }),
  );
}

export interface TopologyFixtureOptions {
  roots?: Wire[];
  /** The tree read never answers (loading state). */
  hang?: boolean;
  /** The tree read fails with this error. */
  fail?: Error;
  playbookRuns?: PlaybookRun[];
  /** What `topology.run` answers (default: a successful run). */
  runStatus?: 'SUCCESS' | 'FAILED';
}

function health(component: Wire): string {
  return String(component.health ?? component.status ?? '');
}

function flatten(components: Wire[]): Wire[] {
  return components.flatMap((component) => [component, ...flatten((component.components as Wire[]) ?? [])]);
}

function matches(component: Wire, query: Record<string, string>): boolean {
  const labels = (component.labels ?? {}) as Record<string, string>;
  if (query.status && health(component) !== query.status) return false;
  if (query.team && labels.team !== query.team) return false;
  if (query.type && component.type !== query.type) return false;
  if (query.labels)
    for (const pair of query.labels.split(',')) {
      const [key, value] = pair.split('=');
      if (labels[key!] !== value) return false;
    }
  return true;
}

/** A fake `canary.topology` (and the /db reads of the sidebar) over the fixture tree; requests are recorded. */
export function topologyClient(options: TopologyFixtureOptions = {}) {
  const roots = options.roots ?? [paymentsPlatform(), edge()];
  const requests: Record<string, string>[] = [];
  /** Rows written through `db.insert`, by table. */
  const inserts: Array<{ table: string; rows: unknown }> = [];
  /** Topologies run through `topology.run`. */
  const runs: string[] = [];
  const all = flatten(roots);
  const client: PartialClient = {
    canary: {
      topology: async (given = {}) => {
        const query = Object.fromEntries(
          Object.entries(given).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
        ) as Record<string, string>;
        requests.push(query);
        if (options.hang) return new Promise(() => undefined);
        if (options.fail) throw options.fail;
        let components: Wire[];
        if (query.id) {
          const root = all.find((component) => component.id === query.id);
          const children = ((root?.components as Wire[]) ?? []).filter((child) => matches(child, query));
          components = root ? [{ ...root, components: children }] : [];
        } else if (query.type) components = all.filter((component) => matches(component, query));
        else components = roots.filter((component) => matches(component, query));
        // The wire shape; the client's schema reads it as the real endpoint's answer would be read.
        return {
          components: components as never,
          healthStatuses: [...new Set(all.map(health).filter(Boolean))].sort(),
          teams: ['payments', 'platform'],
          tags: { env: ['prod'], team: ['payments', 'platform'], tier: ['backend', 'data'] },
          types: [...new Set(all.map((component) => String(component.type)))].sort(),
        };
      },
    },
    db: {
      list: async (query: { table: string; toParams: () => [string, string][] }) => {
        const param = (name: string) => query.toParams().find(([key]) => key === name)?.[1];
        // The ledger database is linked to a catalog item that has a change, an insight and an incident.
        const aboutLedger = param('component_id') === `eq.${LEDGER_DB_ID}`;
        if (query.table === 'config_component_relationships')
          return {
            data: aboutLedger
              ? [
                  {
                    config_id: LEDGER_CONFIG_ID,
                    config: {
                      id: LEDGER_CONFIG_ID,
                      name: 'ledger-rds',
                      type: 'AWS::RDS::DBInstance',
                      health: 'healthy',
                    },
                  },
                  // An item the caller may not see: its embed is null.
                  { config_id: '40000000-0000-4000-8000-000000000002', config: null },
                ]
              : [],
          };
        if (query.table === 'evidences')
          return { data: aboutLedger ? [{ hypothesis: { incident_id: LEDGER_INCIDENT_ID } }] : [] };
        if (query.table === 'incidents')
          return {
            data: [
              {
                id: LEDGER_INCIDENT_ID,
                title: 'Ledger writes slow',
                severity: 'High',
                status: 'open',
                created_at: '2026-11-20T09:00:00Z',
              },
            ],
          };
        if (query.table === 'playbook_runs') return { data: options.playbookRuns ?? [] };
        if (query.table === 'check_component_relationships')
          return {
            data: [
              {
                checks: {
                  id: '20000000-0000-4000-8000-000000000009',
                  name: 'edge-proxy-http',
                  status: 'healthy',
                  type: 'http',
                },
              },
              { checks: null },
            ],
          };
        if (query.table === 'configs')
          return {
            data: [{ id: '40000000-0000-4000-8000-000000000009', name: 'ledger-rds', type: 'AWS::RDS::DBInstance' }],
          };
        return { data: [] };
      },
      insert: async (table: string, rows: unknown) => {
        inserts.push({ table, rows });
        return [rows];
      },
    } as unknown as PartialClient['db'],
    playbook: { list: async () => [] },
    changes: {
      search: async (request: { id?: string }) => ({
        summary: {},
        total: request.id === LEDGER_CONFIG_ID ? 1 : 0,
        changes:
          request.id === LEDGER_CONFIG_ID
            ? [
                {
                  id: '70000000-0000-4000-8000-000000000001',
                  config_id: LEDGER_CONFIG_ID,
                  name: 'ledger-rds',
                  change_type: 'UpdateDBInstance',
                  summary: 'instance class db.r6g.large → db.r6g.xlarge',
                  severity: 'info',
                  created_at: '2026-11-20T09:30:00Z',
                },
              ]
            : [],
      }),
      insights: async (params: { configId?: string }) => ({
        total: params.configId === LEDGER_CONFIG_ID ? 1 : 0,
        data:
          params.configId === LEDGER_CONFIG_ID
            ? [
                {
                  id: '80000000-0000-4000-8000-000000000001',
                  config_id: LEDGER_CONFIG_ID,
                  analyzer: 'rds-backup-retention',
                  analysis_type: 'reliability',
                  severity: 'medium',
                  first_observed: '2026-11-19T10:00:00Z',
                  config: { id: LEDGER_CONFIG_ID, name: 'ledger-rds' },
                },
              ]
            : [],
      }),
    } as unknown as PartialClient['changes'],
    topology: {
      run: async (id: string) => {
        runs.push(id);
        const failed = options.runStatus === 'FAILED';
        return {
          id: '60000000-0000-4000-8000-000000000001',
          name: 'TopologyRun',
          status: failed ? 'FAILED' : 'SUCCESS',
          details: failed ? { errors: ['selector web matched nothing'] } : { topology_summary: { created: 4 } },
        };
      },
    },
  };
  return { client, requests, inserts, runs };
}
