import type { Database, Queryable } from '../db/database';
import { sqlSource } from '../catalog/scrape/sources/sql';
import { matchesSelector, type SelectableResource } from '../playbooks/selectors';
import { parseSearch } from '../search/search';
import type { ResultSet } from './sandbox';
import type { QueryColumnType, ViewQuery } from './spec';

/**
 * A view's queries, each into a result set (rows of objects and typed columns). Configs, changes and checks are
 * chosen by resource selectors with the selector code the playbooks and topology already use
 * (playbooks/selectors.ts: names and types with globs and `!`, health, statuses, label and tag selectors);
 * the database narrows by plain types first, so a large catalog is not read whole. SQL on a connection is the sql
 * scraper's source (read-only transaction, row limit, the author's right to the connection checked at run time).
 */

type Json = Record<string, unknown>;

export interface QueryContext {
  db: Database;
  variables: Record<string, string>;
  /** The view's author (views.created_by): a query on a connection borrows their right to read it. */
  author: string | null;
  maxRows: number;
  timeoutMs: number;
  signal: AbortSignal;
}

/** Rows a selector may look through before matching (a ceiling on the work of one query). */
const MAX_SCAN = 50_000;

export class ViewQueryError extends Error {}

const VARIABLE = /\$\(\s*var\.([a-z_][a-z0-9_]*)\s*\)|\{\{\s*\.?var\.([a-z_][a-z0-9_]*)\s*\}\}/g;

/** `$(var.key)` (and `{{.var.key}}`) in a selector's text replaced by the variable's value. */
function substitute(value: unknown, variables: Record<string, string>, where: string): unknown {
  if (typeof value === 'string') {
    return value.replace(VARIABLE, (_m, a: string | undefined, b: string | undefined) => {
      const key = (a ?? b)!;
      if (!Object.hasOwn(variables, key))
        throw new ViewQueryError(`${where} uses var.${key}, which templating does not define`);
      return variables[key]!;
    });
  }
  if (Array.isArray(value)) return value.map((entry) => substitute(entry, variables, where));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, variables, where)]));
  }
  return value;
}

/**
 * The selector as matchesSelector reads it: variables substituted, empty values dropped (a variable left empty
 * matches everything), `search` ("type=a,b health=unhealthy word") spread into fields, `limit` taken out.
 */
export function resolveSelector(
  raw: Json,
  variables: Record<string, string>,
  where: string,
): { selector: Json; limit?: number } {
  const selector = substitute(raw, variables, where) as Json;
  const out: Json = {};
  for (const [key, value] of Object.entries(selector)) {
    if (value == null || value === '' || (Array.isArray(value) && value.every((entry) => entry === ''))) continue;
    out[key] = Array.isArray(value) ? value.filter((entry) => entry !== '') : value;
  }
  let limit: number | undefined;
  if (out.limit != null) {
    limit = Number(out.limit);
    if (!Number.isInteger(limit) || limit < 1)
      throw new ViewQueryError(`${where}.limit must be a whole number above 0`);
    delete out.limit;
  }
  if (typeof out.search === 'string') {
    const { words, terms } = parseSearch(out.search);
    delete out.search;
    const tags: string[] = [];
    for (const [key, values] of terms) {
      if (key === 'name' || key === 'namespace' || key === 'health') out[key] ??= values.join(',');
      else if (key === 'type') out.types ??= values;
      else if (key === 'status') out.statuses ??= values.join(',');
      else tags.push(`${key}=${values[0]}`);
    }
    if (tags.length) out.tagSelector = [out.tagSelector, ...tags].filter(Boolean).join(',');
    if (words.length && out.name == null) out.name = `*${words.join(' ')}*`;
  }
  return { selector: out, ...(limit ? { limit } : {}) };
}

/** Types without globs or exclusions, which the database can match itself. */
function plainTypes(selector: Json): string[] | undefined {
  const raw = selector.types ?? selector.type;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : undefined;
  if (!list?.length) return undefined;
  const types = list.map((entry) => String(entry).trim()).filter(Boolean);
  return types.every((type) => !type.includes('*') && !type.startsWith('!')) ? types : undefined;
}

const asJson = (row: unknown): Json => JSON.parse(JSON.stringify(row)) as Json;

interface ConfigRow extends SelectableResource {
  [key: string]: unknown;
}

export const CONFIG_COLUMNS: Record<string, QueryColumnType> = {
  id: 'string',
  name: 'string',
  namespace: 'string',
  type: 'string',
  config_class: 'string',
  health: 'string',
  status: 'string',
  ready: 'boolean',
  description: 'string',
  tags: 'json',
  labels: 'json',
  created_at: 'datetime',
  updated_at: 'datetime',
};

async function selectConfigRows(db: Queryable, selector: Json, limit: number): Promise<ConfigRow[]> {
  const types = plainTypes(selector);
  const params: unknown[] = [MAX_SCAN];
  let where = '';
  if (types) {
    params.push(types);
    where = ` AND type IN (SELECT jsonb_array_elements_text($2::jsonb))`;
  }
  const { rows } = await db.query<ConfigRow>(
    `SELECT id, name, COALESCE(namespace, tags->>'namespace') AS namespace, type, config_class, health, status, ready,
            description, tags, labels, created_at, updated_at
     FROM config_items WHERE deleted_at IS NULL${where} ORDER BY name, id LIMIT $1`,
    params,
  );
  const matched: ConfigRow[] = [];
  for (const row of rows) {
    if (!matchesSelector({ ...row, name: row.name ?? '' }, selector)) continue;
    matched.push(row);
    if (matched.length > limit) break;
  }
  return matched;
}

