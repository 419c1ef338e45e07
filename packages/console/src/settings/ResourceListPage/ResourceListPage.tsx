import { useMemo } from 'react';
import { errorMessageOf } from '@mission-control/api';
import { Button, useT } from '@mission-control/ui';
import { DateTime } from '../../preferences/PreferredDate';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { useCan, useConsole } from '../../provider/ConsoleProvider';
import { UNAUTHORIZED_MESSAGE } from '../shared/messages';
import type { ResourceRow } from '../model/resourceRow';
import { useResources } from '../queries';
import { Heading, Page, Toolbar } from '../shared/styles';
import { listedResourceKind } from '../model/resourceKindList';

export const NO_RESOURCES = 'No resources found';

/** The embedded creator's name (`createdBy:created_by(id,name)`), when the list asked for it. */
function createdByName(row: ResourceRow): string {
  const person = (row as { createdBy?: { name?: unknown } | null }).createdBy;
  return typeof person?.name === 'string' ? person.name : '';
}

/** The spec's `display.title` (views), '' when it has none. */
function specTitle(row: ResourceRow): string {
  const title = (row as { spec?: { display?: { title?: unknown } } | null }).spec?.display?.title;
  return typeof title === 'string' ? title : '';
}

export interface ResourceListPageProps {
  /** The settings segment or table: canaries, topologies, teams, rules, config_scrapers, logging_backends. */
  table: string;
  /** Where New goes (e.g. the check type picker for canaries). @default `/settings/{segment}/new` */
  newHref?: string;
  /** @default 'New' */
  newLabel?: string;
  hideHeading?: boolean;
}

/** `/settings/{table}`: at most 100 rows, newest first, 'No resources found' when empty; a row opens the editor. */
export function ResourceListPage({ table, newHref, newLabel, hideHeading = false }: ResourceListPageProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const kind = listedResourceKind(table);
  const allowed = useCan(kind?.area ?? table, 'read');
  // New is a write: offered only to those the server lets write the resource (spec §6).
  const canWrite = useCan(kind?.area ?? table, 'write');
  const rows = useResources(kind?.table ?? table, kind !== undefined && allowed);
  const segment = kind?.segment ?? table;
  const columns = useMemo<DataTableColumn<ResourceRow>[]>(
    () => [
      { id: 'name', header: t('resources.column.name', 'Name'), grow: true, size: 200 },
      ...(kind?.fields.includes('namespace')
        ? [{ id: 'namespace', header: t('resources.column.namespace', 'Namespace'), size: 140 }]
        : []),
      ...(kind?.listColumns?.includes('title')
        ? [
            {
              id: 'title',
              header: t('resources.column.title', 'Title'),
              size: 200,
              sortable: false,
              cell: ({ row }: { row: ResourceRow }) => specTitle(row),
            },
          ]
        : []),
      { id: 'source', header: t('resources.column.source', 'Source'), size: 160 },
      ...(kind?.listColumns?.includes('created_by')
        ? [
            {
              id: 'createdBy',
              header: t('resources.column.createdBy', 'Created By'),
              size: 160,
              sortable: false,
              cell: ({ row }: { row: ResourceRow }) => createdByName(row),
            },
          ]
        : []),
      {
        id: 'created_at',
        header: t('resources.column.created', 'Created'),
        size: 170,
        cell: ({ row }) => <DateTime value={row.created_at ?? null} />,
      },
      ...(kind?.listColumns?.includes('updated_at')
        ? [
            {
              id: 'updated_at',
              header: t('resources.column.updated', 'Updated'),
              size: 170,
              cell: ({ row }: { row: ResourceRow }) => <DateTime value={row.updated_at ?? null} />,
            },
          ]
        : []),
    ],
    [t, kind],
  );
  if (!kind) return <p role="alert">{t('resources.unknown', 'Unknown resource {table}', { table })}</p>;
  if (!allowed) {
    return (
      <Page aria-label={kind.title}>
        <p role="alert">{t('unauthorized', UNAUTHORIZED_MESSAGE)}</p>
      </Page>
    );
  }
  return (
    <Page aria-label={kind.title}>
      <Toolbar>
        {hideHeading ? <span style={{ flex: 1 }} /> : <Heading>{kind.title}</Heading>}
        {canWrite ? (
          <Button variant="primary" icon="plus" onPress={() => router.navigate(newHref ?? routes.newResource(segment))}>
            {newLabel ?? t('resources.new', 'New')}
          </Button>
        ) : null}
      </Toolbar>
      {rows.isError ? <p role="alert">{errorMessageOf(rows.error)}</p> : null}
      <DataTable<ResourceRow>
        aria-label={kind.title}
        columns={columns}
        data={rows.data?.data ?? []}
        getRowId={(row) => row.id}
        loading={rows.isPending}
        pagination="none"
        manualSorting
        emptyMessage={t('resources.empty', NO_RESOURCES)}
        onRowClick={(row) => router.navigate(routes.resource(segment, row.id))}
      />
    </Page>
  );
}
