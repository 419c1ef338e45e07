import { describe, expect, it } from 'vitest';
import { nextVirtualPageSize, pageCount } from './pagination';

describe('pageCount', () => {
  it.each([
    [0, 50, 0],
    [1, 50, 1],
    [50, 50, 1],
    [51, 50, 2],
    [100_000, 1000, 100],
    [7, 5, 2],
    [-1, 50, 0],
    [10, 0, 0],
    [Number.NaN, 50, 0],
    [10, Number.POSITIVE_INFINITY, 0],
  ])('%s rows at %s per page → %s pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe('nextVirtualPageSize', () => {
  it.each([
    ['at the end with more rows', { pageSize: 50, loadedRows: 50, totalRows: 1000, lastVisibleIndex: 49 }, 100],
    ['not yet at the end', { pageSize: 50, loadedRows: 50, totalRows: 1000, lastVisibleIndex: 30 }, 50],
    ['everything loaded', { pageSize: 50, loadedRows: 40, totalRows: 40, lastVisibleIndex: 39 }, 50],
    ['server page still loading', { pageSize: 100, loadedRows: 50, totalRows: 1000, lastVisibleIndex: 49 }, 100],
    ['no rows', { pageSize: 50, loadedRows: 0, totalRows: 1000, lastVisibleIndex: -1 }, 50],
  ])('%s', (_name, input, expected) => {
    expect(nextVirtualPageSize(input)).toBe(expected);
  });
});
