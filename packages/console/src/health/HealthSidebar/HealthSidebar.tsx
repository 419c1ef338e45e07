import {
  Badge,
  Button,
  MultiSelect,
  Switch,
  TriStateToggle,
  useT,
  VisuallyHidden,
  type MultiSelectOption,
  type TriState,
} from '@mission-control/ui';
import { useId, useMemo, useState } from 'react';
import type { LabelOption } from '../model/checks';
import { labelFilterKey, type LabelFilters, type LabelMode } from '../model/urlState';
import { Heading, LabelList, Panel, Root, ToggleSlot } from './HealthSidebar.styles';

/** At this many selected values a label's multi-select shows a count instead of the values (operations §2.1). */
export const CONDENSE_AT = 4;

export interface HealthSidebarProps {
  hidePassing: boolean;
  onHidePassingChange: (value: boolean) => void;
  /** Label filters as in the URL: `key=value` → 1 (include) or -1 (exclude). */
  labels: LabelFilters;
  /** Every label key seen on the checks, with its values. */
  options: readonly LabelOption[];
  /** Called with the whole next filter set (one control may change several entries at once). */
  onLabelsChange: (labels: LabelFilters) => void;
}

interface LabelControlProps {
  option: LabelOption;
  labels: LabelFilters;
  onLabelsChange: HealthSidebarProps['onLabelsChange'];
}

/** Copies `labels` without any entry of `key`. */
function withoutKey(labels: LabelFilters, key: string, values: readonly string[]): Map<string, LabelMode> {
  const next = new Map(labels);
  for (const value of values) next.delete(labelFilterKey(key, value));
  return next;
}

/**
 * A true/false label as include (+) / exclude (−) / neither: include keeps checks
 * labelled true, exclude drops them. A link that filters on `key=false` reads as
 * its opposite on `key=true`; any change writes `key=true` only.
 */
function BooleanLabel({ option, labels, onLabelsChange }: LabelControlProps) {
  const onTrue = labels.get(labelFilterKey(option.key, 'true'));
  const onFalse = labels.get(labelFilterKey(option.key, 'false'));
  const value: TriState = onTrue ?? (onFalse ? (-onFalse as LabelMode) : 0);
  return (
    <TriStateToggle
      label={option.key}
      value={value}
      onChange={(next) => {
        const out = withoutKey(labels, option.key, ['true', 'false']);
        if (next !== 0) out.set(labelFilterKey(option.key, 'true'), next);
        onLabelsChange(out);
      }}
    />
  );
}

const INCLUDE = '1:';
const EXCLUDE = '-1:';

/**
 * Any other label as a multi-select whose list offers each value twice: the value
 * itself (include) and 'not value' (exclude). Choosing one side of a value drops the other.
 */
function MultiLabel({ option, labels, onLabelsChange }: LabelControlProps) {
  const t = useT();
  const choices = useMemo<MultiSelectOption[]>(
    () =>
      option.values.flatMap((value) => [
        { id: INCLUDE + value, label: value },
        { id: EXCLUDE + value, label: t('health.labels.not', 'not {value}', { value }) },
      ]),
    [option.values, t],
  );
  const selected = option.values.flatMap((value) => {
    const mode = labels.get(labelFilterKey(option.key, value));
    return mode === 1 ? [INCLUDE + value] : mode === -1 ? [EXCLUDE + value] : [];
  });
  return (
    <MultiSelect
      label={option.key}
      options={choices}
      value={selected}
      placeholder={t('health.labels.all', 'All')}
      condenseAt={CONDENSE_AT}
      onChange={(keys) => {
        const chosen = new Set(keys.map(String));
        const out = withoutKey(labels, option.key, option.values);
        for (const value of option.values) {
          const entry = labelFilterKey(option.key, value);
          const include = chosen.has(INCLUDE + value);
          const exclude = chosen.has(EXCLUDE + value);
          // Both ticked means the user just picked the other side: the new one wins.
          const mode: LabelMode | null =
            include && exclude ? (labels.get(entry) === 1 ? -1 : 1) : include ? 1 : exclude ? -1 : null;
          if (mode) out.set(entry, mode);
        }
        onLabelsChange(out);
      }}
    />
  );
}

/** 'Filter by Health' and 'Filter by Label'; collapses behind a button on narrow containers. */
export function HealthSidebar({
  hidePassing,
  onHidePassingChange,
  labels,
  options,
  onLabelsChange,
}: HealthSidebarProps) {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const active = labels.size + (hidePassing ? 1 : 0);
  return (
    <Root aria-label={t('health.filters', 'Filters')}>
      <ToggleSlot>
        <Button size="sm" icon="filter" aria-expanded={open} aria-controls={panelId} onPress={() => setOpen((o) => !o)}>
          {t('health.filters', 'Filters')}
          {active > 0 ? (
            <>
              <Badge tone="info" aria-hidden="true">
                {active}
              </Badge>
              <VisuallyHidden>
                {' '}
                {t('health.filters.active', '{count} active filters', { count: active })}
              </VisuallyHidden>
            </>
          ) : null}
        </Button>
      </ToggleSlot>
      <Panel id={panelId} data-collapsed={open ? undefined : ''}>
        <section>
          <Heading>{t('health.filterByHealth', 'Filter by Health')}</Heading>
          <Switch isSelected={hidePassing} onChange={onHidePassingChange}>
            {t('health.hidePassing', 'Hide Passing')}
          </Switch>
        </section>
        <section>
          <Heading>{t('health.filterByLabel', 'Filter by Label')}</Heading>
          {options.length === 0 ? <p>{t('health.labels.none', 'No labels')}</p> : null}
          <LabelList>
            {options.map((option) =>
              option.booleanLike ? (
                <BooleanLabel key={option.key} option={option} labels={labels} onLabelsChange={onLabelsChange} />
              ) : (
                <MultiLabel key={option.key} option={option} labels={labels} onLabelsChange={onLabelsChange} />
              ),
            )}
          </LabelList>
        </section>
      </Panel>
    </Root>
  );
}
