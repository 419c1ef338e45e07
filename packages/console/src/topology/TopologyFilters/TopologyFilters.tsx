import { useMemo } from 'react';
import { MultiSelect, Select, useT, type MultiSelectOption, type SelectOption } from '@mission-control/ui';
import { FIELD_PREFIX, headlineSortFields, STANDARD_SORTS, type SortOrder } from '../model/filters';
import { useTopologyFilters, useTopologyTree } from '../useTopologyState';
import { Bar } from './TopologyFilters.styles';

const ALL = '__all__';

export interface TopologyFiltersProps {
  /** The component whose children are shown (`/topology/{id}`); the options come from the same answer. */
  componentId?: string;
  className?: string;
}

const capitalise = (value: string) => (value ? value[0]!.toUpperCase() + value.slice(1) : value);

/**
 * The filter bar of `/topology` (reference §2.1): Health (the values the response has), Type, Team,
 * Labels and the sort (Health, Name, Type, Last Updated and each headline property), all in the URL;
 * the sort is also remembered for the next visit.
 */
export function TopologyFilters({ componentId, className }: TopologyFiltersProps) {
  const t = useT();
  const [state, update] = useTopologyFilters();
  const { data, cards } = useTopologyTree(componentId);

  const withCurrent = (values: readonly string[], current: string) =>
    current && !values.includes(current) ? [...values, current] : [...values];
  const allOption: SelectOption = { id: ALL, label: t('topology.filter.all', 'All') };

  const healthOptions = useMemo<SelectOption[]>(
    () => [
      allOption,
      ...withCurrent(data?.healthStatuses ?? [], state.status).map((value) => ({
        id: value,
        label: capitalise(value),
      })),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- allOption and withCurrent are pure; t covers the label
    [data?.healthStatuses, state.status, t],
  );
  const typeOptions = useMemo<SelectOption[]>(
    () => [allOption, ...withCurrent(data?.types ?? [], state.type).map((value) => ({ id: value, label: value }))],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
    [data?.types, state.type, t],
  );
  const teamOptions = useMemo<SelectOption[]>(
    () => [allOption, ...withCurrent(data?.teams ?? [], state.team).map((value) => ({ id: value, label: value }))],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
    [data?.teams, state.team, t],
  );
  const labelOptions = useMemo<MultiSelectOption[]>(() => {
    const pairs = Object.entries(data?.tags ?? {}).flatMap(([key, values]) => values.map((value) => `${key}=${value}`));
    for (const label of state.labels) if (!pairs.includes(label)) pairs.push(label);
    return pairs.sort().map((pair) => ({ id: pair, label: pair.replace('=', ': ') }));
  }, [data?.tags, state.labels]);
  const sortOptions = useMemo<SelectOption[]>(() => {
    const standard: Record<(typeof STANDARD_SORTS)[number], string> = {
      status: t('topology.sort.health', 'Health'),
      name: t('topology.sort.name', 'Name'),
      type: t('topology.sort.type', 'Type'),
      updated_at: t('topology.sort.updated', 'Last Updated'),
    };
    const fields = headlineSortFields(cards);
    const current = state.sortBy.startsWith(FIELD_PREFIX) ? state.sortBy.slice(FIELD_PREFIX.length) : '';
    if (current && !fields.includes(current)) fields.push(current);
    const labelOf = (name: string) =>
      cards.flatMap((card) => card.properties).find((property) => property.name === name)?.label ?? name;
    return [
      ...STANDARD_SORTS.map((id) => ({ id, label: standard[id] })),
      ...fields.map((name) => ({ id: `${FIELD_PREFIX}${name}`, label: labelOf(name) })),
    ];
  }, [cards, state.sortBy, t]);
  const orderOptions: SelectOption[] = [
    { id: 'asc', label: t('topology.sort.asc', 'Ascending') },
    { id: 'desc', label: t('topology.sort.desc', 'Descending') },
  ];
  const choose = (key: unknown) => (key === ALL || key === null ? '' : String(key));

  return (
    <Bar role="search" aria-label={t('topology.filters', 'Topology filters')} className={className}>
      <Select
        label={t('topology.filter.health', 'Health')}
        options={healthOptions}
        value={state.status || ALL}
        onChange={(key) => update({ status: choose(key) })}
      />
      <Select
        label={t('topology.filter.type', 'Type')}
        options={typeOptions}
        value={state.type || ALL}
        onChange={(key) => update({ type: choose(key) })}
      />
      <Select
        label={t('topology.filter.team', 'Team')}
        options={teamOptions}
        value={state.team || ALL}
        onChange={(key) => update({ team: choose(key) })}
      />
      <MultiSelect
        label={t('topology.filter.labels', 'Labels')}
        options={labelOptions}
        value={state.labels}
        placeholder={t('topology.filter.all', 'All')}
        onChange={(keys) => update({ labels: keys.map(String) })}
      />
      <Select
        label={t('topology.filter.sortBy', 'Sort by')}
        options={sortOptions}
        value={state.sortBy}
        ignoreClearedValue
        onChange={(key) => key !== null && update({ sortBy: String(key) })}
      />
      <Select
        label={t('topology.filter.sortOrder', 'Order')}
        options={orderOptions}
        value={state.sortOrder}
        ignoreClearedValue
        onChange={(key) => key !== null && update({ sortOrder: key as SortOrder })}
      />
    </Bar>
  );
}
