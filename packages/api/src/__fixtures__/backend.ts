/**
 * Responses shaped like the real Mission Control backend (reference doc, August 2026 sources).
 * Shared by the schema and client tests; each is what the server really sends, omissions included.
 */

export const ids = {
  check: '018f2c7e-8d1a-7b55-9c1f-1a2b3c4d5e6f',
  canary: '018f2c7e-7a00-7000-8000-000000000001',
  person: '018f2c7e-0000-7000-8000-0000000000aa',
  team: '018f2c7e-0000-7000-8000-0000000000bb',
  token: '018f2c7e-0000-7000-8000-0000000000cc',
  agent: '018f2c7e-0000-7000-8000-0000000000dd',
  local: '00000000-0000-0000-0000-000000000000',
} as const;

/** `/canary/api/summary` item: latency without p97 (never filled) and with rolling1h 0. */
export const checkSummaryItem = {
  id: ids.check,
  canary_id: ids.canary,
  canary_name: 'http-checks',
  canary_namespace: 'default',
  agent_id: ids.local,
  labels: { env: 'prod', 'app.kubernetes.io/name': 'api' },
  last_transition_time: '2026-08-20T10:11:12Z',
  latency: { p99: 310, p95: 120, rolling1h: 0 },
  name: 'api-health',
  namespace: 'default',
  status: 'healthy',
  type: 'http',
  uptime: { passed: 58, failed: 2, last_pass: '2026-08-21T09:59:00Z', last_fail: '2026-08-21T09:10:00Z' },
  last_runtime: '2026-08-21T09:59:00Z',
  created_at: '2026-08-01T00:00:00Z',
  updated_at: '2026-08-21T09:59:00Z',
};

export const checkSummaryResponse = { duration: 12, runnerName: 'local', checks_summary: [checkSummaryItem] };

/** `/canary/api/graph`: the failing bucket has no `status` key (Go omitempty on false). */
export const graphResponse = {
  runnerName: 'local',
  status: [
    { time: '2026-08-21T09:00:00Z', status: true, duration: 101, passed: 15, failed: 0 },
    { time: '2026-08-21T09:15:00Z', duration: 2300, passed: 10, failed: 5 },
  ],
  latency: { p99: 2300, p97: 2200, p95: 2100, rolling1h: 0 },
  uptime: { passed: 25, failed: 5, last_pass: '2026-08-21T09:14:00Z', last_fail: '2026-08-21T09:29:00Z' },
};

/** `/canary/run/check/{id}` of a failed run: no `pass` key. */
export const checkResultFailed = {
  name: 'api-health',
  start: '2026-08-21T10:00:00Z',
  invalid: false,
  duration: 5003,
  message: '',
  error: 'context deadline exceeded',
  labels: { env: 'prod' },
  CanaryResult: null,
};

export const canaryAbout = { Timestamp: '2026-08-21T10:00:00Z', Version: 'v1.1.2' };

export const checkStatusRow = {
  check_id: ids.check,
  time: '2026-08-21T09:59:00+00:00',
  duration: 112,
  status: true,
  invalid: false,
  message: 'HTTP 200',
  error: null,
  details: { code: 200 },
  severity: null,
  created_at: '2026-08-21T09:59:00.12+00:00',
  is_pushed: false,
};

export const canaryRow = {
  id: ids.canary,
  agent_id: ids.local,
  name: 'http-checks',
  namespace: 'default',
  labels: { env: 'prod' },
  annotations: null,
  spec: { schedule: '@every 1m', http: [{ name: 'api-health', url: 'https://api.example.com/health' }] },
  source: 'UI',
  is_pushed: false,
  created_at: '2026-08-01T00:00:00+00:00',
  created_by: ids.person,
  updated_at: null,
  deleted_at: null,
};

export const checkRow = {
  id: ids.check,
  canary_id: ids.canary,
  agent_id: ids.local,
  type: 'http',
  name: 'api-health',
  namespace: 'default',
  description: null,
  icon: 'http',
  spec: { name: 'api-health', url: 'https://api.example.com/health' },
  labels: { env: 'prod' },
  owner: null,
  severity: 'high',
  status: 'healthy',
  last_runtime: '2026-08-21T09:59:00+00:00',
  next_runtime: null,
  canaries: { id: ids.canary, name: 'http-checks', source: 'UI' },
  agents: { id: ids.local, name: 'local' },
  components: [{ components: { id: 'comp-1', name: 'api', icon: 'server' } }],
  configs: [{ configs: { id: 'cfg-1', name: 'api-deploy', type: 'Kubernetes::Deployment' } }],
};

