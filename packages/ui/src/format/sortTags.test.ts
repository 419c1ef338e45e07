import { describe, expect, it } from 'vitest';
import { sortTags, type TagsInput } from './sortTags';

describe('sortTags', () => {
  it.each<[string, TagsInput, string[]]>([
    [
      'leading keys first, rest alphabetical',
      { zone: 'a', name: 'n', app: 'x', account: 'acc', namespace: 'ns' },
      ['account', 'namespace', 'name', 'app', 'zone'],
    ],
    [
      'entries array',
      [
        { key: 'b', value: '1' },
        { key: 'name', value: '2' },
        { key: 'a', value: '3' },
      ],
      ['name', 'a', 'b'],
    ],
    ['no leading keys', { c: '1', a: '2', b: '3' }, ['a', 'b', 'c']],
    ['empty object', {}, []],
    ['null', null, []],
    ['undefined', undefined, []],
    [
      'malformed entries dropped',
      [
        { key: 'a', value: '1' },
        null as unknown as { key: string; value: string },
        { value: 'x' } as unknown as { key: string; value: string },
      ],
      ['a'],
    ],
  ])('%s', (_label, input, keys) => {
    expect(sortTags(input).map((tag) => tag.key)).toEqual(keys);
  });

  it('keeps values and turns missing values into empty text', () => {
    expect(sortTags({ name: 'web', team: null })).toEqual([
      { key: 'name', value: 'web' },
      { key: 'team', value: '' },
    ]);
  });
});
