// `@mission-control/core`: pure logic shared by the browser packages and the
// server. No dependencies, no React, and it imports nothing of ours.
export { DATE_MATH_MAX_LENGTH, isRelativeExpression, parseDateMath } from './time/dateMath';
export type { DateMathOptions, DateMathRoundingUnit, DateMathUnit } from './time/dateMath';
export {
  browserTimeZone,
  formatWallClock,
  fromWallClock,
  normaliseTimeZone,
  toWallClock,
  zoneClock,
  zoneOffset,
} from './time/zone';
export type { WallClock, ZoneClock } from './time/zone';
export { DAY_MS, HOUR_MS, MINUTE_MS, MONTH_MS, SECOND_MS, UNIT_MS, WEEK_MS, YEAR_MS, fixedUnitMs } from './time/units';
export type { TimeUnit } from './time/units';
export { parseDuration, shorthandToMs, splitShorthand } from './time/duration';
export type { ShorthandUnit } from './time/duration';
export {
  CHECK_TIME_RANGES,
  DEFAULT_CHECK_TIME_RANGE,
  INDEFINITELY,
  checkDetailRangeOptions,
  lookbackMinutes,
  quickRangeIds,
  quickRanges,
  relativeFutureOptions,
  relativePastOptions,
  relativeRangeFromDuration,
  resolveTimeRange,
  validateTimeRangeInput,
} from './time/timeRange';
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
} from './time/timeRange';
export { decodeTristateFilter, encodeTristateFilter, setTristateValue, tristateToFilter } from './codecs/tristate';
export type { TristateFilter, TristateValue } from './codecs/tristate';
export { CANARY_SETTINGS_KEYS, CHECK_TYPES, checkDisplayName, detectCheckType } from './checks/checks';
export type { CheckTypeKey } from './checks/checks';
export {
  MATCH_EXPRESSION_MAX_LENGTH,
  MATCH_EXPRESSION_MAX_TERMS,
  MatchExpressionError,
  isEmptyMatchExpression,
  matchesExpression,
  matchesPattern,
  parseMatchExpression,
} from './match';
export type { MatchExpression, MatchPattern, MatchPatternKind } from './match';
export { createListIndex } from './list/listIndex';
export type { ListIndex, ListIndexOptions, Positions } from './list/listIndex';
