import { createContext, useContext, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog, DialogTrigger, Input, Label, TextField } from 'react-aria-components';
import { useT, type Translate } from '../i18n/messages';
import { unnamedSurface } from '../Popover/surface';
import { usePortalContainer } from '../theme/ThemeProvider';
import {
  checkDetailRangeOptions,
  INDEFINITELY,
  quickRanges,
  relativeFutureOptions,
  relativePastOptions,
  type RelativeRangeOption,
  type TimeRange,
  type TimeRangeError,
} from '@mission-control/core';
import { formatWallClock } from '@mission-control/core';
import * as S from './TimeRangePicker.styles';
import { useTimeRangeState, type TimeRangeState, type UseTimeRangeStateOptions } from './useTimeRangeState';

interface PickerContextValue {
  state: TimeRangeState;
  close: () => void;
}

const PickerContext = createContext<PickerContextValue | null>(null);

function usePicker(part: string): PickerContextValue {
  const value = useContext(PickerContext);
  if (!value) throw new Error(`TimeRangePicker.${part} must be inside TimeRangePicker.Root`);
  return value;
}

/** Human label of a range: its option label, or its instants for an absolute range. */
export function timeRangeLabel(range: TimeRange, t: Translate, timeZone?: string): string {
  if (range.type === 'mapped') {
    const quick = quickRanges.find((item) => item.id === range.range);
    return quick ? t(`timeRange.quick.${quick.id}`, quick.label) : t('timeRange.invalid', 'Invalid time range');
  }
  if (range.type === 'relative') {
    const option = [...relativePastOptions, ...relativeFutureOptions].find(
      (item) => item.range.from === range.from && item.range.to === range.to,
    );
    if (option) return t(`timeRange.relative.${option.range.from}.${option.range.to}`, option.label);
    // The check detail's lookbacks (2h, 3w, 2mo...) are not all in the picker's list; they still read as words.
    const lookback = checkDetailRangeOptions.find((item) => item.range.from === range.from && range.to === 'now');
    if (lookback) return t(`timeRange.relative.${range.from}.now`, `Last ${lookback.label}`);
    return t('timeRange.between', '{from} to {to}', {
      from: range.from,
      to: range.to === INDEFINITELY ? t('timeRange.indefinitely', 'Indefinitely') : range.to,
    });
  }
  const from = new Date(range.from);
  const to = new Date(range.to);
  return t('timeRange.between', '{from} to {to}', {
    from: Number.isNaN(from.getTime()) ? range.from : formatWallClock(from, timeZone),
    to: Number.isNaN(to.getTime()) ? range.to : formatWallClock(to, timeZone),
  });
}

function errorMessage(error: TimeRangeError, t: Translate): string {
  switch (error) {
    case 'invalidFrom':
      return t(
        'timeRange.error.invalidFrom',
        'From is not a valid date or expression (e.g. now-6h or 2024-01-31 12:00)',
      );
    case 'invalidTo':
      return t('timeRange.error.invalidTo', 'To is not a valid date or expression (e.g. now or 2024-01-31 18:00)');
    case 'fromAfterTo':
      return t('timeRange.error.fromAfterTo', 'From must not be after To');
  }
}

export interface TimeRangePickerRootProps extends UseTimeRangeStateOptions {
  children: ReactNode;
}

/** Holds the picker state (see {@link useTimeRangeState}) and the open state of its panel. */
function Root({ children, ...options }: TimeRangePickerRootProps) {
  const state = useTimeRangeState(options);
  const [open, setOpen] = useState(false);
  return (
    <PickerContext.Provider value={{ state, close: () => setOpen(false) }}>
      <DialogTrigger isOpen={open} onOpenChange={setOpen}>
        {children}
      </DialogTrigger>
    </PickerContext.Provider>
  );
}

export interface TimeRangePickerTriggerProps {
  /** Accessible name prefix. @default 'Time range' */
  'aria-label'?: string;
}

/** The button that shows the current range and opens the panel. */
function Trigger(props: TimeRangePickerTriggerProps) {
  const { state } = usePicker('Trigger');
  const t = useT();
  const label = timeRangeLabel(state.range, t, state.timeZone);
  const name = props['aria-label'] ?? t('timeRange.label', 'Time range');
  return (
    <S.TriggerButton aria-label={`${name}: ${label}`}>
      <span aria-hidden="true">◷</span>
      <span>{label}</span>
    </S.TriggerButton>
  );
}

export interface TimeRangePickerPanelProps {
  children: ReactNode;
  /** @default 'Time range' */
  'aria-label'?: string;
}

/** The popover the trigger opens; its children are the parts. */
function Panel({ children, ...props }: TimeRangePickerPanelProps) {
  const t = useT();
  const container = usePortalContainer();
  return (
    <S.PanelPopover {...unnamedSurface} placement="bottom start" offset={6} UNSTABLE_portalContainer={container}>
      <Dialog aria-label={props['aria-label'] ?? t('timeRange.label', 'Time range')}>
        <S.PanelBody>{children}</S.PanelBody>
      </Dialog>
    </S.PanelPopover>
  );
}

/**
 * From/To fields that accept date math (`now-6h`, `now/d`) and dates
 * (`2024-01-31 12:00`, ISO 8601), with a live preview of the resolved range.
 */
