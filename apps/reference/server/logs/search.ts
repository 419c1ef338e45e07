import type { Queryable } from '../db/database';
import type { LogSource } from './store';
import type { ParsedQuery } from './query';

/** What a search answers (upstream's contract). */
export interface LogResult {
  timestamp: string;
  message: string;
  labels: Record<string, string>;
}

export interface LogSearchResponse {
  total: number;
  results: LogResult[];
}

export interface LogSearch {
  query: ParsedQuery;
  start: Date;
  end: Date;
  limit: number;
  /** The sources the caller may read (the route works it out from their rights). */
  sources: readonly LogSource[];
  /** Only these backends' lines (a selector naming a backend); undefined: any. */
  backendIds?: readonly string[];
  /** Only the server's own logs of these sources (a selector naming `checks`, `playbooks`, …). */
  onlySources?: readonly LogSource[];
}

/** `total` counts matches up to this many, so a word in a million lines answers as fast as one in ten. */
export const TOTAL_CAP = 100_000;

/** The newest matching lines first, with how many match in all (capped at {@link TOTAL_CAP}). */
export async function searchLogs(db: Queryable, search: LogSearch): Promise<LogSearchResponse> {
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [`l."timestamp" >= ${bind(search.start)}`, `l."timestamp" <= ${bind(search.end)}`];
  const sources = search.onlySources
    ? search.sources.filter((source) => search.onlySources!.includes(source))
    : search.sources;
  if (!sources.length) return { total: 0, results: [] };
  // Lists go as one jsonb parameter: both drivers bind it the same way (an array parameter they do not).
  where.push(`l.source IN (SELECT jsonb_array_elements_text(${bind(JSON.stringify(sources))}::jsonb))`);
  if (search.backendIds) {
    if (!search.backendIds.length) return { total: 0, results: [] };
    where.push(
      `l.backend_id IN (SELECT jsonb_array_elements_text(${bind(JSON.stringify(search.backendIds))}::jsonb)::uuid)`,
    );
  }
  if (search.query.text) where.push(`l.search @@ websearch_to_tsquery('simple', ${bind(search.query.text)})`);
  if (Object.keys(search.query.labels).length)
    where.push(`l.labels @> ${bind(JSON.stringify(search.query.labels))}::jsonb`);
  const condition = where.join(' AND ');
  const { rows } = await db.query<{ results: string; total: number }>(
    `SELECT
       (SELECT COALESCE(json_agg(json_build_object('timestamp', p."timestamp", 'message', p.message,
                                                   'labels', p.labels) ORDER BY p."timestamp" DESC, p.id DESC),
                        '[]'::json)::text
        FROM (SELECT l.id, l."timestamp", l.message, l.labels FROM logs l WHERE ${condition}
              ORDER BY l."timestamp" DESC, l.id DESC LIMIT ${bind(search.limit)}) p) AS results,
       (SELECT count(*)::int FROM (SELECT 1 FROM logs l WHERE ${condition} LIMIT ${TOTAL_CAP}) c) AS total`,
    params,
  );
  const row = rows[0]!;
  const results = (JSON.parse(row.results) as LogResult[]).map((result) => ({
    ...result,
    timestamp: new Date(result.timestamp).toISOString(),
  }));
  return { total: Number(row.total), results };
}
