import { describe, expect, it } from 'vitest';
import {
  columnHeader,
  formatMillicores,
  gaugeColor,
  gaugePercent,
  healthOf,
  nanosToMillis,
  parseBytes,
  readRows,
  visibleColumns,
} from './cells';
import { panelNumber, panelText, pieSlices, sliceColors } from './panels';
import { decodeViewUrlState, viewRequestOf, writeViewUrlState } from './urlState';

describe('cells', () => {
  it.each([
    [1024, 1024],
    ['192Mi', 192 * 1024 ** 2],
    ['1G', 1e9],
    ['1.5Ki', 1536],
    ['12', 12],
    ['lots', null],
    [null, null],
    [{}, null],
  ])('parseBytes(%j) = %j', (value, expected) => expect(parseBytes(value)).toBe(expected));

  it.each([
    [250, '250m'],
    ['250m', '250m'],
    [1500, '1.5 cores'],
    ['2000m', '2 cores'],
    ['fast', 'fast'],
    [undefined, ''],
  ])('formatMillicores(%j) = %j', (value, expected) => expect(formatMillicores(value)).toBe(expected));

  it.each([
    ['memory_limit', 'Memory Limit'],
    ['lastUpdated', 'Last Updated'],
    ['updated_at', 'Updated At'],
    ['cpu-request', 'Cpu Request'],
  ])('columnHeader(%j) = %j', (name, expected) => expect(columnHeader(name)).toBe(expected));

  it('reads nanosecond durations as milliseconds and refuses text', () => {
    expect(nanosToMillis(5_400_000_000_000)).toBe(5_400_000);
    expect(nanosToMillis('soon')).toBeNull();
  });

  it('reads health words, anything else as unknown', () => {
    expect(healthOf('Healthy')).toBe('healthy');
    expect(healthOf('degraded')).toBe('unknown');
    expect(healthOf(null)).toBe('unknown');
  });

  it('places a gauge value in its range and colours it by the highest threshold reached', () => {
    const gauge = {
      min: 0,
      max: 200,
      thresholds: [
        { percent: 50, color: 'orange' },
        { value: 180, color: 'red' },
      ],
    };
    expect(gaugePercent(50, gauge)).toEqual({ percent: 25, min: 0, max: 200, value: 50 });
    expect(gaugePercent(500, gauge)!.percent).toBe(100);
    expect(gaugePercent(5, gauge, 10)!.percent).toBe(50);
    expect(gaugePercent('x', gauge)).toBeNull();
    expect(gaugePercent(1, { min: 5, max: 5 })).toBeNull();
    expect(gaugeColor(gauge, 50, 25)).toBeUndefined();
    expect(gaugeColor(gauge, 120, 60)).toBe('orange');
    expect(gaugeColor(gauge, 190, 95)).toBe('red');
  });

  it('keys rows by their primary key and keeps row attributes out of the values', () => {
    const columns = [
      { name: 'id', type: 'string', primaryKey: true, hidden: true },
      { name: 'name', type: 'string' },
      { name: 'attributes', type: 'row_attributes' },
    ];
    const rows = readRows(columns, [
      ['a1', 'api', { name: { url: '/catalog/a1', icon: 'k8s', max: '8' } }],
      ['a2', 'db'],
    ]);
    expect(rows[0]).toEqual({
      key: 'a1',
      values: { id: 'a1', name: 'api' },
      attributes: { name: { url: '/catalog/a1', icon: 'k8s', max: 8 } },
    });
    expect(rows[1]!.attributes).toEqual({});
    expect(visibleColumns(columns).map((column) => column.name)).toEqual(['name']);
    // Without a primary key the position on the page is the identity.
    expect(readRows([{ name: 'x', type: 'string' }], [['a'], ['b']], 50).map((row) => row.key)).toEqual([
      'row-50',
      'row-51',
    ]);
  });
});

describe('panels', () => {
  it('reads pie slices largest first, leaving out rows without a positive number', () => {
    const slices = pieSlices({
      rows: [
        { type: 'Pod', count: 3 },
        { type: 'Node', count: 7 },
        { type: null, count: 1 },
        { type: 'Gone', count: 0 },
        { type: 'Text', count: 'many' },
      ],
    });
    expect(slices).toEqual([
      { label: 'Node', value: 7 },
      { label: 'Pod', value: 3 },
      { label: '(none)', value: 1 },
    ]);
  });

  it('colours slices by the panel, then by health words, then by the palette', () => {
    const colors = sliceColors(
      [
        { label: 'healthy', value: 1 },
        { label: 'Pod', value: 1 },
        { label: 'Node', value: 1 },
      ],
      { Pod: '#123456' },
    );
    expect(colors[0]).toBe('var(--mc-color-status-green)');
    expect(colors[1]).toBe('#123456');
    expect(colors[2]).toMatch(/^#/);
  });

  it('reads the number and the text of a panel', () => {
    expect(panelNumber({ rows: [{ value: 19 }] })).toBe(19);
    expect(panelNumber({ rows: [{ total: '4' }] })).toBe(4);
    expect(panelNumber({ rows: [] })).toBeNull();
    expect(panelText({ rows: [{ value: 'hello' }] })).toBe('hello');
    expect(panelText({ rows: [{ note: 'only field' }] })).toBe('only field');
  });
});

describe('view URL state', () => {
  it('reads variables, page, sort and repeated filters under a prefix, ignoring others', () => {
    const params = new URLSearchParams(
      'a.var.type=Pod&a.pageIndex=2&a.pageSize=25&a.sortBy=name&a.sortOrder=desc&a.filter.type=Pod&a.filter.type=Node&var.type=other&tab=config',
    );
    const state = decodeViewUrlState(params, 'a.');
    expect(state).toEqual({
      variables: { type: 'Pod' },
      pageIndex: 2,
      pageSize: 25,
      sortBy: 'name',
      sortOrder: 'desc',
      filters: { type: ['Pod', 'Node'] },
    });
    expect(viewRequestOf(state)).toEqual({
      variables: { type: 'Pod' },
      limit: 25,
      offset: 50,
      sort: '-name',
      filters: { type: ['Pod', 'Node'] },
    });
  });

  it('falls back to defaults for sizes and pages the URL cannot mean', () => {
    const state = decodeViewUrlState(new URLSearchParams('pageSize=7&pageIndex=-1'));
    expect(state).toMatchObject({ pageIndex: 0, pageSize: 50 });
    expect(viewRequestOf(state)).toEqual({ limit: 50, offset: 0 });
  });

  it('starts again on the first page when a variable or filter changes, and drops defaults', () => {
    const start = new URLSearchParams('pageIndex=3&keep=1');
    const variable = writeViewUrlState(start, { variable: { key: 'type', value: 'Pod' } });
    expect(variable.toString()).toBe('keep=1&var.type=Pod');
    const filtered = writeViewUrlState(start, { filter: { column: 'type', values: ['A', 'B'] } });
    expect(filtered.getAll('filter.type')).toEqual(['A', 'B']);
    expect(filtered.has('pageIndex')).toBe(false);
    expect(writeViewUrlState(variable, { variable: { key: 'type', value: null } }).toString()).toBe('keep=1');
    expect(writeViewUrlState(start, { pageSize: 50 }).has('pageSize')).toBe(false);
    const sorted = writeViewUrlState(start, { sortBy: 'name', sortOrder: 'asc' });
    expect(writeViewUrlState(sorted, { sortBy: null, sortOrder: 'asc' }).has('sortBy')).toBe(false);
  });
});
