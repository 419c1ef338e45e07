import type { Database, Transaction } from './db/database';
import { HISTORICAL_ANNOTATION, reconcileCanary } from './runner/reconcile';

interface SeedCheck {
  name: string;
  type: string;
  description?: string;
  icon?: string;
  endpoint?: string;
  labels?: Record<string, string>;
  severity?: string;
  /** Share of failing results in the seeded history, 0..1. */
  failRate: number;
  /** Typical duration in ms. */
  latency: number;
}

interface SeedCanary {
  name: string;
  namespace: string;
  labels: Record<string, string>;
  schedule: string;
  checks: SeedCheck[];
}

const canaries: SeedCanary[] = [
  {
    name: 'edge-http',
    namespace: 'default',
    labels: { team: 'platform', env: 'production' },
    schedule: '@every 1m',
    checks: [
      {
        name: 'homepage',
        type: 'http',
        endpoint: 'https://shop.example.com/',
        icon: 'http',
        failRate: 0.01,
        latency: 120,
        labels: { tier: 'frontend', public: 'true' },
      },
      {
        name: 'api/orders',
        type: 'http',
        endpoint: 'https://api.example.com/orders',
        failRate: 0.02,
        latency: 210,
        labels: { tier: 'backend', public: 'true' },
      },
      {
        name: 'api/payments',
        type: 'http',
        endpoint: 'https://api.example.com/payments',
        failRate: 0.6,
        latency: 950,
        severity: 'critical',
        labels: { tier: 'backend', public: 'true', team: 'payments' },
      },
      {
        name: 'api/search',
        type: 'http',
        endpoint: 'https://api.example.com/search',
        failRate: 0.03,
        latency: 340,
        labels: { tier: 'backend', public: 'true' },
      },
      {
        name: 'api/inventory',
        type: 'http',
        endpoint: 'https://api.example.com/inventory',
        failRate: 0.0,
        latency: 95,
        labels: { tier: 'backend', public: 'false' },
      },
      {
        name: 'cdn-assets',
        type: 'http',
        endpoint: 'https://cdn.example.com/app.js',
        failRate: 0.0,
        latency: 40,
        labels: { tier: 'frontend', public: 'true' },
      },
      {
        name: 'status-page',
        type: 'http',
        endpoint: 'https://status.example.com/',
        failRate: 0.0,
        latency: 180,
        labels: { tier: 'frontend', public: 'true' },
      },
      {
        name: 'auth/login',
        type: 'http',
        endpoint: 'https://auth.example.com/login',
        failRate: 0.05,
        latency: 260,
        labels: { tier: 'backend', public: 'true', team: 'identity' },
      },
    ],
  },
  {
    name: 'network',
    namespace: 'default',
    labels: { team: 'network', env: 'production' },
    schedule: '@every 2m',
    checks: [
      {
        name: 'dns-example-com',
        type: 'dns',
        endpoint: 'example.com',
        failRate: 0.0,
        latency: 12,
        labels: { resolver: 'internal' },
      },
      {
        name: 'dns-api',
        type: 'dns',
        endpoint: 'api.example.com',
        failRate: 0.0,
        latency: 15,
        labels: { resolver: 'internal' },
      },
      { name: 'gateway-ping', type: 'icmp', endpoint: '10.0.0.1', failRate: 0.0, latency: 2, labels: { site: 'fra1' } },
      { name: 'vpn-ping', type: 'icmp', endpoint: '10.8.0.1', failRate: 0.35, latency: 48, labels: { site: 'ams2' } },
      {
        name: 'smtp-relay',
        type: 'tcp',
        endpoint: 'smtp.example.com:587',
        failRate: 0.0,
        latency: 30,
        labels: { site: 'fra1' },
      },
    ],
  },
  {
    name: 'databases',
    namespace: 'data',
    labels: { team: 'data', env: 'production' },
    schedule: '@every 5m',
    checks: [
      {
        name: 'orders-postgres',
        type: 'postgres',
        description: 'Orders primary database',
        failRate: 0.0,
        latency: 8,
        labels: { engine: 'postgres', replica: 'false' },
      },
      {
        name: 'orders-postgres-replica',
        type: 'postgres',
        description: 'Orders read replica',
        failRate: 0.1,
        latency: 14,
        labels: { engine: 'postgres', replica: 'true' },
      },
      {
        name: 'sessions-redis',
        type: 'redis',
        description: 'Session cache',
        failRate: 0.0,
        latency: 2,
        labels: { engine: 'redis', replica: 'false' },
      },
      {
        name: 'catalog-mongo',
        type: 'mongodb',
        description: 'Product catalog',
        failRate: 0.0,
        latency: 11,
        labels: { engine: 'mongo', replica: 'false' },
      },
      {
        name: 'events-kafka',
        type: 'tcp',
        endpoint: 'kafka.data.svc:9092',
        failRate: 0.0,
        latency: 4,
        labels: { engine: 'kafka' },
      },
      {
        name: 'search-elasticsearch',
        type: 'elasticsearch',
        description: 'Search cluster health',
        failRate: 0.8,
        latency: 640,
        severity: 'high',
        labels: { engine: 'elasticsearch' },
      },
    ],
  },
  {
    name: 'warehouse',
    namespace: 'data',
    labels: { team: 'analytics', env: 'production' },
    schedule: '@hourly',
    checks: [
      {
        name: 'nightly-export',
        type: 'folder',
        description: 'Nightly export files are fresh',
        failRate: 0.0,
        latency: 25,
        labels: { pipeline: 'export' },
      },
      {
        name: 'dbt-run',
        type: 'exec',
        description: 'dbt models build',
        failRate: 0.15,
        latency: 5400,
        labels: { pipeline: 'transform' },
      },
      {
        name: 'row-count-orders',
        type: 'sql',
        description: 'Orders loaded in the last day',
        failRate: 0.0,
        latency: 320,
        labels: { pipeline: 'load' },
      },
    ],
  },
  {
    name: 'cluster',
    namespace: 'monitoring',
    labels: { team: 'platform', env: 'production' },
    schedule: '@every 30s',
    checks: [
      {
        name: 'prometheus-up',
        type: 'prometheus',
        description: 'Prometheus scrapes are healthy',
        failRate: 0.0,
        latency: 60,
        labels: { stack: 'metrics' },
      },
      {
        name: 'alertmanager',
        type: 'alertmanager',
        description: 'No critical alerts firing',
        failRate: 0.45,
        latency: 75,
        severity: 'high',
        labels: { stack: 'metrics' },
      },
      {
        name: 'grafana',
        type: 'http',
        endpoint: 'https://grafana.example.com/api/health',
        failRate: 0.0,
        latency: 90,
        labels: { stack: 'dashboards' },
      },
      {
        name: 'loki-ready',
        type: 'http',
        endpoint: 'http://loki.monitoring.svc:3100/ready',
        failRate: 0.0,
        latency: 20,
        labels: { stack: 'logs' },
      },
      {
        name: 'pods-running',
        type: 'kubernetes',
        description: 'All monitoring pods are Running',
        failRate: 0.0,
        latency: 150,
        labels: { stack: 'k8s' },
      },
      {
        name: 'node-disk',
        type: 'exec',
        description: 'Root disk below 85%',
        failRate: 0.0,
        latency: 35,
        labels: { stack: 'k8s' },
      },
    ],
  },
  {
    name: 'staging-smoke',
    namespace: 'staging',
    labels: { team: 'qa', env: 'staging' },
    schedule: '@every 5m',
    checks: [
      {
        name: 'staging/homepage',
        type: 'http',
        endpoint: 'https://staging.example.com/',
        failRate: 0.0,
        latency: 230,
        labels: { tier: 'frontend' },
      },
      {
        name: 'staging/checkout',
        type: 'http',
        endpoint: 'https://staging.example.com/checkout',
        failRate: 0.9,
        latency: 1300,
        labels: { tier: 'frontend' },
      },
      {
        name: 'staging/api',
        type: 'http',
        endpoint: 'https://staging-api.example.com/health',
        failRate: 0.0,
        latency: 150,
        labels: { tier: 'backend' },
      },
      {
        name: 'junit-suite',
        type: 'junit',
        description: 'Nightly integration tests',
        failRate: 0.0,
        latency: 48000,
        labels: { suite: 'integration' },
      },
    ],
  },
];

