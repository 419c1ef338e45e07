import type { Database, Queryable } from '../db/database';
import { compileAnalyzer, type AnalyzerItem, type CompiledAnalyzer } from './analyzers';

/** `config_analysis.source` of the findings analyzers write: only those rows are opened and resolved here. */
export const ANALYZER_SOURCE = 'analyzer';

export interface AnalyzerSummary {
  analyzers: number;
  items: number;
  opened: number;
  updated: number;
  resolved: number;
  /** Analyzers that do not compile, or failed on an item (that item's finding is left as it was). */
  errors: string[];
}

interface ItemRow {
  id: string;
  name: string | null;
  type: string;
  config_class: string;
  config: unknown;
  tags: Record<string, string> | null;
  labels: Record<string, string> | null;
}

interface FindingRow {
  id: string;
  config_id: string;
  analyzer: string;
  status: string | null;
}

interface Finding {
  config_id: string;
  analyzer: string;
  analysis_type: string;
  severity: string;
  message: string;
}

/** Messages of one run kept at most (the job row carries them). */
const MAX_ERRORS = 20;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
const objectOr = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, string>) : {};

async function loadAnalyzers(db: Queryable, errors: string[]): Promise<CompiledAnalyzer[]> {
  const { rows } = await db.query<{ name: string; spec: unknown }>(
    'SELECT name, spec FROM config_analyzers WHERE deleted_at IS NULL ORDER BY name',
  );
  const analyzers: CompiledAnalyzer[] = [];
  for (const row of rows) {
    const compiled = compileAnalyzer(row.name, row.spec);
    if ('problem' in compiled) errors.push(`analyzer ${row.name}: ${compiled.problem}`);
    else analyzers.push(compiled.analyzer);
  }
  return analyzers;
}

/**
 * Runs every live analyzer over the live items of one scraper, after its run has stored them: a finding that holds
 * is opened (or kept open, with a new last_observed and message), one that no longer holds is resolved with its
 * last_observed kept, and one that holds again reopens. A silenced finding stays silenced. Findings of items the
 * run soft-deleted, and of analyzers deleted since, are resolved too. Everything is written in one transaction.
 */
export async function runAnalyzers(db: Database, scraperId: string, now = new Date()): Promise<AnalyzerSummary> {
  const summary: AnalyzerSummary = { analyzers: 0, items: 0, opened: 0, updated: 0, resolved: 0, errors: [] };
  const fail = (message: string) => {
    if (summary.errors.length < MAX_ERRORS) summary.errors.push(message);
  };
  const analyzers = await loadAnalyzers(db, summary.errors);
  summary.analyzers = analyzers.length;
  const { rows: items } = await db.query<ItemRow>(
    `SELECT id, name, type, config_class, config, tags, labels FROM config_items
     WHERE scraper_id = $1 AND deleted_at IS NULL`,
    [scraperId],
  );
  summary.items = items.length;

  const holds = new Map<string, Finding>();
  // Keys whose analyzer failed on the item: their finding is neither resolved nor refreshed.
  const unknown = new Set<string>();
  for (const row of items) {
    const item: AnalyzerItem = {
      config: row.config ?? {},
      config_type: row.type,
      config_class: row.config_class,
      name: row.name ?? '',
      id: row.id,
      tags: objectOr(row.tags),
      labels: objectOr(row.labels),
      now,
    };
    for (const analyzer of analyzers) {
      const key = `${row.id}/${analyzer.name}`;
      try {
        const result = analyzer.condition(item);
        if (typeof result !== 'boolean') throw new Error(`the condition gave ${typeof result}, not true/false`);
        if (!result) continue;
        holds.set(key, {
          config_id: row.id,
          analyzer: analyzer.name,
          analysis_type: analyzer.type,
          severity: analyzer.severity,
          message: analyzer.message(item),
        });
      } catch (error) {
        unknown.add(key);
        fail(`analyzer ${analyzer.name} failed on ${row.type} ${row.name ?? row.id}: ${errorText(error)}`);
      }
    }
  }

  await db.transaction(async (tx) => {
    const { rows: existing } = await tx.query<FindingRow>(
      `SELECT a.id, a.config_id, a.analyzer, a.status FROM config_analysis a
       JOIN config_items ci ON ci.id = a.config_id
       WHERE ci.scraper_id = $1 AND a.source = $2`,
      [scraperId, ANALYZER_SOURCE],
    );
    const known = new Map(existing.map((row) => [`${row.config_id}/${row.analyzer}`, row]));
    const inserts: Finding[] = [];
    const updates: Array<Finding & { id: string }> = [];
    const resolves: string[] = [];
    for (const [key, finding] of holds) {
      const row = known.get(key);
      if (!row) inserts.push(finding);
      else updates.push({ ...finding, id: row.id });
    }
    for (const [key, row] of known) {
      if (!holds.has(key) && !unknown.has(key) && (row.status ?? 'open') === 'open') resolves.push(row.id);
    }
    if (inserts.length) {
      await tx.query(
        `INSERT INTO config_analysis (config_id, scraper_id, analyzer, analysis_type, severity, message, summary,
                                      status, source, first_observed, last_observed)
         SELECT f.config_id, $2, f.analyzer, f.analysis_type, f.severity, f.message, f.message, 'open', $3, $4, $4
         FROM jsonb_to_recordset($1::jsonb)
           AS f(config_id uuid, analyzer text, analysis_type text, severity text, message text)`,
        [JSON.stringify(inserts), scraperId, ANALYZER_SOURCE, now],
      );
    }
    if (updates.length) {
      // Reopens a resolved finding; a silenced one keeps its status but is still observed.
      await tx.query(
        `UPDATE config_analysis a
         SET status = CASE WHEN a.status = 'silenced' THEN a.status ELSE 'open' END,
             analysis_type = f.analysis_type, severity = f.severity, message = f.message, summary = f.message,
             last_observed = $2
         FROM jsonb_to_recordset($1::jsonb)
           AS f(id uuid, analysis_type text, severity text, message text)
         WHERE a.id = f.id`,
        [JSON.stringify(updates), now],
      );
    }
    if (resolves.length) {
      await tx.query(
        `UPDATE config_analysis SET status = 'resolved'
         WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)`,
        [JSON.stringify(resolves)],
      );
    }
    summary.opened =
      inserts.length +
      updates.filter((finding) => known.get(`${finding.config_id}/${finding.analyzer}`)?.status === 'resolved').length;
    summary.updated = updates.length;
    summary.resolved = resolves.length;
  });
  return summary;
}
