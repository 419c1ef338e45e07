// The change feed's constants and plain helpers (reference console-areas §1.4), without a schema, so that a page
// that needs only them does not load zod (#26). `changes.ts` re-exports every one.

/** Most to least severe; a severity filter `X` keeps X and everything before it here. */
export const CHANGE_SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export type ChangeSeverity = (typeof CHANGE_SEVERITIES)[number];

/**
 * Which related items' changes come with the item's own (`id`): `downstream` follows relationships
 * outgoing from it (a parent's children), `upstream` the incoming ones, `all` both, `none` only the item.
 */
export const CHANGE_RECURSIVE_MODES = ['downstream', 'upstream', 'all', 'none'] as const;
export type ChangeRecursiveMode = (typeof CHANGE_RECURSIVE_MODES)[number];

/** Columns a page may be sorted by (upstream's list), `-` in front for descending. */
export const CHANGE_SORT_COLUMNS = ['created_at', 'name', 'change_type', 'summary', 'source', 'count'] as const;
export type ChangeSortColumn = (typeof CHANGE_SORT_COLUMNS)[number];

/** Page size when none is asked for (upstream's), and the most one page may hold. */
export const CHANGES_DEFAULT_PAGE_SIZE = 50;
export const CHANGES_MAX_PAGE_SIZE = 500;
/** How far into a result paging may go: deep offsets cost a scan of everything before them. */
export const CHANGES_MAX_OFFSET = 100_000;
/** Relationship hops followed when `depth` is not given, and the most allowed (the walk's own bound). */
export const CHANGES_DEFAULT_DEPTH = 5;
export const CHANGES_MAX_DEPTH = 20;
/** The window when neither `from` nor `to` is given: the last two days, as upstream's feed opens. */
export const CHANGES_DEFAULT_FROM = 'now-2d';
/** Longest free-text value (summary, tags, created_by) one request may carry. */
export const CHANGES_MAX_TEXT = 2000;

const SEVERITY_LIST = 'critical, high, medium, low or info';

/**
 * Parses a severity filter (reference §1.4 "severity rule"): one level means that level or worse
 * (`medium` → critical, high, medium); `!level` terms (comma-separated) leave those levels out. Levels are
 * read case-insensitively (upstream's console sends `Info`). Returns the levels kept, or throws a sentence.
 */
export function severityLevels(filter: string | undefined): ChangeSeverity[] | undefined {
  const text = filter?.trim();
  if (!text) return undefined;
  const known = (level: string): ChangeSeverity => {
    const lower = level.trim().toLowerCase();
    if (!(CHANGE_SEVERITIES as readonly string[]).includes(lower)) {
      throw new Error(`severity must be ${SEVERITY_LIST}, or "!" before levels to leave out (got "${level.trim()}")`);
    }
    return lower as ChangeSeverity;
  };
  if (text.startsWith('!')) {
    const excluded = text.split(',').map((term) => {
      const trimmed = term.trim();
      if (!trimmed.startsWith('!')) throw new Error('severity takes one level, or only "!" terms (e.g. "!info,!low")');
      return known(trimmed.slice(1));
    });
    return CHANGE_SEVERITIES.filter((level) => !excluded.includes(level));
  }
  if (text.includes(',')) throw new Error('severity takes one level, meaning that level or worse (e.g. "high")');
  return CHANGE_SEVERITIES.slice(0, CHANGE_SEVERITIES.indexOf(known(text)) + 1);
}

/** `sort_by` as column and direction; undefined when it is not one the feed sorts by. */
export function changeSortOf(
  sortBy: string | undefined,
): { column: ChangeSortColumn; descending: boolean } | undefined {
  const text = sortBy?.trim() || '-created_at';
  const descending = text.startsWith('-');
  const column = descending ? text.slice(1) : text;
  return (CHANGE_SORT_COLUMNS as readonly string[]).includes(column)
    ? { column: column as ChangeSortColumn, descending }
    : undefined;
}
