import { useEffect, useMemo, useState } from 'react';
import { errorMessageOf } from '@mission-control/api';
import { EmptyState, InlineAlert, Select, TextField, TimeRangePickerPreset, useT } from '@mission-control/ui';
import { DataTable } from '@mission-control/ui/table';
import { decodeTimeRange, writeTimeRange } from '../../catalog/changes/model/timeRangeUrl';
import { useConsole, useSearchParams } from '../../provider/ConsoleProvider';
import { Heading, Page, Toolbar } from '../../shared/pageStyles';
import { useTitleOverride } from '../../shell/usePageTitle';
import { DEFAULT_LOGS_RANGE, decodeLogsParams, LOG_SEARCH_DEBOUNCE_MS, logsRequest } from '../model/logs';
import { useLogCatalogItems, useLogComponents, useLogNames, useLogSearch } from '../queries';
import { logColumns, type LogRow } from './columns';
import { Summary } from './LogsPage.styles';

export interface LogsPageProps {
  className?: string;
}

type Change = Partial<Record<'topologyId' | 'configId' | 'logsSelector' | 'query', string>>;

/**
 * `/logs` (reference §4.1): a component (or a catalog item) and one of its log selectors, or (without either) one of
 * the logs the server keeps by name or every log; words and `key=value` labels in Search (debounced 500 ms); the time range. The
 * newest lines first in a virtualised table of Time, Message (ANSI stripped) and Labels. Everything is in the URL
 * (`topologyId` or `configId`, `logsSelector`, `query`, the range), so View Logs links open it prefilled.
 */
export function LogsPage({ className }: LogsPageProps) {
  const t = useT();
  const { storage } = useConsole();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => decodeLogsParams(params), [params]);
  const range = useMemo(() => decodeTimeRange(params, DEFAULT_LOGS_RANGE), [params]);
  const components = useLogComponents();
  const items = useLogCatalogItems();
  const names = useLogNames();
  // The component wins when the URL names both (the request sends it).
  const component = state.topologyId
    ? components.data?.find((entry) => entry.id === state.topologyId)
    : items.data?.find((entry) => entry.id === state.configId);
  const componentName = component?.name ?? (state.topologyId || state.configId);
  useTitleOverride(componentName ? `Logs - ${componentName}` : null);

  const update = (change: Change) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(change)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  // The box answers each key at once; the URL (and so the search) follows 500 ms after the last one.
  const [draft, setDraft] = useState(state.query);
  useEffect(() => setDraft(state.query), [state.query]);
  useEffect(() => {
    if (draft === state.query) return;
    const timer = setTimeout(() => update({ query: draft }), LOG_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update writes the URL, which state.query reads back
  }, [draft]);

  const request = useMemo(() => logsRequest(state, range), [state, range]);
  const search = useLogSearch(request);
  const columns = useMemo(() => logColumns(t), [t]);
  const rows = useMemo<LogRow[]>(
    () => (search.data?.results ?? []).map((result, index) => ({ ...result, key: `${result.timestamp}-${index}` })),
    [search.data],
  );

  const componentOptions = [
    { id: '', label: t('logs.allComponents', 'No component (all logs)') },
    ...(components.data ?? []).map((entry) => ({ id: entry.id, label: entry.name ?? entry.id })),
  ];
  if (state.topologyId && !component) componentOptions.push({ id: state.topologyId, label: state.topologyId });
  const itemOptions = [
    { id: '', label: t('logs.noCatalogItem', 'No catalog item') },
    ...(items.data ?? []).map((entry) => ({ id: entry.id, label: entry.name ?? entry.id })),
  ];
  if (state.configId && !items.data?.some((entry) => entry.id === state.configId))
    itemOptions.push({ id: state.configId, label: state.configId });
  const selectorList = component ? component.logs : (names.data ?? []);
  const selectorOptions = [
    ...(component ? [] : [{ id: '', label: t('logs.allLogs', 'All logs') }]),
    ...selectorList.map((name) => ({ id: name, label: name })),
  ];
  if (state.logsSelector && !selectorList.includes(state.logsSelector))
    selectorOptions.push({ id: state.logsSelector, label: state.logsSelector });

  return (
    <Page className={className} aria-labelledby="logs-heading">
      <Heading id="logs-heading">
        {componentName ? `${t('logs.title', 'Logs')} - ${componentName}` : t('logs.title', 'Logs')}
      </Heading>
      <Toolbar role="search" aria-label={t('logs.filters', 'Log search')}>
        <Select
          label={t('logs.component', 'Component')}
          options={componentOptions}
          value={state.topologyId}
          onChange={(value) => update({ topologyId: value ? String(value) : '', configId: '', logsSelector: '' })}
        />
        {itemOptions.length > 1 ? (
          <Select
            label={t('logs.catalogItem', 'Catalog item')}
            options={itemOptions}
            value={state.topologyId ? '' : state.configId}
            onChange={(value) => update({ configId: value ? String(value) : '', topologyId: '', logsSelector: '' })}
          />
        ) : null}
        <Select
          label={t('logs.selector', 'Log selector')}
          options={selectorOptions}
          value={state.logsSelector || (component ? (component.logs[0] ?? '') : '')}
          onChange={(value) => update({ logsSelector: value ? String(value) : '' })}
        />
        <TextField
          type="search"
          label={t('logs.search', 'Search')}
          description={t('logs.searchHint', 'Words, and key=value to match a label')}
          value={draft}
          onChange={setDraft}
        />
        <TimeRangePickerPreset
          aria-label={t('logs.range', 'Time range')}
          value={range}
          onChange={(next) =>
            setParams((previous) => writeTimeRange(new URLSearchParams(previous), next, DEFAULT_LOGS_RANGE))
          }
          storage={storage}
        />
      </Toolbar>
      {!request ? (
        <EmptyState
          icon="search"
          title={t('logs.selectComponent', 'Please select a component to view the logs')}
          description={t(
            'logs.selectHint',
            'Or choose a log, or type a search, to look through every log you may read.',
          )}
        />
      ) : (
        <>
          {search.isError ? <InlineAlert tone="danger">{errorMessageOf(search.error)}</InlineAlert> : null}
          {search.data ? (
            <Summary role="status">
              {search.data.total > rows.length
                ? t('logs.summaryOf', 'Showing the newest {shown} of {total} lines', {
                    shown: rows.length,
                    total: search.data.total,
                  })
                : t('logs.summary', '{total} lines', { total: search.data.total })}
            </Summary>
          ) : null}
          <DataTable<LogRow>
            aria-label={t('logs.table', 'Log lines')}
            columns={columns}
            data={rows}
            getRowId={(row) => row.key}
            pagination="none"
            loading={search.isPending}
            stale={search.isPlaceholderData}
            emptyMessage={t('logs.empty', 'There are no logs matching the search query')}
            maxHeight="calc(100vh - 260px)"
          />
        </>
      )}
    </Page>
  );
}
