import { describe, expect, it } from 'vitest';
import type { Scope } from '../schemas/accessScope';
import {
  accessScopeFormSchema,
  applyResourceSelection,
  matchesAccessScope,
  parseNames,
  toAccessScopePayload,
  type ScopedResource,
} from './accessScope';

describe('parseNames', () => {
  it.each([
    ['a\nb', ['a', 'b']],
    ['  a  \n\n   \n b\r\nc ', ['a', 'b', 'c']],
    ['*', ['*']],
    ['', []],
    [null, []],
    [undefined, []],
    [
      [' x ', '', 'y'],
      ['x', 'y'],
    ],
  ])('%j → %j', (input, names) => {
    expect(parseNames(input)).toEqual(names);
  });
});

describe('applyResourceSelection', () => {
  it.each([
    ['picking * keeps only *', ['config', 'canary'], ['config', 'canary', '*'], ['*']],
    ['picking another after * drops *', ['*'], ['*', 'config'], ['config']],
    ['plain selection', ['config'], ['config', 'playbook'], ['config', 'playbook']],
    ['deselecting *', ['*'], [], []],
    ['duplicates removed', [], ['config', 'config'], ['config']],
    ['unknown types dropped', [], ['config', 'secrets' as never], ['config']],
  ] as const)('%s', (_name, previous, next, result) => {
    expect(applyResourceSelection(previous, next)).toEqual(result);
  });
});

describe('accessScopeFormSchema', () => {
  const valid = {
    name: 'prod readers',
    person_id: 'guest-1',
    resources: ['config'],
    scopes: [{ tags: { env: 'prod' }, agents: [], names: '' }],
  };

  it('parses and turns names text into a list', () => {
    const parsed = accessScopeFormSchema.parse({ ...valid, scopes: [{ names: ' a \n\n b ' }] });
    expect(parsed.scopes[0]).toEqual({ tags: {}, agents: [], names: ['a', 'b'] });
  });

  it.each([
    ['blank name', { ...valid, name: '  ' }, 'name', 'Name is required'],
    ['no subject', { ...valid, person_id: null }, 'subject', 'Either a Guest or Team must be selected'],
    [
      'empty subject ids',
      { ...valid, person_id: '', team_id: '' },
      'subject',
      'Either a Guest or Team must be selected',
    ],
    ['no resources', { ...valid, resources: [] }, 'resources', 'At least one resource type is required'],
    ['no scopes', { ...valid, scopes: [] }, 'scopes', 'At least one scope is required'],
    [
      'an empty scope',
      { ...valid, scopes: [{ tags: { '  ': 'x' }, agents: [], names: ' \n ' }] },
      'scopes.0',
      'Each scope must have at least one of: tags, agents, or names',
    ],
    ['unknown resource', { ...valid, resources: ['secrets'] }, 'resources.0', undefined],
    ['tags not strings', { ...valid, scopes: [{ tags: { env: 1 } }] }, 'scopes.0.tags.env', undefined],
  ])('rejects %s', (_name, input, path, message) => {
    const result = accessScopeFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join('.') === path);
    expect(issue, JSON.stringify(result.error?.issues)).toBeDefined();
    if (message) expect(issue?.message).toBe(message);
  });

  it('accepts a team instead of a guest and builds the row body', () => {
    const parsed = accessScopeFormSchema.parse({
      ...valid,
      person_id: undefined,
      team_id: 'team-1',
      resources: ['*'],
      scopes: [{ agents: 'agent-1', names: '*' }],
    });
    expect(toAccessScopePayload(parsed)).toEqual({
      name: 'prod readers',
      namespace: null,
      description: null,
      person_id: null,
      team_id: 'team-1',
      resources: ['*'],
      scopes: [{ agents: ['agent-1'], names: ['*'] }],
      source: 'UI',
    });
  });
});

describe('matchesAccessScope', () => {
  const prod: ScopedResource = { tags: { env: 'prod', team: 'a' }, agent: 'agent-1', name: 'api' };
  it.each<[string, Scope[] | null, ScopedResource, boolean]>([
    ['no scopes', [], prod, false],
    ['null scopes', null, prod, false],
    ['tag matches', [{ tags: { env: 'prod' } }], prod, true],
    ['all tags must match', [{ tags: { env: 'prod', team: 'b' } }], prod, false],
    ['tag missing on resource', [{ tags: { region: 'eu' } }], prod, false],
    ['any one agent', [{ agents: ['agent-9', 'agent-1'] }], prod, true],
    ['agent not listed', [{ agents: ['agent-9'] }], prod, false],
    ['lone * agent', [{ agents: ['*'] }], { ...prod, agent: null }, true],
    ['name listed', [{ names: ['web', 'api'] }], prod, true],
    ['lone * name matches all', [{ names: ['*'] }], { name: 'anything' }, true],
    ['* among others is a literal', [{ names: ['*', 'web'] }], prod, false],
    ['AND within a scope: tags ok, name not', [{ tags: { env: 'prod' }, names: ['web'] }], prod, false],
    ['AND within a scope: all ok', [{ tags: { env: 'prod' }, agents: ['agent-1'], names: ['api'] }], prod, true],
    ['OR between scopes', [{ names: ['web'] }, { tags: { team: 'a' } }], prod, true],
    ['empty scope grants nothing', [{}], prod, false],
    ['empty lists grant nothing', [{ tags: {}, agents: [], names: [] }], prod, false],
    ['resource without tags', [{ tags: { env: 'prod' } }], { name: 'api' }, false],
    ['prototype keys are not tags', [{ tags: { constructor: 'x' } }], { tags: {} }, false],
    ['hostile scope entries ignored', [null as unknown as Scope, { names: ['api'] }], prod, true],
    ['scopes not a list', 'api' as unknown as Scope[], prod, false],
  ])('%s', (_name, scopes, resource, allowed) => {
    expect(matchesAccessScope(scopes, resource)).toBe(allowed);
  });
});
