import type { Queryable } from '../../db/database';
import { demoCatalogDir } from './paths';
import { SELF_DATABASE } from './sources/sql';

/**
 * The demo catalog comes out of the engine: two scrapers written at every start of a demo server (MC_SEED), run by
 * the check runner's first tick. `demo-infrastructure` reads the shipped documents (server/catalog/demo) with the
 * folder's current absolute path; `mission-control-people` reads this server's own people and teams. A scraper the
 * user deleted stays deleted.
 */
export const DEMO_FILE_SCRAPER_ID = '00000000-0000-0000-0000-00000000c001';
export const DEMO_SQL_SCRAPER_ID = '00000000-0000-0000-0000-00000000c002';

const ready = (kind: string) => `$.status.conditions[?(@.type=='${kind}')].status`;

function kubernetes(dir: string, folder: string, kind: string, extra: Record<string, unknown>) {
  return {
    paths: [`${dir}/kubernetes/${folder}/*.yaml`],
    id: '$.metadata.uid',
    name: '$.metadata.name',
    type: `Kubernetes::${kind}`,
    class: kind,
    labels: '$.metadata.labels',
    tags: [
      { name: 'cluster', value: 'demo-cluster' },
      { name: 'namespace', jsonpath: '$.metadata.namespace' },
    ],
    createFields: ['$.metadata.creationTimestamp'],
    ...extra,
  };
}

const parent = (type: string, name: Record<string, unknown>, namespace?: Record<string, unknown>) => ({
  type: { value: type },
  name,
  ...(namespace ? { namespace } : {}),
  parent: true,
});

