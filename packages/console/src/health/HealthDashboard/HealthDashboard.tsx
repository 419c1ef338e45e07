import { EmptyState, useT } from '@mission-control/ui';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useConsole } from '../../provider/ConsoleProvider';
import { CheckDetail, type CheckDetailProps } from '../CheckDetail/CheckDetail';
import { ChecksCards } from '../ChecksCards/ChecksCards';
import { ChecksTable, type SortColumn } from '../ChecksTable/ChecksTable';
import { HealthSidebar } from '../HealthSidebar/HealthSidebar';
import {
  filterByTab,
  filterChecks,
  groupChecks,
  labelKeyOf,
  labelOptions,
  sortRows,
  tabsFor,
  tabValueOf,
} from '../model/checks';
import { REFRESH_RATE_OPTIONS, refreshRateToMs } from '../model/durations';
import type { LabelMode } from '../model/urlState';
import { useAgentNames, useCheckSummaries } from '../queries';
import { useHealthUrlState } from '../useHealthUrlState';
import { Count, Field, Input, Layout, Main, Message, Select, Tab, TabList, TopBar } from './HealthDashboard.styles';

/** The spec's search debounce (operations §5). */
export const SEARCH_DEBOUNCE_MS = 400;
const REFRESH_RATE_KEY = 'health.refreshRate';

export interface HealthDashboardProps {
  /** Accessible name of the checks table. @default 'Health checks' */
  label?: string;
  /** Passed to the check detail: opens the incident link flow for a check. */
  onAttachEvidence?: CheckDetailProps['onAttachEvidence'];
}

function useDebouncedSearch(value: string, commit: (value: string) => void) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  // A change of the URL from outside (back button, link) replaces the draft.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setDraft(value);
    }
  }, [value]);
  useEffect(() => {
    if (draft === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = draft;
      commit(draft);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, commit]);
  return [draft, setDraft] as const;
}

