import {
  EmptyState,
  InlineAlert,
  Select,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  TextField,
  useT,
  type SelectOption,
} from '@mission-control/ui';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useConsole } from '../../provider/ConsoleProvider';
import type { CheckDetailProps } from '../CheckDetail/CheckDetail';
import { CheckDetail } from '../lazy';
import { ChecksCards } from '../ChecksCards/ChecksCards';
import { ChecksTable, type SortColumn } from '../ChecksTable/ChecksTable';
import { HealthSidebar } from '../HealthSidebar/HealthSidebar';
import { PivotTable } from '../PivotTable/PivotTable';
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
import { buildPivot, resolvePivot } from '../model/pivot';
import { PIVOT_CELL_TYPES, type HealthUrlState, type LabelFilters, type PivotCellType } from '../model/urlState';
import { useAgentNames, useCheckSummaries } from '../queries';
import { useHealthUrlState } from '../useHealthUrlState';
import { Control, Layout, Main, SearchControl, TopBar } from './HealthDashboard.styles';

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

/** The Pivot By choice as one key: 'none', 'namespace' or `label:{key}` (written as pivotBy=labels&pivotLabel=key). */
function pivotChoice(state: Pick<HealthUrlState, 'pivotBy' | 'pivotLabel'>): string {
  if (state.pivotBy === 'namespace') return 'namespace';
  if (state.pivotBy === 'labels' && state.pivotLabel) return `label:${state.pivotLabel}`;
  return 'none';
}

function pivotPatch(choice: string): Partial<HealthUrlState> {
  const key = labelKeyOf(choice);
  if (key) return { pivotBy: 'labels', pivotLabel: key };
  if (choice === 'namespace') return { pivotBy: 'namespace', pivotLabel: null };
  return { pivotBy: 'none', pivotLabel: null, pivotCellType: 'checkStatuses' };
}

