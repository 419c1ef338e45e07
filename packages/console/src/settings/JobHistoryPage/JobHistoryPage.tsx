import { useMemo, useState } from 'react';
import { errorMessageOf, type JobHistory } from '@mission-control/api';
import { IconButton, Select, TimeRangePickerPreset, useT, useToast } from '@mission-control/ui';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { useConsole, useSearchParams } from '../../provider/ConsoleProvider';
import { useJobNames, useJobs } from '../queries';
import { CellButton, Heading, Muted, Page, Row, Toolbar } from '../shared/styles';
import { JobDetailsDialog } from '../JobDetailsDialog/JobDetailsDialog';
import { jobResultColumns, jobTimestampColumn } from '../JobDetailsDialog/jobColumns';
import {
  decodeJobHistoryUrl,
  filterUpdate,
  JOB_DURATION_OPTIONS,
  JOB_HISTORY_DEFAULT_STATUS,
  JOB_HISTORY_PAGE_SIZE,
  JOB_RESOURCE_TYPES,
  JOB_STATUS_OPTIONS,
  jobHistoryParams,
  rangeUpdate,
  type JobFilterKey,
} from '../model/jobHistoryUrl';
import type { ConsoleRoutes } from '../../routes/routes';
import { usePageSize } from '../../preferences/usePageSize';

export interface JobHistoryPageProps {
  /** Hide the page heading when the host shows its own title. @default false */
  hideHeading?: boolean;
  /** The clock the time range is measured from (stories and tests). @default new Date() */
  now?: () => Date;
}

const ALL_AGENT = '00000000-0000-0000-0000-000000000000';
const ANY = '__any__';

/** Where a job's resource is edited or shown, by its type. */
function resourceHref(routes: ConsoleRoutes, type: string | null | undefined, id: string): string | undefined {
  switch (type) {
    case 'canary':
      return routes.canary(id);
    case 'topology':
      return routes.resource('topologies', id);
    case 'config_scraper':
      return routes.catalogScraper(id);
    case 'playbook':
      return routes.playbookRuns({ playbook: id });
    case 'check':
      return routes.health({ checkId: id });
    default:
      return undefined;
  }
}

/**
 * /settings/jobs: every job the server ran, filtered by name, resource type,
 * status, duration and time range, sorted and paged on the server; all of it
 * in the URL. A row opens 'Details for job {name}'.
 */
