export { TimeRangePicker, TimeRangePickerPreset, timeRangeLabel } from './TimeRangePicker';
export type {
  TimeRangePickerPanelProps,
  TimeRangePickerPresetProps,
  TimeRangePickerRelativeRangesProps,
  TimeRangePickerRootProps,
  TimeRangePickerTriggerProps,
} from './TimeRangePicker';
export { CheckDetailRangePicker } from './CheckDetailRangePicker';
export type { CheckDetailRangePickerProps } from './CheckDetailRangePicker';
export { DEFAULT_TIME_RANGE, draftFromRange, useTimeRangeState } from './useTimeRangeState';
export type { TimeRangeDraft, TimeRangeState, UseTimeRangeStateOptions } from './useTimeRangeState';
