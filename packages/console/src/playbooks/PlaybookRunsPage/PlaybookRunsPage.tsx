import { useMemo } from 'react';
import { Select, TimeRangePickerPreset, useT } from '@mission-control/ui';
import { useTableSearchParams } from '../../preferences/usePageSize';
import { useConsole } from '../../provider/ConsoleProvider';
import { Heading, Page, Toolbar } from '../../shared/pageStyles';
import { decodeRunsParams, playbookLabel, RUN_STATUS_OPTIONS, writeRunsParams } from '../model/lists';
import { usePlaybookNames } from '../queries';
import { DEFAULT_RUNS_PAGING, PlaybookRunsTable } from '../PlaybookRunsTable';

export interface PlaybookRunsPageProps {
  className?: string;
}

/**
 * `/playbooks/runs` (reference §5.3): top-level runs of the last 7 days unless the URL says otherwise, filtered by
 * playbook (`?playbook=`) and status, sorted and paged by the server; a row opens the run.
 */
export function PlaybookRunsPage({ className }: PlaybookRunsPageProps) {
  const t = useT();
  const { storage } = useConsole();
  const [params, setParams] = useTableSearchParams('playbook-runs');
  const state = useMemo(() => decodeRunsParams(params), [params]);
  const names = usePlaybookNames();
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
          storage={storage}
        />
      </Toolbar>
      <PlaybookRunsTable
        filter={{ playbook: state.playbook, status: state.status, range: state.range }}
        paging={state}
        onPagingChange={(change) =>
          update({
            ...('pageIndex' in change ? { pageIndex: change.pageIndex ? String(change.pageIndex) : null } : {}),
            ...('pageSize' in change ? { pageSize: String(change.pageSize) } : {}),
            // The default order (newest created first) leaves the URL.
            ...('sortBy' in change
              ? change.sortBy === DEFAULT_RUNS_PAGING.sortBy && change.sortOrder === DEFAULT_RUNS_PAGING.sortOrder
                ? { sortBy: null, sortOrder: null }
                : { sortBy: change.sortBy ?? null, sortOrder: change.sortOrder ?? null }
              : {}),
          })
        }
        maxHeight="calc(100vh - 240px)"
      />
    </Page>
  );
}