export function demoScraperSpecs(dir = demoCatalogDir()) {
  const inNamespace = { path: '$.metadata.namespace' };
  const file = [
    kubernetes(dir, 'cluster', 'Cluster', { health: 'healthy', status: '$.spec.version' }),
    kubernetes(dir, 'nodes', 'Node', {
      health: ready('Ready'),
      status: `$.status.conditions[?(@.type=='Ready')].reason`,
      transform: {
        relationship: [
          parent('Kubernetes::Cluster', { value: 'demo-cluster' }),
          { type: { value: 'AWS::EC2::Instance' }, name: { path: '$.metadata.name' } },
        ],
      },
    }),
    kubernetes(dir, 'namespaces', 'Namespace', {
      health: '$.status.phase',
      status: '$.status.phase',
      tags: [
        { name: 'cluster', value: 'demo-cluster' },
        { name: 'namespace', jsonpath: '$.metadata.name' },
      ],
      transform: { relationship: [parent('Kubernetes::Cluster', { value: 'demo-cluster' })] },
    }),
    kubernetes(dir, 'deployments', 'Deployment', {
      health: ready('Available'),
      // #24 a catalog item's log selector (server/logs/selectors.ts): the runs of the scraper that found it.
      properties: [
        {
          name: 'scraper runs',
          type: 'logs',
          backend: 'scrapers',
          labels: { scraper_name: 'demo-infrastructure' },
          text: 'demo-infrastructure',
        },
      ],
      status: `$.status.conditions[?(@.type=='Available')].reason`,
      transform: {
        // Secrets in a pod template's environment never reach the catalog.
        mask: [
          {
            jsonpath: '$.spec.template.spec.containers[*].env[?(@.name.match(/PASSWORD|TOKEN|SECRET/))].value',
            value: 'md5sum',
          },
        ],
        relationship: [parent('Kubernetes::Namespace', inNamespace)],
      },
    }),
    kubernetes(dir, 'pods', 'Pod', {
      health: ready('Ready'),
      status: '$.status.phase',
      transform: {
        relationship: [
          parent('Kubernetes::Deployment', { label: 'app' }, inNamespace),
          { type: { value: 'Kubernetes::Node' }, name: { path: '$.spec.nodeName' } },
        ],
      },
    }),
    kubernetes(dir, 'services', 'Service', {
      health: 'healthy',
      status: '$.spec.type',
      transform: {
        relationship: [
          parent('Kubernetes::Namespace', inNamespace),
          { type: { value: 'Kubernetes::Deployment' }, name: { path: '$.spec.selector.app' }, namespace: inNamespace },
        ],
      },
    }),
    {
      paths: [`${dir}/databases/*.json`],
      // `full`: the document's backup and restore changes and its access data (users, roles, last logins) are
      // recorded with the database (changes/document.ts, applications/access.ts).
      full: true,
      id: '$.arn',
      name: '$.name',
      type: 'Postgres::Database',
      class: 'Database',
      health: '$.status',
      status: '$.status',
      tags: [{ name: 'team', jsonpath: '$.owner' }],
      transform: {
        exclude: [{ jsonpath: '$.backups' }],
        mask: [{ jsonpath: '$.credentials.password', value: 'md5sum' }],
      },
    },
    {
      paths: [`${dir}/databases/*.json`],
      items: '$.backups',
      id: '$.id',
      name: '$.id',
      type: 'Postgres::Backup',
      class: 'Backup',
      health: '$.status',
      status: '$.status',
      createFields: ['$.startedAt'],
      transform: { relationship: [parent('Postgres::Database', { path: '$.database' })] },
    },
    {
      paths: [`${dir}/cloud/*.json`],
      items: '$.configurationItems',
      id: '$.arn',
      name: '$.resourceName',
      type: '$.resourceType',
      class: 'AWS',
      health: 'healthy',
      status: '$.configurationItemStatus',
      labels: '$.tags',
      tags: [
        { name: 'account', value: '123456789012' },
        { name: 'region', jsonpath: '$.awsRegion' },
      ],
      createFields: ['$.resourceCreationTime'],
    },
  ];
  const sql = [
    {
      connection: SELF_DATABASE,
      query: `SELECT p.id, p.name, p.email, p.type, p.title, p.created_at,
                COALESCE((SELECT json_agg(t.name ORDER BY t.name) FROM team_members m JOIN teams t ON t.id = m.team_id
                          WHERE m.person_id = p.id AND t.deleted_at IS NULL), '[]'::json) AS teams
              FROM people p WHERE p.deleted_at IS NULL`,
      id: '$.id',
      name: '$.name',
      type: 'MissionControl::User',
      class: 'User',
      health: 'healthy',
      createFields: ['$.created_at'],
    },
    {
      connection: SELF_DATABASE,
      query: `SELECT t.id, t.name, t.icon, t.created_at,
                (SELECT count(*) FROM team_members m WHERE m.team_id = t.id)::int AS members
              FROM teams t WHERE t.deleted_at IS NULL`,
      id: '$.id',
      name: '$.name',
      type: 'MissionControl::Team',
      class: 'Team',
      health: 'healthy',
      createFields: ['$.created_at'],
    },
  ];
  return {
    file: { schedule: '@every 10m', retention: { staleItemAge: '1h' }, file },
    sql: { schedule: '@every 5m', retention: { staleItemAge: '1h' }, sql },
  };
}

/** Writes (or refreshes) the demo scrapers and makes them due now; a deleted one is left deleted. */
export async function ensureDemoScrapers(db: Queryable): Promise<void> {
  const specs = demoScraperSpecs();
  const rows: Array<[string, string, string, unknown]> = [
    [
      DEMO_FILE_SCRAPER_ID,
      'demo-infrastructure',
      'The shipped demo documents: a Kubernetes cluster, a database and AWS resources',
      specs.file,
    ],
    [
      DEMO_SQL_SCRAPER_ID,
      'mission-control-people',
      "This server's people and teams, read from its own database",
      specs.sql,
    ],
  ];
  for (const [id, name, description, spec] of rows) {
    await db.query(
      `INSERT INTO config_scrapers (id, name, namespace, description, spec, source, next_runtime)
       VALUES ($1, $2, 'mission-control', $3, $4, 'ConfigFile', NULL)
       ON CONFLICT (id) DO UPDATE SET spec = EXCLUDED.spec, description = EXCLUDED.description, next_runtime = NULL,
                                      updated_at = now()
         WHERE config_scrapers.deleted_at IS NULL`,
      [id, name, description, spec],
    );
  }
}
