/**
 * The dashboard's data work alone, in Node (no React, no DOM): what one filter keystroke and one group-by switch
 * cost at 10,000 and 100,000 checks, row by row (filterChecks, tabsFor, tab counts, filterByTab, groupChecks:
 * what the dashboard did per change before #26) against the index built once per data version (checkIndex).
 * Row by row sorts with today's sortRows (already faster than before #26); the index sorts once per data version. Median of BENCH_RUNS interleaved runs, whole milliseconds.
 * Run with `pnpm exec tsx bench/health/compute.ts` (bench:health runs it first).
 */
import type { CheckSummary } from '../../packages/api/src/index';
import type { CheckFilter } from '../../packages/console/src/health/model/checks';
import type { CheckIndex } from '../../packages/console/src/health/model/checkIndex';
import { generateChecks } from './checks.ts';
import { sized } from '../smoke.ts';

// checkIndex reaches ui/table, whose modules hold JSX that tsx compiles for a global React: give it one.
(globalThis as { React?: unknown }).React = await import('react');
const { filterByTab, filterChecks, groupChecks, sortRows, tabsFor, tabValueOf } =
  await import('../../packages/console/src/health/model/checks');
const { dashboardRows, filterPositions, indexChecks, summariseTabs, tabPositions } =
  await import('../../packages/console/src/health/model/checkIndex');

const SIZES = (process.env.BENCH_SIZES ?? sized('10000,100000', '500')).split(',').map(Number);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? sized(7, 1)));

interface View extends CheckFilter {
  tabBy: string;
  tab: string;
  groupBy: string;
}

function byRows(checks: CheckSummary[], view: View) {
  const filtered = filterChecks(checks, view);
  const tabs = tabsFor(filtered, view.tabBy);
  const counts = new Map<string, number>();
  for (const check of filtered) {
    const tab = tabValueOf(check, view.tabBy);
    counts.set(tab, (counts.get(tab) ?? 0) + 1);
  }
  const inTab = filterByTab(filtered, view.tabBy, tabs.includes(view.tab) ? view.tab : 'All');
  return sortRows(groupChecks(inTab, view.groupBy), 'name', false);
}

function byIndex(index: CheckIndex, view: View) {
  const filtered = filterPositions(index, view);
  const tabs = summariseTabs(index, filtered, view.tabBy);
  const inTab = tabPositions(index, filtered, tabs, tabs.tabs.includes(view.tab) ? view.tab : 'All');
  return dashboardRows(index, inTab, view.groupBy, 'name', false);
}

const ms = (run: () => unknown) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const base: View = {
  query: '',
  labels: new Map(),
  hidePassing: false,
  tabBy: 'namespace',
  tab: 'All',
  groupBy: 'no-grouping',
};
const typed: View = { ...base, query: '9' };
const lines: string[] = [];
for (const count of SIZES) {
  const checks = generateChecks(count);
  const keystroke = { rows: [] as number[], index: [] as number[] };
  // A group-by switch recomputes only the grouping and sorting on both sides (the filter and tabs are memoised).
  const groupBy = { rows: [] as number[], index: [] as number[] };
  const builds: number[] = [];
  const firstRows: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    let index!: CheckIndex;
    firstRows.push(ms(() => byRows(checks, base)));
    builds.push(ms(() => byIndex((index = indexChecks(checks)), base)));
    keystroke.rows.push(ms(() => byRows(checks, typed)));
    // The dashboard finds the draft's matches in idle time during the debounce (HealthSearch's onDraft).
    index.search(typed.query);
    keystroke.index.push(ms(() => byIndex(index, typed)));
    const inTab = filterChecks(checks, typed);
    const inTabPositions = filterPositions(index, typed);
    groupBy.rows.push(ms(() => sortRows(groupChecks(inTab, 'canary_name'), 'name', false)));
    groupBy.index.push(ms(() => dashboardRows(index, inTabPositions, 'canary_name', 'name', false)));
  }
  const pair = (label: string, f: { rows: number[]; index: number[] }) =>
    `${count}  ${label}: row by row ${Math.round(median(f.rows))} ms, over the index ${Math.round(median(f.index))} ms`;
  lines.push(
    pair('data arrives, first rows grouped and sorted (index: built too)', { rows: firstRows, index: builds }),
  );
  lines.push(pair('filter keystroke (query "9"), filter to sorted rows', keystroke));
  lines.push(pair('group-by switch to Group Name, grouping and sorting', groupBy));
}
console.log(
  `Dashboard data work in Node, median of ${RUNS} (row by row: the pipeline before #26 with today's sortRows)\n${lines.join('\n')}`,
);