export const checkResource = {
  id: ids.canary,
  name: 'http-checks',
  namespace: 'default',
  source: 'UI',
  labels: { env: 'prod' },
  schedule: '@every 1m',
  spec: { schedule: '@every 1m', http: [{ name: 'api-health', url: 'https://api.example.com/health' }] },
  agent_details: { id: ids.local, name: 'local' },
};

export const person = {
  id: ids.person,
  name: 'Ada Admin',
  email: 'ada@example.com',
  avatar: null,
  properties: { role: 'admin' },
};

/** `/auth/whoami`: roles repeat; default policies carry `id: "na"`. */
export const whoamiResponse = {
  message: 'success',
  payload: {
    user: { id: ids.person, name: 'Ada Admin', email: 'ada@example.com' },
    roles: ['admin', 'everyone', 'admin'],
    permissions: [
      { subject: 'admin', object: '*', action: '*', id: 'na' },
      { subject: 'everyone', object: 'database.kratos', action: '*', deny: true, id: 'na' },
    ],
    hostname: 'mission-control-7d9f',
  },
};

export const propertiesResponse = [
  { name: 'incidents.disable', value: 'true', source: 'local', type: '', description: '' },
  { name: 'access_token.default_expiry', value: '2160h', source: 'db', type: '', description: '' },
];

export const versionResponse = { appVersion: 'v0.0.1234', chartVersion: '' };

export const team = {
  id: ids.team,
  name: 'platform',
  icon: 'group',
  spec: { components: [] },
  source: 'UI',
  created_by: ids.person,
  created_at: '2026-08-01T00:00:00+00:00',
  updated_at: '2026-08-01T00:00:00+00:00',
  deleted_at: null,
};

export const teamMember = { team_id: ids.team, person_id: ids.person, source: 'UI', person };

export const identity = {
  id: ids.person,
  traits: { name: { first: 'Ada', last: 'Admin' }, email: 'ada@example.com' },
  roles: ['admin'],
  state: 'active',
  state_changed_at: '2026-08-01T00:00:00Z',
};

export const personRoles = { id: ids.person, name: 'Ada Admin', email: 'ada@example.com', roles: ['admin'] };

export const createTokenResponse = {
  message: 'success',
  payload: { token: 'aGVsbG8td29ybGQ.eyJrdHkiOiJSU0EifQ.c2FsdA.1.65536.4' },
};

/** `/auth/tokens`: auto_renew always false, no expires_at. */
export const tokenListResponse = {
  message: 'success',
  payload: [
    {
      id: ids.token,
      name: 'ci',
      auto_renew: false,
      person_id: 'token-person',
      created_at: '2026-08-20T00:00:00Z',
      person: {
        id: 'token-person',
        name: 'Ada Admin (Token)',
        email: 'ada+token:ci@example.com',
        type: 'access_token',
      },
    },
  ],
};

export const accessScopeRow = {
  id: '018f2c7e-0000-7000-8000-0000000000ee',
  name: 'prod-readers',
  namespace: 'default',
  description: 'Guests see production',
  person_id: 'guest-1',
  team_id: null,
  resources: ['config', 'component'],
  scopes: [{ tags: { env: 'prod' } }, { agents: [ids.agent], names: ['api', 'web'] }],
  source: 'UI',
  created_by: { id: ids.person, name: 'Ada Admin', email: 'ada@example.com', avatar: null },
  created_at: '2026-08-01T00:00:00+00:00',
  updated_at: '2026-08-02T00:00:00+00:00',
  deleted_at: null,
  person: { id: 'guest-1', name: 'Gus Guest', email: 'gus@example.com' },
  team: null,
};

