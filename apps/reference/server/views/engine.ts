import type { Database } from '../db/database';
import { withJobHistory } from '../jobs/history';
import { VIEW_LIMITS, type ViewLimits } from './limits';
import { compileMapping, mappingFields, mapRows } from './mapping';
import { KNOWN_QUERY_COLUMNS, runQuery } from './queries';
import { runOverResultSets, type ResultSet } from './sandbox';
import { parseViewSpec, type ViewColumn, type ViewSpec } from './spec';
import { requestFingerprint, resolveVariables, type VariableState } from './variables';

/**
 * The view executor: runs a view's queries, merge, mapping and panels for one set of variable values, keeps the
 * result per request fingerprint (view_results, view_panels; migration 037) and serves it from there while it is
 * younger than `cache.maxAge`. A forced refresh (Cache-Control: max-age=1) is honoured once the result is older
 * than `cache.minAge`. A refresh that fails, or takes longer than `cache.refreshTimeout`, leaves the last result
 * in place: it is served marked stale, with the refresh's error beside it (upstream hides that error). Every run,
 * on request or from the scheduled pass (pass.ts), writes one job_history row (`ViewRefresh`, resource `view`).
 */

export interface ViewRow {
  id: string;
  name: string;
  namespace: string;
  spec: unknown;
  created_by: string | null;
}

export interface PanelResult {
  name: string;
  description?: string;
  type: string;
  rows: Record<string, unknown>[];
  piechart?: unknown;
  number?: unknown;
  gauge?: unknown;
  text?: unknown;
}

export interface ComputedView {
  columns: ViewColumn[];
  rows: unknown[][];
  panels: PanelResult[];
}

export interface RefreshedView extends ComputedView {
  /** When the stored result was written (the database's clock, as the cache's age is measured). */
  refreshedAt: string;
}

export interface CachedView extends ComputedView {
  view: ViewRow;
  spec: ViewSpec;
  variables: VariableState[];
  requestFingerprint: string;
  refreshedAt: string | null;
  refreshError: string | null;
  stale: boolean;
}

export const VIEW_JOB = 'ViewRefresh';

