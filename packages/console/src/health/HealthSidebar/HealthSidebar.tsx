import { Badge, cssVar, useT, VisuallyHidden } from '@mission-control/ui';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import type { LabelOption } from '../model/checks';
import { labelFilterKey, type LabelFilters, type LabelMode } from '../model/urlState';

const Root = styled.aside`
  flex: 0 0 260px;
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.3')};
  @container (max-width: 760px) {
    flex-basis: auto;
    width: 100%;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.4')};
  padding: ${cssVar('space.3')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surface')};
  max-height: 80vh;
  overflow: auto;
  @container (max-width: 760px) {
    &[data-collapsed] {
      display: none;
    }
  }
`;

const ToggleButton = styled.button`
  font: inherit;
  align-items: center;
  gap: ${cssVar('space.2')};
  align-self: flex-start;
  padding: ${cssVar('space.1')} ${cssVar('space.3')};
  border: 1px solid ${cssVar('color.borderStrong')};
  border-radius: ${cssVar('radius.md')};
  background: ${cssVar('color.surface')};
  color: ${cssVar('color.text')};
  cursor: pointer;
  /* Only narrow containers collapse the filters behind this button. */
  display: none;
  @container (max-width: 760px) {
    display: inline-flex;
  }
  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${cssVar('space.2')};
  font-size: ${cssVar('font.size.md')};
  font-weight: ${cssVar('font.weight.bold')};
`;

const SwitchLabel = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar('space.2')};
  cursor: pointer;
  input {
    width: 32px;
    height: 18px;
    accent-color: ${cssVar('color.primary')};
  }
`;

const LabelGroup = styled.fieldset`
  border: none;
  margin: 0 0 ${cssVar('space.3')};
  padding: 0;
  legend {
    padding: 0;
    font-weight: ${cssVar('font.weight.medium')};
    margin-bottom: ${cssVar('space.1')};
  }
`;

const ValueRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${cssVar('space.1')};
  font-size: ${cssVar('font.size.sm')};
  span[data-value] {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Segment = styled.button`
  font: inherit;
  font-size: ${cssVar('font.size.sm')};
  min-width: 28px;
  min-height: 24px;
  padding: 0 ${cssVar('space.2')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.sm')};
  background: ${cssVar('color.surface')};
  color: ${cssVar('color.text')};
  cursor: pointer;
  &[aria-pressed='true'],
  &[aria-checked='true'] {
    background: ${cssVar('color.primary')};
    border-color: ${cssVar('color.primary')};
    color: ${cssVar('color.primaryText')};
  }
  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
    outline-offset: 1px;
  }
`;

const Summary = styled.button`
  font: inherit;
  font-size: ${cssVar('font.size.sm')};
  width: 100%;
  text-align: left;
  padding: ${cssVar('space.1')} ${cssVar('space.2')};
  border: 1px solid ${cssVar('color.border')};
  border-radius: ${cssVar('radius.sm')};
  background: ${cssVar('color.surfaceSunken')};
  color: ${cssVar('color.text')};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${cssVar('color.focusRing')};
  }
`;

const Values = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${cssVar('space.1')};
  margin-top: ${cssVar('space.1')};
  max-height: 220px;
  overflow: auto;
`;

/** At this many selected values a multi-select shows a count instead of the values. */
export const CONDENSE_AT = 4;

export interface HealthSidebarProps {
  hidePassing: boolean;
  onHidePassingChange: (value: boolean) => void;
  labels: LabelFilters;
  options: readonly LabelOption[];
  onLabelChange: (entry: string, mode: LabelMode | null) => void;
}

function BooleanToggle({
  option,
  labels,
  onLabelChange,
}: {
  option: LabelOption;
  labels: LabelFilters;
  onLabelChange: HealthSidebarProps['onLabelChange'];
}) {
  const t = useT();
  const entry = labelFilterKey(option.key, 'true');
  const mode = labels.get(entry) ?? null;
  const choices: Array<[LabelMode | null, string]> = [
    [null, t('health.labels.any', 'Any')],
    [1, t('health.labels.yes', 'Yes')],
    [-1, t('health.labels.no', 'No')],
  ];
  return (
    <LabelGroup>
      <legend>{option.key}</legend>
      <ValueRow role="radiogroup" aria-label={option.key}>
        {choices.map(([value, text]) => (
          <Segment
            key={text}
            type="button"
            role="radio"
            aria-checked={mode === value}
            onClick={() => onLabelChange(entry, value)}
          >
            {text}
          </Segment>
        ))}
      </ValueRow>
    </LabelGroup>
  );
}

