import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckSummaryOptions } from '@mission-control/api';
import type { CheckSummary } from '@mission-control/api/schemas';
import { checkFixtures } from '../demo/data/checks';
import { TestConsoleProvider } from '../testing/TestConsoleProvider';
import { useCheckSummaries } from './queries';
import { mergeSummary, type CheckSummaryVersioned } from './summaryPolling';

const [first, second, third] = checkFixtures;

/**
 * A server at version `v1` or `v2` answering as the real one: everything for `''` or an unknown version, nothing
 * for the current one, and the delta from v1 to v2. (StrictMode may drop a first fetch, so answers depend on
 * what is asked, not on the call's order.)
 */
function fakeServer(versions: Record<string, CheckSummary[]>, delta: CheckSummaryVersioned) {
  const state = { current: 'v1' };
  const summary = vi.fn(async ({ since }: CheckSummaryOptions = {}): Promise<CheckSummaryVersioned> => {
    const version = state.current;
    if (since === version) return { version, since, runnerName: 'local', checks_summary: [] };
    if (since === delta.since && version === delta.version) return delta;
    return { version, runnerName: 'local', checks_summary: versions[version]! };
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestConsoleProvider client={{ canary: { summary } }}>{children}</TestConsoleProvider>
  );
  return { summary, wrapper, state };
}

const sent = (summary: ReturnType<typeof fakeServer>['summary']) =>
  summary.mock.calls.map(([options]) => options?.since);

describe('health summary polling by version (#25)', () => {
  it('asks for the changes since the version it holds and merges them into its summary', async () => {
    const failing = { ...second!, status: 'unhealthy', uptime: { passed: 0, failed: 9 } };
    const { summary, wrapper, state } = fakeServer(
      { v1: [first!, second!, third!], v2: [first!, failing, third!] },
      { version: 'v2', since: 'v1', runnerName: 'local', checks_summary: [failing] },
    );
    const { result } = renderHook(() => useCheckSummaries({ refetchInterval: 20 }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([first, second, third]));
    // Polls while nothing changes ask from v1 and get nothing.
    await waitFor(() => expect(sent(summary)).toContain('v1'));
    const held = result.current.data!;

    state.current = 'v2';
    await waitFor(() => expect(result.current.data).toEqual([first, failing, third]));
    // Merged, not downloaded again: no full fetch after the first, and the unchanged checks keep their objects.
    expect(sent(summary).filter((since) => since === '')).toHaveLength(sent(summary).indexOf('v1'));
    expect(result.current.data![0]).toBe(held[0]);
    expect(result.current.data![2]).toBe(held[2]);
    await waitFor(() => expect(sent(summary)).toContain('v2'));
    expect(result.current.data).toEqual([first, failing, third]);
  });

  it('asks for everything again when an answer cannot be merged', async () => {
    const { summary, wrapper, state } = fakeServer(
      { v1: [first!, second!], v2: [first!, second!, third!] },
      // Names a check the held summary lacks: it cannot replace anything in place.
      { version: 'v2', since: 'v1', checks_summary: [third!] },
    );
    const { result } = renderHook(() => useCheckSummaries({ refetchInterval: 20 }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([first, second]));
    state.current = 'v2';
    await waitFor(() => expect(result.current.data).toEqual([first, second, third]));
    // The delta from v1 could not be merged: the next request asks for everything.
    const asked = sent(summary);
    expect(asked[asked.lastIndexOf('v1') + 1]).toBe('');
    await waitFor(() => expect(sent(summary)).toContain('v2'));
  });
});

describe('mergeSummary', () => {
  const held = { version: 'v1', checks_summary: [first!, second!] };

  it('replaces the held summary with a full answer, also from a backend without versions', () => {
    const upstream = { checks_summary: [second!] };
    expect(mergeSummary(held, upstream)).toBe(upstream);
    expect(mergeSummary(undefined, { version: 'v1', checks_summary: [first!] })).toEqual({
      version: 'v1',
      checks_summary: [first!],
    });
  });

  it('keeps the held summary itself when nothing changed, and refuses a delta from another version', () => {
    expect(mergeSummary(held, { version: 'v1', since: 'v1', checks_summary: [] })).toBe(held);
    expect(mergeSummary(held, { version: 'v3', since: 'v2', checks_summary: [] })).toBeNull();
    expect(mergeSummary(undefined, { version: 'v3', since: 'v2', checks_summary: [] })).toBeNull();
  });
});
