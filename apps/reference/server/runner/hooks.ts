import type { Database } from '../db/database';
import { reconcileCanary } from './reconcile';

/** The part of a /db write event the runner needs (see db/routes.ts `DbWriteEvent`). */
export interface WriteEvent {
  table: string;
  rows: Record<string, unknown>[];
}

/**
 * An `afterWrite` listener for the /db routes: every written canary (created,
 * edited or deleted) is reconciled, so its checks and schedule follow at once.
 * Each canary is tried; the errors of bad specs are reported together.
 */
export function reconcileOnWrite(db: Database) {
  return async (event: WriteEvent): Promise<void> => {
    if (event.table !== 'canaries') return;
    const errors: string[] = [];
    for (const row of event.rows) {
      if (typeof row.id !== 'string') continue;
      try {
        await reconcileCanary(db, row.id);
      } catch (error) {
        errors.push(`canary ${row.id}: ${(error as Error).message}`);
      }
    }
    if (errors.length) throw new Error(`could not reconcile ${errors.join('; ')}`);
  };
}
