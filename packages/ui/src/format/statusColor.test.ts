import { describe, expect, it } from 'vitest';
import { statusColor } from './statusColor';

describe('statusColor', () => {
  it.each([
    ['degraded', 'red'],
    ['missing', 'red'],
    ['unhealthy', 'red'],
    ['not good', 'red'],
    ['Not Good', 'red'],
    ['not_good', 'red'],
    ['  UNHEALTHY ', 'red'],
    ['unknown', 'grey'],
    ['suspended', 'grey'],
    ['warning', 'orange'],
    ['warn', 'orange'],
    ['Mixed', 'orange'],
    ['healthy', 'green'],
    ['good', 'green'],
    ['', 'green'],
    [null, 'green'],
    [undefined, 'green'],
    [42 as unknown as string, 'green'],
  ] as const)('%j → %s', (status, expected) => {
    expect(statusColor(status)).toBe(expected);
  });
});