export const SEED_MARKER = 'demo_seeded';

/**
 * First start only: canaries in several namespaces, 30+ checks and three days
 * of history. A marker row makes restarts (and racing servers) idempotent.
 * These canaries point at example.com and private addresses that no user's
 * machine can reach, so they are annotated as historical-only demo data and
 * the scheduler leaves them alone; the live checks are in `ensureSelfCanary`.
 */
export async function seedDemoData(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query('SELECT 1 FROM app_meta WHERE key = $1 FOR UPDATE', [SEED_MARKER]);
    if (rows.length) return false;
    const inserted = await tx.query(`INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [
      SEED_MARKER,
      now.toISOString(),
    ]);
    if (!inserted.affectedRows) return false;
    for (const canary of canaries) await seedCanary(tx, canary, now);
    return true;
  });
}

async function seedCanary(tx: Transaction, canary: SeedCanary, now: Date) {
  const spec = buildSpec(canary);
  const {
    rows: [row],
  } = await tx.query<{ id: string }>(
    `INSERT INTO canaries (name, namespace, labels, annotations, spec, source, schedule)
     VALUES ($1, $2, $3, $4, $5, 'UI', $6) RETURNING id`,
    [canary.name, canary.namespace, canary.labels, { [HISTORICAL_ANNOTATION]: 'true' }, spec, canary.schedule],
  );
  const canaryId = row!.id;
  for (const check of canary.checks) {
    const status = check.failRate >= 0.3 ? 'unhealthy' : 'healthy';
    const {
      rows: [checkRow],
    } = await tx.query<{ id: string }>(
      `INSERT INTO checks (canary_id, type, name, namespace, description, icon, labels, severity, status,
                           spec, last_runtime, next_runtime, last_transition_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        canaryId,
        check.type,
        check.name,
        canary.namespace,
        check.description ?? null,
        check.icon ?? check.type,
        { ...canary.labels, ...check.labels },
        check.severity ?? null,
        status,
        { name: check.name, ...(check.endpoint ? { endpoint: check.endpoint } : {}) },
        new Date(now.getTime() - 30_000),
        new Date(now.getTime() + 30_000),
        new Date(now.getTime() - 26 * 3600_000),
      ],
    );
    await seedHistory(tx, checkRow!.id, check, now);
  }
}

