import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { classicObject } from '../../http/input';
import { ANALYSIS_TYPES, configAnalysisItemSchema, configAnalysisItemsQuery } from '@mission-control/api';
import { idOf, requireAllowed, structured, toolHandler, wire, type ToolContext } from '../toolkit';

/**
 * Open insights (config_analysis findings: what the analyzers found wrong with catalog items) for assistants. The
 * tool reads what the insights page reads (/api/db/config_analysis_items) as the token's owner, so a guest's access
 * scopes apply as they do on the page.
 */

/** Severities an insight may carry, worst last (the analyzers' list). */
const SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'] as const;

const insightOutputSchema = wire(
  classicObject(configAnalysisItemSchema).pick({
    id: true,
    config_id: true,
    analyzer: true,
    analysis_type: true,
    severity: true,
    status: true,
    message: true,
    first_observed: true,
    last_observed: true,
    config_type: true,
    config: true,
  }),
);

export function registerInsightTools(server: McpServer, context: ToolContext) {
  server.registerTool(
    'list_insights',
    {
      title: 'Open insights',
      description:
        'Open findings of the catalog analyzers: what is wrong with configuration items (an image tagged latest, a ' +
        'privileged container, a public bucket, a certificate about to expire, a database without backups...), each ' +
        'with its item, type, severity and message, newest first. Filter by item id (from search_catalog), severity ' +
        'or type.',
      inputSchema: {
        item: idOf('config item').optional().describe('Only the insights of this item (UUID).'),
        severity: z.enum(SEVERITIES).optional().describe('Only insights of exactly this severity.'),
        type: z.enum(ANALYSIS_TYPES).optional().describe('Only insights of this type, e.g. security.'),
        limit: z.number().int().min(1).max(200).default(50).describe('At most this many insights (default 50).'),
      },
      outputSchema: {
        total: z.number().describe('Open insights matching the filters, before the limit.'),
        insights: z.array(insightOutputSchema),
      },
      annotations: { readOnlyHint: true },
    },
    toolHandler(async ({ item, severity, type, limit }) => {
      await requireAllowed(context, 'database', 'read', item ? { configId: item } : undefined);
      const { data, totalEntries } = await context.client.db.list(
        configAnalysisItemsQuery({
          configId: item,
          severity,
          analysisType: type,
          status: 'open',
          sortBy: 'first_observed',
          sortOrder: 'desc',
          pageIndex: 0,
          pageSize: limit,
        }),
        configAnalysisItemSchema,
      );
      const keys = Object.keys(insightOutputSchema.shape) as Array<keyof (typeof data)[number]>;
      // Parsed timestamps go back to the ISO text the output schema (the wire form) describes.
      const insights = data.map(
        (row) =>
          JSON.parse(
            JSON.stringify(Object.fromEntries(keys.filter((key) => row[key] != null).map((key) => [key, row[key]]))),
          ) as Record<string, unknown>,
      );
      return structured({ total: totalEntries ?? data.length, insights });
    }),
  );
}
