// Pure date math and time-range logic, no React: `@mission-control/ui/time`.
// The date math, zones and range lists live once in @mission-control/core; ui
// keeps exporting them here for hosts.
export { DATE_MATH_MAX_LENGTH, isRelativeExpression, parseDateMath } from '@mission-control/core';
export type { DateMathOptions, DateMathRoundingUnit, DateMathUnit } from '@mission-control/core';
export {
  INDEFINITELY,
  CHECK_TIME_RANGES,
  checkDetailRangeOptions,
  lookbackMinutes,
  quickRangeIds,
  quickRanges,
  relativeFutureOptions,
  relativePastOptions,
  relativeRangeFromDuration,
  resolveTimeRange,
  validateTimeRangeInput,
} from '@mission-control/core';
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
} from '@mission-control/core';
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
export { browserTimeZone, formatWallClock, fromWallClock, toWallClock } from '@mission-control/core';
export type { WallClock } from '@mission-control/core';
