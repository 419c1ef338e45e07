import { useMemo, useState } from 'react';
import { errorMessageOf } from '@mission-control/api';
import { InlineAlert, useT } from '@mission-control/ui';
import { DataTable } from '@mission-control/ui/table';
import { useConsole } from '../../provider/ConsoleProvider';
import { RUN_PAGE_SIZES, type RunRow, type RunsQuery } from '../model/lists';
import { usePageSize } from '../../preferences/usePageSize';
import { usePlaybookRunsList } from '../queries';
import { runColumns } from '../PlaybookRunsPage/columns';

/** Which runs: a playbook, a status, a window, or one resource's runs. */
export type RunsFilter = Pick<RunsQuery, 'playbook' | 'status' | 'range' | 'configId' | 'componentId'>;
/** Page and sort: the server pages and sorts. */
export type RunsPaging = Pick<RunsQuery, 'pageIndex' | 'pageSize' | 'sortBy' | 'sortOrder'>;

export const DEFAULT_RUNS_PAGING: RunsPaging = { pageIndex: 0, pageSize: 25, sortBy: 'created_at', sortOrder: 'desc' };

export interface PlaybookRunsTableProps {
  filter: Partial<RunsFilter>;
  /** Page and sort kept by the caller (the runs page keeps them in the URL); else the table keeps its own. */
  paging?: RunsPaging;
  onPagingChange?: (change: Partial<RunsPaging>) => void;
  /** The table's accessible name. */
  label?: string;
  emptyMessage?: string;
  maxHeight?: string;
  className?: string;
}

/**
 * The playbook runs table (reference §5.3's columns), read, sorted and paged by the server: `/playbooks/runs`, a
 * catalog item's Playbooks tab and a component's Playbook Runs panel all show this one. Filtered to one resource, its
 * Resource column is left out (it would repeat that resource on every row). A name or row opens the run.
 */
export function PlaybookRunsTable({
  filter,
  paging,
  onPagingChange,
  label,
  emptyMessage,
  maxHeight,
  className,
}: PlaybookRunsTableProps) {
  const t = useT();
  const { router, routes } = useConsole();
  // Uncontrolled (a catalog item's tab, a component's panel), the table keeps its own paging and remembers the
  // page size chosen last, shared by every resource's runs table.
  const [rememberedSize, rememberSize] = usePageSize('resource-playbook-runs', DEFAULT_RUNS_PAGING.pageSize);
  const [own, setOwn] = useState<Omit<RunsPaging, 'pageSize'>>(DEFAULT_RUNS_PAGING);
  const current = paging ?? { ...own, pageSize: rememberedSize };
  const change =
    onPagingChange ??
    (({ pageSize, ...next }: Partial<RunsPaging>) => {
      if (pageSize !== undefined) rememberSize(pageSize);
      setOwn((previous) => ({ ...previous, ...next }));
    });
  const runs = usePlaybookRunsList({ playbook: '', status: '', ...filter, ...current });
  const oneResource = Boolean(filter.configId || filter.componentId);
  const columns = useMemo(
    () =>
      runColumns(t, {
        hideResource: oneResource,
        link: (row: RunRow, name: string) => <router.Link to={routes.playbookRun(row.id)}>{name}</router.Link>,
      }),
    [t, oneResource, router, routes],
  );
  return (
    <div className={className}>
      {runs.isError ? <InlineAlert tone="danger">{errorMessageOf(runs.error)}</InlineAlert> : null}
      <DataTable<RunRow>
        aria-label={label ?? t('playbooks.runs.label', 'Playbook runs')}
        columns={columns}
        data={runs.data?.data ?? []}
        getRowId={(row) => row.id}
        mode="server"
        totalEntries={runs.data?.totalEntries ?? 0}
        loading={runs.isPending}
        stale={runs.isPlaceholderData}
        pageIndex={current.pageIndex}
        pageSize={current.pageSize}
        pageSizeOptions={RUN_PAGE_SIZES}
        onPageIndexChange={(pageIndex) => change({ pageIndex })}
        onPageSizeChange={(pageSize) => change({ pageSize, pageIndex: 0 })}
        sortBy={current.sortBy}
        sortOrder={current.sortOrder}
        onSortChange={(sortBy, sortOrder) =>
          change({
            sortBy: sortBy ?? DEFAULT_RUNS_PAGING.sortBy,
            sortOrder: sortBy ? sortOrder : DEFAULT_RUNS_PAGING.sortOrder,
            pageIndex: 0,
          })
        }
        onRowClick={(row) => router.navigate(routes.playbookRun(row.id))}
        emptyMessage={emptyMessage ?? t('playbooks.runs.empty', 'No playbook runs in this time range')}
        maxHeight={maxHeight}
      />
    </div>
  );
}
