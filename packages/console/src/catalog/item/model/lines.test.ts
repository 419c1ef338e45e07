import { describe, expect, it } from 'vitest';
import { formatLineSelection, MAX_SELECTED_LINES, parseLineSelection, selectLine } from './lines';

describe('line selection in the URL', () => {
  it.each([
    ['3-7', [3, 4, 5, 6, 7]],
    ['12,3-4', [3, 4, 12]],
    ['7-5', [5, 6, 7]],
    [' 2 , 2-3 ', [2, 3]],
    ['0,-1,a,3.5,,', []],
    ['1-2,x-4,9', [1, 2, 9]],
    ['', []],
  ])('parses %j', (value, lines) => {
    expect(parseLineSelection(value)).toEqual(lines);
  });

  it('drops lines past the end of the document', () => {
    expect(parseLineSelection('8-20', 10)).toEqual([8, 9, 10]);
  });

  it('caps a hand-made huge range instead of allocating it', () => {
    expect(parseLineSelection('1-999999999')).toHaveLength(MAX_SELECTED_LINES);
  });

  it.each([
    [[3, 4, 5, 7], '3-5,7'],
    [[7, 3, 3], '3,7'],
    [[], ''],
    [[1], '1'],
  ])('writes %j as %j', (lines, text) => {
    expect(formatLineSelection(lines)).toBe(text);
  });

  it('selects one line, extends to a range with shift, toggles with ctrl', () => {
    expect(selectLine([], 4)).toEqual([4]);
    expect(selectLine([4], 4)).toEqual([]);
    expect(selectLine([4], 7, 'extend')).toEqual([4, 5, 6, 7]);
    expect(selectLine([4, 5], 2, 'extend')).toEqual([2, 3, 4, 5]);
    expect(selectLine([4], 9, 'toggle')).toEqual([4, 9]);
    expect(selectLine([4, 9], 4, 'toggle')).toEqual([9]);
    expect(selectLine([], 3, 'extend')).toEqual([3]);
  });
});
