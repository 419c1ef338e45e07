import type { Queryable } from '../db/database';
import { PostgrestError } from '../postgrest/errors';
import { logRoots } from './limits';
import { logSpecProblem } from './spec';

type Op = 'insert' | 'update' | 'delete';

/**
 * The /api/db table hook for `logging_backends`: a spec is checked before it is stored, so a bad format, a regex
 * without named groups or a path outside the folders log backends may read (MC_LOG_PATHS) is a 400 naming why.
 */
export function loggingBackendsTableHook(dataDir: string, env: NodeJS.ProcessEnv = process.env) {
  return {
    async beforeWrite(_db: Queryable, op: Op, rows: Record<string, unknown>[]) {
      if (op === 'delete') return rows;
      for (const row of rows) {
        if (!Object.hasOwn(row, 'spec')) continue;
        const problem = logSpecProblem(row.spec, logRoots(dataDir, env), dataDir);
        if (problem) throw new PostgrestError(400, '22023', `invalid log backend spec: ${problem}`);
      }
      return rows;
    },
  };
}
