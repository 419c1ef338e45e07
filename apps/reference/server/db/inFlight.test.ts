import { describe, expect, it } from 'vitest';
import { shareInFlight } from './inFlight';

describe('shareInFlight', () => {
  it('gives concurrent callers of one key one computation, and computes again once it settled', async () => {
    const share = shareInFlight<object, number>();
    const scope = {};
    let computed = 0;
    const compute = async () => {
      const mine = (computed += 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return mine;
    };
    const first = await Promise.all([share(scope, 'k', compute), share(scope, 'k', compute)]);
    expect(first).toEqual([1, 1]);
    expect(await share(scope, 'k', compute)).toBe(2);
    // Another key or another scope is its own computation.
    const [a, b] = await Promise.all([share(scope, 'other', compute), share({}, 'k', compute)]);
    expect(new Set([a, b]).size).toBe(2);
  });

  it('shares a failure with the waiting callers and forgets it', async () => {
    const share = shareInFlight<object, number>();
    const scope = {};
    const failing = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('boom');
    };
    const results = await Promise.allSettled([share(scope, 'k', failing), share(scope, 'k', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await share(scope, 'k', async () => 7)).toBe(7);
  });
});
