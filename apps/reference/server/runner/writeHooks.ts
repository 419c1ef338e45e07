import type { Principal } from '../context';
import type { Queryable } from '../db/database';
import { assertCanaryConnections, assertCheckConnections, assertPlaybookConnections } from '../connections/references';
import { PostgrestError } from '../postgrest/errors';
import { canaryUsesExec, execWriteProblem, playbookExecActions } from '../sandbox/policy';
import { networkField } from '../sandbox/run';
import { parseSchedule } from './schedule';
import { checkSpecProblem, canarySpecProblem } from './validate';
import { UUID_PATTERN as UUID } from '../http/input';

/**
 * /api/db table hooks (db/routes.ts `TableHook`) for the tables whose rows
 * become running code or schedules: canaries, checks, playbooks and playbook
 * runs. A bad canary spec is a 400 before anything is stored; an exec check or
 * exec action is refused (403) unless the caller's role is in MC_EXEC_ROLES
 * and MC_EXEC is on.
 */
type Op = 'insert' | 'update' | 'delete';
type Rows = Record<string, unknown>[];

interface WriteHook {
  beforeWrite(db: Queryable, op: Op, rows: Rows, search: URLSearchParams, principal: Principal): Promise<Rows>;
}

const invalid = (message: string) => new PostgrestError(400, '22023', `invalid canary spec: ${message}`);
const refused = (message: string) => new PostgrestError(403, '42501', message);

function requireExecWriter(principal: Principal): void {
  const problem = execWriteProblem(principal);
  if (problem) throw refused(problem);
}

export const canariesWriteHook: WriteHook = {
  async beforeWrite(db, op, rows, _search, principal) {
    if (op === 'delete') return rows;
    for (const row of rows) {
      if (Object.hasOwn(row, 'spec')) {
        const problem = canarySpecProblem(row.spec, row.schedule);
        if (problem) throw invalid(problem);
        if (canaryUsesExec(row.spec)) requireExecWriter(principal);
        // S4: no check may send a connection's credentials elsewhere, or use one its writer may not read.
        await assertCanaryConnections(db, principal, row.spec);
      } else if (typeof row.schedule === 'string' && row.schedule.trim()) {
        try {
          parseSchedule(row.schedule);
        } catch (error) {
          throw invalid((error as Error).message);
        }
      }
    }
    return rows;
  },
};

/** Checks are normally written by reconciling their canary; a direct write is held to the same rules. */
export const checksWriteHook: WriteHook = {
  async beforeWrite(db, op, rows, search, principal) {
    if (op === 'delete') return rows;
    for (const row of rows) {
      const spec = row.spec;
      if (spec != null && (typeof spec !== 'object' || Array.isArray(spec)))
        throw invalid('a check spec must be an object');
      let type = typeof row.type === 'string' ? row.type : undefined;
      if (!type && op === 'update' && Object.hasOwn(row, 'spec')) {
        // The patch keeps the type: an exec check's script may only change one known check at a time.
        const id = /^eq\.(.+)$/.exec(search.get('id') ?? '')?.[1];
        if (!id || !UUID.test(id)) {
          // Which checks a filter hits is not known here; only exec writers may patch specs in bulk.
          if (execWriteProblem(principal)) {
            throw refused('a check spec can only be changed one check at a time (id=eq.<id>)');
          }
        } else {
          const { rows: found } = await db.query<{ type: string }>('SELECT type FROM checks WHERE id = $1', [id]);
          type = found[0]?.type;
        }
      }
      if (type === 'exec') requireExecWriter(principal);
      if (Object.hasOwn(row, 'spec')) await assertCheckConnections(db, principal, type, spec);
      if (type && spec) {
        const problem = checkSpecProblem(type, spec as Record<string, unknown>);
        if (problem) throw invalid(problem);
      }
    }
    return rows;
  },
};

/** Playbooks and playbook runs (a run carries the spec it executes). */
export const playbooksWriteHook: WriteHook = {
  async beforeWrite(db, op, rows, _search, principal) {
    if (op === 'delete') return rows;
    for (const row of rows) {
      if (!Object.hasOwn(row, 'spec')) continue;
      await assertPlaybookConnections(db, principal, row.spec);
      const actions = playbookExecActions(row.spec);
      if (!actions.length) continue;
      requireExecWriter(principal);
      for (const action of actions) {
        const exec = action.exec as Record<string, unknown> | null;
        const network = networkField(exec && typeof exec === 'object' ? exec.network : undefined);
        if (typeof network === 'string') {
          throw new PostgrestError(
            400,
            '22023',
            `invalid playbook spec: action "${String(action.name ?? '')}": exec.${network}`,
          );
        }
      }
    }
    return rows;
  },
};

/** The hooks by table, for `dbRoutes({ tableHooks })`. */
export const runnableTableHooks = {
  canaries: canariesWriteHook,
  checks: checksWriteHook,
  playbooks: playbooksWriteHook,
  playbook_runs: playbooksWriteHook,
} as const;
