import { lazy, Suspense, useMemo } from 'react';
import type { ConfigDetail, RelatedConfig } from '@mission-control/api';
import { Button, InlineAlert, MultiSelect, Skeleton, StatusDot, Switch, Text, useT } from '@mission-control/ui';
import { DataTable, type DataTableColumn } from '@mission-control/ui/table';
import { useConsole } from '../../../provider/ConsoleProvider';
import { usePreferences } from '../../../preferences/preferences';
import { RelativeTime } from '../../../preferences/PreferredDate';
import { itemName, relationshipGraph } from '../model/graph';
import { directionOf, type ItemUrlState } from '../model/urlState';
import { useRelatedConfigs, useRelationshipFilterOptions } from '../queries';
import { GraphFrame, Toolbar, ViewSwitch } from './CatalogItemPage.styles';

// React Flow and dagre load only when someone opens the graph.
const RelationshipsGraph = lazy(() =>
  import('../RelationshipsGraph/RelationshipsGraph').then((module) => ({ default: module.RelationshipsGraph })),
);

const HEALTH_OPTIONS = ['healthy', 'unhealthy', 'warning', 'unknown'] as const;

export interface RelationshipsTabProps {
  item: ConfigDetail;
  state: ItemUrlState;
  update: (patch: Partial<ItemUrlState>) => void;
}

/** Incoming, outgoing and soft relationships of the item as a table or a graph (reference §1.3). */
export function RelationshipsTab({ item, state, update }: RelationshipsTabProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const [preferences] = usePreferences();
  const related = useRelatedConfigs({
    configId: item.id,
    direction: directionOf(state),
    soft: state.soft,
    includeDeleted: preferences.showDeletedConfigs,
    types: state.configTypes,
    health: state.health,
    status: state.status,
  });
  const options = useRelationshipFilterOptions();
  const rows = useMemo(() => (related.data ?? []).filter((row) => row.id !== item.id), [related.data, item.id]);
  const healthLabel = (health: string) =>
    ({
      healthy: t('catalog.health.healthy', 'Healthy'),
      unhealthy: t('catalog.health.unhealthy', 'Unhealthy'),
      warning: t('catalog.health.warning', 'Warning'),
      unknown: t('catalog.health.unknown', 'Unknown'),
    })[health] ?? health;

  const columns = useMemo<DataTableColumn<RelatedConfig>[]>(
    () => [
      {
        id: 'name',
        header: t('catalog.item.column.name', 'Name'),
        grow: true,
        size: 240,
        accessor: (row) => itemName(row),
        cell: ({ row }) => <router.Link to={routes.catalogItem(row.id)}>{itemName(row)}</router.Link>,
      },
      { id: 'type', header: t('catalog.item.column.type', 'Type'), size: 200, accessor: (row) => row.type ?? '' },
      {
        id: 'health',
        header: t('catalog.item.column.health', 'Health'),
        size: 140,
        accessor: (row) => row.health ?? '',
        cell: ({ row }) => <StatusDot status={row.health} label={healthLabel(row.health || 'unknown')} showLabel />,
      },
      {
        id: 'status',
        header: t('catalog.item.column.status', 'Status'),
        size: 140,
        accessor: (row) => row.status ?? '',
      },
      {
        id: 'relation',
        header: t('catalog.item.column.relation', 'Relation'),
        size: 160,
        accessor: (row) => [row.direction, row.relation].filter(Boolean).join(', '),
      },
      {
        id: 'updated_at',
        header: t('catalog.item.column.updated', 'Updated'),
        size: 140,
        accessor: (row) => row.updated_at ?? '',
        cell: ({ row }) => (row.updated_at ? <RelativeTime value={row.updated_at} /> : '-'),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, router, routes],
  );
  const graph = useMemo(() => relationshipGraph(item, rows), [item, rows]);
  const withSelected = (values: readonly string[], selected: readonly string[]) =>
    [...new Set([...values, ...selected])].sort((a, b) => a.localeCompare(b)).map((v) => ({ id: v, label: v }));

  return (
    <div>
      <Toolbar role="group" aria-label={t('catalog.item.relationships.filters', 'Relationship filters')}>
        <Switch isSelected={state.outgoing} onChange={(outgoing) => update({ outgoing })}>
          {t('catalog.item.relationships.outgoing', 'Outgoing')}
        </Switch>
        <Switch isSelected={state.incoming} onChange={(incoming) => update({ incoming })}>
          {t('catalog.item.relationships.incoming', 'Incoming')}
        </Switch>
        <Switch isSelected={state.soft} onChange={(soft) => update({ soft })}>
          {t('catalog.item.relationships.soft', 'Soft')}
        </Switch>
        <MultiSelect
          label={t('catalog.item.relationships.type', 'Config Type')}
          options={withSelected(options.types, state.configTypes)}
          value={state.configTypes}
          placeholder={t('catalog.item.relationships.all', 'All')}
          onChange={(value) => update({ configTypes: value.map(String) })}
        />
        <MultiSelect
          label={t('catalog.item.relationships.health', 'Health')}
          options={HEALTH_OPTIONS.map((h) => ({ id: h, label: healthLabel(h) }))}
          value={state.health}
          placeholder={t('catalog.item.relationships.all', 'All')}
          onChange={(value) => update({ health: value.map(String) })}
        />
        <MultiSelect
          label={t('catalog.item.relationships.status', 'Status')}
          options={withSelected(options.statuses, state.status)}
          value={state.status}
          placeholder={t('catalog.item.relationships.all', 'All')}
          onChange={(value) => update({ status: value.map(String) })}
        />
        <ViewSwitch role="group" aria-label={t('catalog.item.relationships.view', 'View')}>
          <Button
            size="sm"
            variant={state.view === 'table' ? 'primary' : 'secondary'}
            aria-pressed={state.view === 'table'}
            onPress={() => update({ view: 'table' })}
          >
            {t('catalog.item.relationships.table', 'Table')}
          </Button>
          <Button
            size="sm"
            variant={state.view === 'graph' ? 'primary' : 'secondary'}
            aria-pressed={state.view === 'graph'}
            onPress={() => update({ view: 'graph' })}
          >
            {t('catalog.item.relationships.graph', 'Graph')}
          </Button>
        </ViewSwitch>
      </Toolbar>
      {related.isError ? <InlineAlert tone="danger">{related.error.message}</InlineAlert> : null}
      {state.view === 'graph' ? (
        related.isPending ? (
          <Skeleton lines={6} label={t('catalog.item.relationships.loading', 'Loading relationships')} />
        ) : rows.length === 0 ? (
          <Text as="p">{t('catalog.item.relationships.none', 'No related items')}</Text>
        ) : (
          <GraphFrame>
            <Suspense
              fallback={
                <Skeleton lines={6} label={t('catalog.item.relationships.loadingGraph', 'Loading the graph')} />
              }
            >
              <RelationshipsGraph
                graph={graph}
                label={t('catalog.item.relationships.graphLabel', 'Relationship graph')}
              />
            </Suspense>
          </GraphFrame>
        )
      ) : (
        <DataTable
          aria-label={t('catalog.item.relationships.tableLabel', 'Related items')}
          columns={columns}
          data={rows}
          getRowId={(row) => row.id}
          loading={related.isPending}
          stale={related.isPlaceholderData}
          pagination="none"
          emptyMessage={t('catalog.item.relationships.none', 'No related items')}
          maxHeight="560px"
        />
      )}
    </div>
  );
}
