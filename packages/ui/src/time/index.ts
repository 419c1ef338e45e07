// Pure date math and time-range logic, no React: `@mission-control/ui/time`.
export { DATE_MATH_MAX_LENGTH, isRelativeExpression, parseDateMath } from './dateMath';
export type { DateMathOptions, DateMathRoundingUnit, DateMathUnit } from './dateMath';
export {
  INDEFINITELY,
  checkDetailRangeOptions,
  checkDetailRangeValues,
  lookbackMinutes,
  quickRangeIds,
  quickRanges,
  relativeFutureOptions,
  relativePastOptions,
  relativeRangeFromDuration,
  resolveTimeRange,
  validateTimeRangeInput,
} from './timeRange';
export type {
  AbsoluteTimeRange,
  CheckDetailRangeValue,
  MappedTimeRange,
  QuickRange,
  QuickRangeId,
  RelativeRangeOption,
  RelativeTimeRange,
  ResolveTimeRangeOptions,
  ResolvedTimeRange,
  TimeRange,
  TimeRangeError,
} from './timeRange';
export {
  RECENT_RANGES_LIMIT,
  RECENT_RANGES_STORAGE_KEY,
  addRecentRange,
  loadRecentRanges,
  saveRecentRanges,
} from './recentRanges';
export type { TimeRangeStorage } from './recentRanges';
export {
  BROWSER_TIME_ZONE,
  DEFAULT_DATETIME_FORMAT,
  datetimeFormatOptions,
  datetimeFormats,
  timeZoneOptions,
  toDatetimeFormat,
} from './preferences';
export type { DatetimeFormat, DatetimeFormatOption, TimeZoneOption } from './preferences';
export { browserTimeZone, formatWallClock, fromWallClock, toWallClock } from './zone';
export type { WallClock } from './zone';
