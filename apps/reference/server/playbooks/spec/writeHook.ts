import { playbookSpecError } from '@mission-control/api/rules';
import type { Principal } from '../../context';
import type { Database } from '../../db/database';
import { UUID_PATTERN } from '../../http/input';
import { PostgrestError } from '../../postgrest/errors';
import { parseTriggers } from '../triggers/spec';

type Op = 'insert' | 'update' | 'delete';
type Rows = Record<string, unknown>[];

/** The /api/db hook shape (db/routes.ts `TableHook.beforeWrite`), as the runner's playbook hook has it. */
export interface PlaybookWriteHook {
  beforeWrite(db: Database, op: Op, rows: Rows, search: URLSearchParams, principal: Principal): Promise<Rows>;
}

/** Playbooks written in the console carry this source; a CRD's or a file's belong to that source. */
export const UI_SOURCE = 'UI';

const invalid = (message: string) => new PostgrestError(400, '22023', `invalid playbook spec: ${message}`);
const refused = (message: string) => new PostgrestError(403, '42501', message);

/**
 * The spec rules for `/api/db/playbooks`, before the runner's own checks (`inner`: exec roles, connections):
 * - a spec that breaks the bundled schema (`@mission-control/api/rules` `playbookSpecJsonSchema`) is a 400 whose
 *   message names the field (`invalid playbook spec: spec.actions[0].exec.scrpt: unknown field "scrpt"; ...`);
 * - only playbooks whose source is `UI` may be changed here, as upstream: a KubernetesCRD or ConfigFile playbook is
 *   a 403 that says where to change it. A change names its playbook (`id=eq.<id>`) or keeps to `source=eq.UI`, since
 *   which rows another filter reaches is known only once the statement runs.
 */
export function withPlaybookSpecRules(inner: PlaybookWriteHook): PlaybookWriteHook {
  return {
    async beforeWrite(db, op, rows, search, principal) {
      if (op === 'insert') {
        for (const row of rows) {
          if (row.source != null && row.source !== UI_SOURCE) {
            throw refused(`a playbook saved here has source ${UI_SOURCE}; "${String(row.source)}" is not allowed`);
          }
          checkSpec(row);
        }
      } else {
        await assertChangeable(db, search);
        if (op === 'update') {
          for (const row of rows) {
            if (Object.hasOwn(row, 'source') && row.source !== UI_SOURCE) {
              throw refused(`a playbook's source cannot be changed from ${UI_SOURCE}`);
            }
            if (Object.hasOwn(row, 'spec')) checkSpec(row);
          }
        }
      }
      return inner.beforeWrite(db, op, rows, search, principal);
    },
  };
}

function checkSpec(row: Record<string, unknown>): void {
  const problem = playbookSpecError(row.spec);
  if (problem) throw invalid(problem);
  // The schema knows the shape of `on`; its CEL filters and event names are checked as the triggers read them, so
  // a filter that does not compile is refused on save rather than found when an event arrives.
  const { problems } = parseTriggers(row.spec);
  if (problems.length) throw invalid(problems[0]!);
}

async function assertChangeable(db: Database, search: URLSearchParams): Promise<void> {
  if (search.getAll('source').includes(`eq.${UI_SOURCE}`)) return;
  const id = /^eq\.(.+)$/.exec(search.get('id') ?? '')?.[1];
  if (!id || !UUID_PATTERN.test(id) || search.getAll('id').length > 1) {
    throw refused(`playbooks are changed one at a time (id=eq.<id>) or among source=eq.${UI_SOURCE} only`);
  }
  const { rows } = await db.query<{ name: string; source: string }>(
    'SELECT name, source FROM playbooks WHERE id = $1',
    [id],
  );
  const found = rows[0];
  if (found && found.source !== UI_SOURCE) {
    throw refused(
      `playbook "${found.name}" comes from ${found.source} and is read-only here; change it where it is defined`,
    );
  }
}