function MultiLabel({
  option,
  labels,
  onLabelChange,
}: {
  option: LabelOption;
  labels: LabelFilters;
  onLabelChange: HealthSidebarProps['onLabelChange'];
}) {
  const t = useT();
  const valuesId = useId();
  const [open, setOpen] = useState(false);
  const selected = option.values
    .map((value) => [value, labels.get(labelFilterKey(option.key, value))] as const)
    .filter((pair): pair is readonly [string, LabelMode] => pair[1] !== undefined);
  const summary =
    selected.length === 0
      ? t('health.labels.all', 'All')
      : selected.length >= CONDENSE_AT
        ? t('health.labels.selected', '{count} selected', { count: selected.length })
        : selected.map(([value, mode]) => `${mode === 1 ? '+' : '−'}${value}`).join(', ');
  return (
    <LabelGroup>
      <legend>{option.key}</legend>
      <Summary type="button" aria-expanded={open} aria-controls={valuesId} onClick={() => setOpen((o) => !o)}>
        <VisuallyHidden>{option.key}: </VisuallyHidden>
        {summary}
      </Summary>
      {open ? (
        <Values id={valuesId}>
          {option.values.map((value) => {
            const entry = labelFilterKey(option.key, value);
            const mode = labels.get(entry);
            return (
              <ValueRow key={value}>
                <span data-value="" title={value}>
                  {value}
                </span>
                <Segment
                  type="button"
                  aria-pressed={mode === 1}
                  aria-label={t('health.labels.include', 'Include {key}={value}', { key: option.key, value })}
                  onClick={() => onLabelChange(entry, mode === 1 ? null : 1)}
                >
                  +
                </Segment>
                <Segment
                  type="button"
                  aria-pressed={mode === -1}
                  aria-label={t('health.labels.exclude', 'Exclude {key}={value}', { key: option.key, value })}
                  onClick={() => onLabelChange(entry, mode === -1 ? null : -1)}
                >
                  −
                </Segment>
              </ValueRow>
            );
          })}
        </Values>
      ) : null}
    </LabelGroup>
  );
}

/** 'Filter by Health' and 'Filter by Label'; collapses behind a button on narrow containers. */
export function HealthSidebar({
  hidePassing,
  onHidePassingChange,
  labels,
  options,
  onLabelChange,
}: HealthSidebarProps) {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const active = labels.size + (hidePassing ? 1 : 0);
  return (
    <Root aria-label={t('health.filters', 'Filters')}>
      <ToggleButton type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {t('health.filters', 'Filters')}
        {active > 0 ? (
          <Badge tone="info" aria-label={t('health.filters.active', '{count} active filters', { count: active })}>
            {active}
          </Badge>
        ) : null}
      </ToggleButton>
      <Panel id={panelId} data-collapsed={open ? undefined : ''}>
        <section>
          <Heading>{t('health.filterByHealth', 'Filter by Health')}</Heading>
          <SwitchLabel>
            {t('health.hidePassing', 'Hide Passing')}
            <input
              type="checkbox"
              role="switch"
              checked={hidePassing}
              onChange={(event) => onHidePassingChange(event.target.checked)}
            />
          </SwitchLabel>
        </section>
        <section>
          <Heading>{t('health.filterByLabel', 'Filter by Label')}</Heading>
          {options.length === 0 ? <p>{t('health.labels.none', 'No labels')}</p> : null}
          {options.map((option) =>
            option.booleanLike ? (
              <BooleanToggle key={option.key} option={option} labels={labels} onLabelChange={onLabelChange} />
            ) : (
              <MultiLabel key={option.key} option={option} labels={labels} onLabelChange={onLabelChange} />
            ),
          )}
        </section>
      </Panel>
    </Root>
  );
}
