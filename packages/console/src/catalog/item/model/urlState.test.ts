import { describe, expect, it } from 'vitest';
import { directionOf, parseItemUrlState, writeItemUrlState } from './urlState';

describe('item URL state', () => {
  it('reads defaults from an empty URL and ignores an unknown tab', () => {
    expect(parseItemUrlState(new URLSearchParams('tab=unknown-tab'))).toMatchObject({
      tab: 'config',
      outgoing: true,
      incoming: false,
      soft: false,
      view: 'table',
      configTypes: [],
    });
  });

  it('round-trips filters and leaves defaults out of the URL', () => {
    const next = writeItemUrlState(new URLSearchParams('lines=3'), {
      tab: 'relationships',
      incoming: true,
      outgoing: true,
      configTypes: ['Kubernetes::Pod', 'Kubernetes::Node'],
      view: 'graph',
    });
    expect(next.toString()).toBe(
      'lines=3&tab=relationships&incoming=true&configTypes=Kubernetes%3A%3APod%2CKubernetes%3A%3ANode&view=graph',
    );
    expect(parseItemUrlState(next)).toMatchObject({
      incoming: true,
      configTypes: ['Kubernetes::Pod', 'Kubernetes::Node'],
    });
    expect(writeItemUrlState(next, { tab: 'config', configTypes: [], lines: '' }).toString()).toBe(
      'incoming=true&view=graph',
    );
  });

  it.each([
    [{ incoming: false, outgoing: true }, 'outgoing'],
    [{ incoming: false, outgoing: false }, 'outgoing'],
    [{ incoming: true, outgoing: false }, 'incoming'],
    [{ incoming: true, outgoing: true }, 'all'],
  ] as const)('follows %j as %s', (state, direction) => {
    expect(directionOf(state)).toBe(direction);
  });
});
