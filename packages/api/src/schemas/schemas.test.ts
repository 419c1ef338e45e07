import { describe, expect, it } from 'vitest';
import { z } from './zod';
import * as fx from '../__fixtures__/backend';
import { firstIssuePath } from '../transport';
import {
  canaryAboutSchema,
  canarySchema,
  checkResultSchema,
  checkSchema,
  checkStatusSchema,
  checkSummaryResponseSchema,
  graphResponseSchema,
} from './canary';
import { checkResourceSchema, detectCheckType } from './checkResource';
import {
  identitySchema,
  personRolesSchema,
  personSchema,
  teamMemberSchema,
  teamSchema,
  whoamiResponseSchema,
} from './people';
import { backendVersion, propertiesResponseSchema, versionInfoSchema } from './properties';
import { createTokenResponseSchema, tokenListResponseSchema } from './tokens';
import { accessScopeSchema } from './accessScope';
import { permissionSummarySchema } from './permission';
import { playbookRunResponseSchema, playbookRunSchema, playbookSchema } from './playbook';
import { evidenceSchema, hypothesisSchema, incidentSchema } from './incident';
import { connectionSchema } from './connection';
import {
  agentSchema,
  catalogChangesResponseSchema,
  jobHistorySchema,
  loggingBackendSchema,
  notificationSchema,
  notificationSilenceSchema,
  resourceSearchResponseSchema,
  topologySchema,
  viewSchema,
} from './resources';
import { flowErrorSchema, identityFlowSchema } from './identityFlow';
import { topologyResponseSchema } from '../areas/canary';
import { agentCredentialsSchema } from '../areas/agents';

type Row = [name: string, schema: z.core.$ZodType, fixture: unknown, broken: unknown, field: string];

/** Each schema parses a real-shaped fixture and rejects a broken copy, naming the field. */
const schemaRows: Row[] = [
  [
    'check summary response',
    checkSummaryResponseSchema,
    fx.checkSummaryResponse,
    { checks_summary: [{ ...fx.checkSummaryItem, latency: { p95: 'fast' } }] },
    'checks_summary.0.latency.p95',
  ],
  [
    'graph response',
    graphResponseSchema,
    fx.graphResponse,
    { ...fx.graphResponse, status: [{ duration: 3 }] },
    'status.0.time',
  ],
  ['check result', checkResultSchema, fx.checkResultFailed, { ...fx.checkResultFailed, duration: '5s' }, 'duration'],
  ['canary about', canaryAboutSchema, fx.canaryAbout, { Timestamp: 'x' }, 'Version'],
  ['check status row', checkStatusSchema, fx.checkStatusRow, { ...fx.checkStatusRow, status: 'true' }, 'status'],
  ['canary', canarySchema, fx.canaryRow, { ...fx.canaryRow, spec: 'http' }, 'spec'],
  [
    'check',
    checkSchema,
    fx.checkRow,
    { ...fx.checkRow, configs: [{ configs: { name: 'x' } }] },
    'configs.0.configs.id',
  ],
  ['check resource', checkResourceSchema, fx.checkResource, { ...fx.checkResource, spec: { http: 'x' } }, 'spec.http'],
  ['person', personSchema, fx.person, { ...fx.person, name: null }, 'name'],
  ['people_roles row', personRolesSchema, fx.personRoles, { ...fx.personRoles, roles: 'admin' }, 'roles'],
  ['team', teamSchema, fx.team, { ...fx.team, id: '' }, 'id'],
  ['team member', teamMemberSchema, fx.teamMember, { ...fx.teamMember, person_id: undefined }, 'person_id'],
  ['identity', identitySchema, fx.identity, { ...fx.identity, traits: { email: 4 } }, 'traits.email'],
  [
    'whoami',
    whoamiResponseSchema,
    fx.whoamiResponse,
    { payload: { ...fx.whoamiResponse.payload, permissions: [{ deny: 'yes' }] } },
    'payload.permissions.0.deny',
  ],
  ['properties', propertiesResponseSchema, fx.propertiesResponse, [{ name: 'x', value: true }], '0.value'],
  ['version', versionInfoSchema, fx.versionResponse, { appVersion: 12 }, 'appVersion'],
  ['create token response', createTokenResponseSchema, fx.createTokenResponse, { payload: {} }, 'payload.token'],
  [
    'token list',
    tokenListResponseSchema,
    fx.tokenListResponse,
    { payload: [{ ...fx.tokenListResponse.payload[0], created_at: 5 }] },
    'payload.0.created_at',
  ],
  [
    'access scope',
    accessScopeSchema,
    fx.accessScopeRow,
    { ...fx.accessScopeRow, resources: ['secrets'] },
    'resources.0',
  ],
  [
    'permissions_summary row',
    permissionSummarySchema,
    fx.permissionSummaryRow,
    { ...fx.permissionSummaryRow, config_object: { name: 'x' } },
    'config_object.id',
  ],
  [
    'playbook',
    playbookSchema,
    fx.playbook,
    { ...fx.playbook, spec: { parameters: [{ label: 'x' }] } },
    'spec.parameters.0.name',
  ],
  ['playbook run response', playbookRunResponseSchema, fx.playbookRunResponse, { starts_at: 'x' }, 'run_id'],
  ['playbook run', playbookRunSchema, fx.playbookRun, { ...fx.playbookRun, status: 3 }, 'status'],
  ['incident', incidentSchema, fx.incident, { ...fx.incident, title: undefined }, 'title'],
  ['hypothesis', hypothesisSchema, fx.hypothesis, { ...fx.hypothesis, incident_id: '' }, 'incident_id'],
  ['evidence', evidenceSchema, fx.evidence, { ...fx.evidence, hypothesis_id: null }, 'hypothesis_id'],
  ['connection', connectionSchema, fx.connection, { ...fx.connection, insecure_tls: 'no' }, 'insecure_tls'],
  ['topology', topologySchema, fx.topology, { ...fx.topology, agent: { name: 'x' } }, 'agent.id'],
  ['logging backend', loggingBackendSchema, fx.loggingBackend, { ...fx.loggingBackend, name: 1 }, 'name'],
  ['view', viewSchema, fx.view, { ...fx.view, sidebar: 'yes' }, 'sidebar'],
  ['job history', jobHistorySchema, fx.jobHistory, { ...fx.jobHistory, details: { errors: 5 } }, 'details.errors'],
  ['agent', agentSchema, fx.agent, { ...fx.agent, last_seen: 0 }, 'last_seen'],
  ['notification', notificationSchema, fx.notification, { ...fx.notification, events: 'check.failed' }, 'events'],
  ['silence', notificationSilenceSchema, fx.silence, { ...fx.silence, recursive: 'true' }, 'recursive'],
  [
    'resource search response',
    resourceSearchResponseSchema,
    fx.resourceSearchResponse,
    { checks: [{ name: 'x' }] },
    'checks.0.id',
  ],
  [
    'catalog changes',
    catalogChangesResponseSchema,
    fx.catalogChangesResponse,
    { changes: [{ id: 'x', count: 'one' }] },
    'changes.0.count',
  ],
  [
    'identity flow',
    identityFlowSchema,
    fx.loginFlow,
    { ...fx.loginFlow, ui: { ...fx.loginFlow.ui, nodes: [{ type: 'input' }] } },
    'ui.nodes.0.group',
  ],
  ['flow error', flowErrorSchema, fx.flowError, { id: 'x' }, 'error'],
  [
    'topology response',
    topologyResponseSchema,
    {
      components: [{ id: 'comp-1', name: 'api', status: 'healthy' }],
      healthStatuses: ['healthy'],
      teams: [],
      types: ['API'],
    },
    { components: ['api'] },
    'components.0',
  ],
  [
    'agent credentials',
    agentCredentialsSchema,
    { id: fx.ids.agent, username: 'agent-eu-west', password: 'p4ss' },
    { username: 7 },
    'username',
  ],
];

