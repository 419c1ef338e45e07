import type { Queryable } from '../db/database';
import { PostgrestError } from '../postgrest/errors';
import { compileAnalyzer } from './analyzers';

type Op = 'insert' | 'update' | 'delete';
type Rows = Record<string, unknown>[];

/** Longest analyzer name: it names every finding it writes. */
export const MAX_ANALYZER_NAME = 100;

const invalid = (message: string) => new PostgrestError(400, '22023', `invalid analyzer: ${message}`);

/**
 * The /api/db table hook for `config_analyzers` (db/routes.ts `TableHook`): a spec is compiled before anything is
 * stored, so a condition or message the CEL compiler refuses is a 400 carrying the compiler's sentence, and the
 * engine never meets it on a run.
 */
export const analyzersTableHook = {
  async beforeWrite(_db: Queryable, op: Op, rows: Rows): Promise<Rows> {
    if (op === 'delete') return rows;
    for (const row of rows) {
      if (Object.hasOwn(row, 'name') || op === 'insert') {
        const name = row.name;
        if (typeof name !== 'string' || !name.trim()) throw invalid('name is required');
        if (name.length > MAX_ANALYZER_NAME) {
          throw invalid(`name is ${name.length} characters long; at most ${MAX_ANALYZER_NAME}`);
        }
      }
      if (Object.hasOwn(row, 'spec') || op === 'insert') {
        const compiled = compileAnalyzer(typeof row.name === 'string' ? row.name : 'analyzer', row.spec);
        if ('problem' in compiled) throw invalid(compiled.problem);
      }
    }
    return rows;
  },
};
