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
