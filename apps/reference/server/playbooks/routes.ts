import { playbookParamsRequestSchema, playbookRunRequestSchema, type Playbook } from '@mission-control/api/schemas';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import type { Queryable } from '../db/database';
import type { PlaybookExecutor } from './executor';
import { ParameterError, resolveParameters, validateParameters } from './params';
import { matchesAny } from './selectors';
import { loadTarget, TARGET_KINDS, type Target, type TargetKind } from './targets';
import { allows, decide, rowFilterOf } from '../auth/decide';
import { playbookAccess, principalOf, requireAccess } from '../http/access';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { classicObject, isUuid, readJson } from '../http/input';
import {
  approvalRuleOf,
  approvalRuleProblem,
  approvalView,
  approveRun,
  initialRunStatus,
  rejectPendingRun,
} from './approvals';

/**
 * `/playbook/*` as the real backend has it (reference §2.7): the playbooks that
 * apply to a check, component or config, their parameters, and runs that this
 * server executes itself (exec and http actions; see playbooks/actions.ts).
 */

/**
 * A `playbooks` row as the console reads it (the api's `Playbook`); timestamps
 * come from the database as dates and go out as the ISO text the schema reads.
 */
type PlaybookRow = Playbook;

/** The run's playbook, with the sentence this API has always answered when it is missing. */
const PLAYBOOK_ID = z.string({ error: 'id (the playbook id) is required' }).min(1, 'id (the playbook id) is required');

/** api's `POST /playbook/run` body, with this server's sentences for the fields it checks first. */
const RUN_REQUEST = classicObject(playbookRunRequestSchema).extend({
  id: PLAYBOOK_ID,
  params: z.record(z.string(), z.unknown(), { error: 'params must be an object of parameter values' }).nullish(),
});

/** api's `POST /playbook/{id}/params` body. */
const PARAMS_REQUEST = playbookParamsRequestSchema;

const PLAYBOOK_COLUMNS = `id, name, namespace, title, icon, description, category, source, spec,
  created_by, created_at, updated_at, deleted_at`;

/**
 * A playbook the caller may not see: outside a guest's access scopes (S6), or denied to them for
 * reading by a permission row naming it (S7). Both answer 404, so neither learns it exists.
 */
async function requireVisible(c: Context<AppEnv>, playbook: Pick<PlaybookRow, 'id' | 'name'>) {
  const filter = rowFilterOf(await decide(principalOf(c), { rows: 'read' }, c.var.db));
  const hidden = filter && !filter.sees('playbook', { id: playbook.id, name: playbook.name });
  if (hidden) throw notFound(`playbook ${playbook.id} was not found`);
}

/** The run's playbook must be visible to the caller (404 for the run otherwise, as for an unknown one). */
async function requireVisibleRun(c: Context<AppEnv>, runId: string, run: { playbook_id: unknown; name: unknown }) {
  try {
    await requireVisible(c, { id: String(run.playbook_id), name: String(run.name) });
  } catch (error) {
    if (error instanceof HttpError && error.code === 'not_found') throw notFound(`playbook run ${runId} was not found`);
    throw error;
  }
}

/** playbook:run / playbook:approve on this playbook (role, permission rows, token scope); guests also need it in scope. */
async function requirePlaybookAction(
  c: Context<AppEnv>,
  playbook: Pick<PlaybookRow, 'id' | 'name'>,
  action: 'playbook:run' | 'playbook:approve',
) {
  const principal = principalOf(c);
  const allowed = allows(await decide(principal, { action, playbookId: playbook.id }, c.var.db));
  // A guest learns nothing of playbooks outside their scopes, allowed or not.
  if (allowed) await requireVisible(c, playbook);
  if (!allowed) {
    throw forbidden(`${action} on playbook ${playbook.name} is not granted to ${principal.email || principal.id}`);
  }
}

/** The one target named by `check_id`, `component_id` or `config_id`, if any. */
async function readTarget(db: Queryable, read: (field: string) => unknown): Promise<Target | undefined> {
  const given = (Object.keys(TARGET_KINDS) as TargetKind[]).flatMap((kind) => {
    const value = read(TARGET_KINDS[kind].field);
    return value == null || value === '' ? [] : [[kind, value] as const];
  });
  if (given.length > 1) throw badRequest('give only one of check_id, component_id and config_id');
  const [entry] = given;
  if (!entry) return undefined;
  const [kind, id] = entry;
  if (!isUuid(id)) {
    throw badRequest(`${TARGET_KINDS[kind].field} must be an id (UUID)`);
  }
  const target = await loadTarget(db, kind, id);
  if (!target) throw notFound(`${kind} ${id} was not found`);
  return target;
}

async function loadPlaybook(db: Queryable, id: unknown): Promise<PlaybookRow> {
  if (typeof id !== 'string' || !id) throw badRequest('id (the playbook id) is required');
  const { rows } = isUuid(id)
    ? await db.query<PlaybookRow>(`SELECT ${PLAYBOOK_COLUMNS} FROM playbooks WHERE id = $1 AND deleted_at IS NULL`, [
        id,
      ])
    : { rows: [] };
  if (!rows[0]) throw notFound(`playbook ${id} was not found`);
  return rows[0];
}

