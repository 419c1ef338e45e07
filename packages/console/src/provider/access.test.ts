import { describe, expect, it } from 'vitest';
import { can, hasAnyRole, isFeatureEnabled, type ConsoleUser } from './access';

const user = (...roles: string[]): ConsoleUser => ({ id: 'u', name: 'U', roles });

describe('can', () => {
  it.each([
    [user('admin'), 'rbac', 'write', true],
    [user('editor'), 'canaries', 'write', true],
    [user('editor'), 'connections', 'write', false],
    [user('editor'), 'rbac', 'write', false],
    [user('editor'), 'connections', 'read', true],
    [user('responder'), 'incidents', 'write', true],
    [user('commander'), 'evidences', 'write', true],
    [user('responder'), 'canaries', 'write', false],
    [user('viewer'), 'canaries', 'write', false],
    [user('viewer'), 'canaries', 'read', true],
    [user('guest'), 'playbook_runs', 'write', false],
    [user(), 'canaries', 'read', false],
    [null, 'canaries', 'read', false],
  ] as const)('%j on %s/%s → %s', (who, area, action, expected) => {
    expect(can(who, area, action)).toBe(expected);
  });
});

describe('hasAnyRole', () => {
  it.each([
    [user('viewer', 'commander'), true],
    [user('viewer'), false],
    [null, false],
  ] as const)('%j → %s', (who, expected) => {
    expect(hasAnyRole(who, ['admin', 'commander'])).toBe(expected);
  });
});

describe('isFeatureEnabled', () => {
  it.each([
    [{}, 'incidents', true],
    [{ 'incidents.disable': 'true' }, 'incidents', false],
    [{ 'incidents.disable': 'TRUE' }, 'incidents', true],
    [{ 'incidents.disable': 'false' }, 'incidents', true],
    [{ 'health.disable': 'true' }, 'settings.health', false],
    [{ 'health.disable': 'true' }, 'settings.job_history', false],
    [{ 'config.disable': 'true' }, 'settings.config_scraper', false],
    [{ 'health.disable': 'true' }, 'settings.teams', true],
    [{ '__proto__.disable': 'true' }, '__proto__', false],
    [{}, 'constructor', true],
  ] as const)('%j, %s → %s', (properties, name, expected) => {
    expect(isFeatureEnabled(properties, name)).toBe(expected);
  });
});
