import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorMessageOf } from '@mission-control/api';
import { Button, InlineAlert, Select, TextField, useT, type SelectOption } from '@mission-control/ui';
import { DataTable } from '@mission-control/ui/table';
import { useCan, useConsole } from '../../provider/ConsoleProvider';
import { useTableSearchParams } from '../../preferences/usePageSize';
import { severityOptions, typeOptions } from '../model/linkOptions';
import {
  ALL,
  decodeIncidentUrl,
  INCIDENT_STATUSES,
  PAGE_SIZES,
  STATUS_LABELS,
  writeIncidentUrl,
  type IncidentRow,
} from '../model/list';
import { useIncidentList, useNamedOptions } from '../queries';
import { CreateIncidentDialog } from '../CreateIncidentDialog';
import { Bar, Header, Page } from './IncidentListPage.styles';
import { incidentColumns } from './columns';

export interface IncidentListPageProps {
  className?: string;
}

const ANY = '';

/**
 * `/incidents` (reference §5.1): open incidents by default; Type, Severity, Status, Owner, Component and the
 * search are in the URL and applied by the server, which also sorts and pages. "Create New Incident" needs write
 * on incidents.
 */
export function IncidentListPage({ className }: IncidentListPageProps) {
  const t = useT();
  const { router, routes } = useConsole();
  const canWrite = useCan('incident', 'write');
  const [params, setParams] = useTableSearchParams('incidents');
  const state = useMemo(() => decodeIncidentUrl(params), [params]);
  const update = useCallback(
    (change: Record<string, string | null>) => setParams((previous) => writeIncidentUrl(previous, change)),
    [setParams],
  );
  const list = useIncidentList(state);
  const people = useNamedOptions('people');
  const components = useNamedOptions('components');
  const columns = useMemo(() => incidentColumns(t), [t]);
  const [creating, setCreating] = useState(false);
  // The search box writes the URL when typing pauses.
  const [search, setSearch] = useState(state.search);
  useEffect(() => setSearch(state.search), [state.search]);
  useEffect(() => {
    if (search.trim() === state.search) return;
    const timer = setTimeout(() => update({ search: search.trim() || null }), 400);
    return () => clearTimeout(timer);
  }, [search, state.search, update]);

  const any = (label: string): SelectOption => ({ id: ANY, label });
  const statusOptions: SelectOption[] = [
    { id: ALL, label: t('incidents.filter.all', 'All') },
    ...INCIDENT_STATUSES.map((id) => ({ id, label: t(`incidents.status.${id}`, STATUS_LABELS[id]) })),
  ];
  const named = (rows: { id: string; name?: string | null }[] | undefined) =>
    (rows ?? []).map((row) => ({ id: row.id, label: row.name || row.id }));
  const filter = (name: string) => (value: string | number | null) =>
    update({ [name]: value === null || value === ANY ? null : String(value) });

  return (
    <Page className={className}>
      <Header>
        <h1>{t('incidents.title', 'Incidents')}</h1>
        {canWrite ? (
          <Button variant="primary" icon="plus" onPress={() => setCreating(true)}>
            {t('incidents.create.open', 'Create New Incident')}
          </Button>
        ) : null}
      </Header>
      <Bar role="search" aria-label={t('incidents.filters', 'Incident filters')}>
        <TextField
          type="search"
          label={t('incidents.filter.search', 'Search for incident')}
          value={search}
          onChange={setSearch}
        />
        <Select
          label={t('incidents.filter.type', 'Type:')}
          options={[any(t('incidents.filter.anyType', 'All types')), ...typeOptions(t)]}
          value={state.type}
          onChange={filter('type')}
        />
        <Select
          label={t('incidents.filter.severity', 'Severity:')}
          options={[any(t('incidents.filter.anySeverity', 'All severities')), ...severityOptions(t)]}
          value={state.severity}
          onChange={filter('severity')}
        />
        <Select
          label={t('incidents.filter.status', 'Status:')}
          options={statusOptions}
          value={state.status}
          // The default is open, so "open" leaves the URL without a status.
          onChange={(value) => update({ status: value === 'open' || value === null ? null : String(value) })}
        />
        <Select
          label={t('incidents.filter.owner', 'Owner:')}
          options={[any(t('incidents.filter.anyOwner', 'Anyone')), ...named(people.data)]}
          value={state.owner}
          onChange={filter('owner')}
        />
        <Select
          label={t('incidents.filter.component', 'Component:')}
          options={[any(t('incidents.filter.anyComponent', 'All components')), ...named(components.data)]}
          value={state.component}
          onChange={filter('component')}
        />
      </Bar>
      {list.isError ? <InlineAlert tone="danger">{errorMessageOf(list.error)}</InlineAlert> : null}
      <DataTable<IncidentRow>
        aria-label={t('incidents.label', 'Incidents')}
        columns={columns}
        data={list.data?.data ?? []}
        getRowId={(row) => row.id}
        mode="server"
        totalEntries={list.data?.totalEntries ?? 0}
        loading={list.isPending}
        stale={list.isPlaceholderData}
        pageIndex={state.pageIndex}
        pageSize={state.pageSize}
        pageSizeOptions={PAGE_SIZES}
        onPageIndexChange={(pageIndex) => update({ pageIndex: pageIndex ? String(pageIndex) : null })}
        onPageSizeChange={(pageSize) => update({ pageSize: String(pageSize), pageIndex: null })}
        sortBy={state.sortBy}
        sortOrder={state.sortOrder}
        onSortChange={(sortBy, sortOrder) =>
          update({ sortBy: sortBy ?? null, sortOrder: sortBy ? sortOrder : null, pageIndex: null })
        }
        onRowClick={(row) => router.navigate(routes.incident(row.id))}
        emptyMessage={t('incidents.empty', 'No incidents match these filters')}
        maxHeight="calc(100vh - 260px)"
      />
      {canWrite ? <CreateIncidentDialog isOpen={creating} onOpenChange={setCreating} /> : null}
    </Page>
  );
}