function appliesTo(playbook: PlaybookRow, target: Target): boolean {
  return matchesAny(target.resource, playbook.spec?.[TARGET_KINDS[target.kind].specKey]);
}

function declaresTargets(playbook: PlaybookRow): boolean {
  return Object.values(TARGET_KINDS).some(({ specKey }) => {
    const selectors = playbook.spec?.[specKey];
    return Array.isArray(selectors) && selectors.length > 0;
  });
}

function requireApplicable(playbook: PlaybookRow, target: Target | undefined) {
  const label = playbook.title || playbook.name;
  if (target && !appliesTo(playbook, target)) {
    throw badRequest(`playbook "${label}" does not apply to ${target.kind} "${target.resource.name}"`);
  }
  if (!target && declaresTargets(playbook)) {
    throw badRequest(
      `playbook "${label}" runs on a check, component or config: give check_id, component_id or config_id`,
    );
  }
}

function templateContext(c: Context<AppEnv>, target: Target | undefined) {
  const { id, name, email } = c.var.principal;
  return { ...(target ? { [target.kind]: target.resource } : {}), user: { id, name, email } };
}

const RUN_COLUMNS = `r.id, r.playbook_id, r.spec, r.status, r.created_at, r.start_time, r.end_time, r.scheduled_time,
  r.timeout::float8 AS timeout, r.created_by, r.notification_send_id, r.check_id, r.config_id, r.component_id,
  r.parameters, r.request, r.agent_id, r.parent_id, r.error`;

export interface PlaybookRoutesOptions {
  /** Runs the playbooks started here and cancels them (main.ts's executor, stopped on shutdown). */
  executor: PlaybookExecutor;
}

