import { describe, expect, it } from 'vitest';
import { actionOutput, durationMs, isTerminalStatus, parameterText, runStatusTone, statusText } from './runStatus';

describe('isTerminalStatus', () => {
  it.each([
    ['completed', true],
    ['failed', true],
    ['cancelled', true],
    ['timed_out', true],
    [' Completed ', true],
    ['scheduled', false],
    ['running', false],
    ['pending_approval', false],
    ['sleeping', false],
    ['retrying', false],
    ['waiting', false],
    ['', false],
    [null, false],
    [undefined, false],
  ] as const)('%j → %s', (status, expected) => {
    expect(isTerminalStatus(status)).toBe(expected);
  });
});

describe('runStatusTone', () => {
  it.each([
    ['completed', 'healthy'],
    ['failed', 'unhealthy'],
    ['timed_out', 'unhealthy'],
    ['cancelled', 'unknown'],
    ['running', 'warning'],
    ['scheduled', 'warning'],
    ['something new', 'warning'],
    [null, 'warning'],
  ] as const)('%j → %s', (status, expected) => {
    expect(runStatusTone(status)).toBe(expected);
  });
});

describe('statusText', () => {
  it.each([
    ['timed_out', 'timed out'],
    ['pending_approval', 'pending approval'],
    ['completed', 'completed'],
    ['', 'unknown'],
    [null, 'unknown'],
  ] as const)('%j → %s', (status, expected) => {
    expect(statusText(status)).toBe(expected);
  });
});

describe('durationMs', () => {
  it.each([
    ['2026-08-21T10:00:00Z', '2026-08-21T10:00:01.500Z', 1500],
    ['2026-08-21T10:00:00Z', '2026-08-21T10:00:00Z', 0],
    ['2026-08-21T10:00:01Z', '2026-08-21T10:00:00Z', undefined],
    ['2026-08-21T10:00:00Z', null, undefined],
    [null, '2026-08-21T10:00:00Z', undefined],
    ['not a date', '2026-08-21T10:00:00Z', undefined],
  ] as const)('%j → %j = %j', (start, end, expected) => {
    expect(durationMs(start, end)).toBe(expected);
  });
});

describe('actionOutput', () => {
  it('lays out an exec result: exit code, stdout and stderr', () => {
    expect(actionOutput({ stdout: 'hello\n', stderr: 'warn\n', exitCode: 0 })).toEqual({
      facts: [{ key: 'exitCode', label: 'Exit code', value: '0' }],
      blocks: [
        { key: 'stdout', label: 'Output', text: 'hello\n' },
        { key: 'stderr', label: 'Error output', text: 'warn\n' },
      ],
    });
  });

  it('leaves out empty stdout and stderr', () => {
    expect(actionOutput({ stdout: '', stderr: '', exitCode: 1 }).blocks).toEqual([]);
  });

  it('lays out an http result: status, content type, body; the rest stays as JSON', () => {
    const output = actionOutput({ code: 200, body: '{"ok":true}', contentType: 'application/json', duration: 12 });
    expect(output.facts).toEqual([
      { key: 'code', label: 'HTTP status', value: '200' },
      { key: 'contentType', label: 'Content type', value: 'application/json' },
    ]);
    expect(output.blocks).toEqual([
      { key: 'body', label: 'Response body', text: '{"ok":true}' },
      { key: 'result', label: 'Result', text: JSON.stringify({ duration: 12 }, null, 2) },
    ]);
  });

  it('shows an unknown result, and fields of the wrong type, as JSON', () => {
    expect(actionOutput({ stdout: ['a'], rows: 3 }).blocks).toEqual([
      { key: 'result', label: 'Result', text: JSON.stringify({ stdout: ['a'], rows: 3 }, null, 2) },
    ]);
    expect(actionOutput('plain text').blocks).toEqual([{ key: 'result', label: 'Result', text: 'plain text' }]);
    expect(actionOutput([1, 2]).blocks).toEqual([{ key: 'result', label: 'Result', text: '[\n  1,\n  2\n]' }]);
  });

  it('shows nothing for no result', () => {
    expect(actionOutput(null)).toEqual({ blocks: [], facts: [] });
    expect(actionOutput(undefined)).toEqual({ blocks: [], facts: [] });
    expect(actionOutput({})).toEqual({ blocks: [], facts: [] });
  });
});

describe('parameterText', () => {
  it.each([
    ['text', 'text'],
    [true, 'true'],
    [3, '3'],
    [{ a: 1 }, '{\n  "a": 1\n}'],
    [null, 'null'],
    [undefined, ''],
  ] as const)('%j → %j', (value, expected) => {
    expect(parameterText(value)).toBe(expected);
  });
});
