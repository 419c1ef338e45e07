import type { Principal } from '../context';
import type { Queryable } from '../db/database';
import { allows, decideByRole } from '../auth/decide';
import { PostgrestError } from '../postgrest/errors';
import { readsOwnDatabase } from '../catalog/scrape/sources/sql';
import { canaryUsesExec, execWriteProblem } from '../sandbox/policy';
import { parseTopologySpec, TopologySpecError, type ComponentSpec } from './spec';

type Op = 'insert' | 'update' | 'delete';
type Rows = Record<string, unknown>[];

const invalid = (message: string) => new PostgrestError(400, '22023', `invalid topology spec: ${message}`);
const refused = (message: string) => new PostgrestError(403, '42501', message);

function visit(component: ComponentSpec, found: { exec: boolean; self: boolean }) {
  const lookups = [component.lookup, ...component.properties.map((property) => property.lookup)];
  for (const lookup of lookups) {
    if (lookup?.type === 'exec') found.exec = true;
    if (lookup?.type === 'sql' && readsOwnDatabase(lookup.config)) found.self = true;
  }
  if (component.checks.some((check) => check.inline && canaryUsesExec(check.inline))) found.exec = true;
  for (const child of component.components) visit(child, found);
}

/**
 * The /api/db table hook for `topologies` (the integration form and the generic editor save through it): a spec the
 * runner cannot read is a 400 with the runner's sentence; a spec with exec lookups or exec inline checks needs an
 * MC_EXEC_ROLES role, and one that looks up this server's own database needs admin (403), the rules a scraper's
 * save applies. A saved spec is due at once (next_runtime cleared), so the next tick runs it.
 */
export const topologiesTableHook = {
  async beforeWrite(_db: Queryable, op: Op, rows: Rows, _search: URLSearchParams, principal: Principal) {
    if (op === 'delete') return rows;
    return rows.map((row) => {
      if (!Object.hasOwn(row, 'spec') && !Object.hasOwn(row, 'schedule')) return row;
      if (Object.hasOwn(row, 'spec')) {
        let root: ComponentSpec;
        try {
          root = parseTopologySpec(row.spec, typeof row.schedule === 'string' ? row.schedule : null).root;
        } catch (error) {
          if (error instanceof TopologySpecError) throw invalid(error.message);
          throw error;
        }
        const found = { exec: false, self: false };
        visit(root, found);
        const execProblem = found.exec ? execWriteProblem(principal) : undefined;
        if (execProblem) throw refused(execProblem);
        if (found.self && !allows(decideByRole(principal, { action: 'administer' }))) {
          throw refused("only admin may save a topology that looks up this server's own database");
        }
      }
      return { ...row, next_runtime: null };
    });
  },
};
