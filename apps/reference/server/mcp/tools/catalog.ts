import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { classicObject } from '../../http/input';
import {
  catalogItemRowSchema,
  catalogItemsQuery,
  configDetailQuery,
  configDetailSchema,
  relatedConfigSchema,
  relatedConfigsQuery,
} from '@mission-control/api';
import { idOf, requireAllowed, structured, toolHandler, ToolError, wire, type ToolContext } from '../toolkit';

/**
 * The catalog (config items) for assistants: search the inventory and read one item with its relationships.
 * Both read what the console reads (/api/db/configs, /api/db/config_detail, /api/db/rpc/related_configs_recursive)
 * as the token's owner, so a guest's access scopes and denied items apply as they do on the pages: a hidden item
 * is "not found", and the walk neither shows nor passes through it.
 */

/** An item in a search result: api's list row. */
const itemOutputSchema = wire(catalogItemRowSchema);

/** The item's details the tool answers with: api's config_detail row, less nothing the assistant needs. */
const detailOutputSchema = wire(
  classicObject(configDetailSchema).pick({
    id: true,
    name: true,
    type: true,
    config_class: true,
    status: true,
    health: true,
    description: true,
    namespace: true,
    labels: true,
    tags: true,
    agent_name: true,
    path: true,
    created_at: true,
    updated_at: true,
    deleted_at: true,
    summary: true,
    config: true,
  }),
);

/** A related item: api's RPC row, with the fields that describe the edge. */
const relatedOutputSchema = wire(
  classicObject(relatedConfigSchema).pick({
    id: true,
    name: true,
    type: true,
    health: true,
    status: true,
    related_ids: true,
    direction: true,
    relation: true,
    depth: true,
  }),
);

/** Most related items one answer carries; the item page has the full graph. */
const MAX_RELATED = 200;

/** `healthy` → the list's tri-state text (`healthy:1`), so the value is matched exactly. */
const include = (value: string | undefined) => (value ? `${value}:1` : undefined);

export function registerCatalogTools(server: McpServer, context: ToolContext) {
  server.registerTool(
    'search_catalog',
    {
      title: 'Search the catalog',
      description:
        'Find configuration items (servers, deployments, pods, databases, buckets, DNS records, files) in the catalog ' +
        'by text (name, type, namespace), exact type, health or status. Use it first to get item ids for get_catalog_item.',
      inputSchema: {
        query: z
          .string()
          .max(200)
          .optional()
          .describe('Text matched case-insensitively against name, type and namespace.'),
        type: z.string().max(200).optional().describe('Exact item type, e.g. Kubernetes::Pod.'),
        health: z.enum(['healthy', 'unhealthy', 'warning', 'unknown']).optional(),
        status: z.string().max(100).optional().describe('Exact status, e.g. Running or CrashLoopBackOff.'),
        include_deleted: z.boolean().default(false).describe('Soft-deleted items too.'),
        limit: z.number().int().min(1).max(200).default(50).describe('At most this many items (default 50).'),
      },
      outputSchema: { total: z.number().describe('Matches before the limit.'), items: z.array(itemOutputSchema) },
      annotations: { readOnlyHint: true },
    },
    toolHandler(async ({ query, type, health, status, include_deleted, limit }) => {
      await requireAllowed(context, 'database', 'read');
      const { data, totalEntries } = await context.client.db.list(
        catalogItemsQuery({
          search: query,
          configType: type,
          health: include(health),
          status: include(status),
          showDeleted: include_deleted,
          sortBy: 'name',
          pageIndex: 0,
          pageSize: limit,
        }),
        catalogItemRowSchema,
      );
      return structured({ total: totalEntries ?? data.length, items: data });
    }),
  );

  server.registerTool(
    'get_catalog_item',
    {
      title: 'Catalog item with its relationships',
      description:
        'One configuration item: its details, tags, labels, the tab counts (changes, analyses, checks, playbook runs), ' +
        'its configuration document, and the items related to it (what it uses or contains, and what uses or contains it), ' +
        'each with how it is reached. Use it to understand the blast radius of a failing item.',
      inputSchema: {
        id: idOf('config item').describe('The item id (UUID), e.g. from search_catalog.'),
        direction: z
          .enum(['outgoing', 'incoming', 'all'])
          .default('all')
          .describe('outgoing: what the item contains or uses; incoming: what contains or uses it; all: both.'),
        soft: z.boolean().default(true).describe('Follow soft relationships (uses, alias) too, not only parent/child.'),
        max_depth: z.number().int().min(1).max(10).default(3).describe('How many hops to follow (default 3).'),
      },
      outputSchema: {
        item: detailOutputSchema,
        related: z.array(relatedOutputSchema),
        related_total: z.number().describe('Related items before the limit of 200.'),
      },
      annotations: { readOnlyHint: true },
    },
    toolHandler(async ({ id, direction, soft, max_depth }) => {
      await requireAllowed(context, 'database', 'read', { configId: id });
      const {
        data: [item],
      } = await context.client.db.list(configDetailQuery(id), configDetailSchema, { count: false });
      // An item out of the caller's scope reads as absent: the same answer as an id that does not exist.
      if (!item) throw new ToolError(`config item (${id}) was not found`);
      const { data: related } = await context.client.db.list(
        relatedConfigsQuery({ configId: id, direction, soft, maxDepth: max_depth }),
        relatedConfigSchema,
        { count: false },
      );
      const pick = <T extends object, K extends keyof T>(row: T, keys: readonly K[]) =>
        Object.fromEntries(keys.filter((key) => row[key] !== undefined).map((key) => [key, row[key]]));
      return structured({
        item: pick(item, Object.keys(detailOutputSchema.shape) as Array<keyof typeof item>),
        related: related
          .slice(0, MAX_RELATED)
          .map((row) => pick(row, Object.keys(relatedOutputSchema.shape) as Array<keyof typeof row>)),
        related_total: related.length,
      });
    }),
  );
}
