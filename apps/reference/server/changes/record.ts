import type { Queryable } from '../db/database';
import { parseDuration } from '../runner/duration';
import { enqueueEvent } from './events';
import { changeFingerprint } from './fingerprint';

/**
 * Writes one change of one item, with upstream's upsert and dedup (duty `views/030_config_changes.sql`, config-db
 * `db/changes.go`), and its event in the same transaction:
 * - a change with an `external_change_id` already stored for the item updates that row (fields overwritten, `count`
 *   + 1 when its details or time differ, so a source that reports the same event again does not count it twice);
 * - otherwise a change whose fingerprint (fingerprint.ts) matches a change of the item last seen within the dedup
 *   window merges into it: `count` + 1, `created_at` = last seen, `first_observed` = first seen, content = latest.
 *   An event re-reported with its own time inside the row's first..last seen is already counted and changes nothing;
 * - else a new row, and `config.changed` (`config.updated` for a diff change) is queued.
 * Merges queue no event (upstream's trigger fires on inserted rows only), so a flood of one event notifies once.
 */
export interface ChangeInput {
  configId: string;
  changeType: string;
  severity?: string | null;
  source?: string | null;
  summary?: string | null;
  externalChangeId?: string | null;
  externalCreatedBy?: string | null;
  createdBy?: string | null;
  details?: unknown;
  patches?: unknown;
  diff?: string | null;
  /** When it happened, as the source reported it; default: now (and then never a re-report). */
  createdAt?: Date | null;
  /** Merge into a same-fingerprint change of the window. @default true */
  dedup?: boolean;
}

export interface RecordedChange {
  id: string;
  outcome: 'inserted' | 'updated' | 'merged' | 'unchanged';
}

/** `MC_CHANGES_DEDUP_WINDOW` (a duration such as 1h, 30m; `0` turns merging off). @default 1h */
export const DEFAULT_DEDUP_WINDOW_MS = 60 * 60_000;

export function dedupWindowMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.MC_CHANGES_DEDUP_WINDOW?.trim();
  if (!value) return DEFAULT_DEDUP_WINDOW_MS;
  if (value === '0') return 0;
  try {
    const ms = parseDuration(value);
    return ms >= 0 ? ms : DEFAULT_DEDUP_WINDOW_MS;
  } catch {
    return DEFAULT_DEDUP_WINDOW_MS;
  }
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** The event a new change row queues. */
export const changeEventName = (changeType: string) => (changeType === 'diff' ? 'config.updated' : 'config.changed');

