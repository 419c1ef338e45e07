// Pure display rules shared by components and hosts; no React.
export { statusColor } from './statusColor';
export type { StatusColor } from './statusColor';
export { sortTags } from './sortTags';
export type { TagEntry, TagsInput } from './sortTags';
export { initials } from './initials';
export { formatBytes } from './formatBytes';
export { formatLatency } from './formatLatency';
export { formatDuration } from './formatDuration';
export { formatDate, formatRelativeTime, isValidTimeZone, parseDateInput } from './dates';
export type { DateFormat, DateInput, DisplayTimeZone, FormatDateOptions } from './dates';
