import { describe, expect, it } from 'vitest';
import { CONNECTION_TYPES, connectionFormDefaults, connectionFormSchema, isNotificationConnection } from './connection';
import { evidenceLinkPayloadSchema, incidentSchema, linkToIncidentFormSchema, toEvidenceRow } from './incident';
import { preferencesSchema } from './preferences';
import { withSelectorDefaults } from './resources';
import * as fx from '../__fixtures__/backend';

const firstIssue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue ? [issue.path.join('.'), issue.message] : undefined;
};

describe('linkToIncidentFormSchema', () => {
  const valid = { incident_id: 'i1', hypothesis_id: 'h1', severity: 'high', type: 'availability' };
  it.each([
    ['an existing incident and hypothesis', valid],
    ['a new incident needs no hypothesis', { new_incident_title: 'Outage', severity: 'low', type: 'cost' }],
    ['an existing incident with a new hypothesis', { ...valid, hypothesis_id: null, new_hypothesis_title: 'DNS' }],
  ])('accepts %s', (_name, input) => {
    expect(linkToIncidentFormSchema.safeParse(input).success).toBe(true);
  });
  it.each([
    ['no incident', { severity: 'low', type: 'cost' }, 'incident_id', 'Must select or create an incident'],
    [
      'blank new incident',
      { new_incident_title: '  ', severity: 'low', type: 'cost' },
      'incident_id',
      'Must select or create an incident',
    ],
    ['no hypothesis', { ...valid, hypothesis_id: '' }, 'hypothesis_id', 'Must select or create a hypothesis'],
    ['no severity', { ...valid, severity: undefined }, 'severity', 'Please select incident severity'],
    ['empty severity', { ...valid, severity: '' }, 'severity', 'Please select incident severity'],
    ['no type', { ...valid, type: undefined }, 'type', 'Please select an incident type'],
  ])('rejects %s', (_name, input, path, message) => {
    expect(firstIssue(linkToIncidentFormSchema.safeParse(input))).toEqual([path, message]);
  });
});

describe('evidenceLinkPayloadSchema', () => {
  const valid = { check_id: fx.ids.check, hypothesisId: 'h1', type: 'check', user: { id: fx.ids.person } };
  it('becomes an evidences row', () => {
    expect(toEvidenceRow(evidenceLinkPayloadSchema.parse(valid))).toEqual({
      hypothesis_id: 'h1',
      created_by: fx.ids.person,
      type: 'check',
      description: '',
      evidence: {},
      check_id: fx.ids.check,
      config_id: null,
      config_change_id: null,
      config_analysis_id: null,
      component_id: null,
    });
  });
  it.each([
    ['no resource', { ...valid, check_id: undefined }, 'type'],
    ['unknown type', { ...valid, type: 'rumour' }, 'type'],
    ['no hypothesis', { ...valid, hypothesisId: '' }, 'hypothesisId'],
    ['no user', { ...valid, user: undefined }, 'user'],
  ])('rejects %s', (_name, input, path) => {
    expect(firstIssue(evidenceLinkPayloadSchema.safeParse(input))?.[0]).toBe(path);
  });
});

describe('incident severity', () => {
  it.each([
    ['high', 'high'],
    [2, '2'],
  ])('%j → %s', (severity, parsed) => {
    expect(incidentSchema.parse({ ...fx.incident, severity }).severity).toBe(parsed);
  });
});

describe('connections', () => {
  it.each([
    ['sftp', { port: 22 }],
    ['smb', { port: 445 }],
    ['email', { port: 587, encryptionMethod: 'Auto', authMethod: 'Unknown' }],
    [
      'generic_webhook',
      { contentType: 'application/json', requestMethod: 'POST', messageKey: 'message', titleKey: 'title' },
    ],
    ['opsgenie', { host: 'api.opsgenie.com', port: 443 }],
    ['git', { ref: 'main' }],
    ['postgres', {}],
  ] as const)('%s defaults', (type, properties) => {
    expect(connectionFormDefaults(type)).toMatchObject({ namespace: 'default', type, properties });
  });

  it('lists every type of the spec once, with notification channels marked', () => {
    expect(CONNECTION_TYPES).toHaveLength(45);
    expect(new Set(CONNECTION_TYPES).size).toBe(CONNECTION_TYPES.length);
    expect([isNotificationConnection('slack'), isNotificationConnection('postgres')]).toEqual([true, false]);
  });

  it.each([
    ['blank name', { name: ' ', type: 'http' }, 'name', 'This field is required'],
    ['blank namespace', { name: 'a', namespace: '', type: 'http' }, 'namespace', 'This field is required'],
    ['unknown type', { name: 'a', type: 'carrier_pigeon' }, 'type', undefined],
    [
      'bad secret reference',
      { name: 'a', type: 'http', password: { valueFrom: { secretKeyRef: { name: 's' } } } },
      'password',
      undefined,
    ],
  ])('rejects %s', (_name, input, path, message) => {
    const issue = firstIssue(connectionFormSchema.safeParse(input));
    expect(issue?.[0]).toBe(path);
    if (message) expect(issue?.[1]).toBe(message);
  });

  it('accepts a secret reference and defaults the namespace', () => {
    const parsed = connectionFormSchema.parse({
      name: 'db',
      type: 'postgres',
      password: { valueFrom: { secretKeyRef: { name: 'pg', key: 'password' } } },
    });
    expect(parsed.namespace).toBe('default');
  });
});

describe('preferencesSchema', () => {
  it('fills the spec defaults', () => {
    expect(preferencesSchema.parse({})).toEqual({
      dateFormat: 'timestamp',
      timezone: 'Browser',
      topologyCardWidth: 554,
      showDeletedItems: false,
      recentTimeRanges: [],
    });
  });
  it('replaces corrupt stored values with defaults instead of failing', () => {
    expect(
      preferencesSchema.parse({
        dateFormat: 'weird',
        topologyCardWidth: 9999,
        showDeletedItems: 'yes',
        recentTimeRanges: 'x',
      }),
    ).toMatchObject({ dateFormat: 'timestamp', topologyCardWidth: 554, showDeletedItems: false, recentTimeRanges: [] });
  });
  it('keeps only the 5 most recent ranges', () => {
    const range = { type: 'absolute', from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' };
    expect(preferencesSchema.parse({ recentTimeRanges: Array(7).fill(range) }).recentTimeRanges).toHaveLength(5);
  });
});

describe('withSelectorDefaults', () => {
  it('fills agent all for search selectors and name * for name selectors', () => {
    expect(
      withSelectorDefaults({ checks: [{ search: 'api' }], playbooks: [{}], configs: [{ search: 'x', agent: 'a1' }] }),
    ).toEqual({
      checks: [{ agent: 'all', search: 'api' }],
      playbooks: [{ name: '*' }],
      configs: [{ agent: 'a1', search: 'x' }],
    });
  });
});
