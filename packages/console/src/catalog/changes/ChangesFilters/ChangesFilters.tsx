import { useMemo } from 'react';
import { Button, Select, Switch, TimeRangePickerPreset, useT, type SelectOption } from '@mission-control/ui';
import { useConsole } from '../../../provider/ConsoleProvider';
import { typeLabel } from '../../model/catalogUrl';
import { useConfigTags, useConfigTypes } from '../../queries';
import { TristateFilter, type TristateOption } from '../../TristateFilter';
import { CHIP_FILTERS, hidesNoise, NOISY_SOURCES, withNoise, type ChangesUrlState } from '../model/changesUrl';
import { SEVERITIES, severityLabel } from '../model/severity';
import { useChangeTypes } from '../queries';
import { Bar, Chips } from './ChangesFilters.styles';

const ALL = '__all__';

export interface ChangesFiltersProps {
  state: ChangesUrlState;
  onChange: (change: Partial<ChangesUrlState>) => void;
  /** Change types and sources seen in the feed so far (sources have no list on the server; types add to `change_types`). */
  seenChangeTypes: readonly string[];
  seenSources: readonly string[];
  /** The item tab leaves out the Config Type filter's options it cannot use. @default true */
  showConfigType?: boolean;
}

/** Options for the values seen, those chosen in the URL, and `extra`, each once and sorted. */
function optionsOf(values: Iterable<string>, label: (value: string) => string = (value) => value): TristateOption[] {
  return [...new Set(values)]
    .filter(Boolean)
    .sort((a, b) => label(a).localeCompare(label(b)))
    .map((value) => ({ id: value, label: label(value) }));
}

/**
 * The feed's filter bar (reference §1.4): Config Type, Change Type, Severity (that level or worse), Tags,
 * Source with a switch that hides the noisy sources, the time range, grouping by item, and the chips a
 * link may carry; all kept in the URL.
 */
export function ChangesFilters({
  state,
  onChange,
  seenChangeTypes,
  seenSources,
  showConfigType = true,
}: ChangesFiltersProps) {
  const t = useT();
  // Recently used absolute ranges outlive the page (shell and access §9 keeps 5).
  const { storage } = useConsole();
  const types = useConfigTypes();
  const tags = useConfigTags();
  const changeTypes = useChangeTypes();
  const typeOptions = useMemo(
    () => optionsOf([...(types.data ?? []), ...Object.keys(state.configTypes)], typeLabel),
    [types.data, state.configTypes],
  );
  const changeTypeOptions = useMemo(
    () => optionsOf([...(changeTypes.data ?? []), ...seenChangeTypes, ...Object.keys(state.changeTypes)]),
    [changeTypes.data, seenChangeTypes, state.changeTypes],
  );
  const sourceOptions = useMemo(
    () =>
      optionsOf([...NOISY_SOURCES, ...seenSources, ...Object.keys(state.sources)], (source) =>
        // Health changes come from `config-db`; say so where the name does not.
        source === 'config-db' ? t('catalog.changes.source.health', 'config-db (health)') : source,
      ),
    [seenSources, state.sources, t],
  );
  const tagOptions = useMemo(
    () =>
      (tags.data ?? []).map((row) => ({
        id: `${row.key}:${row.value ?? ''}`,
        label: `${row.key}: ${row.value ?? ''}`,
      })),
    [tags.data],
  );
  const severityOptions = useMemo<SelectOption[]>(
    () => [
      { id: ALL, label: t('catalog.changes.filter.all', 'All') },
      // A level means that level or worse (the server's rule); the names stay plain so they read as levels.
      ...SEVERITIES.map((level) => ({
        id: level,
        label: t(`catalog.changes.severity.${level}`, severityLabel(level)),
      })),
    ],
    [t],
  );
  const chips = CHIP_FILTERS.flatMap((name) => (state.chips[name] ? [[name, state.chips[name]!] as const] : []));
  return (
    <>
      <Bar role="search" aria-label={t('catalog.changes.filters', 'Change filters')}>
        {showConfigType ? (
          <TristateFilter
            label={t('catalog.changes.filter.configType', 'Config Type')}
            options={typeOptions}
            value={state.configTypes}
            onChange={(configTypes) => onChange({ configTypes })}
          />
        ) : null}
        <TristateFilter
          label={t('catalog.changes.filter.changeType', 'Change Type')}
          options={changeTypeOptions}
          value={state.changeTypes}
          onChange={(changeTypes) => onChange({ changeTypes })}
        />
        <Select
          label={t('catalog.changes.filter.severity', 'Severity')}
          options={severityOptions}
          value={state.severity || ALL}
          onChange={(key) =>
            onChange({ severity: key === ALL || key === null ? '' : (String(key) as typeof state.severity) })
          }
        />
        <TristateFilter
          label={t('catalog.changes.filter.tags', 'Tags')}
          options={tagOptions}
          value={state.tags}
          onChange={(value) => onChange({ tags: value })}
        />
        <TristateFilter
          label={t('catalog.changes.filter.source', 'Source')}
          options={sourceOptions}
          value={state.sources}
          onChange={(sources) => onChange({ sources })}
        />
        <TimeRangePickerPreset
          aria-label={t('catalog.changes.filter.range', 'Time range')}
          value={state.range}
          onChange={(range) => onChange({ range })}
          storage={storage}
        />
        <Switch
          isSelected={hidesNoise(state.sources)}
          onChange={(hide) => onChange({ sources: withNoise(state.sources, hide) })}
        >
          {t('catalog.changes.filter.hideNoise', 'Hide diff, health, playbook and notification changes')}
        </Switch>
        <Switch isSelected={state.groupByItem} onChange={(groupByItem) => onChange({ groupByItem })}>
          {t('catalog.changes.filter.groupByItem', 'Group by item')}
        </Switch>
      </Bar>
      {chips.length > 0 ? (
        <Chips aria-label={t('catalog.changes.filter.chips', 'Other filters')}>
          {chips.map(([name, value]) => {
            const label = `${name === 'external_created_by' ? 'created_by' : name}: ${value}`;
            return (
              <li key={name}>
                <Button
                  size="sm"
                  variant="secondary"
                  icon="close"
                  aria-label={t('catalog.changes.filter.removeChip', 'Remove filter {label}', { label })}
                  onPress={() => onChange({ chips: { ...state.chips, [name]: undefined } })}
                >
                  {label}
                </Button>
              </li>
            );
          })}
        </Chips>
      ) : null}
    </>
  );
}