export function JobHistoryPage({ hideHeading = false, now }: JobHistoryPageProps) {
  const t = useT();
  const toast = useToast();
  const { router, routes, storage } = useConsole();
  const [search, setSearch] = useSearchParams();
  // Without pageSize in the URL the table opens at the size last chosen here (shell and access §9).
  const [rememberedSize, rememberSize] = usePageSize('jobs', JOB_HISTORY_PAGE_SIZE);
  const state = decodeJobHistoryUrl(search, rememberedSize);
  const [open, setOpen] = useState<JobHistory | null>(null);
  const searchKey = search.toString();
  // The range is measured from when the filters last changed, so a re-render does not refetch.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const params = useMemo(() => jobHistoryParams(state, now?.() ?? new Date()), [searchKey]);

  const jobs = useJobs(params);
  const names = useJobNames();

  const setFilter = (key: JobFilterKey, value: string) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, v] of Object.entries(filterUpdate(key, value))) {
        if (v === null) next.delete(name);
        else next.set(name, v);
      }
      return next;
    });
  const setTable = (update: Record<string, string | null>) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, v] of Object.entries(update)) {
        if (v === null) next.delete(name);
        else next.set(name, v);
      }
      return next;
    });

  const copyId = async (id: string) => {
    try {
      await navigator.clipboard.writeText(id);
      toast.success(t('jobs.copied', 'Copied to clipboard'));
    } catch {
      toast.error(t('jobs.copyFailed', 'Failed to copy to clipboard'));
    }
  };

  const columns = useMemo<DataTableColumn<JobHistory>[]>(
    () => [
      jobTimestampColumn(t),
      {
        id: 'name',
        header: t('jobs.column.name', 'Job Name'),
        size: 220,
        cell: ({ row }) =>
          row.name ? (
            <CellButton
              type="button"
              onClick={(event) => {
                event.stopPropagation();
                setFilter('name', row.name!);
              }}
              aria-label={t('jobs.filterByName', 'Filter by job {name}', { name: row.name })}
            >
              {row.name}
            </CellButton>
          ) : null,
      },
      {
        id: 'agent_id',
        header: t('jobs.column.agent', 'Agent'),
        size: 140,
        sortable: false,
        cell: ({ row }) =>
          row.agent_id && row.agent_id !== ALL_AGENT ? (
            <router.Link to={routes.agents({ id: row.agent_id })}>{row.agent?.name ?? row.agent_id}</router.Link>
          ) : (
            <Muted>{row.agent?.name ?? ''}</Muted>
          ),
      },
      {
        id: 'resource_name',
        header: t('jobs.column.resource', 'Resource'),
        size: 220,
        grow: true,
        cell: ({ row }) => {
          if (!row.resource_id) return null;
          const href = resourceHref(routes, row.resource_type, row.resource_id);
          const label = row.resource_name ?? row.resource_id;
          return (
            <Row title={row.resource_id}>
              {href ? <router.Link to={href}>{label}</router.Link> : <span>{label}</span>}
              <IconButton
                icon="copy"
                size="sm"
                aria-label={t('jobs.copyId', 'Copy id of {name}', { name: label })}
                onPress={() => void copyId(row.resource_id!)}
              />
            </Row>
          );
        },
      },
      ...jobResultColumns(t),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, router],
  );

  const nameOptions = [
    { id: ANY, label: t('jobs.any', 'All') },
    ...(names.data?.data ?? []).map((row) => ({ id: row.name, label: row.name })),
    ...(state.name && !(names.data?.data ?? []).some((row) => row.name === state.name)
      ? [{ id: state.name, label: state.name }]
      : []),
  ];
  const statusValue =
    state.status === JOB_HISTORY_DEFAULT_STATUS
      ? JOB_HISTORY_DEFAULT_STATUS
      : (/^(\w+):1$/.exec(state.status)?.[1] ?? ANY);

  return (
    <Page aria-label={t('jobs.title', 'Job History')}>
      <Toolbar>{hideHeading ? null : <Heading>{t('jobs.title', 'Job History')}</Heading>}</Toolbar>
      <Toolbar role="group" aria-label={t('jobs.filters', 'Filters')}>
        <Select
          label={t('jobs.filter.name', 'Job Name')}
          options={nameOptions}
          value={state.name || ANY}
          onChange={(value) => setFilter('name', value === ANY || value == null ? '' : String(value))}
        />
        <Select
          label={t('jobs.filter.resourceType', 'Resource Type')}
          options={[{ id: ANY, label: t('jobs.any', 'All') }, ...JOB_RESOURCE_TYPES]}
          value={state.resourceType || ANY}
          onChange={(value) => setFilter('resourceType', value === ANY || value == null ? '' : String(value))}
        />
        <Select
          label={t('jobs.filter.status', 'Status')}
          options={[
            { id: JOB_HISTORY_DEFAULT_STATUS, label: t('jobs.status.notSuccess', 'All but Success') },
            { id: ANY, label: t('jobs.any', 'All') },
            ...JOB_STATUS_OPTIONS,
          ]}
          value={statusValue}
          onChange={(value) =>
            setFilter(
              'status',
              value === ANY
                ? ''
                : value === JOB_HISTORY_DEFAULT_STATUS || value == null
                  ? JOB_HISTORY_DEFAULT_STATUS
                  : `${String(value)}:1`,
            )
          }
        />
        <Select
          label={t('jobs.filter.duration', 'Duration')}
          options={[
            { id: ANY, label: t('jobs.duration.none', 'None') },
            ...JOB_DURATION_OPTIONS.map((d) => ({ id: d, label: d })),
          ]}
          value={state.duration || ANY}
          onChange={(value) => setFilter('duration', value === ANY || value == null ? '' : String(value))}
        />
        <TimeRangePickerPreset
          aria-label={t('jobs.filter.range', 'Time range')}
          value={state.range}
          onChange={(range) => setSearch((previous) => rangeUpdate(new URLSearchParams(previous), range))}
          storage={storage}
        />
      </Toolbar>
      {jobs.isError ? <p role="alert">{errorMessageOf(jobs.error)}</p> : null}
      <DataTable<JobHistory>
        aria-label={t('jobs.table', 'Job history')}
        columns={columns}
        data={jobs.data?.data ?? []}
        getRowId={(row) => row.id}
        loading={jobs.isPending}
        stale={jobs.isFetching && !jobs.isPending}
        mode="server"
        totalEntries={jobs.data?.totalEntries ?? 0}
        pagination="pages"
        pageIndex={state.pageIndex}
        onPageIndexChange={(pageIndex) => setTable({ pageIndex: pageIndex > 0 ? String(pageIndex) : null })}
        pageSize={state.pageSize}
        defaultPageSize={rememberedSize}
        onPageSizeChange={(pageSize) => {
          rememberSize(pageSize);
          setTable({ pageSize: pageSize === rememberedSize ? null : String(pageSize), pageIndex: null });
        }}
        sortBy={state.sortBy ?? null}
        sortOrder={state.sortOrder ?? 'asc'}
        onSortChange={(sortBy, sortOrder) =>
          setTable({ sortBy: sortBy ?? null, sortOrder: sortBy ? sortOrder : null, pageIndex: null })
        }
        onRowClick={setOpen}
      />
      <JobDetailsDialog job={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
