import { describe, expect, it } from 'vitest';
import { checkDisplayName, parseDurationFilter } from './checks';

describe('parseDurationFilter', () => {
  const error = { ok: false, error: 'duration is allowed only in milli seconds & seconds' };
  it.each([
    ['', { ok: true, ms: undefined }],
    [null, { ok: true, ms: undefined }],
    ['100ms', { ok: true, ms: 100 }],
    ['5s', { ok: true, ms: 5000 }],
    [' 30s ', { ok: true, ms: 30000 }],
    ['1.5s', { ok: true, ms: 1500 }],
    ['0ms', { ok: true, ms: 0 }],
    ['5', error],
    ['5m', error],
    ['1h', error],
    ['-5s', error],
    ['s', error],
    ['5 seconds', error],
    ['1e3ms', error],
    ['NaNms', error],
    ['9'.repeat(400) + 's', error],
  ])('%j → %j', (text, result) => {
    expect(parseDurationFilter(text)).toEqual(result);
  });
});

describe('checkDisplayName', () => {
  it.each([
    [{ name: 'api', description: 'd', endpoint: 'e' }, 'api'],
    [{ name: '', description: 'd', endpoint: 'e' }, 'd'],
    [{ name: null, description: null, endpoint: 'https://x' }, 'https://x'],
    [{}, ''],
  ])('%j → %s', (check, name) => {
    expect(checkDisplayName(check)).toBe(name);
  });
});
