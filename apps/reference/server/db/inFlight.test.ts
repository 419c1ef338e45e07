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

describe('shareInFlight with the caller’s arrival', () => {
  it('gives a caller that arrived while the last computation ran its result, and never an older one', async () => {
    const share = shareInFlight<object, number>();
    const scope = {};
    let computed = 0;
    const compute = async () => {
      const mine = (computed += 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return mine;
    };
    const arrivedDuringFirst = performance.now();
    expect(await share(scope, 'k', compute, performance.now())).toBe(1);
    // Arrived while computation 1 ran, reaches the share after it settled (its lookups queued behind it).
    expect(await share(scope, 'k', compute, arrivedDuringFirst)).toBe(1);
    // Arrived after it settled: computed anew.
    expect(await share(scope, 'k', compute, performance.now())).toBe(2);
    // Without an arrival, only computations in flight are shared.
    expect(await share(scope, 'k', compute)).toBe(3);
  });

  it('keeps no settled result when asked to keep none, nor a failure', async () => {
    const none = shareInFlight<object, number>({ kept: 0 });
    const scope = {};
    const arrived = performance.now();
    expect(await none(scope, 'k', async () => 1, arrived)).toBe(1);
    expect(await none(scope, 'k', async () => 2, arrived)).toBe(2);
    const share = shareInFlight<object, number>();
    await expect(share(scope, 'k', () => Promise.reject(new Error('boom')), arrived)).rejects.toThrow('boom');
    expect(await share(scope, 'k', async () => 3, arrived)).toBe(3);
  });
});
