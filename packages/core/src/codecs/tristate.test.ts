import { describe, expect, it } from 'vitest';
import { decodeTristateFilter, encodeTristateFilter, tristateToFilter } from './tristate';

describe('the tri-state codec', () => {
  it.each([
    ['a:1,b:-1', 'a,!b'],
    ['a||||b:1,c____d:-1', 'a,b,!c:d'],
    ['a:0,b:1', 'b'],
    ['bare', 'bare'],
    [' a:1 , ,b:-1', 'a,!b'],
    ['', ''],
  ])('turns %j into the Mission Control filter %j', (text, filter) => {
    expect(tristateToFilter(text)).toBe(filter);
  });

  it('round-trips items with commas and colons through the URL text', () => {
    const values = { 'a,b': 1, 'c:d': -1, plain: 1 } as const;
    expect(decodeTristateFilter(encodeTristateFilter(values))).toEqual(values);
  });

  it('reads what it writes the same way the api turns it into a filter', () => {
    expect(tristateToFilter(encodeTristateFilter({ 'x,y': 1, z: -1 }))).toBe('x,y,!z');
  });
});
