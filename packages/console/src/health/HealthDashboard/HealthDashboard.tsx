import {
  EmptyState,
  InlineAlert,
  Select,
  Tab,
  TabCount,
  TabList,
  TabPanel,
  Tabs,
  Text,
  useT,
  type SelectOption,
  type SelectProps,
} from '@mission-control/ui';
import type { CheckSummary } from '@mission-control/api';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useDeferredValue,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useConsole } from '../../provider/ConsoleProvider';
import type { CheckDetailProps } from '../CheckDetail/CheckDetail';
import { CheckDetail } from '../lazy';
import { ChecksCards } from '../ChecksCards/ChecksCards';
import { ChecksTable, type SortColumn } from '../ChecksTable/ChecksTable';
import { HealthSidebar } from '../HealthSidebar/HealthSidebar';
import { PivotTable } from '../PivotTable/PivotTable';
import { labelKeyOf, labelOptions } from '../model/checks';
import { dashboardRows, filterPositions, indexChecks, summariseTabs, tabPositions } from '../model/checkIndex';
import { REFRESH_RATE_OPTIONS, refreshRateToMs } from '../model/durations';
import { buildPivot, resolvePivot } from '../model/pivot';
import {
  ALL_TAB,
  PIVOT_CELL_TYPES,
  type HealthUrlState,
  type LabelFilters,
  type PivotCellType,
} from '../model/urlState';
import { useAgentNames, useCheckSummaries } from '../queries';
import { useHealthUrlState } from '../useHealthUrlState';
import { Control, Layout, Main, SearchControl, TopBar } from './HealthDashboard.styles';
import { HealthSearch } from './HealthSearch';

export { SEARCH_DEBOUNCE_MS } from './HealthSearch';
const REFRESH_RATE_KEY = 'health.refreshRate';
/** A select's chosen key (null when cleared). */
type Key = Parameters<NonNullable<SelectProps['onChange']>>[0];

export interface HealthDashboardProps {
  /** Accessible name of the checks table. @default 'Health checks' */
  label?: string;
  /** Passed to the check detail: opens the incident link flow for a check. */
  onAttachEvidence?: CheckDetailProps['onAttachEvidence'];
}

const NO_CHECKS: readonly CheckSummary[] = [];
/** The filter panel renders again only when its own props change, not with every table update. */
const Sidebar = memo(HealthSidebar);

/**
 * One of the top bar's selects, rendered again only when its own props change: picking a grouping renders
 * that select, not all six (each rebuilds its collection).
 */
const ControlSelect = memo(function ControlSelect(props: {
  label: string;
  options: SelectOption[];
  value: string;
  onChange: (value: Key) => void;
}) {
  return (
    <Control>
      <Select {...props} ignoreClearedValue />
    </Control>
  );
});

/** What the tab panel shows (the table, cards, pivot or a message), given to it past the memoised tabs. */
const PanelBodyContext = createContext<ReactNode>(null);
function PanelBody() {
  return useContext(PanelBodyContext);
}

/** Each tab's count, given to its badge past the memoised tabs ('All' counts every filtered check). */
const TabCountsContext = createContext<{ all: number; counts: ReadonlyMap<string, number> }>({
  all: 0,
  counts: new Map(),
});
function TabBadge({ tab }: { tab: string }) {
  const { all, counts } = useContext(TabCountsContext);
  return <TabCount count={tab === ALL_TAB ? all : (counts.get(tab) ?? 0)} />;
}