export function playbookRoutes({ executor }: PlaybookRoutesOptions) {
  const routes = new Hono<AppEnv>();

  const handle =
    (fn: (c: Context<AppEnv>) => Promise<Response>) =>
    async (c: Context<AppEnv>): Promise<Response> => {
      try {
        return await fn(c);
      } catch (error) {
        if (error instanceof ParameterError) throw badRequest(error.message);
        throw error;
      }
    };

  routes.get(
    '/list',
    requireAccess('playbooks', 'read'),
    handle(async (c) => {
      const db = c.var.db;
      const target = await readTarget(db, (field) => c.req.query(field));
      const { rows } = await db.query<PlaybookRow>(
        `SELECT ${PLAYBOOK_COLUMNS} FROM playbooks WHERE deleted_at IS NULL ORDER BY title, name`,
      );
      const filter = rowFilterOf(await decide(principalOf(c), { rows: 'read' }, db));
      const visible = filter
        ? rows.filter((playbook) => filter.sees('playbook', { id: playbook.id, name: playbook.name }))
        : rows;
      return c.json(target ? visible.filter((playbook) => appliesTo(playbook, target)) : visible);
    }),
  );

  routes.post(
    '/run',
    playbookAccess('playbook:run'),
    handle(async (c) => {
      const db = c.var.db;
      const body = await readJson(c, RUN_REQUEST);
      const playbook = await loadPlaybook(db, body.id);
      await requirePlaybookAction(c, playbook, 'playbook:run');
      const target = await readTarget(db, (field) => (body as Record<string, unknown>)[field]);
      requireApplicable(playbook, target);
      const definitions = resolveParameters(playbook.spec, templateContext(c, target));
      const parameters = validateParameters(definitions, (body.params ?? {}) as Record<string, unknown>);
      const rule = approvalRuleOf(playbook.spec);
      const problem = rule && approvalRuleProblem(rule, playbook.title || playbook.name);
      if (problem) throw badRequest(problem);
      const { rows } = await db.query<{ id: string; scheduled_time: Date | string; status: string }>(
        `INSERT INTO playbook_runs (playbook_id, spec, status, created_by, check_id, component_id, config_id, parameters)
         VALUES ($1, $2, $8, $3, $4, $5, $6, $7) RETURNING id, scheduled_time, status`,
        [
          playbook.id,
          playbook.spec,
          c.var.principal.id,
          target?.kind === 'check' ? target.resource.id : null,
          target?.kind === 'component' ? target.resource.id : null,
          target?.kind === 'config' ? target.resource.id : null,
          parameters,
          initialRunStatus(playbook.spec),
        ],
      );
      const run = rows[0]!;
      // A run waiting for approval starts when approved (approvals/runs.ts).
      if (run.status === 'scheduled') executor.start(run.id);
      return c.json({ run_id: run.id, starts_at: new Date(run.scheduled_time).toISOString() }, 201);
    }),
  );

  routes.get(
    '/run/:id',
    requireAccess('playbooks', 'read'),
    handle(async (c) => {
      const id = c.req.param('id') ?? '';
      const db = c.var.db;
      const { rows } = isUuid(id)
        ? await db.query<Record<string, unknown>>(
            `SELECT ${RUN_COLUMNS}, json_build_object('id', p.id, 'name', p.name, 'title', p.title, 'icon', p.icon) AS playbooks
             FROM playbook_runs r JOIN playbooks p ON p.id = r.playbook_id WHERE r.id = $1`,
            [id],
          )
        : { rows: [] };
      if (!rows[0]) throw notFound(`playbook run ${id} was not found`);
      const owner = rows[0].playbooks as { name: string };
      await requireVisibleRun(c, id, { playbook_id: rows[0].playbook_id, name: owner.name });
      const actions = await db.query(
        `SELECT id, name, status, playbook_run_id, start_time, scheduled_time, end_time, result, retry_count, agent_id, error
         FROM playbook_run_actions WHERE playbook_run_id = $1 ORDER BY start_time, scheduled_time, id`,
        [id],
      );
      const approval = await approvalView(
        db,
        { id, status: String(rows[0].status), spec: rows[0].spec },
        principalOf(c),
      );
      return c.json({ ...rows[0], actions: actions.rows, approval });
    }),
  );

  routes.get(
    '/run/:id/status',
    requireAccess('playbooks', 'read'),
    handle(async (c) => {
      const id = c.req.param('id') ?? '';
      const { rows } = isUuid(id)
        ? await c.var.db.query<{ playbook_id: string; name: string }>(
            `SELECT r.id, r.status, r.start_time, r.end_time, r.error, r.playbook_id, p.name
             FROM playbook_runs r JOIN playbooks p ON p.id = r.playbook_id WHERE r.id = $1`,
            [id],
          )
        : { rows: [] };
      if (!rows[0]) throw notFound(`playbook run ${id} was not found`);
      const { playbook_id: playbookId, name, ...status } = rows[0];
      await requireVisibleRun(c, id, { playbook_id: playbookId, name });
      return c.json(status);
    }),
  );

  routes.post(
    '/run/cancel/:id',
    requireAccess('playbook_runs', 'write'),
    handle(async (c) => {
      const id = c.req.param('id') ?? '';
      const { rows: owners } = isUuid(id)
        ? await c.var.db.query<{ playbook_id: string; name: string }>(
            'SELECT r.playbook_id, p.name FROM playbook_runs r JOIN playbooks p ON p.id = r.playbook_id WHERE r.id = $1',
            [id],
          )
        : { rows: [] };
      if (owners[0]) {
        await requireVisibleRun(c, id, owners[0]);
        // S7: a permission row denying writes on the run's playbook covers cancelling its runs.
        const writes = rowFilterOf(await decide(principalOf(c), { rows: 'write' }, c.var.db));
        if (writes?.hides('playbook', owners[0].playbook_id)) {
          throw forbidden(`write on playbook ${owners[0].name} is denied to ${principalOf(c).email}`);
        }
      }
      // A run waiting for approval is rejected by its approvers (or withdrawn by who started it), nobody else.
      if (owners[0] && (await rejectPendingRun(c.var.db, id, principalOf(c)))) return c.json({ message: 'cancelled' });
      const result = isUuid(id) ? await executor.cancel(id) : { ok: false as const };
      if (result.ok) return c.json({ message: 'cancelled' });
      if (!result.status) throw notFound(`playbook run ${id} was not found`);
      throw badRequest(`playbook run ${id} is already ${result.status} and cannot be cancelled`);
    }),
  );

  // Only the spec's approvers (approvals/runs.ts) who also hold playbook:approve; the rule met, the run starts.
  routes.post(
    '/run/approve/:id',
    playbookAccess('playbook:approve'),
    handle(async (c) => {
      const id = c.req.param('id') ?? '';
      const { rows } = isUuid(id)
        ? await c.var.db.query<{ status: string; playbook_id: string; name: string }>(
            'SELECT r.status, r.playbook_id, p.name FROM playbook_runs r JOIN playbooks p ON p.id = r.playbook_id WHERE r.id = $1',
            [id],
          )
        : { rows: [] };
      if (!rows[0]) throw notFound(`playbook run ${id} was not found`);
      await requirePlaybookAction(c, { id: rows[0].playbook_id, name: rows[0].name }, 'playbook:approve');
      const result = await approveRun(c.var.db, id, principalOf(c));
      if (result.status === 'scheduled') executor.start(id);
      return c.json(result);
    }),
  );

  routes.post(
    '/:id/params',
    requireAccess('playbooks', 'read'),
    handle(async (c) => {
      const db = c.var.db;
      const body = await readJson(c, PARAMS_REQUEST);
      const playbook = await loadPlaybook(db, c.req.param('id') ?? '');
      await requireVisible(c, playbook);
      const target = await readTarget(db, (field) => (body as Record<string, unknown>)[field]);
      if (target && !appliesTo(playbook, target)) requireApplicable(playbook, target);
      return c.json({ params: resolveParameters(playbook.spec, templateContext(c, target)) });
    }),
  );

  return routes;
}
