import type { Queryable } from '../db/database';
import { PostgrestError } from '../postgrest/errors';
import { MASKED_COLUMNS, maskConnection, MaskedValueError, storedSecrets, unmaskWrite } from './secrets';
import { UUID_PATTERN as UUID } from '../http/input';

/** What /api/db lets a table rewrite (see db/routes.ts `TableHook`). */
export interface ConnectionsTableHook {
  embeddable: boolean;
  beforeWrite(
    db: Queryable,
    op: 'insert' | 'update' | 'delete',
    rows: Record<string, unknown>[],
    search: URLSearchParams,
  ): Promise<Record<string, unknown>[]>;
  transformRows(rows: Record<string, unknown>[]): Record<string, unknown>[];
  secretColumns: readonly string[];
}

/** A write /api/db refuses with a clear message (400). */
const refuse = (message: string) => new PostgrestError(400, '22023', message);

/**
 * Connections through /api/db: secrets go out masked, and a masked value sent
 * back keeps the stored secret. Embedding connections from another table is
 * refused, and no filter, order or renamed select may touch a secret column,
 * so no query can route around the masking.
 */
export const connectionsTableHook: ConnectionsTableHook = {
  embeddable: false,
  async beforeWrite(db, op, rows, search) {
    if (op === 'delete') return rows;
    try {
      if (op === 'insert') return rows.map((row) => unmaskWrite(row, null));
      // An update keeps masked secrets only when it names one connection, so "the stored value" is unambiguous.
      const id = /^eq\.(.+)$/.exec(search.get('id') ?? '')?.[1];
      const masked = rows.some((row) => JSON.stringify(row).includes('********'));
      if (!masked) return rows;
      if (!id || !UUID.test(id)) {
        throw refuse('masked secret values can only be kept when updating one connection by id (id=eq.<id>)');
      }
      const stored = await storedSecrets(db, id);
      return rows.map((row) => unmaskWrite(row, stored));
    } catch (error) {
      if (error instanceof MaskedValueError) throw refuse(error.message);
      throw error;
    }
  },
  transformRows: (rows) => rows.map(maskConnection),
  // Filters on them would be an oracle for the masked values (S8).
  secretColumns: MASKED_COLUMNS,
};
