import { useMemo } from 'react';
import { useT } from '../i18n/messages';
import {
  checkDetailRangeOptions,
  DEFAULT_CHECK_TIME_RANGE,
  type CheckDetailRangeValue,
  type TimeRange,
} from '@mission-control/core';
import { TimeRangePicker } from './TimeRangePicker';

export interface CheckDetailRangePickerProps {
  /** The range key (`1h`, `1mo`...), as the check detail keeps it in its URL (`timeRange=`). */
  value?: CheckDetailRangeValue;
  /** @default '1h' */
  defaultValue?: CheckDetailRangeValue;
  onChange?: (value: CheckDetailRangeValue) => void;
  /** Accessible name of the trigger and panel. @default 'Time range' */
  'aria-label'?: string;
}

function rangeOf(key: CheckDetailRangeValue): TimeRange {
  return (checkDetailRangeOptions.find((option) => option.value === key) ?? checkDetailRangeOptions[1]!).range;
}

/**
 * The time-range picker with the check detail's lookbacks (operations §9: 15m to 5y). The check's status
 * history is counted back from now, so the ranges are relative and end now; the value stays the range key
 * so links such as `/health?checkId={id}&timeRange=1h` keep working.
 */
export function CheckDetailRangePicker({
  value,
  defaultValue = DEFAULT_CHECK_TIME_RANGE,
  onChange,
  'aria-label': label,
}: CheckDetailRangePickerProps) {
  const t = useT();
  const options = useMemo(
    () => checkDetailRangeOptions.map((option) => ({ ...option, label: `Last ${option.label}` })),
    [],
  );
  const name = label ?? t('timeRange.label', 'Time range');
  return (
    <TimeRangePicker.Root
      value={value === undefined ? undefined : rangeOf(value)}
      defaultValue={rangeOf(defaultValue)}
      onChange={(range) => {
        // Only the listed lookbacks can be picked, so a range always maps back to its key.
        const option = checkDetailRangeOptions.find(
          (item) => range.type === 'relative' && item.range.from === range.from,
        );
        if (option) onChange?.(option.value as CheckDetailRangeValue);
      }}
    >
      <TimeRangePicker.Trigger aria-label={name} />
      <TimeRangePicker.Panel aria-label={name}>
        <TimeRangePicker.RelativeRanges options={options} />
      </TimeRangePicker.Panel>
    </TimeRangePicker.Root>
  );
}
