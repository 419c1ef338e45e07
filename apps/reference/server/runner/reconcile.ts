import type { Database } from '../db/database';
import { parseSchedule } from './schedule';
import { parseCanarySpec } from './spec';
import { withJobHistory } from '../jobs/history';

/** A canary with no schedule in its spec (or its `schedule` column) runs this often. */
export const DEFAULT_SCHEDULE = '@every 5m';

/**
 * Canaries annotated this way hold seeded, historical-only demo data (their
 * targets, such as example.com, are not reachable from a user's machine): the
 * scheduler never runs them, though Run Now still does on request.
 */
export const HISTORICAL_ANNOTATION = 'mission-control/historical-demo';

export interface ReconcileResult {
  created: number;
  updated: number;
  deleted: number;
}

interface CanaryRow {
  id: string;
  namespace: string;
  spec: unknown;
  schedule: string | null;
  deleted_at: Date | null;
}

export function canarySchedule(spec: { schedule?: string }, column: string | null): string {
  return spec.schedule ?? (column?.trim() || DEFAULT_SCHEDULE);
}

const stringMap = (value: unknown): Record<string, string> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]))
    : null;

const optionalText = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * Makes a canary's `checks` rows match its spec: one row per spec entry,
 * matched by type + name; new or changed checks are due now, removed ones are
 * soft-deleted, and a deleted canary soft-deletes all of its checks. The
 * scheduler reads next_runtime from the table, so no restart is needed.
 * Throws (leaving the rows as they were) when the spec or schedule is invalid.
 */
export function reconcileCanary(db: Database, canaryId: string): Promise<ReconcileResult> {
  // Every reconcile (a write, the kube API, seeding, start-up) leaves a CanaryReconcile job row.
  return withJobHistory(
    db,
    { name: 'CanaryReconcile', resourceType: 'canary', resourceId: canaryId },
    () => reconcile(db, canaryId),
    (summary) => ({ success: 1, errors: 0, details: { summary } }),
  );
}

async function reconcile(db: Database, canaryId: string): Promise<ReconcileResult> {
  const {
    rows: [canary],
  } = await db.query<CanaryRow>('SELECT id, namespace, spec, schedule, deleted_at FROM canaries WHERE id = $1', [
    canaryId,
  ]);
  if (!canary || canary.deleted_at) {
    const { affectedRows } = await db.query(
      'UPDATE checks SET deleted_at = now() WHERE canary_id = $1 AND deleted_at IS NULL',
      [canaryId],
    );
    return { created: 0, updated: 0, deleted: affectedRows };
  }
  const spec = parseCanarySpec(canary.spec);
  const schedule = parseSchedule(canarySchedule(spec, canary.schedule));
  const nextRun = schedule.next(new Date());

  return db.transaction(async (tx) => {
    // Reconciles of one canary take turns (a second waits for the first to commit and then sees its checks).
    await tx.query('SELECT id FROM canaries WHERE id = $1 FOR UPDATE', [canaryId]);
    const { rows: existing } = await tx.query<{ id: string; type: string; name: string }>(
      'SELECT id, type, name FROM checks WHERE canary_id = $1 ORDER BY deleted_at IS NULL DESC, created_at',
      [canaryId],
    );
    const byKey = new Map<string, string>();
    for (const row of existing) {
      const key = `${row.type}/${row.name}`;
      if (!byKey.has(key)) byKey.set(key, row.id);
    }
    const kept = new Set<string>();
    const result: ReconcileResult = { created: 0, updated: 0, deleted: 0 };
    for (const check of spec.checks) {
      const values = [
        check.spec,
        optionalText(check.spec.description),
        optionalText(check.spec.icon) ?? check.type,
        stringMap(check.spec.labels),
        optionalText(check.spec.owner),
        optionalText(check.spec.severity),
        canary.namespace,
      ];
      const id = byKey.get(`${check.type}/${check.name}`);
      if (id) {
        kept.add(id);
        // A changed (or revived) check is due now; otherwise a shorter schedule takes effect at once.
        const { affectedRows } = await tx.query(
          `UPDATE checks SET
             next_runtime = CASE WHEN spec IS DISTINCT FROM $2::jsonb OR deleted_at IS NOT NULL OR next_runtime IS NULL
                                 THEN now() ELSE LEAST(next_runtime, $9) END,
             spec = $2, description = $3, icon = $4, labels = $5, owner = $6, severity = $7, namespace = $8,
             deleted_at = NULL, updated_at = now()
           WHERE id = $1
             AND (spec IS DISTINCT FROM $2::jsonb OR deleted_at IS NOT NULL OR next_runtime IS NULL OR next_runtime > $9
                  OR description IS DISTINCT FROM $3 OR icon IS DISTINCT FROM $4 OR labels IS DISTINCT FROM $5::jsonb
                  OR owner IS DISTINCT FROM $6 OR severity IS DISTINCT FROM $7 OR namespace IS DISTINCT FROM $8)`,
          [id, ...values, nextRun],
        );
        result.updated += affectedRows;
      } else {
        // The unique live key (migration 008) backs the lock above: a check is never created twice.
        const { affectedRows } = await tx.query(
          `INSERT INTO checks (canary_id, type, name, spec, description, icon, labels, owner, severity, namespace, next_runtime)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
           ON CONFLICT (canary_id, type, name) WHERE deleted_at IS NULL DO NOTHING`,
          [canaryId, check.type, check.name, ...values],
        );
        result.created += affectedRows;
      }
    }
    for (const row of existing) {
      if (kept.has(row.id)) continue;
      const { affectedRows } = await tx.query(
        'UPDATE checks SET deleted_at = now() WHERE id = $1 AND deleted_at IS NULL',
        [row.id],
      );
      result.deleted += affectedRows;
    }
    return result;
  });
}
