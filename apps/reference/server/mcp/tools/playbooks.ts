import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { classicObject } from '../../http/input';
import {
  playbookParameterSchema,
  playbookRunActionSchema,
  playbookRunResponseSchema,
  playbookRunSchema,
  playbookSchema,
  type PlaybookTarget,
} from '@mission-control/api';
import { forbidden, requireAllowed, structured, toolHandler, idOf, type ToolContext } from '../toolkit';

const id = idOf;

const targetShape = {
  check_id: id('check').optional().describe('A check the playbook runs on.'),
  component_id: id('component').optional().describe('A component the playbook runs on.'),
  config_id: id('config').optional().describe('A config item the playbook runs on.'),
};

/** A playbook as list_playbooks answers it: api's row with its spec's parameters. */
const playbookOutputSchema = classicObject(playbookSchema)
  .pick({ id: true, name: true, namespace: true, title: true, description: true, category: true })
  .extend({ parameters: z.array(playbookParameterSchema) });

/** A run as get_playbook_run answers it: api's run, its playbook and each action's output or error. */
const runOutputSchema = {
  ...classicObject(playbookRunSchema).pick({
    id: true,
    status: true,
    parameters: true,
    start_time: true,
    end_time: true,
    error: true,
  }).shape,
  playbook: playbookRunSchema.shape.playbooks,
  actions: z.array(
    classicObject(playbookRunActionSchema).pick({
      name: true,
      status: true,
      start_time: true,
      end_time: true,
      result: true,
      error: true,
    }),
  ),
};

/** Run states that still change; any other state is final. */
const ACTIVE = new Set(['scheduled', 'pending', 'running', 'waiting', 'sleeping']);

/** The target the caller named, without the empty fields. */
function targetOf(args: PlaybookTarget): PlaybookTarget {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined)) as PlaybookTarget;
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
      outputSchema: { playbooks: z.array(playbookOutputSchema) },
      annotations: { readOnlyHint: true },
    },
    toolHandler(async (args) => {
      await requireAllowed(context, 'playbooks', 'read');
      const rows = await context.client.playbook.list(targetOf(args));
      return structured({
        playbooks: rows.map(({ id: playbookId, name, namespace, title, description, category, spec }) => ({
          id: playbookId,
          name,
          namespace: namespace ?? null,
          title: title ?? null,
          description: description ?? null,
          category: category ?? null,
          parameters: spec?.parameters ?? [],
        })),
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
      outputSchema: classicObject(playbookRunResponseSchema).required().shape,
      annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: true },
    },
    toolHandler(async ({ id: playbookId, params, ...target }) => {
      if (!(await context.playbookRun(playbookId))) throw forbidden(context.principal, 'write', 'playbook_runs');
      const run = await context.client.playbook.run({
        id: playbookId,
        ...targetOf(target),
        ...(params ? { params } : {}),
      });
      return structured({ run_id: run.run_id, starts_at: run.starts_at ?? '' });
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
      outputSchema: runOutputSchema,
      annotations: { readOnlyHint: true },
    },
    toolHandler(async ({ id: runId, wait_seconds: waitSeconds }) => {
      await requireAllowed(context, 'playbooks', 'read');
      const deadline = Date.now() + waitSeconds * 1000;
      let run = await context.client.playbook.getRun(runId);
      while (ACTIVE.has(run.status) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        run = await context.client.playbook.getRun(runId);
      }
      return structured({
        id: run.id,
        status: run.status,
        playbook: run.playbooks ?? null,
        parameters: run.parameters ?? null,
        start_time: run.start_time ?? null,
        end_time: run.end_time ?? null,
        error: run.error ?? null,
        actions: (run.actions ?? []).map((action) => ({
          name: action.name,
          status: action.status,
          start_time: action.start_time ?? null,
          end_time: action.end_time ?? null,
          result: action.result ?? null,
          error: action.error ?? null,
        })),
      });
    }),
  );
}
