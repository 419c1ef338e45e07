import type { Database, Queryable } from '../db/database';
import { allows, decideByRole } from '../auth/decide';
import { execWriteProblem } from '../sandbox/policy';
import { execSource } from '../catalog/scrape/sources/exec';
import { httpSource } from '../catalog/scrape/sources/http';
import { readsOwnDatabase, sqlSource } from '../catalog/scrape/sources/sql';
import type { SourceContext } from '../catalog/scrape/types';
import { isRecord, type Json, type Lookup } from './spec';

/**
 * Lookups run through the same exec sandbox, guarded HTTP client and SQL reader the checks and the catalog's
 * scrapers use (the scraper sources wrap the check executors' sandbox and network policy and, unlike a check
 * result, keep the output): an exec script's JSON stdout, an HTTP response's JSON body, an SQL query's rows.
 * Connections (`connection://…`) are read with the topology author's rights, as a scraper's are.
 */
export async function runLookup(
  db: Database,
  lookup: Lookup,
  author: string | null,
  context: SourceContext,
): Promise<unknown[]> {
  const problem = await authorProblem(db, author, lookup);
  if (problem) throw new Error(problem);
  const documents =
    lookup.type === 'exec'
      ? await execSource(lookup.config, context)
      : lookup.type === 'http'
        ? await httpSource(lookup.config, db, author, context)
        : await sqlSource(lookup.config, db, author, context);
  // SQL gives one document per row; exec and http one document that may be a list.
  if (lookup.type === 'sql') return documents.map((document) => document.data);
  return documents.flatMap((document) => (Array.isArray(document.data) ? document.data : [document.data]));
}

/** The roles of a topology's author (created_by) as the access rules see them; none for a topology without one. */
export async function authorRoles(db: Queryable, author: string | null): Promise<string[]> {
  if (!author) return [];
  const { rows } = await db.query<{ role: string }>(
    `SELECT DISTINCT r.v1::text AS role FROM casbin_rule r JOIN people p ON p.id::text = r.v0
     WHERE r.ptype = 'g' AND p.id = $1 AND p.deleted_at IS NULL`,
    [author],
  );
  return rows.map((row) => row.role);
}

/**
 * The rules a scraper's save applies (catalog/scrape/writeHook.ts), applied when a topology runs, since topologies
 * are saved through the generic editor too: an exec lookup needs its author to hold an MC_EXEC_ROLES role, an SQL
 * lookup over this server's own database an admin author.
 */
export async function authorProblem(db: Queryable, author: string | null, lookup: Lookup): Promise<string | undefined> {
  if (lookup.type === 'exec') {
    const problem = execWriteProblem({ roles: await authorRoles(db, author) });
    return problem && `the topology's author may not run scripts: ${problem}`;
  }
  if (lookup.type === 'sql' && readsOwnDatabase(lookup.config)) {
    if (!allows(decideByRole({ roles: await authorRoles(db, author) }, { action: 'administer' }))) {
      return "only a topology saved by an admin may look up this server's own database";
    }
  }
  return undefined;
}

/** The results of a component lookup as component specs: objects (with at least a name) become components. */
export function componentsOf(results: unknown[], where: string): { components: Json[]; errors: string[] } {
  const components: Json[] = [];
  const errors: string[] = [];
  for (const [index, result] of results.entries()) {
    if (isRecord(result) && Array.isArray(result.components)) {
      components.push(...result.components.filter(isRecord));
    } else if (isRecord(result) && typeof result.name === 'string' && result.name.trim()) {
      components.push(result);
    } else {
      errors.push(`${where}: result ${index + 1} is not a component (an object with a name)`);
    }
  }
  return { components, errors };
}

/**
 * A property lookup's first result as property fields: a number is its `value`, other scalars its `text`; an
 * object gives its fields (an SQL row of one column is that column's value).
 */
export function propertyFieldsOf(results: unknown[]): Json {
  const first = results[0];
  if (first == null) return {};
  if (typeof first === 'number') return { value: first };
  if (typeof first === 'string' || typeof first === 'boolean') {
    const number = typeof first === 'string' && first.trim() !== '' ? Number(first) : Number.NaN;
    return Number.isFinite(number) ? { value: number } : { text: String(first) };
  }
  if (isRecord(first)) {
    const values = Object.values(first);
    if (values.length === 1 && !('value' in first) && !('text' in first)) return propertyFieldsOf([values[0]]);
    return first;
  }
  return { text: JSON.stringify(first) };
}

const PLACEHOLDER = /\{\{\s*\.([\w.]+)\s*\}\}|\$\(\s*\.([\w.]+)\s*\)/g;

function valueAt(source: Json, path: string): unknown {
  let current: unknown = source;
  for (const key of path.replace(/^component\./, '').split('.')) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

/**
 * forEach's template applied to one looked-up component: strings may name the component's fields as
 * `{{.name}}` / `$(.component.name)` (labels.team, properties … by dotted path).
 */
export function applyTemplate<T>(template: T, component: Json): T {
  if (typeof template === 'string') {
    return template.replace(PLACEHOLDER, (_match, a: string | undefined, b: string | undefined) => {
      const value = valueAt(component, (a ?? b)!);
      return value == null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    }) as T;
  }
  if (Array.isArray(template)) return template.map((entry) => applyTemplate(entry, component)) as T;
  if (isRecord(template)) {
    return Object.fromEntries(
      Object.entries(template).map(([key, value]) => [key, applyTemplate(value, component)]),
    ) as T;
  }
  return template;
}
