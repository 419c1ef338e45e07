import { useEffect, useMemo, useState } from 'react';
import { MultiSelect, Select, TextField, useT, type MultiSelectOption, type SelectOption } from '@mission-control/ui';
import { splitLabelItem } from '@mission-control/api';
import { TAG_GROUP_SUFFIX, typeLabel, type CatalogUrlState } from '../model/catalogUrl';
import { useConfigLabels, useConfigStatuses, useConfigTags, useConfigTypes } from '../queries';
import { TristateFilter, type TristateOption } from '../TristateFilter';
import { Bar } from './CatalogFilters.styles';

/** The Health filter's values (reference §1.2); the URL keeps them lower-case. */
export const HEALTH_VALUES = ['healthy', 'unhealthy', 'unknown', 'warning'] as const;
const ALL = '__all__';
/** Typing pauses this long before the search reaches the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface CatalogFiltersProps {
  state: CatalogUrlState;
  onChange: (change: Partial<CatalogUrlState>) => void;
}

/** The filter bar of /catalog: Config Type, Group By, Labels, Status, Health and search, all kept in the URL. */
export function CatalogFilters({ state, onChange }: CatalogFiltersProps) {
  const t = useT();
  const types = useConfigTypes();
  const labels = useConfigLabels();
  const tags = useConfigTags();
  const statuses = useConfigStatuses();
  const [search, setSearch] = useState(state.search);
  // The URL wins when it changes from outside (Back, a link).
  useEffect(() => setSearch(state.search), [state.search]);
  useEffect(() => {
    if (search === state.search) return;
    const timer = setTimeout(() => onChange({ search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, state.search, onChange]);

  const typeOptions = useMemo<SelectOption[]>(() => {
    const known = [...(types.data ?? [])];
    if (state.configType && !known.includes(state.configType)) known.push(state.configType);
    return [
      { id: ALL, label: t('catalog.filter.all', 'All') },
      ...known
        .sort((a, b) => typeLabel(a).localeCompare(typeLabel(b)))
        .map((type) => ({ id: type, label: typeLabel(type), description: type })),
    ];
  }, [types.data, state.configType, t]);

  const groupOptions = useMemo<MultiSelectOption[]>(() => {
    const keys = [...new Set((tags.data ?? []).map((tag) => tag.key))];
    const options: MultiSelectOption[] = keys.map((key) => ({
      id: `${key}${TAG_GROUP_SUFFIX}`,
      label: key.toLowerCase(),
    }));
    // Grouping by type means nothing when one type is chosen (upstream ui #2473).
    if (!state.configType) options.push({ id: 'type', label: t('catalog.group.type', 'type') });
    return options.sort((a, b) => a.label.localeCompare(b.label));
  }, [tags.data, state.configType, t]);

  const labelOptions = useMemo<TristateOption[]>(
    () =>
      (labels.data ?? []).map((row) => {
        const id = `${row.key}:${row.value ?? ''}`;
        const [key, value] = splitLabelItem(id);
        return { id, label: `${key}: ${value}` };
      }),
    [labels.data],
  );
  const statusOptions = useMemo<TristateOption[]>(
    () => (statuses.data ?? []).map((status) => ({ id: status, label: status })),
    [statuses.data],
  );
  const healthOptions = useMemo<TristateOption[]>(
    () =>
      HEALTH_VALUES.map((value) => ({
        id: value,
        label: t(`catalog.health.${value}`, value[0]!.toUpperCase() + value.slice(1)),
      })),
    [t],
  );

  return (
    <Bar role="search" aria-label={t('catalog.filters', 'Catalog filters')}>
      <Select
        label={t('catalog.filter.type', 'Config Type')}
        options={typeOptions}
        value={state.configType || ALL}
        onChange={(key) => onChange({ configType: key === ALL || key === null ? '' : String(key) })}
      />
      <MultiSelect
        label={t('catalog.filter.groupBy', 'Group By')}
        options={groupOptions}
        value={state.groupBy.filter((key) => groupOptions.some((option) => option.id === key))}
        placeholder={t('catalog.filter.groupByNone', 'None')}
        onChange={(keys) => onChange({ groupBy: keys.map(String) })}
      />
      <TristateFilter
        label={t('catalog.filter.labels', 'Labels')}
        options={labelOptions}
        value={state.labels}
        onChange={(value) => onChange({ labels: value })}
      />
      <TristateFilter
        label={t('catalog.filter.status', 'Status')}
        options={statusOptions}
        value={state.status}
        onChange={(value) => onChange({ status: value })}
      />
      <TristateFilter
        label={t('catalog.filter.health', 'Health')}
        options={healthOptions}
        value={state.health}
        onChange={(value) => onChange({ health: value })}
      />
      <div data-grow>
        <TextField
          type="search"
          label={t('catalog.filter.search', 'Search')}
          placeholder={t('catalog.filter.searchPlaceholder', 'Search for configs')}
          value={search}
          onChange={setSearch}
        />
      </div>
    </Bar>
  );
}