/** A label dimension from a shared link is kept even before the data shows the key. */
function withSharedLabel(options: SelectOption[], chosen: string): SelectOption[] {
  const key = labelKeyOf(chosen);
  return key && !options.some((option) => option.id === chosen) ? [...options, { id: chosen, label: key }] : options;
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
  // Derived once per data version (a new summary), never per keystroke: search text, tab and group keys.
  const index = useMemo(() => indexChecks(checks ?? NO_CHECKS), [checks]);
  const agentIds = useMemo(() => [...new Set((checks ?? NO_CHECKS).map((c) => c.agent_id ?? ''))], [checks]);
  const agentNames = useAgentNames(agentIds, state.tabBy === 'agent').data;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const commitQuery = useCallback((query: string) => update({ query }, { replace: true }), [update]);
  // While the search debounce runs, the draft's matches are found in idle time, so the commit only paints.
  const prepareQuery = useCallback((draft: string) => void index.search(draft), [index]);

  // The table follows the URL through a deferred copy: the control just used (a select, a switch, a tab)
  // paints at once, and the table's new rows follow in a render React may interrupt.
  const view = useDeferredValue(state);
  const options = useMemo(() => labelOptions(checks ?? NO_CHECKS), [checks]);
  const labelKeys = useMemo(() => options.map((o) => o.key), [options]);
  const filtered = useMemo(
    () => filterPositions(index, { query: view.query, labels: view.labels, hidePassing: view.hidePassing }),
    [index, view.query, view.labels, view.hidePassing],
  );
  const tabSummary = useMemo(
    () => summariseTabs(index, filtered, view.tabBy, agentNames),
    [index, filtered, view.tabBy, agentNames],
  );
  const { tabs, counts: tabCounts } = tabSummary;
  const filteredCount = filtered === null ? index.items.length : filtered.length;
  const activeTab = tabs.includes(view.tab) ? view.tab : 'All';
  const inTab = useMemo(
    () => tabPositions(index, filtered, tabSummary, activeTab),
    [index, filtered, tabSummary, activeTab],
  );
  // The pivot belongs to the table layout, as upstream; an unknown label falls back to the plain table.
  const { layout: viewLayout, pivotBy: viewPivotBy, pivotLabel: viewPivotLabel, pivotCellType } = view;
  const pivot = useMemo(
    () =>
      viewLayout === 'table'
        ? resolvePivot({ pivotBy: viewPivotBy, pivotLabel: viewPivotLabel, pivotCellType }, labelKeys)
        : null,
    [viewLayout, viewPivotBy, viewPivotLabel, pivotCellType, labelKeys],
  );
  const pivotData = useMemo(
    () => (pivot ? buildPivot(index.pick(inTab), view.groupBy, pivot) : null),
    [pivot, index, inTab, view.groupBy],
  );
  // The controls show the URL's choice at once, before the deferred table catches up.
  const chosenPivot = state.layout === 'table' ? resolvePivot(state, labelKeys) : null;
  const rows = useMemo(
    () => (pivot ? [] : dashboardRows(index, inTab, view.groupBy, view.sortBy, view.sortDesc)),
    [pivot, index, inTab, view.groupBy, view.sortBy, view.sortDesc],
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
  const onHidePassingChange = useCallback((hidePassing: boolean) => update({ hidePassing }), [update]);

  const { groupBy: viewGroupBy, sortBy: viewSortBy, sortDesc: viewSortDesc } = view;
  const { groupBy: chosenGroupBy, tabBy: chosenTabBy } = state;
  // The controls' choices and the table area are memoised on what they show, so a URL change renders only
  // what it changes: committing a search renders the search field at once and the table in the deferred pass,
  // not every select and tab again (each rebuilds its collection).
  const labelChoices = useMemo(
    () => labelKeys.map((key): SelectOption => ({ id: `label:${key}`, label: key })),
    [labelKeys],
  );
  // Each list changes only with what it shows, so a choice in one select does not render the others.
  const groupByChoices = useMemo(
    () =>
      withSharedLabel(
        [
          { id: 'no-grouping', label: t('health.groupBy.none', 'No Grouping') },
          { id: 'canary_name', label: t('health.groupBy.canary', 'Group Name') },
          { id: 'name', label: t('health.groupBy.name', 'Name') },
          { id: 'description', label: t('health.groupBy.description', 'Description') },
          { id: 'type', label: t('health.groupBy.type', 'Type') },
          ...labelChoices,
        ],
        chosenGroupBy,
      ),
    [t, labelChoices, chosenGroupBy],
  );
  const tabByChoices = useMemo(
    () =>
      withSharedLabel(
        [
          { id: 'namespace', label: t('health.tabBy.namespace', 'Namespace') },
          { id: 'agent', label: t('health.tabBy.agent', 'Agent') },
          ...labelChoices,
        ],
        chosenTabBy,
      ),
    [t, labelChoices, chosenTabBy],
  );
  const choices = useMemo(() => {
    const cellTypeLabels: Record<PivotCellType, string> = {
      checkStatuses: t('health.pivotCell.health', 'Health'),
      uptime: t('health.pivotCell.uptime', 'Uptime'),
      latency: t('health.pivotCell.latency', 'Latency'),
    };
    return {
      pivotBy: [
        { id: 'none', label: t('health.pivotBy.none', 'None') },
        { id: 'namespace', label: t('health.pivotBy.namespace', 'Namespace') },
        ...labelChoices,
      ] satisfies SelectOption[],
      pivotCell: PIVOT_CELL_TYPES.map((id): SelectOption => ({ id, label: cellTypeLabels[id] })),
      layout: [
        { id: 'table', label: t('health.layout.table', 'Table') },
        { id: 'card', label: t('health.layout.card', 'Card') },
      ] satisfies SelectOption[],
      refreshRate: REFRESH_RATE_OPTIONS.map((value): SelectOption => ({
        id: value,
        label: value === 'None' ? t('health.refreshRate.none', 'None') : value,
      })),
    };
  }, [t, labelChoices]);
  const groupByText = groupByChoices.find((option) => option.id === viewGroupBy)?.label ?? viewGroupBy;

  const chosenLayout = state.layout;
  const chosenPivotValue = chosenPivot ? pivotChoice(state) : 'none';
  const chosenCellType = chosenPivot?.cellType ?? null;
  const onGroupBy = useCallback((value: Key) => value != null && update({ groupBy: String(value) }), [update]);
  const onTabBy = useCallback((value: Key) => value != null && update({ tabBy: String(value), tab: 'All' }), [update]);
  const onPivotBy = useCallback((value: Key) => value != null && update(pivotPatch(String(value))), [update]);
  const onPivotCell = useCallback(
    (value: Key) => value != null && update({ pivotCellType: String(value) as PivotCellType }),
    [update],
  );
  const onLayout = useCallback(
    (value: Key) => value != null && update({ layout: value === 'card' ? 'card' : 'table' }),
    [update],
  );
  const onRefreshRate = useCallback(
    (value: Key) => {
      if (value == null) return;
      setRefreshRate(String(value));
      storage.setItem(REFRESH_RATE_KEY, String(value));
    },
    [storage],
  );
  const tableLabel = label ?? t('health.table', 'Health checks');
  const selectedCheckId = state.checkId;
  const { isPending, isError, error, dataUpdatedAt } = summaries;
  // The tab list changes only with the set of tabs, so a new grouping, sort or filter renders the table (and the
  // count badges) alone: a tab rendered again re-attaches its react-aria collection item, whose update then runs in
  // a synchronous render that first flushes the new rows' passive effects, all before the rows are painted.
  const tabsKey = JSON.stringify(tabs);
  const tabList = useMemo(
    () => (
      <TabList aria-label={t('health.tabs', 'Check tabs')}>
        {(JSON.parse(tabsKey) as string[]).map((tab) => (
          <Tab key={tab} id={tab} badge={<TabBadge tab={tab} />}>
            {tab}
          </Tab>
        ))}
      </TabList>
    ),
    [t, tabsKey],
  );
  const tabCountsValue = useMemo(() => ({ all: filteredCount, counts: tabCounts }), [filteredCount, tabCounts]);
  const panelBody = useMemo(() => {
    let body: ReactNode;
    if (isPending) {
      body = (
        <Text as="p" role="status" tone="muted" style={{ padding: 'var(--mc-space-4)' }}>
          {t('health.loading', 'Loading checks…')}
        </Text>
      );
    } else if (isError && !checks) {
      body = <InlineAlert tone="danger">{error?.message}</InlineAlert>;
    } else if (pivot && pivotData) {
      body =
        pivotData.rows.length === 0 ? (
          <EmptyState title={t('table.empty', 'No data available')} />
        ) : (
          <PivotTable
            data={pivotData}
            cellType={pivot.cellType}
            label={tableLabel}
            rowHeader={viewGroupBy === 'no-grouping' ? t('health.column.checks', 'Checks') : groupByText}
            onOpenCheck={openCheck}
            selectedCheckId={selectedCheckId}
          />
        );
    } else if (rows.length === 0) {
      body = <EmptyState title={t('table.empty', 'No data available')} />;
    } else if (viewLayout === 'card') {
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
          selectedCheckId={selectedCheckId}
          sortBy={viewSortBy}
          sortDesc={viewSortDesc}
          onSort={onSort}
          label={tableLabel}
          now={dataUpdatedAt}
        />
      );
    }
    return body;
  }, [
    t,
    isPending,
    isError,
    error,
    checks,
    pivot,
    pivotData,
    tableLabel,
    viewGroupBy,
    groupByText,
    openCheck,
    selectedCheckId,
    rows,
    viewLayout,
    expanded,
    toggleGroup,
    viewSortBy,
    viewSortDesc,
    onSort,
    dataUpdatedAt,
  ]);
  const hasChecks = !!checks && checks.length > 0;
  const onTabChange = useCallback((key: Key) => update({ tab: String(key) }), [update]);
  // The tabs do not render again when only the table does: the panel's content comes through PanelBody's
  // context. react-aria's tab panel walks its content for a focusable element in a layout effect each time it
  // renders, and its state update from there ran in a synchronous render before the new rows were painted.
  const tabbed = useMemo(
    () =>
      hasChecks ? (
        <Tabs selectedKey={activeTab} onSelectionChange={onTabChange}>
          {tabList}
          <TabPanel id={activeTab}>
            <PanelBody />
          </TabPanel>
        </Tabs>
      ) : null,
    [hasChecks, activeTab, onTabChange, tabList],
  );

  return (
    <Layout data-health-dashboard="">
      <Sidebar
        hidePassing={state.hidePassing}
        onHidePassingChange={onHidePassingChange}
        labels={state.labels}
        options={options}
        onLabelsChange={onLabelsChange}
      />
      <Main>
        <TopBar role="search">
          <SearchControl>
            <HealthSearch value={state.query} onCommit={commitQuery} onDraft={prepareQuery} />
          </SearchControl>
          <ControlSelect
            label={t('health.groupBy', 'Group By')}
            options={groupByChoices}
            value={chosenGroupBy}
            onChange={onGroupBy}
          />
          <ControlSelect
            label={t('health.tabBy', 'Tab By')}
            options={tabByChoices}
            value={chosenTabBy}
            onChange={onTabBy}
          />
          {chosenLayout === 'table' ? (
            <ControlSelect
              label={t('health.pivotBy', 'Pivot By')}
              options={choices.pivotBy}
              value={chosenPivotValue}
              onChange={onPivotBy}
            />
          ) : null}
          {chosenCellType ? (
            <ControlSelect
              label={t('health.pivotCell', 'Pivot Cell')}
              options={choices.pivotCell}
              value={chosenCellType}
              onChange={onPivotCell}
            />
          ) : null}
          <ControlSelect
            label={t('health.layout', 'Layout')}
            options={choices.layout}
            value={chosenLayout}
            onChange={onLayout}
          />
          <ControlSelect
            label={t('health.refreshRate', 'Refresh')}
            options={choices.refreshRate}
            value={refreshRate}
            onChange={onRefreshRate}
          />
        </TopBar>
        {tabbed ? (
          <TabCountsContext.Provider value={tabCountsValue}>
            <PanelBodyContext.Provider value={panelBody}>{tabbed}</PanelBodyContext.Provider>
          </TabCountsContext.Provider>
        ) : (
          panelBody
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
