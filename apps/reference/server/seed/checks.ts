export interface SeedCheck {
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
  /** An exec check's script: the server refuses an exec check without one, so a saved demo canary stays valid. */
  script?: string;
}

export interface SeedCanary {
  name: string;
  namespace: string;
  labels: Record<string, string>;
  schedule: string;
  checks: SeedCheck[];
}

/** The demo's historical canaries: six of them in four namespaces, 32 checks. */
export const DEMO_CANARIES: SeedCanary[] = [
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
        script: 'dbt build',
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
        script: "df -P / | awk 'NR == 2 { exit ($5 + 0 >= 85) }'",
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

export const DEMO_CHECK_COUNT = DEMO_CANARIES.reduce((sum, canary) => sum + canary.checks.length, 0);
export const DEMO_CHECK_NAMES = DEMO_CANARIES.flatMap((canary) => canary.checks.map((check) => check.name));
