import { parseDateMath, parseMatchExpression } from '@mission-control/core';
import { z } from './zod';
import {
  CHANGE_RECURSIVE_MODES,
  CHANGE_SORT_COLUMNS,
  CHANGES_DEFAULT_PAGE_SIZE,
  CHANGES_MAX_DEPTH,
  CHANGES_MAX_OFFSET,
  CHANGES_MAX_PAGE_SIZE,
  CHANGES_MAX_TEXT,
  changeSortOf,
  severityLevels,
} from './changeValues';
import { listOrEmpty, mapped, optionalTimestamp } from './common';

export * from './changeValues';

/**
 * `POST /catalog/changes` (reference console-areas §1.4; duty's CatalogChangesSearchRequest): the change
 * feed's request as the console sends it and the server checks it, and the page it answers with. Field
 * names are upstream's (`type` holds the change types, `page` is 1-based).
 */

const SORT_MESSAGE = `sort_by must be one of ${CHANGE_SORT_COLUMNS.join(', ')}, with "-" in front for descending`;

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
