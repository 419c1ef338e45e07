import { describe, expect, it } from 'vitest';
import { CANARY_SETTINGS_KEYS, checkDisplayName, detectCheckType } from './checks';

describe('check rules', () => {
  it.each([
    [{ name: 'api', description: 'd', endpoint: 'e' }, 'api'],
    [{ name: '', description: 'd', endpoint: 'e' }, 'd'],
    [{ name: null, description: null, endpoint: 'e' }, 'e'],
    [{}, ''],
  ])('shows %j as %j', (check, name) => {
    expect(checkDisplayName(check)).toBe(name);
  });

  it.each([
    [{ schedule: '@every 1m', http: [{ url: 'https://x' }] }, 'http'],
    [{ labels: { team: 'a' }, dns: [{ query: 'x' }] }, 'dns'],
    [{ interval: 30, icon: 'x', tcp: [] }, 'tcp'],
    [{ unknownThing: [] }, 'custom'],
    [null, 'custom'],
    [[], 'custom'],
  ])('detects the type of %j as %s', (spec, type) => {
    expect(detectCheckType(spec)).toBe(type);
  });

  it('treats labels as a canary setting, never a check list', () => {
    expect(CANARY_SETTINGS_KEYS.has('labels')).toBe(true);
  });
});
