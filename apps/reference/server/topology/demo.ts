import type { Queryable } from '../db/database';

/**
 * The demo topology comes out of the runner: one `topologies` row written at every start of a demo server
 * (MC_SEED), run by the check runner's tick shortly after the demo scrapers (so its catalog links find their
 * items). Its components link the seeded checks (api/payments and search-elasticsearch fail, so part of the
 * landing page is red) and the demo catalog's deployments and database; the Databases group is a lookup over this
 * server's own checks with a forEach, and the root's headline is an SQL lookup. A topology the user deleted stays
 * deleted.
 */
export const DEMO_TOPOLOGY_ID = '00000000-0000-0000-0000-00000000d001';
export const DEMO_TOPOLOGY_NAME = 'payments-platform';
/** Its author: the seeded admin, the only one whose topology may look up this server's own database. */
const DEMO_AUTHOR = '00000000-0000-0000-0000-00000000a001';
const SELF = 'mission-control://self';

const service = (name: string, checks: string[], deployment?: string, properties: unknown[] = []) => ({
  name,
  type: 'Service',
  icon: 'server',
  checks: checks.map((check) => ({ selector: { name: check, namespace: 'default' } })),
  ...(deployment ? { configs: [{ name: deployment, types: ['Kubernetes::Deployment'] }] } : {}),
  properties,
});

export function demoTopologySpec() {
  return {
    type: 'Topology',
    icon: 'dollar',
    text: 'Payments platform',
    schedule: '@every 5m',
    owner: 'payments',
    properties: [
      { name: 'Region', text: 'eu-west-1' },
      {
        name: 'Catalog items',
        headline: true,
        lookup: {
          sql: [{ connection: SELF, query: 'SELECT count(*) AS value FROM config_items WHERE deleted_at IS NULL' }],
        },
      },
    ],
    components: [
      {
        name: 'Services',
        type: 'Group',
        icon: 'group',
        components: [
          {
            ...service('payments-api', ['api/payments'], 'payments-api', [{ name: 'Language', text: 'Go' }]),
            // #24 its log selectors: its check's runs in the server's own logs, and every server log.
            logs: [
              { name: 'checks', backend: 'checks', labels: { check_name: 'api/payments' } },
              { name: 'server', backend: 'server' },
            ],
          },
          service('checkout', ['api/orders'], 'checkout'),
          service('ledger-worker', [], 'ledger-worker'),
          // The live demo check (notifications/demo.ts: down two minutes in every ten), so the landing page changes
          // colour on its own while notifications go out.
          {
            name: 'payments-gateway',
            type: 'Service',
            icon: 'server',
            checks: [{ selector: { name: 'payments-api', namespace: 'demo-live' } }],
            properties: [{ name: 'Live', text: 'down 2 minutes in every 10' }],
          },
          service('auth', ['auth/login']),
        ],
      },
      {
        name: 'Databases',
        type: 'Group',
        icon: 'database',
        configs: [{ name: 'orders', types: ['Postgres::Database'] }],
        // Each database check of the demo's `databases` canary becomes a component linked to its check.
        lookup: {
          sql: [
            {
              connection: SELF,
              query: `SELECT c.name, c.type AS engine FROM checks c JOIN canaries k ON k.id = c.canary_id
                      WHERE k.name = 'databases' AND k.namespace = 'data' AND c.deleted_at IS NULL
                        AND c.type IN ('postgres', 'redis', 'elasticsearch') ORDER BY c.name`,
            },
          ],
        },
        forEach: {
          type: 'Database',
          icon: 'database',
          checks: [{ selector: { name: '{{.name}}', namespace: 'data' } }],
          properties: [{ name: 'Engine', text: '{{.engine}}' }],
        },
      },
      {
        name: 'Queues',
        type: 'Group',
        icon: 'queue',
        components: [
          { name: 'events-kafka', type: 'Queue', checks: [{ selector: { name: 'events-kafka', namespace: 'data' } }] },
          { name: 'payment-retries', type: 'Queue', properties: [{ name: 'Consumers', value: 3 }] },
        ],
      },
    ],
  };
}

/** Writes the demo topology (the runner's next tick runs it, 15 s after a first start so the catalog is in). */
export async function ensureDemoTopology(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO topologies (id, name, namespace, labels, spec, source, created_by, next_runtime)
     VALUES ($1, $2, 'default', $3::jsonb, $4::jsonb, 'ConfigFile', $5, now() + interval '15 seconds')
     ON CONFLICT (id) DO UPDATE SET spec = EXCLUDED.spec, labels = EXCLUDED.labels, updated_at = now()
       WHERE topologies.deleted_at IS NULL`,
    [
      DEMO_TOPOLOGY_ID,
      DEMO_TOPOLOGY_NAME,
      JSON.stringify({ app: 'payments', env: 'production' }),
      JSON.stringify(demoTopologySpec()),
      DEMO_AUTHOR,
    ],
  );
}