/** Every 15 minutes for three days, then every minute for the last hour. */
async function seedHistory(tx: Transaction, checkId: string, check: SeedCheck, now: Date) {
  await tx.query(
    `INSERT INTO check_statuses (check_id, time, duration, status, message, error)
     SELECT $1::uuid, t,
            greatest(1, round($2::numeric * (0.6 + random() * 0.8)))::int,
            ok,
            CASE WHEN ok THEN 'OK' ELSE NULL END,
            CASE WHEN ok THEN NULL ELSE $4 END
     FROM (
       SELECT t, random() >= $3::float8 AS ok
       FROM (
         SELECT generate_series($5::timestamptz - interval '3 days', $5::timestamptz - interval '61 minutes', interval '15 minutes') AS t
         UNION ALL
         SELECT generate_series($5::timestamptz - interval '60 minutes', $5::timestamptz - interval '30 seconds', interval '1 minute')
       ) times
     ) samples
     ON CONFLICT DO NOTHING`,
    [checkId, check.latency, check.failRate, failureMessage(check), now],
  );
}

function failureMessage(check: SeedCheck): string {
  switch (check.type) {
    case 'http':
      return `GET ${check.endpoint ?? ''} returned 503 Service Unavailable`;
    case 'icmp':
      return 'packet loss 40% exceeds threshold 10%';
    case 'elasticsearch':
      return 'cluster health is red';
    case 'alertmanager':
      return '2 critical alerts firing';
    default:
      return `${check.type} check failed`;
  }
}

function buildSpec(canary: SeedCanary): Record<string, unknown> {
  const spec: Record<string, unknown> = { schedule: canary.schedule };
  for (const check of canary.checks) {
    const key = check.type;
    const entry: Record<string, unknown> = { name: check.name };
    if (check.description) entry.description = check.description;
    if (check.endpoint) entry[check.type === 'http' ? 'url' : 'endpoint'] = check.endpoint;
    if (check.labels) entry.labels = check.labels;
    spec[key] = [...((spec[key] as unknown[] | undefined) ?? []), entry];
  }
  return spec;
}

export const DEMO_CHECK_COUNT = canaries.reduce((sum, canary) => sum + canary.checks.length, 0);
export const DEMO_CHECK_NAMES = canaries.flatMap((canary) => canary.checks.map((check) => check.name));

export const SELF_CANARY = { name: 'reference-server', namespace: 'mission-control' };

