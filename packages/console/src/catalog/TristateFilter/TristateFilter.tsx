import { useMemo, useState } from 'react';
import { setTristateValue, type TristateFilter as TristateValues } from '@mission-control/ui/table';
import { Button, Popover, TextField, TriStateToggle, useT } from '@mission-control/ui';
import { Muted } from '../../shared/pageStyles';
import { Options, Panel } from './TristateFilter.styles';

export interface TristateOption {
  /** The value kept in the URL (`healthy`, `env:prod`). */
  id: string;
  label: string;
}

export interface TristateFilterProps {
  /** The control's name, e.g. 'Health'. */
  label: string;
  options: readonly TristateOption[];
  value: TristateValues;
  onChange: (value: TristateValues) => void;
  /** Options shown at once; a search narrows longer lists. @default 100 */
  limit?: number;
}

/**
 * An include / exclude filter over a list of values (the URL's `value:1,other:-1`): a button naming how
 * many values are chosen, opening a list with one tri-state toggle per value and a search for long lists.
 */
export function TristateFilter({ label, options, value, onChange, limit = 100 }: TristateFilterProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const chosen = Object.keys(value).length;
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const matching = needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
    return matching.slice(0, limit);
  }, [options, query, limit]);
  const more = options.length > limit;
  return (
    <Popover
      aria-label={label}
      trigger={
        <Button variant="secondary" icon="chevron-down">
          {chosen ? t('catalog.filter.chosen', '{label} ({count})', { label, count: chosen }) : label}
        </Button>
      }
    >
      <Panel>
        {more ? (
          <TextField
            type="search"
            aria-label={t('catalog.filter.search', 'Search {label}', { label })}
            placeholder={t('catalog.filter.searchPlaceholder', 'Search…')}
            value={query}
            onChange={setQuery}
          />
        ) : null}
        {shown.length === 0 ? <Muted>{t('catalog.filter.none', 'No values')}</Muted> : null}
        <Options aria-label={label}>
          {shown.map((option) => (
            <li key={option.id}>
              <TriStateToggle
                label={option.label}
                value={value[option.id] ?? 0}
                onChange={(next) => onChange(setTristateValue(value, option.id, next))}
              />
            </li>
          ))}
        </Options>
        {chosen ? (
          <Button variant="secondary" onPress={() => onChange({})}>
            {t('catalog.filter.clear', 'Clear')}
          </Button>
        ) : null}
      </Panel>
    </Popover>
  );
}