interface StoredRow {
  spec_hash: string;
  columns: ViewColumn[];
  rows: unknown[][];
  refreshed_at: string | null;
  error: string | null;
  error_after: boolean;
  age_ms: number | null;
  results: PanelResult[] | null;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class ViewEngine {
  /** Runs in progress per view and fingerprint: concurrent requests share one run. */
  private readonly running = new Map<string, Promise<RefreshedView>>();

  constructor(
    private readonly db: Database,
    private readonly limits: ViewLimits = VIEW_LIMITS,
  ) {}

  async findView(id: string): Promise<ViewRow | undefined> {
    const { rows } = await this.db.query<ViewRow>(
      'SELECT id, name, namespace, spec, created_by FROM views WHERE id = $1 AND deleted_at IS NULL',
      [id],
    );
    return rows[0];
  }

  /** Runs the view now (no cache): queries, then merge and panels over their result sets, then the mapping. */
  async compute(view: ViewRow, spec: ViewSpec, values: Record<string, string>): Promise<ComputedView> {
    const abort = new AbortController();
    const sets: ResultSet[] = [];
    for (const query of spec.queries) {
      sets.push(
        await runQuery(query, {
          db: this.db,
          variables: values,
          author: view.created_by,
          maxRows: this.limits.maxRows,
          timeoutMs: this.limits.statementTimeoutMs,
          signal: abort.signal,
        }),
      );
    }
    const statements = [
      ...(spec.merge ? [{ where: 'merge', sql: spec.merge }] : []),
      ...spec.panels.map((panel, index) => ({ where: `panels[${index}].query`, sql: panel.query })),
    ];
    const results = await runOverResultSets(this.db, sets, statements, {
      statementTimeoutMs: this.limits.statementTimeoutMs,
      maxRows: this.limits.maxRows,
      variables: values,
    });
    const merged = spec.merge ? results.shift()!.rows : (sets[0]?.rows ?? []);
    const fields = mappingFields(spec, KNOWN_QUERY_COLUMNS);
    for (const row of merged.slice(0, 1)) for (const key of Object.keys(row)) fields.add(key);
    const programs = compileMapping(spec.mapping, fields);
    const rows = spec.columns.length ? mapRows(merged, spec.columns, programs, values) : [];
    const panels = spec.panels.map((panel, index): PanelResult => {
      const rows = results[index]!.rows.slice(0, this.limits.maxPanelRows);
      return {
        name: panel.name,
        ...(panel.description ? { description: panel.description } : {}),
        type: panel.type,
        rows,
        ...(panel.piechart ? { piechart: panel.piechart } : {}),
        ...(panel.number ? { number: panel.number } : {}),
        ...(panel.gauge ? { gauge: panel.gauge } : {}),
        ...(panel.text ? { text: panel.text } : {}),
      };
    });
    return { columns: spec.columns, rows, panels };
  }

  private async stored(viewId: string, fingerprint: string): Promise<StoredRow | undefined> {
    const { rows } = await this.db.query<StoredRow>(
      `SELECT r.spec_hash, r.columns, r.rows, r.refreshed_at, r.error,
              (r.error IS NOT NULL AND (r.refreshed_at IS NULL OR r.error_at >= r.refreshed_at)) AS error_after,
              (extract(epoch FROM now() - r.refreshed_at) * 1000)::double precision AS age_ms, p.results
       FROM view_results r
       LEFT JOIN view_panels p ON p.view_id = r.view_id AND p.request_fingerprint = r.request_fingerprint
       WHERE r.view_id = $1 AND r.request_fingerprint = $2`,
      [viewId, fingerprint],
    );
    return rows[0];
  }

  private async save(
    view: ViewRow,
    spec: ViewSpec,
    fingerprint: string,
    values: Record<string, string>,
    result: ComputedView,
  ): Promise<string> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ refreshed_at: string | Date }>(
        `INSERT INTO view_results (view_id, request_fingerprint, spec_hash, variables, columns, rows, refreshed_at, error, error_at)
         VALUES ($1, $2, $3, $4, $5, $6, now(), NULL, NULL)
         ON CONFLICT (view_id, request_fingerprint) DO UPDATE SET spec_hash = EXCLUDED.spec_hash,
           variables = EXCLUDED.variables, columns = EXCLUDED.columns, rows = EXCLUDED.rows,
           refreshed_at = EXCLUDED.refreshed_at, error = NULL, error_at = NULL
         RETURNING refreshed_at`,
        [view.id, fingerprint, spec.hash, values, result.columns, result.rows],
      );
      await tx.query(
        `INSERT INTO view_panels (view_id, request_fingerprint, results, refreshed_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (view_id, request_fingerprint) DO UPDATE SET results = EXCLUDED.results, refreshed_at = now()`,
        [view.id, fingerprint, result.panels],
      );
      await tx.query('UPDATE views SET last_ran = now(), error = NULL WHERE id = $1', [view.id]);
      return new Date(rows[0]!.refreshed_at).toISOString();
    });
  }

  private async saveError(
    view: ViewRow,
    spec: ViewSpec,
    fingerprint: string,
    values: Record<string, string>,
    error: string,
  ) {
    await this.db.query(
      `INSERT INTO view_results (view_id, request_fingerprint, spec_hash, variables, error, error_at)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (view_id, request_fingerprint) DO UPDATE SET error = EXCLUDED.error, error_at = now()`,
      [view.id, fingerprint, spec.hash, values, error],
    );
    await this.db.query('UPDATE views SET last_ran = now(), error = $2 WHERE id = $1', [view.id, error]);
  }

  /** A refresh with every variable at its default (the scheduled and the demo runs). */
  async refreshAtDefaults(view: ViewRow, spec: ViewSpec = parseViewSpec(view.spec)): Promise<RefreshedView> {
    const { values } = await resolveVariables(this.db, spec);
    return this.refresh(view, spec, values);
  }

  /** One refresh (shared by concurrent callers), stored, with its job history row; rejects with the run's error. */
  refresh(view: ViewRow, spec: ViewSpec, values: Record<string, string>): Promise<RefreshedView> {
    const fingerprint = requestFingerprint(values);
    const key = `${view.id}/${fingerprint}`;
    const existing = this.running.get(key);
    if (existing) return existing;
    const run = withJobHistory(
      this.db,
      { name: VIEW_JOB, resourceType: 'view', resourceId: view.id },
      async () => {
        try {
          const result = await this.compute(view, spec, values);
          return { ...result, refreshedAt: await this.save(view, spec, fingerprint, values, result) };
        } catch (error) {
          await this.saveError(view, spec, fingerprint, values, message(error)).catch(() => undefined);
          throw error;
        }
      },
      (result) => ({
        success: 1,
        errors: 0,
        details: { fingerprint, rows: result.rows.length, panels: result.panels.length },
      }),
    ).finally(() => this.running.delete(key));
    this.running.set(key, run);
    return run;
  }

  /**
   * The view's result for the requested variables: from the cache while it is fresh, else refreshed (a failed or
   * slow refresh falls back to the cache). A spec or variable mistake throws (the route answers 400); a failed run
   * without any cache answers an empty result with the error.
   */
  async get(view: ViewRow, requested: Record<string, string>, force: boolean): Promise<CachedView> {
    const spec = parseViewSpec(view.spec);
    const { states, values } = await resolveVariables(this.db, spec, requested);
    const fingerprint = requestFingerprint(values);
    const base = { view, spec, variables: states, requestFingerprint: fingerprint };
    const row = await this.stored(view.id, fingerprint);
    const cached = row && row.spec_hash === spec.hash && row.refreshed_at ? row : undefined;
    const fromCache = (error: string | null, stale: boolean): CachedView => ({
      ...base,
      columns: cached!.columns,
      rows: cached!.rows,
      panels: cached!.results ?? [],
      refreshedAt: new Date(cached!.refreshed_at!).toISOString(),
      refreshError: error,
      stale,
    });
    if (cached) {
      const age = cached.age_ms ?? Number.POSITIVE_INFINITY;
      const limit = force ? spec.cache.minAgeMs : spec.cache.maxAgeMs;
      if (age < limit) {
        const error = cached.error_after ? cached.error : null;
        return fromCache(error, error !== null || age >= spec.cache.maxAgeMs);
      }
    }
    const run = this.refresh(view, spec, values);
    if (!cached) {
      try {
        return { ...base, ...(await run), refreshError: null, stale: false };
      } catch (error) {
        return {
          ...base,
          columns: spec.columns,
          rows: [],
          panels: [],
          refreshedAt: null,
          refreshError: message(error),
          stale: false,
        };
      }
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), spec.cache.refreshTimeoutMs);
    });
    try {
      const outcome = await Promise.race([run, timeout]);
      if (outcome === 'timeout') {
        // The refresh goes on; its result (or error) is stored for the next request.
        run.catch(() => undefined);
        return fromCache(null, true);
      }
      return { ...base, ...outcome, refreshError: null, stale: false };
    } catch (error) {
      return fromCache(message(error), true);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Views whose default result is older than their maxAge (or missing, or of an older spec): the scheduled pass. */
  async refreshDue(signal?: AbortSignal): Promise<{ refreshed: number; errors: string[] }> {
    const { rows } = await this.db.query<ViewRow>(
      'SELECT id, name, namespace, spec, created_by FROM views WHERE deleted_at IS NULL ORDER BY namespace, name',
    );
    const outcome = { refreshed: 0, errors: [] as string[] };
    for (const view of rows) {
      if (signal?.aborted) break;
      try {
        const spec = parseViewSpec(view.spec);
        const { values } = await resolveVariables(this.db, spec);
        const row = await this.stored(view.id, requestFingerprint(values));
        const fresh =
          row && row.spec_hash === spec.hash && row.refreshed_at && (row.age_ms ?? Infinity) < spec.cache.maxAgeMs;
        if (fresh) continue;
        await this.refresh(view, spec, values);
        outcome.refreshed += 1;
      } catch (error) {
        outcome.errors.push(`${view.namespace}/${view.name}: ${message(error)}`);
      }
    }
    return outcome;
  }
}
