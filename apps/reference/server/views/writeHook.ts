import { allows, decideByRole } from '../auth/decide';
import type { Principal } from '../context';
import type { Queryable } from '../db/database';
import { assertConnectionUsesAllowed, isConnectionReference, type ConnectionUse } from '../connections/references';
import { SELF_DATABASE } from '../catalog/scrape/sources/sql';
import { PostgrestError } from '../postgrest/errors';
import { ViewSpecError, type ViewSpec } from './spec';
import { validateViewSpec } from './validate';

type Op = 'insert' | 'update' | 'delete';
type Rows = Record<string, unknown>[];

const invalid = (message: string) => new PostgrestError(400, '22023', `invalid view spec: ${message}`);
const refused = (message: string) => new PostgrestError(403, '42501', message);

/** A view's name and namespace: what `/view/{namespace}/{name}` and the Kubernetes-style API address it by. */
const NAME = /^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$/;

/** The spec, checked as a save sees it (undefined when it may be stored), or throws the 400. */
export function checkedViewSpec(spec: unknown): ViewSpec {
  try {
    return validateViewSpec(spec);
  } catch (error) {
    if (error instanceof ViewSpecError) throw invalid(error.message);
    throw error;
  }
}

/**
 * Who may save a spec: an SQL query on this server's own database needs admin (as a sql scraper's does), and a
 * query on a named connection needs read on that connection's secrets (403 with the connections' sentence).
 */
export async function assertViewWriter(db: Queryable, spec: ViewSpec, principal: Principal): Promise<void> {
  const uses: ConnectionUse[] = [];
  for (const query of spec.queries) {
    if (query.kind !== 'sql') continue;
    if (query.connection === SELF_DATABASE && !allows(decideByRole(principal, { action: 'administer' }))) {
      throw refused(`only admin may save a view whose query ${query.name} reads this server's own database`);
    }
    if (isConnectionReference(query.connection)) {
      uses.push({ where: `view query ${query.name}`, reference: query.connection, redirects: [] });
    }
  }
  await assertConnectionUsesAllowed(db, principal, uses);
}

/**
 * The /api/db table hook for `views` (the generic editor saves through it): a spec the executor could not run is a
 * 400 with the executor's sentence, names are checked, and the writer's rights to what the queries read are checked.
 */
export const viewsTableHook = {
  async beforeWrite(db: Queryable, op: Op, rows: Rows, _search: URLSearchParams, principal: Principal) {
    if (op === 'delete') return rows;
    return Promise.all(
      rows.map(async (row) => {
        for (const key of ['name', 'namespace'] as const) {
          if (!Object.hasOwn(row, key) || (key === 'namespace' && row[key] == null)) continue;
          if (typeof row[key] !== 'string' || !NAME.test(row[key])) {
            throw invalid(
              `${key} must be lower-case letters, digits, '-' and '.', starting and ending with a letter or digit`,
            );
          }
        }
        if (op === 'insert' && !Object.hasOwn(row, 'spec')) throw invalid('spec is required');
        if (!Object.hasOwn(row, 'spec')) return row;
        const spec = checkedViewSpec(row.spec);
        await assertViewWriter(db, spec, principal);
        return { ...row, updated_at: new Date().toISOString() };
      }),
    );
  },
};
