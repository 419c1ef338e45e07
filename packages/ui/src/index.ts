// Named exports only; every public symbol is listed here on purpose.

// --- theme and i18n (foundation) ---
export { ThemeProvider, usePortalContainer, useTheme } from './theme/ThemeProvider';
export type { ThemeProviderProps } from './theme/ThemeProvider';
export { cssVar, darkTheme, lightTheme, themes, tokensToCssVariables } from './theme/tokens';
export type { ThemeName, ThemeTokens } from './theme/tokens';
export { MessagesProvider, useT } from './i18n/messages';
export type { Messages, MessagesProviderProps, Translate } from './i18n/messages';

// --- display primitives and pure helpers ---
export {
  formatBytes,
  formatDate,
  formatDuration,
  formatLatency,
  formatRelativeTime,
  initials,
  isValidTimeZone,
  parseDateInput,
  sortTags,
  statusColor,
} from './format';
export type { DateFormat, DateInput, DisplayTimeZone, FormatDateOptions, StatusColor, TagEntry, TagsInput } from './format';

// --- interactive primitives, overlays, forms, editors, charts ---
export { useControllableState } from './hooks';
export type { SetControllableState, UseControllableStateOptions } from './hooks';
export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export type { TabKey, TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs';
export { Dialog } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';

// --- DataTable ---
export {
  DEFAULT_PAGE_INDEX,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  decodeTableUrlState,
  decodeTristateFilter,
  encodeTableUrlState,
  encodeTristateFilter,
  setTristateValue,
  writeTableUrlState,
} from './table/urlState';
export type {
  SearchParamsReader,
  SortOrder,
  TableUrlOptions,
  TableUrlState,
  TristateFilter,
  TristateValue,
} from './table/urlState';

// --- time ---
export {
  BROWSER_TIME_ZONE,
  DEFAULT_DATETIME_FORMAT,
  INDEFINITELY,
  RECENT_RANGES_LIMIT,
  addRecentRange,
  checkDetailRangeOptions,
  datetimeFormatOptions,
  datetimeFormats,
  loadRecentRanges,
  lookbackMinutes,
  parseDateMath,
  quickRanges,
  relativeFutureOptions,
  relativePastOptions,
  relativeRangeFromDuration,
  resolveTimeRange,
  saveRecentRanges,
  timeZoneOptions,
  toDatetimeFormat,
  validateTimeRangeInput,
} from './time/index';
export type {
  AbsoluteTimeRange,
  CheckDetailRangeValue,
  DateMathOptions,
  DatetimeFormat,
  MappedTimeRange,
  QuickRange,
  QuickRangeId,
  RelativeRangeOption,
  RelativeTimeRange,
  ResolvedTimeRange,
  TimeRange,
  TimeRangeError,
  TimeRangeStorage,
  TimeZoneOption,
} from './time/index';
