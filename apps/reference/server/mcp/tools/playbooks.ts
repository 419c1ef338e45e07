import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import {
  forbidden,
  query,
  requireAllowed,
  structured,
  toolHandler,
  ToolError,
  idOf,
  type ToolContext,
} from '../toolkit';

const id = idOf;

const targetShape = {
  check_id: id('check').optional().describe('A check the playbook runs on.'),
  component_id: id('component').optional().describe('A component the playbook runs on.'),
  config_id: id('config').optional().describe('A config item the playbook runs on.'),
};

const parameterSchema = z.looseObject({
  name: z.string(),
  label: z.string().optional(),
  type: z.string().optional(),
  required: z.boolean().optional(),
  default: z.unknown().optional(),
  description: z.string().optional(),
});

const playbookSchema = z.object({
  id: z.string(),
  name: z.string(),
  namespace: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  parameters: z.array(parameterSchema),
});

const actionSchema = z.looseObject({
  name: z.string(),
  status: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  result: z.unknown().optional(),
  error: z.string().nullable(),
});

const runSchema = {
  id: z.string(),
  status: z.string(),
  playbook: z.looseObject({ id: z.string(), name: z.string(), title: z.string().nullable() }).nullable(),
  parameters: z.record(z.string(), z.unknown()).nullable(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  error: z.string().nullable(),
  actions: z.array(actionSchema),
};

/** Run states that still change; any other state is final. */
const ACTIVE = new Set(['scheduled', 'pending', 'running', 'waiting', 'sleeping']);

const text = (value: unknown) => (value == null ? null : String(value));

function targetQuery(args: { check_id?: string; component_id?: string; config_id?: string }) {
  return { check_id: args.check_id, component_id: args.component_id, config_id: args.config_id };
}

export function registerPlaybookTools(server: McpServer, context: ToolContext) {
  server.registerTool(
    'list_playbooks',
    {
      title: 'List playbooks',
      description:
        'Lists the playbooks (runbooks) that apply to a check, component or config, with their parameters; ' +
        'without a target, every playbook. Use it before run_playbook to pick a remediation.',
      inputSchema: targetShape,
      outputSchema: { playbooks: z.array(playbookSchema) },
      annotations: { readOnlyHint: true },
    },
    toolHandler(async (args) => {
      await requireAllowed(context, 'playbooks', 'read');
      const rows = await context.api.get<Array<Record<string, unknown>>>(`/playbook/list${query(targetQuery(args))}`);
      return structured({
        playbooks: rows.map((row) => {
          const spec = (row.spec ?? {}) as { parameters?: unknown };
          return {
            id: String(row.id),
            name: String(row.name),
            namespace: text(row.namespace),
            title: text(row.title),
            description: text(row.description),
            category: text(row.category),
            parameters: Array.isArray(spec.parameters)
              ? spec.parameters.filter((p): p is z.infer<typeof parameterSchema> => typeof p?.name === 'string')
              : [],
          };
        }),
      });
    }),
  );

  server.registerTool(
    'run_playbook',
    {
      title: 'Run a playbook',
      description:
        'Starts a playbook run with parameter values, on a check, component or config when the playbook needs one. ' +
        'Parameters are validated as in the console. Returns the run id: follow it with get_playbook_run.',
      inputSchema: {
        id: id('playbook').describe('The playbook id, from list_playbooks.'),
        ...targetShape,
        params: z.record(z.string(), z.unknown()).optional().describe('Parameter values by parameter name.'),
      },
      outputSchema: { run_id: z.string(), starts_at: z.string() },
      annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: true },
    },
    toolHandler(async ({ id: playbookId, params, ...target }) => {
      if (!(await context.playbookRun(playbookId))) throw forbidden(context.principal, 'write', 'playbook_runs');
      const run = await context.api.post<{ run_id: string; starts_at: string }>('/playbook/run', {
        id: playbookId,
        ...targetQuery(target),
        ...(params ? { params } : {}),
      });
      return structured({ run_id: run.run_id, starts_at: run.starts_at });
    }),
  );

  server.registerTool(
    'get_playbook_run',
    {
      title: 'Playbook run status and output',
      description:
        "A playbook run's status and each action's status, output (stdout, stderr, exit code or HTTP response) and error. " +
        'Give wait_seconds to wait for the run to finish first.',
      inputSchema: {
        id: id('playbook run').describe('The run id returned by run_playbook.'),
        wait_seconds: z
          .number()
          .int()
          .min(0)
          .max(60)
          .default(0)
          .describe('Wait up to this long for the run to finish.'),
      },
      outputSchema: runSchema,
      annotations: { readOnlyHint: true },
    },
    toolHandler(async ({ id: runId, wait_seconds: waitSeconds }) => {
      await requireAllowed(context, 'playbooks', 'read');
      const deadline = Date.now() + waitSeconds * 1000;
      let run = await context.api.get<Record<string, unknown>>(`/playbook/run/${runId}`);
      while (ACTIVE.has(String(run.status)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        run = await context.api.get<Record<string, unknown>>(`/playbook/run/${runId}`);
      }
      if (!run.id) throw new ToolError(`playbook run ${runId} was not found`);
      const playbook = run.playbooks as { id: string; name: string; title: string | null } | null;
      return structured({
        id: String(run.id),
        status: String(run.status),
        playbook: playbook ?? null,
        parameters: (run.parameters as Record<string, unknown> | null) ?? null,
        start_time: text(run.start_time),
        end_time: text(run.end_time),
        error: text(run.error),
        actions: ((run.actions as Array<Record<string, unknown>>) ?? []).map((action) => ({
          name: String(action.name),
          status: String(action.status),
          start_time: text(action.start_time),
          end_time: text(action.end_time),
          result: action.result ?? null,
          error: text(action.error),
        })),
      });
    }),
  );
}
