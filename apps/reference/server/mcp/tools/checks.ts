import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { classicObject } from '../../http/input';
import {
  checkSchema,
  checkStatusSchema,
  checkSummarySchema,
  from,
  latencySchema,
  type CheckSummary,
} from '@mission-control/api';
import { requireAllowed, structured, toolHandler, ToolError, idOf, type ToolContext } from '../toolkit';

const checkId = idOf('check').describe('The check id (UUID).');

/**
 * A check as the tools show it: api's summary row (checkSummarySchema), every field optional so that a check row
 * read from /db/checks (which carries no uptime or latency) fits the same shape.
 */
const checkOutputSchema = classicObject(checkSummarySchema).partial().required({ id: true, name: true });
type CheckOutput = z.infer<typeof checkOutputSchema>;

/** The health summary rows the Health page shows (POST /canary/api/summary). */
async function summaries(context: ToolContext, labels?: Record<string, string>): Promise<CheckSummary[]> {
  return (await context.client.canary.summary(labels ? { labels } : {})).checks_summary;
}

const PICKED = [
  'id',
  'name',
  'namespace',
  'type',
  'status',
  'canary_id',
  'labels',
  'uptime',
  'latency',
  'last_runtime',
  'description',
] as const;

/** The fields a tool answers with, without the empty ones. */
function pick(row: { id: string; name: string } & { [key in (typeof PICKED)[number]]?: unknown }): CheckOutput {
  return Object.fromEntries(
    PICKED.flatMap((key) => (row[key] === undefined || row[key] === null ? [] : [[key, row[key]]])),
  ) as CheckOutput;
}

export function registerCheckTools(server: McpServer, context: ToolContext) {
  server.registerTool(
    'search_health_checks',
    {
      title: 'Search health checks',
      description:
        'Find health checks by text (name, namespace, type, description), labels, status or namespace. ' +
        'Use it first to get check ids, e.g. to list what is failing (status "unhealthy").',
      inputSchema: {
        query: z
          .string()
          .max(200)
          .optional()
          .describe('Text matched case-insensitively against name, namespace, type and description.'),
        labels: z
          .record(z.string(), z.string())
          .optional()
          .describe('Every label given must match (check and canary labels).'),
        status: z.enum(['healthy', 'unhealthy']).optional(),
        namespace: z.string().max(253).optional(),
        limit: z.number().int().min(1).max(500).default(50).describe('At most this many checks (default 50).'),
      },
      outputSchema: { total: z.number().describe('Matches before the limit.'), checks: z.array(checkOutputSchema) },
      annotations: { readOnlyHint: true },
    },
    toolHandler(async ({ query: text, labels, status, namespace, limit }) => {
      await requireAllowed(context, 'canaries', 'read');
      const needle = text?.trim().toLowerCase();
      const matches = (await summaries(context, labels)).filter(
        (row) =>
          (!status || row.status === status) &&
          (!namespace || row.namespace === namespace) &&
          (!needle ||
            [row.name, row.namespace, row.type, row.description].some((field) =>
              field?.toLowerCase().includes(needle),
            )),
      );
      return structured({ total: matches.length, checks: matches.slice(0, limit).map(pick) });
    }),
  );

  server.registerTool(
    'get_check_detail',
    {
      title: 'Health check detail',
      description:
        "A check's current status, uptime and latency percentiles over a time range, and its most recent results " +
        '(message and error of each run). Use it to understand why a check fails and since when.',
      inputSchema: {
        id: checkId,
        range: z
          .string()
          .regex(/^\d+(ms|s|m|h|d|w)$/, 'must be a duration such as 1h, 24h or 7d')
          .default('24h')
          .describe('How far back uptime and latency are computed (e.g. 1h, 24h, 7d).'),
        history: z.number().int().min(1).max(100).default(20).describe('How many recent results to return.'),
      },
      outputSchema: {
        check: checkOutputSchema,
        range: z.string(),
        uptime: z.object({ passed: z.number(), failed: z.number(), percentage: z.number().nullable() }),
        latency: classicObject(latencySchema).omit({ rolling1h: true }),
        history: z.array(
          classicObject(checkStatusSchema)
            .pick({ time: true, message: true, error: true })
            .extend({ status: z.boolean().nullable(), duration: z.number().nullable() }),
        ),
      },
      annotations: { readOnlyHint: true },
    },
    toolHandler(async ({ id, range, history }) => {
      await requireAllowed(context, 'canaries', 'read', { checkId: id });
      const {
        data: [check],
      } = await context.client.db.list(
        from('checks')
          .select(
            'id,name,namespace,type,status,description,labels,canary_id,owner,severity,last_runtime,last_transition_time',
          )
          .eq('id', id)
          .is('deleted_at', null),
        checkSchema,
      );
      if (!check) throw new ToolError(`check (${id}) was not found`);
      const graph = await context.client.canary.graph({ check: id, start: range });
      const { data: rows } = await context.client.db.list(
        from('check_statuses')
          .select('check_id,time,status,duration,message,error')
          .eq('check_id', id)
          .order('time', { ascending: false })
          .limit(history),
        checkStatusSchema,
      );
      const { passed, failed } = graph.uptime;
      const { rolling1h: _rolling, ...latency } = graph.latency;
      return structured({
        check: pick(check),
        range,
        uptime: {
          passed,
          failed,
          percentage: passed + failed ? Math.round((passed / (passed + failed)) * 10000) / 100 : null,
        },
        latency,
        history: rows.map((row) => ({
          time: row.time,
          status: row.status,
          duration: row.duration ?? null,
          message: row.message ?? null,
          error: row.error ?? null,
        })),
      });
    }),
  );

  server.registerTool(
    'run_health_check',
    {
      title: 'Run a health check now',
      description:
        'Runs one check immediately (outside its schedule), records the result and returns it. ' +
        'Use it to confirm whether a failure persists or a fix worked. Needs write access to health checks.',
      inputSchema: { id: checkId },
      outputSchema: {
        check_id: z.string(),
        name: z.string(),
        pass: z.boolean(),
        invalid: z.boolean(),
        start: z.string(),
        duration: z.number().optional(),
        message: z.string().optional(),
        error: z.string().optional(),
      },
      annotations: { readOnlyHint: false, idempotentHint: false, openWorldHint: true },
    },
    toolHandler(async ({ id }) => {
      await requireAllowed(context, 'canaries', 'write', { checkId: id });
      const result = await context.client.canary.runCheck(id);
      if (!result) throw new ToolError(`check (${id}) produced no result`);
      return structured({
        check_id: id,
        name: String(result.name ?? ''),
        pass: result.pass === true,
        invalid: result.invalid === true,
        start: String(result.start ?? ''),
        ...(typeof result.duration === 'number' ? { duration: result.duration } : {}),
        ...(typeof result.message === 'string' ? { message: result.message } : {}),
        ...(typeof result.error === 'string' ? { error: result.error } : {}),
      });
    }),
  );
}
