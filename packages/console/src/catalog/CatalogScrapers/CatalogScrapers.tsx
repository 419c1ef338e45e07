import { useMemo, useState } from 'react';
import { errorMessageOf, type ScraperWithStatus } from '@mission-control/api';
import { Button, Icon, InlineAlert, StatusDot, useT, useToast, type Translate } from '@mission-control/ui';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { DateTime } from '../../preferences/PreferredDate';
import { useCan, useConsole, useIsRestrictedMode } from '../../provider/ConsoleProvider';
import type { RouterAdapter } from '../../provider/router';
import type { ConsoleRoutes } from '../../routes/routes';
import { CatalogHeader } from '../CatalogHeader';
import { lastErrors, scraperTypes } from '../model/scrapers';
import { useRunScraper, useScrapers } from '../queries';
import { NameCell, Root, Toolbar } from './CatalogScrapers.styles';

export interface CatalogScrapersProps {
  className?: string;
}

interface ColumnOptions {
  t: Translate;
  router: RouterAdapter;
  routes: ConsoleRoutes;
  /** Run now is offered (full mode, write access); null hides the column. */
  run: { pending: string | null; onRun: (row: ScraperWithStatus) => void } | null;
}

function columnsFor({ t, router, routes, run }: ColumnOptions): DataTableColumn<ScraperWithStatus>[] {
  const columns: DataTableColumn<ScraperWithStatus>[] = [
    {
      id: 'name',
      header: t('catalog.scrapers.name', 'Name'),
      size: 240,
      grow: true,
      cell: ({ row }) => (
        <NameCell>
          <Icon name={scraperTypes(row.spec)[0] ?? 'generic'} size="sm" />
          <router.Link to={routes.catalogScraper(row.id)}>{row.name}</router.Link>
        </NameCell>
      ),
    },
    {
      id: 'types',
      header: t('catalog.scrapers.type', 'Type'),
      size: 120,
      accessor: (row) => scraperTypes(row.spec).join(', '),
    },
    { id: 'source', header: t('catalog.scrapers.source', 'Source'), size: 110 },
    {
      id: 'job_status',
      header: t('catalog.scrapers.status', 'Job Status'),
      size: 130,
      cell: ({ row }) =>
        row.job_status ? (
          <StatusDot
            status={row.job_status === 'SUCCESS' ? 'healthy' : row.job_status === 'FAILED' ? 'unhealthy' : 'warning'}
            label={row.job_status}
            showLabel
          />
        ) : (
          t('catalog.scrapers.never', 'Never run')
        ),
    },
    {
      id: 'job_time_start',
      header: t('catalog.scrapers.lastRun', 'Last Run'),
      size: 170,
      cell: ({ row }) => <DateTime value={row.job_time_start ?? null} />,
    },
    {
      id: 'job_last_failed',
      header: t('catalog.scrapers.lastFailed', 'Last Failed'),
      size: 170,
      cell: ({ row }) => <DateTime value={row.job_last_failed ?? null} />,
    },
    { id: 'job_success_count', header: t('catalog.scrapers.items', 'Items'), size: 80 },
    {
      id: 'errors',
      header: t('catalog.scrapers.errors', 'Errors'),
      size: 240,
      sortable: false,
      accessor: (row) => lastErrors(row).join('; ') || (row.job_error_count ? String(row.job_error_count) : ''),
    },
  ];
  if (run) {
    columns.push({
      id: 'run',
      header: t('catalog.scrapers.actions', 'Actions'),
      headerHidden: true,
      size: 110,
      sortable: false,
      resizable: false,
      cell: ({ row }) => (
        <Button
          size="sm"
          icon="play"
          isLoading={run.pending === row.id}
          aria-label={t('catalog.scrapers.runNamed', 'Run now {name}', { name: row.name })}
          onPress={() => run.onRun(row)}
        >
          {t('catalog.scrapers.run', 'Run now')}
        </Button>
      ),
    });
  }
  return columns;
}

/**
 * `/catalog/scrapers` (reference §1.6): every scraper with its latest run (status, time, item count,
 * errors), a link to its editor, and Run now, which answers when the run has finished.
 */
export function CatalogScrapers({ className }: CatalogScrapersProps) {
  const t = useT();
  const toast = useToast();
  const { router, routes } = useConsole();
  const scrapers = useScrapers();
  const runScraper = useRunScraper();
  const restricted = useIsRestrictedMode();
  const canWrite = useCan('config_scrapers', 'write');
  const [pending, setPending] = useState<string | null>(null);
  const canRun = !restricted && canWrite;
  const run = useMemo(
    () =>
      canRun
        ? {
            pending,
            onRun: (row: ScraperWithStatus) => {
              setPending(row.id);
              runScraper.mutate(row.id, {
                onSuccess: (job) =>
                  job.status === 'FAILED'
                    ? toast.error(t('catalog.scrapers.runFailed', '{name} failed', { name: row.name }))
                    : toast.success(
                        t('catalog.scrapers.ran', '{name} scraped {count} items', {
                          name: row.name,
                          count: job.success_count ?? 0,
                        }),
                      ),
                onError: (error) => toast.error(errorMessageOf(error)),
                onSettled: () => setPending(null),
              });
            },
          }
        : null,
    [canRun, pending, runScraper, toast, t],
  );
  const columns = useMemo(() => columnsFor({ t, router, routes, run }), [t, router, routes, run]);
  return (
    <Root className={className}>
      <CatalogHeader current="scrapers" />
      {canWrite && !restricted ? (
        <Toolbar>
          <Button variant="primary" icon="plus" onPress={() => router.navigate(routes.catalogScraper('new'))}>
            {t('catalog.scrapers.add', 'Add Scraper')}
          </Button>
        </Toolbar>
      ) : null}
      {scrapers.isError ? <InlineAlert tone="danger">{errorMessageOf(scrapers.error)}</InlineAlert> : null}
      <DataTable<ScraperWithStatus>
        aria-label={t('catalog.scrapers.label', 'Catalog scrapers')}
        columns={columns}
        data={scrapers.data ?? []}
        getRowId={(row) => row.id}
        loading={scrapers.isPending}
        pagination="none"
        onRowClick={(row) => router.navigate(routes.catalogScraper(row.id))}
        emptyMessage={t('catalog.scrapers.empty', 'No scrapers yet')}
      />
    </Root>
  );
}