/** Every check, filtered, tabbed and grouped as the URL says (operations §2.1). */
export function HealthDashboard({ label, onAttachEvidence }: HealthDashboardProps) {
  const t = useT();
  const { storage } = useConsole();
  const [state, update] = useHealthUrlState();
  const [refreshRate, setRefreshRate] = useState(() => storage.getItem(REFRESH_RATE_KEY) ?? 'None');
  const summaries = useCheckSummaries({
    refetchInterval: refreshRateToMs(refreshRate),
    timeRange: state.timeRange ?? '1h',
  });
  const checks = summaries.data;
  const agentNames = useAgentNames(checks?.map((c) => c.agent_id ?? '') ?? [], state.tabBy === 'agent').data;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const commitQuery = useCallback((query: string) => update({ query }, { replace: true }), [update]);
  const [search, setSearch] = useDebouncedSearch(state.query, commitQuery);

  const options = useMemo(() => labelOptions(checks ?? []), [checks]);
  const filtered = useMemo(
    () => filterChecks(checks ?? [], { query: state.query, labels: state.labels, hidePassing: state.hidePassing }),
    [checks, state.query, state.labels, state.hidePassing],
  );
  const tabs = useMemo(() => tabsFor(filtered, state.tabBy, agentNames), [filtered, state.tabBy, agentNames]);
  const tabCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const check of filtered) {
      const tab = tabValueOf(check, state.tabBy, agentNames);
      counts.set(tab, (counts.get(tab) ?? 0) + 1);
    }
    return counts;
  }, [filtered, state.tabBy, agentNames]);
  const activeTab = tabs.includes(state.tab) ? state.tab : 'All';
  const inTab = useMemo(
    () => filterByTab(filtered, state.tabBy, activeTab, agentNames),
    [filtered, state.tabBy, activeTab, agentNames],
  );
  const rows = useMemo(
    () => sortRows(groupChecks(inTab, state.groupBy), state.sortBy, state.sortDesc),
    [inTab, state.groupBy, state.sortBy, state.sortDesc],
  );

  const openCheck = useCallback((checkId: string) => update({ checkId }), [update]);
  const closeCheck = useCallback(() => update({ checkId: null, timeRange: '1h' }), [update]);
  const toggleGroup = useCallback(
    (groupId: string) =>
      setExpanded((previous) => {
        const next = new Set(previous);
        if (!next.delete(groupId)) next.add(groupId);
        return next;
      }),
    [],
  );
  const onSort = useCallback(
    (column: SortColumn) =>
      update({ sortBy: column, sortDesc: state.sortBy === column ? !state.sortDesc : false }, { replace: true }),
    [update, state.sortBy, state.sortDesc],
  );
  const onLabelChange = useCallback(
    (entry: string, mode: LabelMode | null) => {
      const next = new Map(state.labels);
      if (mode == null) next.delete(entry);
      else next.set(entry, mode);
      update({ labels: next });
    },
    [update, state.labels],
  );

  const labelKeys = options.map((o) => o.key);
  const groupByOptions: Array<[string, string]> = [
    ['no-grouping', t('health.groupBy.none', 'No Grouping')],
    ['canary_name', t('health.groupBy.canary', 'Group Name')],
    ['name', t('health.groupBy.name', 'Name')],
    ['description', t('health.groupBy.description', 'Description')],
    ['type', t('health.groupBy.type', 'Type')],
    ...labelKeys.map((key): [string, string] => [`label:${key}`, key]),
  ];
  const tabByOptions: Array<[string, string]> = [
    ['namespace', t('health.tabBy.namespace', 'Namespace')],
    ['agent', t('health.tabBy.agent', 'Agent')],
    ...labelKeys.map((key): [string, string] => [`label:${key}`, key]),
  ];
  // A label dimension from a shared link is kept even before the data shows the key.
  for (const [list, value] of [
    [groupByOptions, state.groupBy],
    [tabByOptions, state.tabBy],
  ] as const) {
    const key = labelKeyOf(value);
    if (key && !list.some(([v]) => v === value)) list.push([value, key]);
  }

  const tableLabel = label ?? t('health.table', 'Health checks');
  let body: ReactNode;
  if (summaries.isPending) {
    body = <Message role="status">{t('health.loading', 'Loading checks…')}</Message>;
  } else if (summaries.isError && !checks) {
    body = <Message role="alert">{summaries.error.message}</Message>;
  } else if (rows.length === 0) {
    body = <EmptyState title={t('table.empty', 'No data available')} />;
  } else if (state.layout === 'card') {
    body = (
      <ChecksCards
        checks={rows.flatMap((r) => (r.kind === 'group' ? r.children.map((c) => c.check) : [r.check]))}
        onOpenCheck={openCheck}
        label={tableLabel}
      />
    );
  } else {
    body = (
      <ChecksTable
        rows={rows}
        expanded={expanded}
        onToggleGroup={toggleGroup}
        onOpenCheck={openCheck}
        selectedCheckId={state.checkId}
        sortBy={state.sortBy}
        sortDesc={state.sortDesc}
        onSort={onSort}
        label={tableLabel}
        now={summaries.dataUpdatedAt}
      />
    );
  }

  return (
    <Layout data-health-dashboard="">
      <HealthSidebar
        hidePassing={state.hidePassing}
        onHidePassingChange={(hidePassing) => update({ hidePassing })}
        labels={state.labels}
        options={options}
        onLabelChange={onLabelChange}
      />
      <Main>
        <TopBar role="search">
          <Field data-grow="">
            {t('health.search.label', 'Search')}
            <Input
              type="search"
              value={search}
              placeholder={t('health.search.placeholder', 'Search by name, description, or endpoint')}
              onChange={(event) => setSearch(event.target.value)}
            />
          </Field>
          <Field>
            {t('health.groupBy', 'Group By')}
            <Select value={state.groupBy} onChange={(event) => update({ groupBy: event.target.value })}>
              {groupByOptions.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </Select>
          </Field>
          <Field>
            {t('health.tabBy', 'Tab By')}
            <Select value={state.tabBy} onChange={(event) => update({ tabBy: event.target.value, tab: 'All' })}>
              {tabByOptions.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </Select>
          </Field>
          <Field>
            {t('health.layout', 'Layout')}
            <Select
              value={state.layout}
              onChange={(event) => update({ layout: event.target.value === 'card' ? 'card' : 'table' })}
            >
              <option value="table">{t('health.layout.table', 'Table')}</option>
              <option value="card">{t('health.layout.card', 'Card')}</option>
            </Select>
          </Field>
          <Field>
            {t('health.refreshRate', 'Refresh')}
            <Select
              value={refreshRate}
              onChange={(event) => {
                setRefreshRate(event.target.value);
                storage.setItem(REFRESH_RATE_KEY, event.target.value);
              }}
            >
              {REFRESH_RATE_OPTIONS.map((value) => (
                <option key={value} value={value}>
                  {value === 'None' ? t('health.refreshRate.none', 'None') : value}
                </option>
              ))}
            </Select>
          </Field>
        </TopBar>
        {checks && checks.length > 0 ? (
          <TabList role="tablist" aria-label={t('health.tabs', 'Check tabs')}>
            {tabs.map((tab) => (
              <Tab
                key={tab}
                type="button"
                role="tab"
                aria-selected={tab === activeTab}
                tabIndex={tab === activeTab ? 0 : -1}
                onClick={() => update({ tab })}
                onKeyDown={(event) => {
                  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                  if (!step) return;
                  const next = tabs[(tabs.indexOf(activeTab) + step + tabs.length) % tabs.length]!;
                  update({ tab: next });
                  const list = event.currentTarget.parentElement;
                  requestAnimationFrame(() =>
                    list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
                  );
                }}
              >
                {tab}
                <Count>{tab === 'All' ? filtered.length : (tabCounts.get(tab) ?? 0)}</Count>
              </Tab>
            ))}
          </TabList>
        ) : null}
        <div role={checks && checks.length > 0 ? 'tabpanel' : undefined} aria-label={activeTab}>
          {body}
        </div>
      </Main>
      {state.checkId ? (
        <CheckDetail
          key={state.checkId}
          checkId={state.checkId}
          onClose={closeCheck}
          onAttachEvidence={onAttachEvidence}
        />
      ) : null}
    </Layout>
  );
}
