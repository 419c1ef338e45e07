import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { classicObject } from '../../http/input';
import { CHANGE_RECURSIVE_MODES, CHANGE_SEVERITIES, changeRowSchema } from '@mission-control/api';
import { idOf, requireAllowed, structured, toolHandler, wire, type ToolContext } from '../toolkit';

/**
 * The change feed for assistants: what changed in the catalog, by item (with what it contains or what contains
 * it), time range and severity. The tool reads what the feed page reads (POST /api/catalog/changes) as the token's
 * owner, so a guest's access scopes apply as they do on the page, and a bad argument gets the API's sentence.
 */

const changeOutputSchema = wire(
  classicObject(changeRowSchema).pick({
    id: true,
    config_id: true,
    change_type: true,
    severity: true,
    source: true,
    summary: true,
    created_at: true,
    first_observed: true,
    count: true,
    name: true,
    type: true,
  }),
);

export function registerChangeTools(server: McpServer, context: ToolContext) {
  server.registerTool(
    'list_changes',
    {
      title: 'Catalog changes',
      description:
        'What changed in the catalog, newest first: configuration diffs, health transitions, Kubernetes events, ' +
        'playbook runs and other changes of items, each with its item, type, severity, source, summary and how many ' +
        'times it repeated. Filter by item id (from search_catalog) and the items below or above it, time range ' +
        '(default the last 2 days) and severity (that level or worse). Use it to answer "what changed before this broke?".',
      inputSchema: {
        item: idOf('config item')
          .optional()
          .describe('Only the changes of this item (UUID) and, per `related`, its relatives.'),
        related: z
          .enum(CHANGE_RECURSIVE_MODES)
          .default('none')
          .describe(
            "With `item`: none (the item only), downstream (what it contains, e.g. a deployment's pods), upstream " +
              '(what contains it) or all.',
          ),
        depth: z.number().int().min(1).max(10).default(3).describe('How many relationship hops to follow (default 3).'),
        from: z
          .string()
          .max(100)
          .default('now-2d')
          .describe('Start of the window: an ISO time or relative time such as now-7d (default now-2d).'),
        to: z.string().max(100).optional().describe('End of the window (ISO time or e.g. now-1h); default now.'),
        severity: z
          .enum(CHANGE_SEVERITIES)
          .optional()
          .describe('Only changes of this severity or worse (critical > high > medium > low > info).'),
        type: z.string().max(500).optional().describe('Change types, comma-separated, e.g. diff or BackOff,OOMKilled.'),
        source: z
          .string()
          .max(500)
          .optional()
          .describe('Sources to keep or, with "!", leave out, e.g. "!diff,!config-db" hides diffs and health changes.'),
        limit: z.number().int().min(1).max(200).default(50).describe('At most this many changes (default 50).'),
      },
      outputSchema: {
        total: z.number().describe('Changes matching the filters, before the limit.'),
        total_exact: z.boolean().describe('False when counting stopped at 10,000: there are at least `total`.'),
        from: z.string().nullable(),
        to: z.string().nullable(),
        changes: z.array(changeOutputSchema),
      },
      annotations: { readOnlyHint: true },
    },
    toolHandler(async ({ item, related, depth, from, to, severity, type, source, limit }) => {
      await requireAllowed(context, 'database', 'read', item ? { configId: item } : undefined);
      const page = await context.client.changes.search({
        ...(item ? { id: item, recursive: related, ...(related === 'none' ? {} : { depth }) } : {}),
        from,
        to,
        severity,
        type,
        source,
        page: 1,
        page_size: limit,
      });
      const keys = Object.keys(changeOutputSchema.shape) as Array<keyof (typeof page.changes)[number]>;
      const changes = page.changes.map((row) =>
        Object.fromEntries(keys.filter((key) => row[key] != null).map((key) => [key, row[key]])),
      );
      return structured({
        total: page.total,
        total_exact: page.total_exact ?? true,
        from: page.from ?? null,
        to: page.to ?? null,
        changes,
      });
    }),
  );
}
