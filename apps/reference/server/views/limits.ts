import { parseDuration } from '../runner/duration';

/**
 * Every limit of the view executor, each with a default and an environment setting:
 * - MC_VIEW_MAX_ROWS: rows one query may return, and rows a view's table keeps (default 5000);
 * - MC_VIEW_STATEMENT_TIMEOUT: how long one statement (a query on a connection, merge, a panel) may run on
 *   PostgreSQL (default 10s; PGlite cannot interrupt a statement, see README);
 * - MC_VIEW_REFRESH_INTERVAL: how often the scheduled pass looks for views whose cache is older than maxAge
 *   (default 1m);
 * and fixed ones: SQL text of a panel, merge or query (10,000 characters), queries (20), panels (20), columns
 * (100), variables (10) and rows one panel answers (1000).
 */
function intFrom(value: string | undefined, fallback: number, min: number): number {
  const parsed = value ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isInteger(parsed) && parsed >= min ? parsed : fallback;
}

function durationFrom(value: string | undefined, fallback: number, min: number): number {
  try {
    const ms = value ? parseDuration(value) : Number.NaN;
    return ms >= min ? ms : fallback;
  } catch {
    return fallback;
  }
}

export interface ViewLimits {
  maxRows: number;
  statementTimeoutMs: number;
  refreshIntervalMs: number;
  maxSqlLength: number;
  maxQueries: number;
  maxPanels: number;
  maxColumns: number;
  maxVariables: number;
  maxPanelRows: number;
  /** Page size without `limit`, and the largest `limit` a request may ask for (the contract's 50 and 1000). */
  defaultPageSize: number;
  maxPageSize: number;
}

export function viewLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): ViewLimits {
  return {
    maxRows: intFrom(env.MC_VIEW_MAX_ROWS, 5000, 1),
    statementTimeoutMs: durationFrom(env.MC_VIEW_STATEMENT_TIMEOUT, 10_000, 100),
    refreshIntervalMs: durationFrom(env.MC_VIEW_REFRESH_INTERVAL, 60_000, 1000),
    maxSqlLength: 10_000,
    maxQueries: 20,
    maxPanels: 20,
    maxColumns: 100,
    maxVariables: 10,
    maxPanelRows: 1000,
    defaultPageSize: 50,
    maxPageSize: 1000,
  };
}

export const VIEW_LIMITS: ViewLimits = viewLimitsFromEnv();
