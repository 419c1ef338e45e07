import { useMemo } from 'react';
import { errorMessageOf } from '@mission-control/api';
import { InlineAlert, Select, TimeRangePickerPreset, useT } from '@mission-control/ui';
import { DataTable } from '@mission-control/ui/table';
import { useConsole, useSearchParams } from '../../provider/ConsoleProvider';
import { Heading, Page, Toolbar } from '../../shared/pageStyles';
import {
  decodeRunsParams,
  playbookLabel,
  RUN_PAGE_SIZES,
  RUN_STATUS_OPTIONS,
  writeRunsParams,
  type RunRow,
} from '../model/lists';
import { usePlaybookNames, usePlaybookRunsList } from '../queries';
import { runColumns } from './columns';

export interface PlaybookRunsPageProps {
  className?: string;
}

/**
 * `/playbooks/runs` (reference §5.3): top-level runs of the last 7 days unless the URL says otherwise, filtered by
 * playbook (`?playbook=`) and status, sorted and paged by the server; a row opens the run.
 */
export function PlaybookRunsPage({ className }: PlaybookRunsPageProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => decodeRunsParams(params), [params]);
  const runs = usePlaybookRunsList(state);
  const names = usePlaybookNames();
  const columns = useMemo(() => runColumns(t), [t]);
  const update = (change: Parameters<typeof writeRunsParams>[1]) =>
    setParams((previous) => writeRunsParams(previous, change));
  const chosen = names.data?.find((playbook) => playbook.id === state.playbook);
  const title = state.playbook
    ? t('playbooks.runs.titleOf', '{name} Playbook Runs', { name: chosen ? playbookLabel(chosen) : state.playbook })
    : t('playbooks.runs.title', 'Playbook Runs');
  const playbookOptions = [
    { id: '', label: t('playbooks.runs.allPlaybooks', 'All Playbooks') },
    ...(names.data ?? []).map((playbook) => ({ id: playbook.id, label: playbookLabel(playbook) })),
  ];
  // A playbook named in the URL but not (yet) among the names still shows as chosen.
  if (state.playbook && !chosen) playbookOptions.push({ id: state.playbook, label: state.playbook });
  return (
    <Page className={className} aria-labelledby="playbook-runs-heading">
      <Heading id="playbook-runs-heading">{title}</Heading>
      <Toolbar role="search" aria-label={t('playbooks.runs.filters', 'Run filters')}>
        <Select
          label={t('playbooks.runs.filter.playbook', 'Playbook')}
          options={playbookOptions}
          value={state.playbook}
          onChange={(value) => update({ playbook: value ? String(value) : null })}
        />
        <Select
          label={t('playbooks.runs.filter.status', 'Status')}
          options={[
            { id: '', label: t('playbooks.runs.status.all', 'All') },
            ...RUN_STATUS_OPTIONS.map((option) => ({
              id: option.id,
              label: t(`playbooks.runs.status.${option.id}`, option.label),
            })),
          ]}
          value={state.status}
          onChange={(value) => update({ status: value ? String(value) : null })}
        />
        <TimeRangePickerPreset
          aria-label={t('playbooks.runs.filter.range', 'Time range')}
          value={state.range}
          onChange={(range) => update({ range })}
        />
      </Toolbar>
      {runs.isError ? <InlineAlert tone="danger">{errorMessageOf(runs.error)}</InlineAlert> : null}
      <DataTable<RunRow>
        aria-label={t('playbooks.runs.label', 'Playbook runs')}
        columns={columns}
        data={runs.data?.data ?? []}
        getRowId={(row) => row.id}
        mode="server"
        totalEntries={runs.data?.totalEntries ?? 0}
        loading={runs.isPending}
        stale={runs.isPlaceholderData}
        pageIndex={state.pageIndex}
        pageSize={state.pageSize}
        pageSizeOptions={RUN_PAGE_SIZES}
        onPageIndexChange={(pageIndex) => update({ pageIndex: pageIndex ? String(pageIndex) : null })}
        onPageSizeChange={(pageSize) => update({ pageSize: String(pageSize) })}
        sortBy={state.sortBy}
        sortOrder={state.sortOrder}
        onSortChange={(sortBy, sortOrder) => update({ sortBy: sortBy ?? null, sortOrder: sortBy ? sortOrder : null })}
        onRowClick={(row) => router.navigate(routes.playbookRun(row.id))}
        emptyMessage={t('playbooks.runs.empty', 'No playbook runs in this time range')}
        maxHeight="calc(100vh - 240px)"
      />
    </Page>
  );
}