/** `permissions_summary` row with the expanded objects (NULL unless applicable). */
export const permissionSummaryRow = {
  id: '018f2c7e-0000-7000-8000-0000000000f1',
  name: 'editors-read-canaries',
  namespace: 'default',
  description: 'read canaries',
  error: null,
  source: 'UI',
  action: 'read',
  object: 'canaries',
  object_selector: null,
  deny: false,
  subject: ids.person,
  subject_type: 'person',
  created_at: '2026-08-01T00:00:00+00:00',
  updated_at: '2026-08-01T00:00:00+00:00',
  deleted_at: null,
  created_by: { id: ids.person, name: 'Ada Admin', avatar: null, email: 'ada@example.com' },
  updated_by: null,
  until: null,
  tags: null,
  agents: null,
  person: { id: ids.person, name: 'Ada Admin', email: 'ada@example.com' },
  team: null,
  canary: null,
  group: null,
  notification: null,
  playbook: null,
  scraper: null,
  topology: null,
  component_object: null,
  config_object: { id: 'cfg-1', icon: 'k8s', type: 'Kubernetes::Pod', name: 'api-0' },
  canary_object: null,
  playbook_object: null,
  connection_object: null,
};

export const playbook = {
  id: '018f2c7e-0000-7000-8000-0000000000f2',
  namespace: 'default',
  name: 'restart-pod',
  title: 'Restart Pod',
  icon: 'kubernetes',
  description: 'Restarts a pod',
  category: 'kubernetes',
  source: 'UI',
  spec: {
    icon: 'kubernetes',
    category: 'kubernetes',
    parameters: [{ name: 'reason', label: 'Reason', type: 'text', properties: { multiline: 'true' } }],
    configs: [{ types: ['Kubernetes::Pod'] }],
    actions: [{ name: 'delete', exec: { script: 'kubectl delete pod' } }],
  },
  created_at: '2026-08-01T00:00:00+00:00',
  updated_at: '2026-08-01T00:00:00+00:00',
};

export const playbookRunResponse = {
  run_id: '018f2c7e-0000-7000-8000-0000000000f3',
  starts_at: '2026-08-21T10:00:00Z',
};

export const playbookRun = {
  id: playbookRunResponse.run_id,
  playbook_id: playbook.id,
  status: 'completed',
  spec: playbook.spec,
  created_at: '2026-08-21T10:00:00+00:00',
  start_time: '2026-08-21T10:00:01+00:00',
  end_time: '2026-08-21T10:00:09+00:00',
  scheduled_time: '2026-08-21T10:00:00+00:00',
  timeout: 1800000000000,
  config_id: 'cfg-1',
  parameters: { reason: 'stuck' },
  agent_id: ids.local,
  error: null,
};

export const incident = {
  id: '018f2c7e-0000-7000-8000-0000000000f4',
  incident_id: 'INC0000001',
  title: 'API latency',
  description: '',
  type: 'availability',
  severity: 'high',
  status: 'open',
  commander_id: null,
  created_by: ids.person,
  created_at: '2026-08-21T10:00:00+00:00',
  updated_at: '2026-08-21T10:00:00+00:00',
  hypotheses: [{ id: 'h1', title: 'API latency', type: 'root', status: 'possible' }],
};

export const hypothesis = {
  id: 'h1',
  incident_id: incident.id,
  title: 'API latency',
  type: 'root',
  status: 'possible',
  created_by: ids.person,
  created_at: '2026-08-21T10:00:00+00:00',
};

export const evidence = {
  id: 'e1',
  hypothesis_id: 'h1',
  description: 'failing check',
  type: 'check',
  check_id: ids.check,
  evidence: {},
  definition_of_done: false,
  done: false,
  created_by: ids.person,
  created_at: '2026-08-21T10:00:00+00:00',
};

export const connection = {
  id: '018f2c7e-0000-7000-8000-0000000000f5',
  name: 'ops-mail',
  namespace: 'default',
  type: 'email',
  url: 'smtp://mail.example.com:587',
  username: 'secret://smtp/username',
  password: 'secret://smtp/password',
  certificate: null,
  insecure_tls: false,
  properties: { from: 'ops@example.com', encryptionMethod: 'Auto' },
  source: 'UI',
  created_at: '2026-08-01T00:00:00+00:00',
};

export const topology = {
  id: 'topo-1',
  name: 'cluster',
  namespace: 'default',
  labels: { env: 'prod' },
  spec: { type: 'cluster', components: [] },
  source: 'UI',
  schedule: '@every 5m',
  agent_id: ids.local,
  agent: { id: ids.local, name: 'local' },
  created_at: '2026-08-01T00:00:00+00:00',
};