export const CHANGE_COLUMNS: Record<string, QueryColumnType> = {
  id: 'string',
  config_id: 'string',
  name: 'string',
  type: 'string',
  change_type: 'string',
  severity: 'string',
  source: 'string',
  summary: 'string',
  count: 'number',
  created_at: 'datetime',
  first_observed: 'datetime',
};

export const CHECK_COLUMNS: Record<string, QueryColumnType> = {
  id: 'string',
  canary_id: 'string',
  name: 'string',
  namespace: 'string',
  type: 'string',
  status: 'string',
  severity: 'string',
  description: 'string',
  labels: 'json',
  last_runtime: 'datetime',
};

function inferType(values: unknown[]): QueryColumnType {
  const present = values.filter((value) => value != null);
  if (!present.length) return 'string';
  if (present.every((value) => typeof value === 'number')) return 'number';
  if (present.every((value) => typeof value === 'boolean')) return 'boolean';
  if (present.every((value) => typeof value === 'object')) return 'json';
  return 'string';
}

/** The result set's columns: the known ones, then any others the rows carry; `declared` types win. */
function columnsOf(rows: Json[], known: Record<string, QueryColumnType>, declared: Record<string, QueryColumnType>) {
  const names = [...Object.keys(known)];
  for (const row of rows) for (const key of Object.keys(row)) if (!names.includes(key)) names.push(key);
  for (const key of Object.keys(declared)) if (!names.includes(key)) names.push(key);
  return names
    .filter((name) => /^[a-z_][a-z0-9_]{0,62}$/.test(name))
    .map((name) => ({ name, type: declared[name] ?? known[name] ?? inferType(rows.map((row) => row[name])) }));
}

/** A variable's value as an SQL literal for a query on another database (values come from the variable's options). */
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

function tooMany(where: string, max: number): never {
  throw new ViewQueryError(`${where} matched more than the limit of ${max} rows; narrow its selector or set a limit`);
}

export async function runQuery(query: ViewQuery, context: QueryContext): Promise<ResultSet> {
  const where = `queries.${query.name}`;
  const max = context.maxRows;
  if (query.kind === 'sql') {
    const text = query.query.replace(VARIABLE, (_m, a: string | undefined, b: string | undefined) => {
      const key = (a ?? b)!;
      if (!Object.hasOwn(context.variables, key))
        throw new ViewQueryError(`${where} uses var.${key}, which templating does not define`);
      return literal(context.variables[key]!);
    });
    let documents;
    try {
      documents = await sqlSource({ connection: query.connection, query: text } as never, context.db, context.author, {
        signal: context.signal,
        timeoutMs: context.timeoutMs,
        maxBytes: 64 * 1024 * 1024,
        maxDocuments: max,
      });
    } catch (error) {
      throw new ViewQueryError(`${where} failed: ${(error as Error).message}`);
    }
    const rows = documents.map((document) => document.data as Json);
    return { name: query.name, columns: columnsOf(rows, {}, query.columns), rows };
  }
  const { selector, limit } = resolveSelector(query.selector, context.variables, `${where}.${query.kind}`);
  const cap = Math.min(limit ?? max, max);
  if (query.kind === 'configs') {
    const rows = (await selectConfigRows(context.db, selector, cap)).map(asJson);
    if (rows.length > cap) {
      if (limit) rows.length = cap;
      else tooMany(where, max);
    }
    return { name: query.name, columns: columnsOf(rows, CONFIG_COLUMNS, query.columns), rows };
  }
  if (query.kind === 'changes') {
    const configs = await selectConfigRows(context.db, selector, MAX_SCAN);
    const { rows } = await context.db.query<Json>(
      `SELECT cc.id, cc.config_id, ci.name, ci.type, cc.change_type, cc.severity, cc.source, cc.summary, cc.count,
              cc.created_at, cc.first_observed
       FROM config_changes cc JOIN config_items ci ON ci.id = cc.config_id
       WHERE cc.config_id IN (SELECT (jsonb_array_elements_text($1::jsonb))::uuid)
       ORDER BY cc.created_at DESC, cc.id LIMIT $2`,
      [configs.map((config) => config.id), cap + 1],
    );
    const data = rows.map(asJson);
    if (data.length > cap) {
      if (limit) data.length = cap;
      else tooMany(where, max);
    }
    return { name: query.name, columns: columnsOf(data, CHANGE_COLUMNS, query.columns), rows: data };
  }
  const { rows } = await context.db.query<ConfigRow>(
    `SELECT c.id, c.canary_id, c.name, c.namespace, c.type, c.status, c.severity, c.description,
            COALESCE(k.labels, '{}') || COALESCE(c.labels, '{}') AS labels, c.last_runtime
     FROM checks c JOIN canaries k ON k.id = c.canary_id
     WHERE c.deleted_at IS NULL AND k.deleted_at IS NULL ORDER BY c.name, c.id LIMIT $1`,
    [MAX_SCAN],
  );
  const data = rows.filter((row) => matchesSelector({ ...row, health: row.status ?? null }, selector)).map(asJson);
  if (data.length > cap) {
    if (limit) data.length = cap;
    else tooMany(where, max);
  }
  return { name: query.name, columns: columnsOf(data, CHECK_COLUMNS, query.columns), rows: data };
}

/** Every column a configs, changes or checks query carries (for the mapping's names). */
export const KNOWN_QUERY_COLUMNS: readonly string[] = [
  ...new Set([...Object.keys(CONFIG_COLUMNS), ...Object.keys(CHANGE_COLUMNS), ...Object.keys(CHECK_COLUMNS)]),
];