function RangeForm() {
  const { state, close } = usePicker('RangeForm');
  const t = useT();
  const previewId = useId();
  const { draft, draftError, draftResolved, timeZone } = state;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (state.applyDraft()) close();
  };
  return (
    <S.Form onSubmit={onSubmit} aria-label={t('timeRange.custom', 'Custom range')}>
      <S.SectionTitle>{t('timeRange.custom', 'Custom range')}</S.SectionTitle>
      <S.Field>
        <TextField
          value={draft.from}
          onChange={(from) => state.setDraft({ ...draft, from })}
          isInvalid={draftError === 'invalidFrom' || draftError === 'fromAfterTo'}
          aria-describedby={previewId}
          autoComplete="off"
        >
          <Label>{t('timeRange.from', 'From')}</Label>
          <Input spellCheck={false} />
        </TextField>
      </S.Field>
      <S.Field>
        <TextField
          value={draft.to}
          onChange={(to) => state.setDraft({ ...draft, to })}
          isInvalid={draftError === 'invalidTo'}
          aria-describedby={previewId}
          autoComplete="off"
        >
          <Label>{t('timeRange.to', 'To')}</Label>
          <Input spellCheck={false} />
        </TextField>
      </S.Field>
      <S.Preview id={previewId} aria-live="polite" data-invalid={draftError ? '' : undefined}>
        {draftError
          ? errorMessage(draftError, t)
          : draftResolved
            ? t('timeRange.preview', '{from} to {to}', {
                from: formatWallClock(draftResolved.from, timeZone),
                to: draftResolved.to ? formatWallClock(draftResolved.to, timeZone) : '',
              })
            : null}
      </S.Preview>
      <S.ApplyButton type="submit" isDisabled={draftError !== null}>
        {t('timeRange.apply', 'Apply time range')}
      </S.ApplyButton>
    </S.Form>
  );
}

interface ListOption {
  id: string;
  label: string;
  range: TimeRange;
}

function RangeList({ title, options }: { title: string; options: ListOption[] }) {
  const { state, close } = usePicker('RangeList');
  const titleId = useId();
  const current = JSON.stringify(state.range);
  const selected = options.find((option) => JSON.stringify(option.range) === current)?.id;
  return (
    <S.Column>
      <S.SectionTitle id={titleId}>{title}</S.SectionTitle>
      <S.OptionList
        aria-labelledby={titleId}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={selected ? [selected] : []}
        onSelectionChange={(keys) => {
          const key = keys === 'all' ? undefined : [...keys][0];
          const option = options.find((item) => item.id === key);
          if (option) {
            state.select(option.range);
            close();
          }
        }}
        items={options}
      >
        {(option) => (
          <S.Option id={option.id} textValue={option.label}>
            {option.label}
          </S.Option>
        )}
      </S.OptionList>
    </S.Column>
  );
}

/** Named calendar ranges: Yesterday, This week so far, ... */
function QuickRanges() {
  const t = useT();
  const options = quickRanges.map((quick) => ({
    id: quick.id,
    label: t(`timeRange.quick.${quick.id}`, quick.label),
    range: { type: 'mapped', range: quick.id } as TimeRange,
  }));
  return <RangeList title={t('timeRange.quickRanges', 'Quick ranges')} options={options} />;
}

export interface TimeRangePickerRelativeRangesProps {
  /** @default 'past' */
  direction?: 'past' | 'future';
  /** Another list than shell and access §9's (the check detail's lookbacks); labels are the options' own. */
  options?: readonly RelativeRangeOption[];
}

/** Last 5 minutes ... Last 5 years, or Next 5 minutes ... Indefinitely. */
function RelativeRanges({ direction = 'past', options: own }: TimeRangePickerRelativeRangesProps) {
  const t = useT();
  const source = own ?? (direction === 'past' ? relativePastOptions : relativeFutureOptions);
  const options = source.map((option) => ({
    id: `${direction}-${option.value}`,
    label: t(`timeRange.relative.${option.range.from}.${option.range.to}`, option.label),
    range: option.range,
  }));
  return (
    <RangeList
      title={
        direction === 'past'
          ? t('timeRange.pastRanges', 'Relative ranges')
          : t('timeRange.futureRanges', 'Future ranges')
      }
      options={options}
    />
  );
}

/** The last five absolute ranges applied (kept through the storage adapter). */
function RecentRanges() {
  const { state } = usePicker('RecentRanges');
  const t = useT();
  if (state.recent.length === 0) return null;
  const options = state.recent.map((range) => ({
    id: `${range.from}/${range.to}`,
    label: timeRangeLabel(range, t, state.timeZone),
    range,
  }));
  return <RangeList title={t('timeRange.recent', 'Recently used')} options={options} />;
}

/**
 * Compose a picker from parts on the headless {@link useTimeRangeState}:
 *
 * ```tsx
 * <TimeRangePicker.Root value={range} onChange={setRange}>
 *   <TimeRangePicker.Trigger />
 *   <TimeRangePicker.Panel>
 *     <TimeRangePicker.RangeForm />
 *     <TimeRangePicker.QuickRanges />
 *   </TimeRangePicker.Panel>
 * </TimeRangePicker.Root>
 * ```
 */
export const TimeRangePicker = {
  Root,
  Trigger,
  Panel,
  RangeForm,
  QuickRanges,
  RelativeRanges,
  RecentRanges,
};

export interface TimeRangePickerPresetProps extends UseTimeRangeStateOptions {
  /** Offer future ranges (Next 5 minutes ... Indefinitely) instead of past ones. @default false */
  future?: boolean;
  /** @default 'Time range' */
  'aria-label'?: string;
}

/** The whole picker in one component: custom range, relative and quick ranges, recently used. */
export function TimeRangePickerPreset({ future = false, 'aria-label': label, ...options }: TimeRangePickerPresetProps) {
  return (
    <Root {...options}>
      <Trigger aria-label={label} />
      <Panel aria-label={label}>
        <S.Column>
          <RangeForm />
          <RecentRanges />
        </S.Column>
        <S.Column>
          <RelativeRanges direction={future ? 'future' : 'past'} />
          {future ? null : <QuickRanges />}
        </S.Column>
      </Panel>
    </Root>
  );
}
