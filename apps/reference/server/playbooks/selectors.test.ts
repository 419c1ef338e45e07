import { describe, expect, it } from 'vitest';
import { matchesAny, matchesSelector, parseLabelSelector, type SelectableResource } from './selectors';

const check: SelectableResource = {
  id: '11111111-1111-1111-1111-111111111111',
  name: 'api/payments',
  namespace: 'default',
  type: 'http',
  labels: { env: 'production', tier: 'backend', team: 'payments' },
  health: 'unhealthy',
  status: 'unhealthy',
};

describe('matchesSelector', () => {
  it.each([
    [{}, true],
    [{ name: '*' }, true],
    [{ name: 'api/*' }, true],
    [{ name: 'api/orders,api/pay*' }, true],
    [{ name: 'api/orders' }, false],
    [{ name: '!api/*' }, false],
    [{ name: 'api.payments' }, false],
    [{ namespace: 'default' }, true],
    [{ namespace: 'data' }, false],
    [{ types: ['http', 'tcp'] }, true],
    [{ types: ['dns'] }, false],
    [{ type: 'http' }, true],
    [{ types: '!dns,!icmp' }, true],
    [{ types: ['!http'] }, false],
    [{ health: 'healthy' }, false],
    [{ health: 'unhealthy,warning' }, true],
    [{ id: '11111111-1111-1111-1111-111111111111' }, true],
    [{ id: '22222222-2222-2222-2222-222222222222' }, false],
    [{ labelSelector: 'env=production' }, true],
    [{ labelSelector: 'env==production,tier' }, true],
    [{ labelSelector: 'env=production,tier=frontend' }, false],
    [{ labelSelector: 'env!=staging' }, true],
    [{ labelSelector: '!canary' }, true],
    [{ labelSelector: '!team' }, false],
    [{ labelSelector: 'tier in (backend, frontend),env' }, true],
    [{ labelSelector: 'tier notin (backend)' }, false],
    [{ labelSelector: 'env=(' }, false],
    [{ tagSelector: 'cluster=prod' }, false],
    [{ agent: 'all' }, true],
    [{ agent: 'some-remote-agent' }, false],
    [{ search: 'payments' }, false],
    [{ search: '' }, true],
    [{ name: 'api/*', namespace: 'default', labelSelector: 'team=payments' }, true],
  ])('%j → %s', (selector, expected) => {
    expect(matchesSelector(check, selector)).toBe(expected);
  });

  it.each([null, 'name=x', ['x'], 42])('a selector that is not an object (%j) matches nothing', (selector) => {
    expect(matchesSelector(check, selector)).toBe(false);
  });

  it('does not treat regular-expression characters in patterns as special', () => {
    expect(matchesSelector({ ...check, name: 'a+b' }, { name: 'a+b' })).toBe(true);
    expect(matchesSelector({ ...check, name: 'aab' }, { name: 'a+b' })).toBe(false);
  });

  it('ignores inherited keys of the labels object', () => {
    expect(matchesSelector({ ...check, labels: {} }, { labelSelector: 'constructor' })).toBe(false);
    expect(matchesSelector({ ...check, labels: {} }, { labelSelector: '__proto__' })).toBe(false);
  });

  it('matchesAny is false for a missing or empty list', () => {
    expect(matchesAny(check, undefined)).toBe(false);
    expect(matchesAny(check, [])).toBe(false);
    expect(matchesAny(check, [{ name: 'nope' }, { types: ['http'] }])).toBe(true);
  });

  it('parseLabelSelector refuses what it does not understand', () => {
    expect(parseLabelSelector('a=b=c')).toBeUndefined();
    expect(parseLabelSelector('')).toEqual([]);
  });
});
