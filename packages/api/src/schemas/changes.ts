import { parseDateMath, parseMatchExpression } from '@mission-control/core';
import { z } from './zod';
import { listOrEmpty, mapped, optionalTimestamp } from './common';

/**
 * `POST /catalog/changes` (reference console-areas §1.4; duty's CatalogChangesSearchRequest): the change
 * feed's request as the console sends it and the server checks it, and the page it answers with. Field
 * names are upstream's (`type` holds the change types, `page` is 1-based).
 */

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

const SORT_MESSAGE = `sort_by must be one of ${CHANGE_SORT_COLUMNS.join(', ')}, with "-" in front for descending`;
const SEVERITY_LIST = 'critical, high, medium, low or info';

function matchExpression(field: string) {
  return z.string().check(
    z.superRefine((value, context) => {
      try {
        parseMatchExpression(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: `${field}: ${(error as Error).message}` });
      }
    }),
  );
}

function timeField(field: 'from' | 'to') {
  return z
    .string()
    .check(z.maxLength(100, `${field} is too long to be a time`))
    .check(
      z.refine((value) => !value.trim() || parseDateMath(value, { timeZone: 'UTC' }) !== null, {
        message: `${field} must be an ISO time or a relative time such as now-2d`,
      }),
    );
}

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

export const changesSearchRequestSchema = z
  .object({
    /** A catalog item: its changes and, per `recursive`, its related items'. */
    id: z.optional(z.guid('id must be a catalog item id (a UUID)')),
    /** @default 'downstream' (with `id`) */
    recursive: z.optional(
      z.enum(CHANGE_RECURSIVE_MODES, { error: 'recursive must be downstream, upstream, all or none' }),
    ),
    /** Relationship hops followed from `id`. @default 5 */
    depth: z.optional(
      z
        .int({ error: 'depth must be a whole number' })
        .check(z.gte(1, `depth must be between 1 and ${CHANGES_MAX_DEPTH}`))
        .check(z.lte(CHANGES_MAX_DEPTH, `depth must be between 1 and ${CHANGES_MAX_DEPTH}`)),
    ),
    /** Follow soft relationships too, not only hard (parent/child) ones. @default false */
    soft: z.optional(z.boolean({ error: 'soft must be true or false' })),
    /** Changes of deleted items too. @default false */
    include_deleted_configs: z.optional(z.boolean({ error: 'include_deleted_configs must be true or false' })),
    /** Match expression on the item's type (`Kubernetes::Pod,!Kubernetes::Node`). */
    config_type: z.optional(matchExpression('config_type')),
    /** Match expression on the change type (`diff,!Pulled`). */
    type: z.optional(matchExpression('type')),
    /** One level: that level or worse; or `!level` terms to leave out. */
    severity: z.optional(
      z.string().check(
        z.superRefine((value, context) => {
          try {
            severityLevels(value);
          } catch (error) {
            context.addIssue({ code: 'custom', message: (error as Error).message });
          }
        }),
      ),
    ),
    /** Match expression on the source (`!diff,!config-db` hides diff and health changes). */
    source: z.optional(matchExpression('source')),
    /** Match expression on the summary (`*OOMKilled*`). */
    summary: z.optional(matchExpression('summary')),
    /** Kubernetes label selector over the item's tags: `env=prod,team!=a,tier in (web,db),!legacy`. */
    tags: z.optional(
      z.string().check(z.maxLength(CHANGES_MAX_TEXT, `tags may be at most ${CHANGES_MAX_TEXT} characters long`)),
    ),
    /** A person's id (created_by), or a match expression on external_created_by. */
    created_by: z.optional(z.string().check(z.maxLength(CHANGES_MAX_TEXT))),
    /** `local` or an agent's id. */
    agent_id: z.optional(z.string().check(z.maxLength(100))),
    /** ISO time or date math (`now-2d`). @default 'now-2d' when neither from nor to is given */
    from: z.optional(timeField('from')),
    to: z.optional(timeField('to')),
    /** @default '-created_at' */
    sort_by: z.optional(
      z.string().check(z.refine((value) => changeSortOf(value) !== undefined, { message: SORT_MESSAGE })),
    ),
    /** 1-based. @default 1 */
    page: z.optional(
      z.int({ error: 'page must be a whole number from 1' }).check(z.gte(1, 'page must be a whole number from 1')),
    ),
    /** @default 50 */
    page_size: z.optional(
      z
        .int({ error: 'page_size must be a whole number' })
        .check(z.gte(1, `page_size must be between 1 and ${CHANGES_MAX_PAGE_SIZE}`))
        .check(z.lte(CHANGES_MAX_PAGE_SIZE, `page_size must be between 1 and ${CHANGES_MAX_PAGE_SIZE}`)),
    ),
  })
  .check(
    z.superRefine((request, context) => {
      const page = request.page ?? 1;
      const size = request.page_size ?? CHANGES_DEFAULT_PAGE_SIZE;
      if ((page - 1) * size >= CHANGES_MAX_OFFSET) {
        context.addIssue({
          code: 'custom',
          path: ['page'],
          message: `page ${page} starts past the first ${CHANGES_MAX_OFFSET.toLocaleString('en-US')} changes; narrow the filters or the time range`,
        });
      }
      if ((request.recursive !== undefined || request.depth !== undefined) && !request.id) {
        context.addIssue({ code: 'custom', path: ['recursive'], message: 'recursive and depth need an item id' });
      }
      if (request.from?.trim() && request.to?.trim()) {
        const now = Date.now();
        const from = parseDateMath(request.from, { now, timeZone: 'UTC' });
        const to = parseDateMath(request.to, { now, timeZone: 'UTC' });
        if (from && to && from.getTime() >= to.getTime()) {
          context.addIssue({ code: 'custom', path: ['from'], message: 'from must be before to' });
        }
      }
    }),
  );
