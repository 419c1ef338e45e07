import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { classicObject } from '../../http/input';
import { from, jobHistorySchema } from '@mission-control/api';
import { idOf, requireAllowed, structured, toolHandler, ToolError, wire, type ToolContext } from '../toolkit';

/**
 * Catalog scrapers for assistants: save one (the same /api/db write and save checks as the console's Catalog
 * Scraper form: paths confined to the scrape roots, exec and own-database scrapers for admins) and run one now
 * (POST /api/catalog/scrapers/{id}/run), as the token's owner.
 */

const savedSchema = z.object({ id: z.string(), name: z.string() }).loose();

/** The finished run as the tool answers it: the job row's outcome. */
const runOutputSchema = wire(
  classicObject(jobHistorySchema).pick({
    id: true,
    status: true,
    success_count: true,
    error_count: true,
    duration_millis: true,
    details: true,
  }),
);

export function registerScraperTools(server: McpServer, context: ToolContext) {
  server.registerTool(
    'save_scraper',
    {
      title: 'Save a catalog scraper',
      description:
        'Creates a catalog scraper, or replaces the spec of the one with this id. The spec is the ScrapeConfig spec ' +
        '(schedule, retention, and one list per type: file, sql, http, exec, ...), checked as the console checks it. ' +
        'Follow it with run_scraper to fill the catalog now.',
      inputSchema: {
        id: idOf('scraper').optional().describe('The scraper to replace; omit to create one.'),
        name: z.string().min(1).max(200).describe('The scraper name.'),
        spec: z.record(z.string(), z.unknown()).describe('The scraper spec, e.g. {"file":[{"paths":["a/*.json"]}]}.'),
      },
      outputSchema: { id: z.string(), name: z.string() },
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
    },
    toolHandler(async ({ id, name, spec }) => {
      await requireAllowed(context, 'config_scrapers', 'write');
      const [row] = id
        ? await context.client.db.update(from('config_scrapers').eq('id', id), { name, spec }, savedSchema)
        : await context.client.db.insert('config_scrapers', { name, spec }, savedSchema);
      if (!row) throw new ToolError(`scraper (${id}) was not found`);
      return structured({ id: row.id, name: row.name });
    }),
  );

  server.registerTool(
    'run_scraper',
    {
      title: 'Run a catalog scraper now',
      description:
        "Runs a scraper now and waits for it to finish: the run's status, how many items it saw and its errors. " +
        'The items are then in search_catalog.',
      inputSchema: { id: idOf('scraper').describe('The scraper id, e.g. from save_scraper.') },
      outputSchema: runOutputSchema.shape,
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
    },
    toolHandler(async ({ id }) => {
      await requireAllowed(context, 'config_scrapers', 'write');
      const job = await context.client.catalog.runScraper(id);
      const { id: jobId, status, success_count, error_count, duration_millis, details } = job;
      return structured({ id: jobId, status, success_count, error_count, duration_millis, details });
    }),
  );
}
