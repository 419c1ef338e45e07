import { describe, expect, it } from 'vitest';
import {
  MCP_SETUP_LEVELS,
  TOKEN_EXPIRY_OPTIONS,
  expiryToWire,
  levelActions,
  levelsFromPreset,
  scopeFromLevels,
  scopeFromPreset,
  toCreateTokenRequest,
  tokenFormSchema,
  type ScopeLevel,
  type TokenExpiry,
  type TokenScopeObject,
} from './tokenScopes';

const pairs = (scope: { object: string; action: string }[]) => scope.map((s) => `${s.object}:${s.action}`);

describe('levelActions', () => {
  it.each<[TokenScopeObject, ScopeLevel, string[]]>([
    ['canaries', 'none', []],
    ['canaries', 'read', ['read']],
    ['canaries', 'write', ['read', 'create']],
    ['canaries', 'admin', ['read', 'create', 'update', 'delete']],
    ['canaries', 'run', []],
    ['playbooks', 'read', ['read']],
    ['playbooks', 'run', ['read', 'playbook:run']],
    ['playbooks', 'approve', ['read', 'playbook:run', 'playbook:approve']],
    ['playbooks', 'write', ['read', 'create', 'update', 'delete', 'playbook:run', 'playbook:approve']],
    ['playbooks', 'admin', []],
    ['mcp', 'admin', ['*']],
    ['mcp', 'read', []],
    ['mcp', 'none', []],
    ['nope' as TokenScopeObject, 'read', []],
    ['canaries', 'bogus' as ScopeLevel, []],
  ])('%s at %s → %j', (object, level, actions) => {
    expect(levelActions(object, level)).toEqual(actions);
  });
});

describe('scopeFromPreset', () => {
  const objects = ['canaries', 'catalog', 'application', 'playbooks', 'notification'];
  it.each([
    ['read', ['mcp:*', ...objects.map((o) => `${o}:read`)]],
    ['write', ['mcp:*', ...objects.flatMap((o) => [`${o}:read`, `${o}:create`])]],
    ['admin', ['mcp:*', ...objects.flatMap((o) => ['read', 'create', 'update', 'delete'].map((a) => `${o}:${a}`))]],
  ] as const)('%s', (preset, expected) => {
    const scope = scopeFromPreset(preset, 'u1');
    expect(pairs(scope)).toEqual(expected);
    expect(scope.every((s) => s.subject === 'u1')).toBe(true);
  });

  it('admin grants no playbook extras', () => {
    expect(pairs(scopeFromPreset('admin', 'u')).filter((p) => p.includes('playbook:'))).toEqual([]);
  });

  it('custom uses the levels; mcp only ever gets the wildcard', () => {
    expect(pairs(scopeFromPreset('custom', 'u', { mcp: 'admin', playbooks: 'run', catalog: 'read' }))).toEqual([
      'mcp:*',
      'catalog:read',
      'playbooks:read',
      'playbooks:playbook:run',
    ]);
    expect(pairs(scopeFromLevels(MCP_SETUP_LEVELS, 'u'))).toEqual(['mcp:*']);
  });

  it('custom levels seeded from a preset keep its scope (Write on playbooks adds run and approve)', () => {
    expect(scopeFromLevels(levelsFromPreset('read'), 'u')).toEqual(scopeFromPreset('read', 'u'));
    const seeded = pairs(scopeFromLevels(levelsFromPreset('write'), 'u'));
    expect(seeded.filter((p) => !p.startsWith('playbooks:'))).toEqual(
      pairs(scopeFromPreset('write', 'u')).filter((p) => !p.startsWith('playbooks:')),
    );
    expect(seeded.filter((p) => p.startsWith('playbooks:'))).toEqual([
      'playbooks:read',
      'playbooks:create',
      'playbooks:update',
      'playbooks:delete',
      'playbooks:playbook:run',
      'playbooks:playbook:approve',
    ]);
    expect(levelsFromPreset('custom')).toEqual({});
  });
});

describe('expiry', () => {
  it.each<[TokenExpiry, string]>([
    ['30d', '720h'],
    ['90d', '2160h'],
    ['180d', '4320h'],
    ['365d', '8760h'],
    ['never', '876000h'],
  ])('%s → %s', (expiry, wire) => {
    expect(expiryToWire(expiry)).toBe(wire);
  });
  it('offers the five options of the spec in order', () => {
    expect(TOKEN_EXPIRY_OPTIONS.map((o) => o.value)).toEqual(['30d', '90d', '180d', '365d', 'never']);
  });
  it('refuses an unknown expiry', () => {
    expect(() => expiryToWire('7d' as TokenExpiry)).toThrow(RangeError);
  });
});

describe('tokenFormSchema', () => {
  it('defaults to 90 days, no auto-renew, Read', () => {
    expect(tokenFormSchema.parse({ name: 'ci' })).toEqual({
      name: 'ci',
      expiry: '90d',
      autoRenew: false,
      preset: 'read',
      levels: {},
    });
  });

  it.each([
    ['blank name', { name: '   ' }, 'name', 'Name is required'],
    ['missing name', {}, 'name', undefined],
    ['unknown expiry', { name: 'a', expiry: '7d' }, 'expiry', undefined],
    [
      'custom with nothing chosen',
      { name: 'a', preset: 'custom', levels: { canaries: 'none' } },
      'levels',
      'Select at least one scope',
    ],
    ['unknown level', { name: 'a', preset: 'custom', levels: { canaries: 'root' } }, 'levels.canaries', undefined],
    ['unknown object', { name: 'a', preset: 'custom', levels: { secrets: 'read' } }, 'levels', undefined],
    ['name not a string', { name: 42 }, 'name', undefined],
  ])('rejects %s', (_name, input, path, message) => {
    const result = tokenFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path.join('.')).toBe(path);
    if (message) expect(issue?.message).toBe(message);
  });

  it('turns form values into the backend body with auto_renew', () => {
    const form = tokenFormSchema.parse({
      name: ' ci ',
      expiry: 'never',
      autoRenew: true,
      preset: 'custom',
      levels: { mcp: 'admin' },
    });
    expect(toCreateTokenRequest(form, 'u1')).toEqual({
      name: 'ci',
      expiry: '876000h',
      auto_renew: true,
      scope: [{ subject: 'u1', object: 'mcp', action: '*' }],
    });
  });
});
