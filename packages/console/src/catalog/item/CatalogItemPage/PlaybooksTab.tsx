import { useMemo, useState } from 'react';
import type { PlaybookRun } from '@mission-control/api';
import { Duration, InlineAlert, StatusDot, useT } from '@mission-control/ui';
import { DataTable, DEFAULT_PAGE_SIZE, type DataTableColumn } from '@mission-control/ui/table';
import { useConsole } from '../../../provider/ConsoleProvider';
import { RelativeTime } from '../../../preferences/PreferredDate';
import { PlaybooksMenu } from '../../../playbooks/PlaybooksMenu';
import { durationMs, runStatusTone, statusText } from '../../../playbooks/model/runStatus';
import { useConfigPlaybookRuns } from '../queries';
import { Toolbar } from './CatalogItemPage.styles';

export interface PlaybooksTabProps {
  configId: string;
}

/** The item's playbook runs, newest first and paged on the server, and the menu to run one against it. */
export function PlaybooksTab({ configId }: PlaybooksTabProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const runs = useConfigPlaybookRuns(configId, { pageIndex, pageSize });
  const columns = useMemo<DataTableColumn<PlaybookRun>[]>(
    () => [
      {
        id: 'playbook',
        header: t('catalog.item.runs.playbook', 'Playbook'),
        grow: true,
        size: 240,
        sortable: false,
        accessor: (run) => run.playbooks?.title || run.playbooks?.name || run.playbook_id,
        cell: ({ row }) => (
          <router.Link to={routes.playbookRun(row.id)}>
            {row.playbooks?.title || row.playbooks?.name || row.playbook_id}
          </router.Link>
        ),
      },
      {
        id: 'status',
        header: t('catalog.item.runs.status', 'Status'),
        size: 160,
        sortable: false,
        accessor: (run) => run.status,
        cell: ({ row }) => <StatusDot status={runStatusTone(row.status)} label={statusText(row.status)} showLabel />,
      },
      {
        id: 'created_at',
        header: t('catalog.item.runs.started', 'Started'),
        size: 160,
        sortable: false,
        accessor: (run) => run.start_time ?? run.created_at ?? '',
        cell: ({ row }) => {
          const at = row.start_time ?? row.created_at;
          return at ? <RelativeTime value={at} /> : '-';
        },
      },
      {
        id: 'duration',
        header: t('catalog.item.runs.duration', 'Duration'),
        size: 120,
        sortable: false,
        accessor: (run) => durationMs(run.start_time, run.end_time) ?? '',
        cell: ({ row }) => {
          const ms = durationMs(row.start_time, row.end_time);
          return ms === undefined ? '-' : <Duration ms={ms} />;
        },
      },
    ],
    [t, router, routes],
  );
  return (
    <div>
      <Toolbar>
        <PlaybooksMenu configId={configId} />
      </Toolbar>
      {runs.isError ? <InlineAlert tone="danger">{runs.error.message}</InlineAlert> : null}
      <DataTable
        aria-label={t('catalog.item.runs.label', 'Playbook runs')}
        columns={columns}
        data={runs.data?.data ?? []}
        getRowId={(run) => run.id}
        mode="server"
        totalEntries={runs.data?.totalEntries ?? 0}
        loading={runs.isPending}
        stale={runs.isPlaceholderData}
        pageIndex={pageIndex}
        onPageIndexChange={setPageIndex}
        pageSize={pageSize}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPageIndex(0);
        }}
        emptyMessage={t('catalog.item.runs.none', 'No playbook runs for this item')}
      />
    </div>
  );
}