describe.each(schemaRows)('%s schema', (_name, schema, fixture, broken, field) => {
  it('parses the real backend shape', () => {
    expect(z.safeParse(schema, fixture).success).toBe(true);
  });
  it(`rejects a broken one at ${field}`, () => {
    const result = z.safeParse(schema, broken);
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssuePath(result.error)).toBe(field);
  });
});

describe('lenient where the backend omits keys', () => {
  it('reads a summary without checks_summary as no checks', () => {
    expect(checkSummaryResponseSchema.parse({ runnerName: 'local' }).checks_summary).toEqual([]);
  });
  it('reads a summary latency without p97 and without zero percentiles', () => {
    const parsed = checkSummaryResponseSchema.parse({
      checks_summary: [{ ...fx.checkSummaryItem, latency: { rolling1h: 0 } }],
    });
    expect(parsed.checks_summary[0]?.latency).toEqual({ rolling1h: 0 });
  });
  it('reads whoami with roles or permissions null', () => {
    const parsed = whoamiResponseSchema.parse({ payload: { user: fx.person, roles: null, permissions: null } });
    expect([parsed.payload.roles, parsed.payload.permissions]).toEqual([[], []]);
  });
  it('reads null properties as none', () => {
    expect(propertiesResponseSchema.parse(null)).toEqual([]);
  });
});

describe('detectCheckType', () => {
  it.each([
    [{ schedule: '@every 1m', http: [{}] }, 'http'],
    [{ icmp: [{}] }, 'icmp'],
    [{ interval: 30, tcp: [{}] }, 'tcp'],
    [{ schedule: '@every 1m' }, 'custom'],
    [{}, 'custom'],
    [{ somethingNew: [{}] }, 'custom'],
    [null, 'custom'],
    ['http', 'custom'],
    [['http'], 'custom'],
  ])('%j → %s', (spec, type) => {
    expect(detectCheckType(spec)).toBe(type);
  });
});

describe('backendVersion', () => {
  it.each([
    [{ appVersion: 'v1', chartVersion: 'c2' }, 'c2'],
    [{ appVersion: 'v1', chartVersion: '' }, 'v1'],
    [{}, 'NA'],
    [null, 'NA'],
  ])('%j → %s', (info, shown) => {
    expect(backendVersion(info)).toBe(shown);
  });
});
