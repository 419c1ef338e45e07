import { isAbsolute, resolve } from 'node:path';
import { parseDuration } from '../runner/duration';

/**
 * Every limit of the log store, each with a default and an environment setting. Read once per use, so a test
 * (or an operator restarting with a new value) changes one without touching code.
 */
export interface LogLimits {
  /** Results a search answers at most (a request may ask for fewer). `MC_LOG_MAX_RESULTS` @default 1000 */
  maxResults: number;
  /** Results a search answers when the request names no limit. @default 200 */
  defaultResults: number;
  /** Characters of a search query. `MC_LOG_MAX_QUERY_LENGTH` @default 500 */
  maxQueryLength: number;
  /** Characters of one stored line; longer lines are cut and marked. `MC_LOG_MAX_LINE_LENGTH` @default 16384 */
  maxLineLength: number;
  /** Bytes read from all files of one backend in one tail pass. `MC_LOG_TAIL_BYTES` @default 4 MiB */
  tailBytesPerPass: number;
  /** Files one backend's globs may match. @default 200 */
  maxFilesPerBackend: number;
  /** Lines kept in memory before the server's own logs are written; beyond it the oldest are dropped. @default 10000 */
  bufferLines: number;
  /** Age after which lines are deleted. `MC_LOG_RETENTION` (a duration) @default 7d */
  retentionMs: number;
  /** Lines kept at most; the oldest beyond it are deleted. `MC_LOG_RETENTION_LINES` @default 1000000 */
  retentionLines: number;
  /** How often files are tailed. `MC_LOG_TAIL_INTERVAL` (a duration, at least 1s) @default 5s */
  tailIntervalMs: number;
  /** How often retention runs. @default 10m */
  retentionIntervalMs: number;
}

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

function duration(value: string | undefined, fallback: number, min: number): number {
  if (!value) return fallback;
  try {
    const ms = parseDuration(value);
    return ms >= min ? ms : fallback;
  } catch {
    return fallback;
  }
}

export function logLimits(env: NodeJS.ProcessEnv = process.env): LogLimits {
  const maxResults = positive(env.MC_LOG_MAX_RESULTS, 1000);
  return {
    maxResults,
    defaultResults: Math.min(200, maxResults),
    maxQueryLength: positive(env.MC_LOG_MAX_QUERY_LENGTH, 500),
    maxLineLength: positive(env.MC_LOG_MAX_LINE_LENGTH, 16_384),
    tailBytesPerPass: positive(env.MC_LOG_TAIL_BYTES, 4 * 1024 * 1024),
    maxFilesPerBackend: 200,
    bufferLines: 10_000,
    retentionMs: duration(env.MC_LOG_RETENTION, 7 * 24 * 3600_000, 60_000),
    retentionLines: positive(env.MC_LOG_RETENTION_LINES, 1_000_000),
    tailIntervalMs: duration(env.MC_LOG_TAIL_INTERVAL, 5_000, 1_000),
    retentionIntervalMs: 10 * 60_000,
  };
}

/** The setting that lists the folders log backends may tail (colon-separated absolute paths). */
export const LOG_PATHS_SETTING = 'MC_LOG_PATHS';

/**
 * The folders a `logging_backends` spec may read: `<data dir>/logs` always (created at start), plus each absolute
 * folder in `MC_LOG_PATHS`. Nothing else: a spec can never name /etc/shadow or the database's own files.
 */
export function logRoots(dataDir: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env[LOG_PATHS_SETTING] ?? '')
    .split(':')
    .map((path) => path.trim())
    .filter((path) => path && isAbsolute(path))
    .map((path) => resolve(path));
  return [...new Set([resolve(dataDir, 'logs'), ...listed])];
}
