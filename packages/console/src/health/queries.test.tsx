import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CHECK_TIME_RANGES } from '@mission-control/api';
import { parseDateMath, relativeRangeFromDuration } from '@mission-control/ui/time';
import { graphFixture } from '../__fixtures__/checkDetail';
import { TestConsoleProvider } from '../testing/TestConsoleProvider';
import { useCheckGraph, useCheckStatuses } from './queries';

function setup() {
  const graph = vi.fn(async () => graphFixture);
  const checkStatuses = vi.fn(async () => ({ data: [], totalEntries: 0 }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestConsoleProvider client={{ canary: { graph }, db: { checkStatuses: checkStatuses as never } }}>
      {children}
    </TestConsoleProvider>
  );
  return { graph, checkStatuses, wrapper };
}

describe('check detail range keys', () => {
  it('#28 defect 9: every range key reaches the graph and the history converted once, by core (1mo → now-1M)', async () => {
    expect(CHECK_TIME_RANGES).toHaveLength(20);
    for (const key of CHECK_TIME_RANGES) {
      const { graph, checkStatuses, wrapper } = setup();
      const before = Date.now();
      const { unmount } = renderHook(
        () => {
          useCheckGraph('a2', key);
          useCheckStatuses({ checkId: 'a2', start: key, pageIndex: 0, pageSize: 50 });
        },
        { wrapper },
      );
      await waitFor(() => expect(checkStatuses).toHaveBeenCalled());
      await waitFor(() => expect(graph).toHaveBeenCalled());
      const after = Date.now();
      // The graph gets core's date math for the key, never the raw key the server would read as a Go duration.
      const from = relativeRangeFromDuration(key)!.from;
      expect(graph, key).toHaveBeenCalledWith(expect.objectContaining({ check: 'a2', start: from }));
      // The history resolves the same date math (in UTC, as the server does) to the instant it filters on.
      const [params] = checkStatuses.mock.calls[0] as unknown as [{ start: string }];
      const earliest = parseDateMath(from, { now: before, timeZone: 'UTC' })!.getTime();
      const latest = parseDateMath(from, { now: after, timeZone: 'UTC' })!.getTime();
      const start = Date.parse(params.start);
      expect(start, key).toBeGreaterThanOrEqual(earliest);
      expect(start, key).toBeLessThanOrEqual(latest);
      unmount();
    }
  });
});