/** Every check, filtered, tabbed, grouped and optionally pivoted as the URL says (operations §2.1). */
export function HealthDashboard({ label, onAttachEvidence }: HealthDashboardProps) {
  const t = useT();
  const { storage } = useConsole();
  const [state, update] = useHealthUrlState();
  const [refreshRate, setRefreshRate] = useState(() => storage.getItem(REFRESH_RATE_KEY) ?? 'None');
  const summaries = useCheckSummaries({ refetchInterval: refreshRateToMs(refreshRate) });
  const checks = summaries.data;
  const agentNames = useAgentNames(checks?.map((c) => c.agent_id ?? '') ?? [], state.tabBy === 'agent').data;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const commitQuery = useCallback((query: string) => update({ query }, { replace: true }), [update]);
  const [search, setSearch] = useDebouncedSearch(state.query, commitQuery);

  const options = useMemo(() => labelOptions(checks ?? []), [checks]);
  const labelKeys = useMemo(() => options.map((o) => o.key), [options]);
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
  // The pivot belongs to the table layout, as upstream; an unknown label falls back to the plain table.
  const pivot = useMemo(() => (state.layout === 'table' ? resolvePivot(state, labelKeys) : null), [state, labelKeys]);
  const pivotData = useMemo(
    () => (pivot ? buildPivot(inTab, state.groupBy, pivot) : null),
    [pivot, inTab, state.groupBy],
  );
  const rows = useMemo(
    () => (pivot ? [] : sortRows(groupChecks(inTab, state.groupBy), state.sortBy, state.sortDesc)),
    [pivot, inTab, state.groupBy, state.sortBy, state.sortDesc],
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
  const onLabelsChange = useCallback((labels: LabelFilters) => update({ labels }), [update]);

  const labelChoices = labelKeys.map((key): SelectOption => ({ id: `label:${key}`, label: key }));
  const groupByOptions: SelectOption[] = [
    { id: 'no-grouping', label: t('health.groupBy.none', 'No Grouping') },
    { id: 'canary_name', label: t('health.groupBy.canary', 'Group Name') },
    { id: 'name', label: t('health.groupBy.name', 'Name') },
    { id: 'description', label: t('health.groupBy.description', 'Description') },
    { id: 'type', label: t('health.groupBy.type', 'Type') },
    ...labelChoices,
  ];
  const tabByOptions: SelectOption[] = [
    { id: 'namespace', label: t('health.tabBy.namespace', 'Namespace') },
    { id: 'agent', label: t('health.tabBy.agent', 'Agent') },
    ...labelChoices,
  ];
  const pivotByOptions: SelectOption[] = [
    { id: 'none', label: t('health.pivotBy.none', 'None') },
    { id: 'namespace', label: t('health.pivotBy.namespace', 'Namespace') },
    ...labelChoices,
  ];
  const cellTypeLabels: Record<PivotCellType, string> = {
    checkStatuses: t('health.pivotCell.health', 'Health'),
    uptime: t('health.pivotCell.uptime', 'Uptime'),
    latency: t('health.pivotCell.latency', 'Latency'),
  };
  // A label dimension from a shared link is kept even before the data shows the key.
  for (const [list, value] of [
    [groupByOptions, state.groupBy],
    [tabByOptions, state.tabBy],
  ] as const) {
    const key = labelKeyOf(value);
    if (key && !list.some((option) => option.id === value)) list.push({ id: value, label: key });
  }
  const groupByText = groupByOptions.find((option) => option.id === state.groupBy)?.label ?? state.groupBy;

  const tableLabel = label ?? t('health.table', 'Health checks');
  let body: ReactNode;
  if (summaries.isPending) {
    body = (
      <Text as="p" role="status" tone="muted" style={{ padding: 'var(--mc-space-4)' }}>
        {t('health.loading', 'Loading checks…')}
      </Text>
    );
  } else if (summaries.isError && !checks) {
    body = <InlineAlert tone="danger">{summaries.error.message}</InlineAlert>;
  } else if (pivot && pivotData) {
    body =
      pivotData.rows.length === 0 ? (
        <EmptyState title={t('table.empty', 'No data available')} />
      ) : (
        <PivotTable
          data={pivotData}
          cellType={pivot.cellType}
          label={tableLabel}
          rowHeader={state.groupBy === 'no-grouping' ? t('health.column.checks', 'Checks') : groupByText}
          onOpenCheck={openCheck}
          selectedCheckId={state.checkId}
        />
      );
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
        onLabelsChange={onLabelsChange}
      />
      <Main>
        <TopBar role="search">
          <SearchControl>
            <TextField
              type="search"
              label={t('health.search.label', 'Search')}
              value={search}
              placeholder={t('health.search.placeholder', 'Search by name, description, or endpoint')}
              onChange={setSearch}
            />
          </SearchControl>
          <Control>
            <Select
              label={t('health.groupBy', 'Group By')}
              options={groupByOptions}
              value={state.groupBy}
              ignoreClearedValue
              onChange={(value) => value != null && update({ groupBy: String(value) })}
            />
          </Control>
          <Control>
            <Select
              label={t('health.tabBy', 'Tab By')}
              options={tabByOptions}
              value={state.tabBy}
              ignoreClearedValue
              onChange={(value) => value != null && update({ tabBy: String(value), tab: 'All' })}
            />
          </Control>
          {state.layout === 'table' ? (
            <Control>
              <Select
                label={t('health.pivotBy', 'Pivot By')}
                options={pivotByOptions}
                value={pivot ? pivotChoice(state) : 'none'}
                ignoreClearedValue
                onChange={(value) => value != null && update(pivotPatch(String(value)))}
              />
            </Control>
          ) : null}
          {pivot ? (
            <Control>
              <Select
                label={t('health.pivotCell', 'Pivot Cell')}
                options={PIVOT_CELL_TYPES.map((id): SelectOption => ({ id, label: cellTypeLabels[id] }))}
                value={pivot.cellType}
                ignoreClearedValue
                onChange={(value) => value != null && update({ pivotCellType: String(value) as PivotCellType })}
              />
            </Control>
          ) : null}
          <Control>
            <Select
              label={t('health.layout', 'Layout')}
              options={[
                { id: 'table', label: t('health.layout.table', 'Table') },
                { id: 'card', label: t('health.layout.card', 'Card') },
              ]}
              value={state.layout}
              ignoreClearedValue
              onChange={(value) => value != null && update({ layout: value === 'card' ? 'card' : 'table' })}
            />
          </Control>
          <Control>
            <Select
              label={t('health.refreshRate', 'Refresh')}
              options={REFRESH_RATE_OPTIONS.map((value): SelectOption => ({
                id: value,
                label: value === 'None' ? t('health.refreshRate.none', 'None') : value,
              }))}
              value={refreshRate}
              ignoreClearedValue
              onChange={(value) => {
                if (value == null) return;
                setRefreshRate(String(value));
                storage.setItem(REFRESH_RATE_KEY, String(value));
              }}
            />
          </Control>
        </TopBar>
        {checks && checks.length > 0 ? (
          <Tabs selectedKey={activeTab} onSelectionChange={(key) => update({ tab: String(key) })}>
            <TabList aria-label={t('health.tabs', 'Check tabs')}>
              {tabs.map((tab) => (
                <Tab key={tab} id={tab} count={tab === 'All' ? filtered.length : (tabCounts.get(tab) ?? 0)}>
                  {tab}
                </Tab>
              ))}
            </TabList>
            <TabPanel id={activeTab}>{body}</TabPanel>
          </Tabs>
        ) : (
          body
        )}
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