export type ChangesSearchRequest = z.input<typeof changesSearchRequestSchema>;

const ts = optionalTimestamp;

/** One change of the feed: the `config_changes` row with its item's name, type, class and tags. */
export const changeRowSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  config_id: z.string(),
  external_change_id: z.nullish(z.string()),
  agent_id: z.nullish(z.string()),
  change_type: z.string(),
  severity: z.nullish(z.string()),
  source: z.nullish(z.string()),
  summary: z.nullish(z.string()),
  created_at: z.string(),
  first_observed: ts,
  count: z.nullish(z.int()),
  created_by: z.nullish(z.string()),
  external_created_by: z.nullish(z.string()),
  /** The item's name, type, class and tags (upstream's `catalog_changes` columns). */
  name: z.nullish(z.string()),
  type: z.nullish(z.string()),
  config_class: z.nullish(z.string()),
  tags: z.nullish(z.record(z.string(), z.unknown())),
  /** Set when the item is deleted (only with include_deleted_configs). */
  deleted_at: ts,
});
export type ChangeRow = z.infer<typeof changeRowSchema>;

export const changesSearchResponseSchema = z.object({
  /** Changes per change type on the returned page (upstream counts the page only). */
  summary: mapped(z.nullish(z.record(z.string(), z.number())), (summary) => summary ?? {}),
  /** Changes matching the filters; exact unless `total_exact` is false (then a lower bound). */
  total: z.int().check(z.nonnegative()),
  /** False when counting stopped at a cap: there are at least `total` changes. Ours; upstream always counts. */
  total_exact: z.optional(z.boolean()),
  page: z.optional(z.int().check(z.positive())),
  page_size: z.optional(z.int().check(z.positive())),
  /** The window the page was read from, resolved (ISO), so the console can say which one. */
  from: ts,
  to: ts,
  changes: listOrEmpty(changeRowSchema),
});
export type ChangesSearchResponse = z.infer<typeof changesSearchResponseSchema>;
