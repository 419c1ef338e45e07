import { describe, expect, it } from 'vitest';
import { checkFixtures, manyChecks } from '../../__fixtures__/checks';
import { filterByTab, filterChecks, groupChecks, sortRows, tabsFor, tabValueOf, type CheckFilter } from './checks';
import { dashboardRows, filterPositions, groupPositions, indexChecks, summariseTabs, tabPositions } from './checkIndex';
import type { LabelFilters } from './urlState';

const checks = [...checkFixtures, ...manyChecks(300)];
const filters: CheckFilter[] = [
  { query: '', labels: new Map(), hidePassing: false },
  { query: '', labels: new Map(), hidePassing: true },
  { query: ' PAY ', labels: new Map(), hidePassing: false },
  { query: 'CHECK-0001', labels: new Map(), hidePassing: true },
  { query: 'svc', labels: new Map([['critical=true', 1]]) as LabelFilters, hidePassing: false },
];

describe('the dashboard over its index', () => {
  it.each(filters)('filters, tabs and groups as the row functions do (%o)', (filter) => {
    const index = indexChecks(checks);
    const positions = filterPositions(index, filter);
    const filtered = filterChecks(checks, filter);
    expect(filtered.length).toBeGreaterThan(0);
    expect(index.pick(positions)).toEqual(filtered);
    for (const tabBy of ['namespace', 'label:team']) {
      const tabs = summariseTabs(index, positions, tabBy);
      expect(tabs.tabs).toEqual(tabsFor(filtered, tabBy));
      for (const tab of tabs.tabs.slice(1)) {
        const inTab = filterByTab(filtered, tabBy, tab);
        expect(tabs.counts.get(tab)).toBe(filtered.filter((c) => tabValueOf(c, tabBy) === tab).length);
        expect(index.pick(tabPositions(index, positions, tabs, tab))).toEqual(inTab);
      }
    }
    for (const groupBy of ['no-grouping', 'canary_name', 'name', 'type']) {
      expect(groupPositions(index, positions, groupBy)).toEqual(groupChecks(filtered, groupBy));
      for (const sortBy of ['name', 'health', 'uptime', 'latency'])
        for (const desc of [false, true])
          expect(dashboardRows(index, positions, groupBy, sortBy, desc)).toEqual(
            sortRows(groupChecks(filtered, groupBy), sortBy, desc),
          );
    }
  });

  it('hands the table the same row object for a check after a new filter', () => {
    const index = indexChecks(checks);
    const all = groupPositions(index, null, 'no-grouping');
    const some = groupPositions(index, filterPositions(index, { ...filters[0]!, query: 'endpoint-2' }), 'no-grouping');
    expect(some.length).toBeGreaterThan(0);
    for (const row of some) expect(all).toContain(row);
  });
});