export const loggingBackend = {
  id: 'lb-1',
  name: 'loki',
  labels: {},
  spec: { loki: { url: 'http://loki:3100' } },
  source: 'UI',
  created_by: ids.person,
  created_at: '2026-08-01T00:00:00+00:00',
  updated_at: null,
};

export const view = {
  id: 'view-1',
  name: 'pods',
  namespace: 'default',
  title: 'Pods',
  icon: 'kubernetes',
  ordinal: 1,
  sidebar: true,
};

export const jobHistory = {
  id: 'job-1',
  name: 'SyncCanaryJob',
  agent_id: ids.local,
  agent: { id: ids.local, name: 'local' },
  resource_name: 'http-checks',
  resource_id: ids.canary,
  resource_type: 'canary',
  status: 'FAILED',
  hostname: 'canary-checker-0',
  duration_millis: 1234,
  success_count: 3,
  error_count: 1,
  time_start: '2026-08-21T09:00:00+00:00',
  time_end: '2026-08-21T09:00:01+00:00',
  created_at: '2026-08-21T09:00:00+00:00',
  details: { errors: ['timeout'], scrape_summary: { 'Kubernetes::Pod': { added: 2 } } },
};

export const agent = {
  id: ids.agent,
  name: 'eu-west',
  hostname: 'agent-0',
  description: null,
  ip: '10.0.0.4',
  version: 'v0.0.900',
  username: 'agent-eu-west',
  person_id: 'agent-person',
  properties: {},
  tls: null,
  cleanup: false,
  created_at: '2026-08-01T00:00:00+00:00',
  updated_at: '2026-08-21T00:00:00+00:00',
  last_seen: '2026-08-21T09:59:00+00:00',
};

export const notification = {
  id: 'notif-1',
  name: 'check-failed',
  namespace: 'default',
  events: ['check.failed'],
  title: 'Check {{.check.name}} failed',
  template: '',
  filter: '',
  properties: {},
  person_id: ids.person,
  repeat_interval: '4h',
  wait_for: 300000000000,
  group_by: ['check_id'],
  source: 'UI',
  created_at: '2026-08-01T00:00:00+00:00',
  updated_at: '2026-08-01T00:00:00+00:00',
  pending: 0,
  sent: 4,
  failed: 1,
  avg_duration_ms: 120,
  most_common_error: 'smtp: timeout',
};

export const silence = {
  id: 'sil-1',
  namespace: 'default',
  description: 'maintenance',
  from: '2026-08-21T00:00:00+00:00',
  until: null,
  recursive: true,
  check_id: ids.check,
  source: 'UI',
  created_by: ids.person,
  created_at: '2026-08-21T00:00:00+00:00',
};

export const resourceSearchResponse = {
  checks: [{ id: ids.check, name: 'api-health', icon: 'http', type: 'http', tags: { env: 'prod' } }],
  configs: null,
};

export const catalogChangesResponse = {
  total: 1,
  changes: [
    {
      id: 'chg-1',
      config_id: 'cfg-1',
      change_type: 'diff',
      severity: 'info',
      source: 'kubernetes',
      summary: 'replicas 2 → 3',
      created_at: '2026-08-21T09:00:00Z',
      count: 1,
    },
  ],
};

/** A Kratos login flow with a password method. */
export const loginFlow = {
  id: 'flow-1',
  type: 'browser',
  expires_at: '2026-08-21T10:10:00Z',
  issued_at: '2026-08-21T10:00:00Z',
  request_url: 'https://mc.example/kratos/self-service/login/browser',
  refresh: false,
  requested_aal: 'aal1',
  ui: {
    action: 'https://mc.example/kratos/self-service/login?flow=flow-1',
    method: 'POST',
    nodes: [
      {
        type: 'input',
        group: 'default',
        attributes: { name: 'csrf_token', type: 'hidden', value: 'tok', required: true },
        messages: [],
        meta: {},
      },
      {
        type: 'input',
        group: 'password',
        attributes: { name: 'identifier', type: 'text', value: '', required: true },
        messages: [],
        meta: { label: { id: 1070004, text: 'ID', type: 'info' } },
      },
    ],
  },
};

export const flowError = {
  id: 'err-1',
  error: { code: 500, status: 'Internal Server Error', reason: 'boom', message: 'An internal server error occurred' },
  created_at: '2026-08-21T10:00:00Z',
};