export async function recordChange(
  tx: Queryable,
  change: ChangeInput,
  options: { now: Date; windowMs?: number },
): Promise<RecordedChange> {
  const at = change.createdAt ?? options.now;
  const fingerprint = changeFingerprint({
    change_type: change.changeType,
    patches: change.patches,
    details: change.details,
  });
  const values = [
    change.configId,
    change.externalChangeId ?? null,
    change.externalCreatedBy ?? null,
    change.changeType,
    change.severity ?? null,
    change.source ?? null,
    change.summary ?? null,
    json(change.patches),
    change.diff ?? null,
    json(change.details),
    fingerprint,
    change.createdBy ?? null,
    at,
  ];
  const columns = `config_id, external_change_id, external_created_by, change_type, severity, source, summary, patches,
                   diff, details, fingerprint, created_by, created_at, first_observed`;
  const placeholders = '$1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10::jsonb, $11, $12, $13, $13';

  if (change.externalChangeId) {
    const { rows } = await tx.query<{ id: string; inserted: boolean; count: number; before: number }>(
      `WITH before AS (SELECT count FROM config_changes WHERE config_id = $1 AND external_change_id = $2)
       INSERT INTO config_changes (${columns}) VALUES (${placeholders})
       ON CONFLICT (config_id, external_change_id) WHERE external_change_id IS NOT NULL DO UPDATE SET
         count = config_changes.count + CASE WHEN config_changes.details IS DISTINCT FROM EXCLUDED.details
                                              OR config_changes.created_at IS DISTINCT FROM EXCLUDED.created_at
                                             THEN 1 ELSE 0 END,
         external_created_by = EXCLUDED.external_created_by, change_type = EXCLUDED.change_type,
         severity = EXCLUDED.severity, source = EXCLUDED.source, summary = EXCLUDED.summary,
         patches = EXCLUDED.patches, diff = EXCLUDED.diff, details = EXCLUDED.details,
         fingerprint = EXCLUDED.fingerprint, created_by = EXCLUDED.created_by, created_at = EXCLUDED.created_at,
         first_observed = LEAST(config_changes.first_observed, EXCLUDED.first_observed)
       RETURNING id, (SELECT count FROM before) IS NULL AS inserted, count,
                 COALESCE((SELECT count FROM before), 0) AS before`,
      values,
    );
    const row = rows[0]!;
    if (row.inserted) {
      await enqueueEvent(tx, changeEventName(change.changeType), { id: row.id, config_id: change.configId });
      return { id: row.id, outcome: 'inserted' };
    }
    return { id: row.id, outcome: row.count > row.before ? 'updated' : 'unchanged' };
  }

  const windowMs = options.windowMs ?? dedupWindowMs();
  if (change.dedup !== false && windowMs > 0) {
    const { rows } = await tx.query<{ id: string; first_observed: Date | null; created_at: Date }>(
      `SELECT id, first_observed, created_at FROM config_changes
       WHERE config_id = $1 AND fingerprint = $2 AND external_change_id IS NULL
         AND created_at >= $3::timestamptz - ($4::double precision * interval '1 millisecond')
         AND COALESCE(first_observed, created_at) <= $3::timestamptz + ($4::double precision * interval '1 millisecond')
       ORDER BY created_at DESC LIMIT 1
       FOR UPDATE`,
      [change.configId, fingerprint, at, windowMs],
    );
    const match = rows[0];
    if (match) {
      const first = new Date(match.first_observed ?? match.created_at).getTime();
      const last = new Date(match.created_at).getTime();
      if (change.createdAt && at.getTime() >= first && at.getTime() <= last) {
        return { id: match.id, outcome: 'unchanged' };
      }
      await tx.query(
        `UPDATE config_changes SET count = count + 1,
                created_at = GREATEST(created_at, $2), first_observed = LEAST(COALESCE(first_observed, created_at), $2),
                severity = $3, summary = $4, patches = $5::jsonb, diff = $6, details = $7::jsonb,
                external_created_by = COALESCE($8, external_created_by)
         WHERE id = $1`,
        [
          match.id,
          at,
          change.severity ?? null,
          change.summary ?? null,
          json(change.patches),
          change.diff ?? null,
          json(change.details),
          change.externalCreatedBy ?? null,
        ],
      );
      return { id: match.id, outcome: 'merged' };
    }
  }

  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO config_changes (${columns}) VALUES (${placeholders}) RETURNING id`,
    values,
  );
  const id = rows[0]!.id;
  await enqueueEvent(tx, changeEventName(change.changeType), { id, config_id: change.configId });
  return { id, outcome: 'inserted' };
}

/** Upstream's health change (duty `views/029_config_triggers.sql`): named after the new health. */
export function healthChange(
  configId: string,
  previous: string | null,
  current: string | null,
  status: string | null,
  description: string | null,
): ChangeInput {
  const health = current?.trim();
  return {
    configId,
    changeType: health ? health.charAt(0).toUpperCase() + health.slice(1).toLowerCase() : 'HealthUnknown',
    source: 'config-db',
    severity: health === 'unhealthy' ? 'medium' : health === 'warning' ? 'low' : 'info',
    summary: [status, description].filter((part) => part?.trim()).join(': ') || null,
    details: { previous, current },
    // Each transition is kept: merging Healthy/Unhealthy flaps would lose the timeline (config-db #1268).
    dedup: false,
  };
}

/** The event of a health transition: `config.healthy`, `config.unhealthy`, `config.warning`, `config.unknown`. */
export function healthEventName(health: string | null, status: string | null): string {
  if (status?.trim().toLowerCase() === 'degraded') return 'config.degraded';
  const value = health?.trim().toLowerCase();
  return `config.${value && ['healthy', 'unhealthy', 'warning'].includes(value) ? value : 'unknown'}`;
}