export interface SelfCanaryOptions {
  /** The port this server listens on (known only once it is listening). */
  port: number;
  /** Host to reach this server on; wildcard binds are reached through loopback. */
  host?: string;
  /** A local folder the folder check watches (the data directory). */
  folder: string;
}

/**
 * The demo's live checks: targets that exist on any machine, namely this
 * server's own health endpoint and port, a DNS lookup of localhost, a shell
 * command and the data folder. Created on first start and updated on every
 * start (the port may change), then reconciled so they run at once.
 */
export async function ensureSelfCanary(db: Database, options: SelfCanaryOptions): Promise<string> {
  const host = !options.host || options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${options.port}`;
  const spec = {
    schedule: '@every 1m',
    http: [
      {
        name: 'server health',
        description: 'This server answers its own health endpoint',
        url: `${origin}/api/health`,
        responseCodes: [200],
        responseContent: 'OK',
        thresholdMillis: 2000,
        labels: { probe: 'http' },
      },
    ],
    tcp: [
      {
        name: 'server port',
        description: 'The server port accepts connections',
        endpoint: `${host.includes(':') ? `[${host}]` : host}:${options.port}`,
        thresholdMillis: 1000,
        labels: { probe: 'tcp' },
      },
    ],
    dns: [
      {
        name: 'localhost lookup',
        description: 'The system resolver knows localhost',
        query: 'localhost',
        querytype: 'A',
        minrecords: 1,
        labels: { probe: 'dns' },
      },
    ],
    exec: [
      {
        name: 'shell echo',
        description: 'A shell command runs and prints ok',
        script: 'echo ok',
        labels: { probe: 'exec' },
      },
    ],
    folder: [
      {
        name: 'data folder',
        description: 'The data folder exists and holds files',
        path: options.folder,
        minCount: 1,
        labels: { probe: 'folder' },
      },
    ],
  };
  const labels = { team: 'platform', env: 'local' };
  const id = await db.transaction(async (tx) => {
    // Two servers starting against one PostgreSQL must not both insert it.
    await tx.query('SELECT pg_advisory_xact_lock(827364502)');
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE canaries SET spec = $3, labels = $4, deleted_at = NULL, updated_at = now()
       WHERE name = $1 AND namespace = $2 RETURNING id`,
      [SELF_CANARY.name, SELF_CANARY.namespace, spec, labels],
    );
    if (rows[0]) return rows[0].id;
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO canaries (name, namespace, labels, spec, source) VALUES ($1, $2, $3, $4, 'UI') RETURNING id`,
      [SELF_CANARY.name, SELF_CANARY.namespace, labels, spec],
    );
    return inserted.rows[0]!.id;
  });
  await reconcileCanary(db, id);
  await ensureDemoPlaybooks(db, origin);
  return id;
}

export const DEMO_PLAYBOOKS_MARKER = 'demo_playbooks_seeded';
export const DEMO_INCIDENT_TITLE = 'Checkout latency spike';

/** Demo playbooks for the checks; the http one calls this server, so it is rebuilt for each origin. */
export function demoPlaybooks(origin: string) {
  return [
    {
      name: 'check-diagnostics',
      title: 'Collect diagnostics',
      icon: 'exec',
      category: 'Troubleshooting',
      description: 'Prints what is known about the check, with system details on request',
      spec: {
        icon: 'exec',
        category: 'Troubleshooting',
        description: 'Prints what is known about the check, with system details on request',
        checks: [{ name: '*' }],
        parameters: [
          {
            name: 'note',
            label: 'Note',
            type: 'text',
            description: 'Printed with the diagnostics',
            default: 'Investigating {{.check.name}}',
            required: true,
            properties: { maxLength: 200 },
          },
          { name: 'verbose', label: 'Include system details', type: 'checkbox', default: false },
        ],
        actions: [
          {
            name: 'collect diagnostics',
            timeout: '30s',
            // Parameters arrive as environment variables, never inside the script text.
            exec: {
              script: [
                'echo "check: $CHECK_NAME ($CHECK_ID)"',
                'echo "namespace: ${CHECK_NAMESPACE:-none}"',
                'printf \'note: %s\\n\' "$PARAM_NOTE"',
                'if [ "$PARAM_VERBOSE" = "true" ]; then uname -sr; df -h / | tail -n 1; fi',
                'echo "collected at $(date -u +%Y-%m-%dT%H:%M:%SZ)"',
              ].join('\n'),
            },
          },
        ],
      },
    },
    {
      name: 'ping-reference-server',
      title: 'Ping the reference server',
      icon: 'http',
      category: 'Troubleshooting',
      // /api/health is public: an http action carries no credentials of the person who ran it.
      description: 'Asks this server whether it is up over HTTP',
      spec: {
        icon: 'http',
        category: 'Troubleshooting',
        checks: [{ types: ['http'] }],
        actions: [{ name: 'server health', timeout: '10s', http: { url: `${origin}/api/health`, method: 'GET' } }],
      },
    },
    {
      name: 'resize-cache',
      title: 'Resize database cache (dry run)',
      icon: 'redis',
      category: 'Operations',
      description: 'Prints the resize it would apply; changes nothing',
      spec: {
        icon: 'redis',
        category: 'Operations',
        checks: [{ namespace: 'data', labelSelector: 'engine' }],
        parameters: [
          {
            name: 'environment',
            label: 'Environment',
            type: 'list',
            required: true,
            default: 'staging',
            properties: {
              options: [
                { label: 'Staging', value: 'staging' },
                { label: 'Production', value: 'production' },
              ],
            },
          },
          {
            name: 'release',
            label: 'Release name',
            type: 'text',
            required: true,
            default: '{{.check.name}}',
            properties: { format: 'dns1123' },
          },
          { name: 'memory', label: 'Memory', type: 'text', default: '512Mi', properties: { format: 'bytes' } },
          { name: 'cpu', label: 'CPU', type: 'text', default: '250m', properties: { format: 'millicores' } },
          { name: 'reason', label: 'Reason', type: 'text', properties: { multiline: true, minLength: 5 } },
        ],
        actions: [
          {
            name: 'plan resize',
            exec: {
              script: [
                'printf \'would resize %s in %s to memory=%s cpu=%s\\n\' "$PARAM_RELEASE" "$PARAM_ENVIRONMENT" "$PARAM_MEMORY" "$PARAM_CPU"',
                'printf \'reason: %s\\n\' "${PARAM_REASON:-none given}"',
              ].join('\n'),
            },
          },
        ],
      },
    },
  ];
}

/**
 * Demo playbooks and one open incident with a root hypothesis. Inserted once (a
 * deleted demo playbook stays deleted); the playbooks still present are updated
 * on every start because the http one points at this server's current port.
 */
export async function ensureDemoPlaybooks(db: Database, origin: string): Promise<void> {
  const playbooks = demoPlaybooks(origin);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(827364503)');
    const marker = await tx.query(`INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [
      DEMO_PLAYBOOKS_MARKER,
      new Date().toISOString(),
    ]);
    const first = marker.affectedRows > 0;
    for (const playbook of playbooks) {
      const updated = await tx.query(
        `UPDATE playbooks SET title = $3, icon = $4, category = $5, description = $6, spec = $7, updated_at = now()
         WHERE name = $1 AND namespace = $2 AND deleted_at IS NULL`,
        [
          playbook.name,
          'default',
          playbook.title,
          playbook.icon,
          playbook.category,
          playbook.description,
          playbook.spec,
        ],
      );
      if (!updated.affectedRows && first) {
        await tx.query(
          `INSERT INTO playbooks (name, namespace, title, icon, category, description, spec, source)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'UI')`,
          [
            playbook.name,
            'default',
            playbook.title,
            playbook.icon,
            playbook.category,
            playbook.description,
            playbook.spec,
          ],
        );
      }
    }
    if (first) await seedDemoIncident(tx);
  });
}

async function seedDemoIncident(tx: Transaction) {
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM people ORDER BY created_at LIMIT 1');
  const person = rows[0]?.id;
  if (!person) return;
  const incident = await tx.query<{ id: string }>(
    `INSERT INTO incidents (title, created_by, commander_id, severity, type, status, description)
     VALUES ($1, $2, $2, 'High', 'performance', 'open', $3) RETURNING id`,
    [DEMO_INCIDENT_TITLE, person, 'p95 latency of the checkout API rose above 900 ms'],
  );
  await tx.query(
    `INSERT INTO hypotheses (created_by, incident_id, type, title, status) VALUES ($1, $2, 'root', $3, 'possible')`,
    [person, incident.rows[0]!.id, 'Payments API is slow under load'],
  );
}
