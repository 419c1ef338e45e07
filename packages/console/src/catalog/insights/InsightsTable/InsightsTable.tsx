import { useMemo, useState } from 'react';
import { ANALYSIS_STATUSES, ANALYSIS_TYPES, errorMessageOf, type ConfigAnalysisItem } from '@mission-control/api';
import { InlineAlert, Select, useT, type SelectOption } from '@mission-control/ui';
import { DataTable } from '@mission-control/ui/table';
import { useConsole } from '../../../provider/ConsoleProvider';
import { SEVERITIES, severityLabel } from '../../changes/model/severity';
import { typeLabel } from '../../model/catalogUrl';
import { useConfigTypes } from '../../queries';
import { InsightDetails } from '../InsightDetails';
import { ALL_STATUSES, analysisTypeLabel, insightsParamsOf, type InsightsUrlState } from '../model/insightsUrl';
import { useAnalyzers, useInsights } from '../queries';
import { insightColumns } from './columns';
import { Bar, Root, Total } from './InsightsTable.styles';

export interface InsightsTableProps {
  state: InsightsUrlState;
  onChange: (change: Partial<InsightsUrlState>) => void;
  /** One item's insights (its tab): no Catalog column or Config Type filter. */
  configId?: string;
  /** @default 'calc(100vh - 300px)' */
  maxHeight?: string;
}

const ALL = '__all__';

function selectOptions(values: readonly string[], all: string, label: (value: string) => string): SelectOption[] {
  return [{ id: ALL, label: all }, ...values.map((value) => ({ id: value, label: label(value) }))];
}

const valueOf = (key: unknown) => (key === ALL || key === null || key === undefined ? '' : String(key));

/**
 * Insights (reference §1.5): the analyzers' findings with their filters, one server page at a time with the
 * exact total, rows virtualised; a row opens the finding's message and raw analysis.
 */
export function InsightsTable({ state, onChange, configId, maxHeight = 'calc(100vh - 300px)' }: InsightsTableProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const params = useMemo(() => insightsParamsOf(state, configId), [state, configId]);
  const insights = useInsights(params);
  const analyzers = useAnalyzers();
  const types = useConfigTypes();
  const [open, setOpen] = useState<ConfigAnalysisItem | null>(null);
  const columns = useMemo(
    () => insightColumns(t, router, routes, { showItem: !configId }),
    [t, router, routes, configId],
  );
  const all = t('catalog.insights.filter.all', 'All');
  const withChosen = (values: readonly string[], chosen: string) =>
    chosen && !values.includes(chosen) ? [...values, chosen] : values;
  const total = insights.data?.totalEntries;
  return (
    <Root>
      <Bar role="search" aria-label={t('catalog.insights.filters', 'Insight filters')}>
        {configId ? null : (
          <Select
            label={t('catalog.insights.filter.configType', 'Config Type')}
            options={selectOptions(withChosen(types.data ?? [], state.configType), all, typeLabel)}
            value={state.configType || ALL}
            onChange={(key) => onChange({ configType: valueOf(key) })}
          />
        )}
        <Select
          label={t('catalog.insights.filter.type', 'Type')}
          options={selectOptions(withChosen(ANALYSIS_TYPES, state.analysisType), all, analysisTypeLabel)}
          value={state.analysisType || ALL}
          onChange={(key) => onChange({ analysisType: valueOf(key) })}
        />
        <Select
          label={t('catalog.insights.filter.severity', 'Severity')}
          options={selectOptions(withChosen(SEVERITIES, state.severity), all, severityLabel)}
          value={state.severity || ALL}
          onChange={(key) => onChange({ severity: valueOf(key) })}
        />
        <Select
          label={t('catalog.insights.filter.analyzer', 'Analyzer')}
          options={selectOptions(withChosen(analyzers.data ?? [], state.analyzer), all, (value) => value)}
          value={state.analyzer || ALL}
          onChange={(key) => onChange({ analyzer: valueOf(key) })}
        />
        <Select
          label={t('catalog.insights.filter.status', 'Status')}
          options={[
            { id: ALL_STATUSES, label: all },
            ...ANALYSIS_STATUSES.map((status) => ({ id: status, label: severityLabel(status) })),
          ]}
          value={state.status}
          onChange={(key) => onChange({ status: key === null ? ALL_STATUSES : String(key) })}
        />
      </Bar>
      {insights.isError ? <InlineAlert tone="danger">{errorMessageOf(insights.error)}</InlineAlert> : null}
      {total !== undefined ? (
        <Total aria-live="polite">
          {t('catalog.insights.total', '{count} insights', { count: total.toLocaleString() })}
        </Total>
      ) : null}
      <DataTable<ConfigAnalysisItem>
        aria-label={t('catalog.insights.label', 'Insights')}
        columns={columns}
        data={insights.data?.data ?? []}
        getRowId={(row) => row.id}
        mode="server"
        totalEntries={total ?? 0}
        loading={insights.isPending}
        stale={insights.isPlaceholderData}
        pageIndex={state.pageIndex}
        pageSize={state.pageSize}
        onPageIndexChange={(pageIndex) => onChange({ pageIndex })}
        onPageSizeChange={(pageSize) => onChange({ pageSize, pageIndex: 0 })}
        sortBy={state.sortBy}
        sortOrder={state.sortOrder}
        onSortChange={(sortBy, sortOrder) =>
          onChange({
            sortBy: (sortBy ?? 'first_observed') as InsightsUrlState['sortBy'],
            sortOrder: sortBy ? sortOrder : 'desc',
          })
        }
        onRowClick={setOpen}
        selectedRowId={open?.id ?? null}
        emptyMessage={t('catalog.insights.empty', 'No insights match these filters')}
        maxHeight={maxHeight}
      />
      {open ? <InsightDetails insight={open} onClose={() => setOpen(null)} /> : null}
    </Root>
  );
}
