import { parseDuration, parseMatchExpression } from '@mission-control/core';
import { z } from './zod';

/**
 * `POST /catalog/summary` (reference console-areas §1.2; duty's ConfigSummaryRequest): the request the
 * catalog's summary mode sends and the server checks, and the rows it answers with.
 */

/** Cost windows a summary may sum (`cost_total_<window>`); "" asks for none. */
export const CATALOG_COST_RANGES = ['', '1d', '7d', '30d'] as const;
export type CatalogCostRange = (typeof CATALOG_COST_RANGES)[number];

/** Upstream's sentence for any other `cost`, word for word. */
export const CATALOG_COST_RANGE_MESSAGE = 'cost range is not allowed. allowed (1d, 7d, 30d)';

/** Most group-by keys and label filters one request may carry; no page sends more than a handful. */
export const CATALOG_SUMMARY_MAX_GROUP_BY = 5;
export const CATALOG_SUMMARY_MAX_FILTERS = 20;

function checkMatchExpression(value: string, context: z.core.$RefinementCtx) {
  try {
    parseMatchExpression(value);
  } catch (error) {
    context.addIssue({ code: 'custom', message: (error as Error).message });
  }
}

const matchExpression = z.string().check(z.superRefine(checkMatchExpression));

/** A window such as `30d` or `7d12h`; upstream's sentences name which one was wrong. */
const sinceSchema = (name: 'changes' | 'analysis') =>
  z.partial(
    z.object({
      since: z
        .string()
        .check(z.maxLength(40))
        .check(
          z.superRefine((value, context) => {
            if (!value) return;
            try {
              if (parseDuration(value) <= 0) throw new Error('it must be longer than zero');
            } catch (error) {
              context.addIssue({ code: 'custom', message: `${name} since is invalid: ${(error as Error).message}` });
            }
          }),
        ),
    }),
  );

export const catalogSummaryRequestSchema = z.object({
  /** `type` (config_items.type) or tag keys (tags->>key). @default ['type'] */
  groupBy: z.optional(
    z
      .array(z.string().check(z.trim()).check(z.minLength(1, 'a groupBy key may not be empty')).check(z.maxLength(100)))
      .check(z.maxLength(CATALOG_SUMMARY_MAX_GROUP_BY, `groupBy takes at most ${CATALOG_SUMMARY_MAX_GROUP_BY} keys`)),
  ),
  /** Count soft-deleted items too. @default false */
  deleted: z.optional(z.boolean()),
  /** Label containment per key: a match expression of values (`prod`, `!dev`, `prod,staging`). */
  filter: z.optional(
    z.record(z.string().check(z.minLength(1)).check(z.maxLength(200)), matchExpression).check(
      z.refine((filter) => Object.keys(filter).length <= CATALOG_SUMMARY_MAX_FILTERS, {
        message: `filter takes at most ${CATALOG_SUMMARY_MAX_FILTERS} labels`,
      }),
    ),
  ),
  /** Match expression on config_items.health (`healthy,!unknown`). */
  health: z.optional(matchExpression),
  /** Match expression on config_items.status. */
  status: z.optional(matchExpression),
  /** Count the changes of each group within this window (e.g. `30d`). */
  changes: z.optional(sinceSchema('changes')),
  /** Count the analyses of each group, per analysis type, observed within this window. */
  analysis: z.optional(sinceSchema('analysis')),
  /** Sum cost_total_<cost> as cost_<cost>. */
  cost: z.optional(
    z.string().check(
      z.refine((value) => (CATALOG_COST_RANGES as readonly string[]).includes(value), {
        message: CATALOG_COST_RANGE_MESSAGE,
      }),
    ),
  ),
});
export type CatalogSummaryRequestBody = z.infer<typeof catalogSummaryRequestSchema>;

const counts = z.record(z.string(), z.number());

/**
 * One summary row: the group-by columns (`type`, and each tag key under its own name) and the counts.
 * `health` counts items per health; `changes` and `analysis` come only when asked for; `cost_<window>`
 * only with `cost`.
 */
export const catalogSummaryGroupSchema = z.catchall(
  z.object({
    health: z.nullish(counts),
    count: z.number(),
    created_at: z.nullish(z.string()),
    updated_at: z.nullish(z.string()),
    changes: z.nullish(z.number()),
    analysis: z.nullish(counts),
  }),
  z.union([z.string(), z.number(), z.null(), counts]),
);
export type CatalogSummaryGroup = z.infer<typeof catalogSummaryGroupSchema>;

/** Upstream answers `null` when no item matches. */
export const catalogSummaryGroupsSchema = z.nullable(z.array(catalogSummaryGroupSchema));
