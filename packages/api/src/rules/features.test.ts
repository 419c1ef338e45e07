import { describe, expect, it } from 'vitest';
import { FEATURES, isFeatureEnabled, type PropertySource } from './features';

const list = (entries: Record<string, unknown>) => Object.entries(entries).map(([name, value]) => ({ name, value }));

describe('isFeatureEnabled', () => {
  it.each<[string, PropertySource, string, boolean]>([
    ['no properties', [], 'health', true],
    ['null properties', null, 'health', true],
    ['disabled by "true"', list({ 'health.disable': 'true' }), 'health', false],
    ['"TRUE" is not exactly "true"', list({ 'health.disable': 'TRUE' }), 'health', true],
    ['boolean true is not the string', list({ 'health.disable': true }), 'health', true],
    ['" true" with a space', list({ 'health.disable': ' true' }), 'health', true],
    ['"false"', list({ 'health.disable': 'false' }), 'health', true],
    ['another feature disabled', list({ 'logs.disable': 'true' }), 'health', true],
    ['settings.health inherits health', list({ 'health.disable': 'true' }), 'settings.health', false],
    ['settings.job_history inherits health', list({ 'health.disable': 'true' }), 'settings.job_history', false],
    ['settings.config_scraper inherits config', list({ 'config.disable': 'true' }), 'settings.config_scraper', false],
    ['settings.topology inherits topology', list({ 'topology.disable': 'true' }), 'settings.topology', false],
    ['a parent is not disabled by its child', list({ 'settings.health.disable': 'true' }), 'health', true],
    ['child disabled on its own', list({ 'settings.health.disable': 'true' }), 'settings.health', false],
    ['settings.teams does not inherit', list({ 'teams.disable': 'true' }), 'settings.teams', true],
    ['record form', { 'incidents.disable': 'true' }, 'incidents', false],
    ['record form enabled', { 'incidents.disable': 'no' }, 'incidents', true],
    [
      'first of duplicate names wins (local before db)',
      [
        { name: 'logs.disable', value: 'false' },
        { name: 'logs.disable', value: 'true' },
      ],
      'logs',
      true,
    ],
    ['prototype keys are not properties', {}, 'constructor', true],
    ['__proto__ feature', list({}), '__proto__', true],
    ['unknown feature', list({ 'nope.disable': 'true' }), 'nope', false],
  ])('%s', (_name, properties, feature, enabled) => {
    expect(isFeatureEnabled(properties, feature)).toBe(enabled);
  });

  it('knows the navigable features of the spec', () => {
    expect(FEATURES).toEqual(
      expect.arrayContaining(['topology', 'health', 'settings.job_history', 'settings.permissions']),
    );
  });
});
