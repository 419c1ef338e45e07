import { describe, expect, it, vi } from 'vitest';
import { crashHandler, installCrashHandler } from './crash';

describe('S5: an uncaught exception closes the database and exits non-zero', () => {
  it('S5: logs the error, closes the database, then exits with status 1', async () => {
    const log = vi.fn();
    const order: string[] = [];
    const exited = new Promise<number>((resolve) => {
      const handler = crashHandler(
        {
          close: async () => {
            order.push('close');
          },
        },
        {
          log,
          exit: (code) => {
            order.push(`exit ${code}`);
            resolve(code);
          },
        },
      );
      handler(new Error('Connection terminated unexpectedly'), 'uncaughtException');
      // A second exception while closing is logged, and does not close or exit twice.
      handler(new Error('another'), 'uncaughtException');
    });
    expect(await exited).toBe(1);
    expect(order).toEqual(['close', 'exit 1']);
    expect(log.mock.calls[0]![0]).toMatch(
      /^Uncaught exception \(uncaughtException\); closing the database and exiting with status 1: Error: Connection terminated unexpectedly/,
    );
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('exits after the timeout when closing hangs', async () => {
    const exit = vi.fn();
    vi.useFakeTimers();
    try {
      crashHandler(
        { close: () => new Promise(() => undefined) },
        { log: () => undefined, exit, closeTimeoutMs: 100 },
      )(new Error('boom'));
      expect(exit).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(100);
      expect(exit).toHaveBeenCalledWith(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('installs on the process and can be removed', () => {
    const before = process.listenerCount('uncaughtException');
    const remove = installCrashHandler({ close: async () => undefined });
    expect(process.listenerCount('uncaughtException')).toBe(before + 1);
    remove();
    expect(process.listenerCount('uncaughtException')).toBe(before);
  });
});
