import { applicationSpecProblem } from '@mission-control/api';
import type { Principal } from '../context';
import type { Database } from '../db/database';
import { PostgrestError } from '../postgrest/errors';

type Op = 'insert' | 'update' | 'delete';
type Rows = Record<string, unknown>[];

/** A Kubernetes-style name: the report's address is /applications/{namespace}/{name}. */
const NAME = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;
const MAX_NAME = 253;

const invalid = (message: string) => new PostgrestError(400, '22023', `invalid application: ${message}`);

function checkName(field: 'name' | 'namespace', value: unknown): void {
  if (typeof value !== 'string' || !value.trim()) throw invalid(`${field} is required`);
  if (value.length > MAX_NAME) throw invalid(`${field} is ${value.length} characters long; at most ${MAX_NAME}`);
  if (!NAME.test(value)) {
    throw invalid(
      `${field} "${value}" must be lower-case letters, digits, '-' and '.', starting and ending with a letter or digit`,
    );
  }
}

/**
 * The /api/db table hook for `applications` (db/routes.ts `TableHook`): the spec is checked against the Application
 * schema before anything is stored (api's applicationSpecSchema, the one the console's form shows), so the report
 * never meets a spec it cannot read; an insert records who created it, and a second live application at the same
 * namespace/name is refused with a sentence rather than the unique index's message.
 */
export const applicationsTableHook = {
  async beforeWrite(db: Database, op: Op, rows: Rows, _search: URLSearchParams, principal: Principal): Promise<Rows> {
    if (op === 'delete') return rows;
    const out: Rows = [];
    for (const row of rows) {
      if (op === 'insert' || Object.hasOwn(row, 'name')) checkName('name', row.name);
      if (op === 'insert' || Object.hasOwn(row, 'namespace')) checkName('namespace', row.namespace ?? 'default');
      if (op === 'insert' || Object.hasOwn(row, 'spec')) {
        const problem = applicationSpecProblem(row.spec);
        if (problem) throw invalid(`spec ${problem}`);
      }
      if (op === 'insert') {
        const namespace = (row.namespace as string | undefined) ?? 'default';
        const { rows: taken } = await db.query(
          'SELECT 1 FROM applications WHERE namespace = $1 AND name = $2 AND deleted_at IS NULL',
          [namespace, row.name],
        );
        if (taken.length) {
          throw new PostgrestError(409, '23505', `an application ${namespace}/${String(row.name)} already exists`);
        }
        const { rows: person } = await db.query('SELECT 1 FROM people WHERE id = $1', [principal.id]);
        out.push({ ...row, namespace, created_by: person.length ? principal.id : null });
      } else out.push(row);
    }
    return out;
  },
};
