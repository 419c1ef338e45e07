import { createHash } from 'node:crypto';
import {
  VIEW_SPEC_COLUMN_TYPES,
  VIEW_SPEC_PANEL_TYPES,
  type ViewSpecColumnType,
  type ViewSpecPanelType,
} from '@mission-control/api/rules';
import { parseDuration } from '../runner/duration';
import { SELF_DATABASE } from '../catalog/scrape/sources/sql';
import { isConnectionReference } from '../connections/references';
import { VIEW_LIMITS } from './limits';

/**
 * The View spec (mission-control `api/v1/view_types.go`), read into a shape the executor trusts. Every refusal is
 * a sentence naming the field (`queries.pods.configs`, `panels[1].query`), so a save through /api/db, the
 * Kubernetes-style API or a run answers the same words.
 */
export class ViewSpecError extends Error {}

/** Column and panel types: the bundled schema's lists (one list for the editor and the executor). */
export const COLUMN_TYPES = VIEW_SPEC_COLUMN_TYPES;
export type ColumnType = ViewSpecColumnType;

export const PANEL_TYPES = VIEW_SPEC_PANEL_TYPES;
export type PanelType = ViewSpecPanelType;

/** What a query's rows hold per column (the temporary table's column types). */
export const QUERY_COLUMN_TYPES = ['string', 'number', 'boolean', 'datetime', 'json'] as const;
export type QueryColumnType = (typeof QUERY_COLUMN_TYPES)[number];

type Json = Record<string, unknown>;

export interface ViewColumn {
  name: string;
  type: ColumnType;
  description?: string;
  hidden?: boolean;
  primaryKey?: boolean;
  unit?: string;
  gauge?: Json;
  filter?: { type: 'multiselect' };
  url?: Json;
  icon?: string;
  for?: string;
}

export type ViewQuery =
  | { name: string; kind: 'configs'; selector: Json; columns: Record<string, QueryColumnType> }
  | { name: string; kind: 'changes'; selector: Json; columns: Record<string, QueryColumnType> }
  | { name: string; kind: 'checks'; selector: Json; columns: Record<string, QueryColumnType> }
  | {
      name: string;
      kind: 'sql';
      connection: string;
      query: string;
      columns: Record<string, QueryColumnType>;
    };

export interface ViewPanel {
  name: string;
  description?: string;
  type: PanelType;
  query: string;
  piechart?: Json;
  number?: Json;
  gauge?: Json;
  text?: Json;
}

export interface ViewVariable {
  key: string;
  label: string;
  type: string;
  values: string[];
  /** Options from catalog items: the selector, and which field of each item is the option (name by default). */
  valueFrom?: { config: Json; field: 'name' | 'type' | 'namespace' | 'health' | 'status' };
  default?: string;
}

export interface ViewCache {
  maxAgeMs: number;
  minAgeMs: number;
  refreshTimeoutMs: number;
}

export interface ViewSpec {
  raw: Json;
  display: { title?: string; icon?: string; ordinal?: number; sidebar?: boolean; plugins: Json[] };
  description?: string;
  columns: ViewColumn[];
  queries: ViewQuery[];
  merge?: string;
  mapping: Record<string, string>;
  panels: ViewPanel[];
  templating: ViewVariable[];
  cache: ViewCache;
  /** sha256 of the spec's JSON: a cached result of another spec is stale. */
  hash: string;
}

/** Names that become temporary tables and columns: plain SQL identifiers, so nothing needs quoting tricks. */
export const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fail = (message: string): never => {
  throw new ViewSpecError(message);
};

function optionalText(value: unknown, where: string, max = 1000): string | undefined {
  if (value == null || value === '') return undefined;
  if (typeof value !== 'string') return fail(`${where} must be text`);
  if (value.length > max) return fail(`${where} is ${value.length} characters long; at most ${max}`);
  return value;
}

function sqlText(value: unknown, where: string): string {
  if (typeof value !== 'string' || !value.trim()) return fail(`${where} must be an SQL query (text)`);
  if (value.length > VIEW_LIMITS.maxSqlLength) {
    return fail(
      `${where} is ${value.length} characters long; an SQL query may have at most ${VIEW_LIMITS.maxSqlLength}`,
    );
  }
  return value;
}

function duration(value: unknown, where: string, fallback: number): number {
  if (value == null || value === '') return fallback;
  let ms: number;
  try {
    ms = parseDuration(String(value));
  } catch {
    return fail(`${where} "${String(value)}" is not a duration such as 15m, 10s or 1h`);
  }
  if (!(ms >= 0)) return fail(`${where} must not be negative`);
  return ms;
}

function queryColumns(value: unknown, where: string): Record<string, QueryColumnType> {
  if (value == null) return {};
  if (!isRecord(value)) return fail(`${where} must map column names to types (${QUERY_COLUMN_TYPES.join(', ')})`);
  const columns: Record<string, QueryColumnType> = {};
  for (const [name, type] of Object.entries(value)) {
    if (!IDENTIFIER.test(name)) return fail(`${where}.${name}: a column name must be lower-case letters, digits and _`);
    const known = type === 'text' ? 'string' : type === 'decimal' || type === 'integer' ? 'number' : type;
    if (!QUERY_COLUMN_TYPES.includes(known as QueryColumnType)) {
      return fail(`${where}.${name} must be one of ${QUERY_COLUMN_TYPES.join(', ')}, not "${String(type)}"`);
    }
    columns[name] = known as QueryColumnType;
  }
  return columns;
}

function selector(value: unknown, where: string): Json {
  if (!isRecord(value))
    return fail(`${where} must be a resource selector (an object such as {"types": ["Kubernetes::Pod"]})`);
  return value;
}

function parseQuery(name: string, value: unknown): ViewQuery {
  const where = `queries.${name}`;
  if (!IDENTIFIER.test(name)) {
    return fail(`${where}: a query name must be lower-case letters, digits and _ (it becomes a table name in SQL)`);
  }
  if (!isRecord(value)) return fail(`${where} must be an object with configs, changes, checks or sql`);
  const columns = queryColumns(value.columns, `${where}.columns`);
  const kinds = ['configs', 'changes', 'checks', 'sql', 'prometheus', 'viewTableSelector'].filter(
    (kind) => value[kind] != null,
  );
  if (kinds.length !== 1) {
    return fail(
      `${where} must have exactly one of configs, changes, checks or sql${kinds.length ? ` (it has ${kinds.join(', ')})` : ''}`,
    );
  }
  const kind = kinds[0]!;
  if (kind === 'prometheus') return fail(`${where}.prometheus: Prometheus queries are not available on this server`);
  if (kind === 'viewTableSelector') {
    return fail(`${where}.viewTableSelector: reading another view's table is not available on this server`);
  }
  if (kind === 'sql') {
    const sql = value.sql;
    if (!isRecord(sql)) return fail(`${where}.sql must be {connection, query}`);
    const connection = optionalText(sql.connection, `${where}.sql.connection`);
    if (!connection || (connection !== SELF_DATABASE && !isConnectionReference(connection))) {
      return fail(`${where}.sql.connection must be connection://namespace/name, a connection id, or ${SELF_DATABASE}`);
    }
    const driver = typeof sql.driver === 'string' ? sql.driver.toLowerCase() : '';
    if (driver && driver !== 'postgres' && driver !== 'postgresql') {
      return fail(`${where}.sql.driver "${String(sql.driver)}" cannot run on this server; only postgres`);
    }
    return { name, kind: 'sql', connection, query: sqlText(sql.query, `${where}.sql.query`), columns };
  }
  return {
    name,
    kind: kind as 'configs' | 'changes' | 'checks',
    selector: selector(value[kind], `${where}.${kind}`),
    columns,
  };
}

function parseColumn(value: unknown, index: number): ViewColumn {
  const where = `columns[${index}]`;
  if (!isRecord(value)) return fail(`${where} must be an object with name and type`);
  const name = optionalText(value.name, `${where}.name`, 63);
  if (!name || !IDENTIFIER.test(name)) return fail(`${where}.name must be lower-case letters, digits and _`);
  const type = value.type ?? 'string';
  if (!COLUMN_TYPES.includes(type as ColumnType)) {
    return fail(`${where}.type must be one of ${COLUMN_TYPES.join(', ')}, not "${String(type)}"`);
  }
  const column: ViewColumn = { name, type: type as ColumnType };
  const description = optionalText(value.description, `${where}.description`);
  if (description) column.description = description;
  if (value.hidden === true) column.hidden = true;
  if (value.primaryKey === true) column.primaryKey = true;
  const unit = optionalText(value.unit, `${where}.unit`, 32);
  if (unit) column.unit = unit;
  const icon = optionalText(value.icon, `${where}.icon`, 200);
  if (icon) column.icon = icon;
  const forColumn = optionalText(value.for, `${where}.for`, 63);
  if (forColumn) column.for = forColumn;
  if (value.gauge != null)
    column.gauge = isRecord(value.gauge) ? value.gauge : fail(`${where}.gauge must be an object`);
  if (value.url != null) column.url = isRecord(value.url) ? value.url : fail(`${where}.url must be an object`);
  if (value.filter != null) {
    if (!isRecord(value.filter) || value.filter.type !== 'multiselect') {
      return fail(`${where}.filter must be {"type": "multiselect"}`);
    }
    column.filter = { type: 'multiselect' };
  }
  return column;
}

function parsePanel(value: unknown, index: number): ViewPanel {
  const where = `panels[${index}]`;
  if (!isRecord(value)) return fail(`${where} must be an object with name, type and query`);
  const name = optionalText(value.name, `${where}.name`, 200);
  if (!name) return fail(`${where}.name is required`);
  if (!PANEL_TYPES.includes(value.type as PanelType)) {
    return fail(`${where}.type must be one of ${PANEL_TYPES.join(', ')}, not "${String(value.type)}"`);
  }
  const panel: ViewPanel = { name, type: value.type as PanelType, query: sqlText(value.query, `${where}.query`) };
  const description = optionalText(value.description, `${where}.description`);
  if (description) panel.description = description;
  for (const key of ['piechart', 'number', 'gauge', 'text'] as const) {
    if (value[key] == null) continue;
    if (!isRecord(value[key])) return fail(`${where}.${key} must be an object`);
    panel[key] = value[key];
  }
  return panel;
}

const FIELDS = ['name', 'type', 'namespace', 'health', 'status'] as const;

function parseVariable(value: unknown, index: number): ViewVariable {
  const where = `templating[${index}]`;
  if (!isRecord(value)) return fail(`${where} must be an object with key, label and values`);
  const key = optionalText(value.key, `${where}.key`, 63);
  if (!key || !IDENTIFIER.test(key)) return fail(`${where}.key must be lower-case letters, digits and _`);
  const values = value.values ?? [];
  if (!Array.isArray(values) || values.some((entry) => typeof entry !== 'string')) {
    return fail(`${where}.values must be a list of text`);
  }
  const variable: ViewVariable = {
    key,
    label: optionalText(value.label, `${where}.label`, 200) ?? key,
    type: optionalText(value.type, `${where}.type`, 32) ?? 'values',
    values: values as string[],
  };
  if (value.valueFrom != null) {
    const from = value.valueFrom;
    if (!isRecord(from) || !isRecord(from.config)) {
      return fail(`${where}.valueFrom must be {"config": <resource selector>}`);
    }
    const field = from.field ?? 'name';
    if (!FIELDS.includes(field as (typeof FIELDS)[number])) {
      return fail(`${where}.valueFrom.field must be one of ${FIELDS.join(', ')}`);
    }
    variable.valueFrom = { config: from.config, field: field as (typeof FIELDS)[number] };
  }
  if (!variable.values.length && !variable.valueFrom) return fail(`${where} needs values or valueFrom`);
  const fallback = optionalText(value.default, `${where}.default`, 500);
  if (fallback) variable.default = fallback;
  return variable;
}

function list(value: unknown, where: string, max: number): unknown[] {
  if (value == null) return [];
  if (!Array.isArray(value)) return fail(`${where} must be a list`);
  if (value.length > max) return fail(`${where} has ${value.length} entries; at most ${max}`);
  return value;
}

/** The spec, or a ViewSpecError naming what is wrong. */
export function parseViewSpec(raw: unknown): ViewSpec {
  if (!isRecord(raw)) return fail('a view spec must be an object');
  const display = raw.display == null ? {} : isRecord(raw.display) ? raw.display : fail('display must be an object');
  const plugins = list(display.plugins, 'display.plugins', 20).map((plugin, index) => {
    if (!isRecord(plugin)) return fail(`display.plugins[${index}] must be an object`);
    if (plugin.configTab != null && !isRecord(plugin.configTab)) {
      return fail(`display.plugins[${index}].configTab must be a resource selector`);
    }
    return plugin;
  });
  const ordinal = display.ordinal;
  if (ordinal != null && !Number.isInteger(ordinal)) fail('display.ordinal must be a whole number');
  const queriesRaw =
    raw.queries == null ? {} : isRecord(raw.queries) ? raw.queries : fail('queries must map names to queries');
  const queryNames = Object.keys(queriesRaw);
  if (queryNames.length > VIEW_LIMITS.maxQueries)
    fail(`queries has ${queryNames.length} entries; at most ${VIEW_LIMITS.maxQueries}`);
  const queries = queryNames.map((name) => parseQuery(name, queriesRaw[name]));
  const columns = list(raw.columns, 'columns', VIEW_LIMITS.maxColumns).map(parseColumn);
  const names = new Set<string>();
  for (const column of columns) {
    if (names.has(column.name)) fail(`columns: "${column.name}" is listed twice`);
    names.add(column.name);
  }
  const mappingRaw =
    raw.mapping == null ? {} : isRecord(raw.mapping) ? raw.mapping : fail('mapping must map column names to CEL');
  const mapping: Record<string, string> = {};
  for (const [column, expression] of Object.entries(mappingRaw)) {
    if (!names.has(column)) fail(`mapping.${column}: there is no column "${column}" in columns`);
    if (typeof expression !== 'string' || !expression.trim()) fail(`mapping.${column} must be a CEL expression (text)`);
    mapping[column] = expression as string;
  }
  const merge = raw.merge == null || raw.merge === '' ? undefined : sqlText(raw.merge, 'merge');
  if (columns.length && !queries.length) fail('a view with columns needs at least one query');
  if (queries.length > 1 && columns.length && !merge) {
    fail('a view with several queries needs merge (SQL over the queries) to say what its table holds');
  }
  const panels = list(raw.panels, 'panels', VIEW_LIMITS.maxPanels).map(parsePanel);
  if (panels.length && !queries.length) fail('panels need at least one query to read');
  const templating = list(raw.templating, 'templating', VIEW_LIMITS.maxVariables).map(parseVariable);
  const keys = new Set<string>();
  for (const variable of templating) {
    if (keys.has(variable.key)) fail(`templating: "${variable.key}" is listed twice`);
    keys.add(variable.key);
  }
  const cacheRaw = raw.cache == null ? {} : isRecord(raw.cache) ? raw.cache : fail('cache must be an object');
  const cache: ViewCache = {
    maxAgeMs: duration(cacheRaw.maxAge, 'cache.maxAge', 15 * 60_000),
    minAgeMs: duration(cacheRaw.minAge, 'cache.minAge', 10_000),
    refreshTimeoutMs: duration(cacheRaw.refreshTimeout, 'cache.refreshTimeout', 5_000),
  };
  if (cache.minAgeMs > cache.maxAgeMs) fail('cache.minAge must not be longer than cache.maxAge');
  const spec: ViewSpec = {
    raw,
    display: {
      ...(typeof display.title === 'string' ? { title: display.title } : {}),
      ...(typeof display.icon === 'string' ? { icon: display.icon } : {}),
      ...(typeof ordinal === 'number' ? { ordinal } : {}),
      ...(typeof display.sidebar === 'boolean' ? { sidebar: display.sidebar } : {}),
      plugins,
    },
    columns,
    queries,
    mapping,
    panels,
    templating,
    cache,
    hash: createHash('sha256').update(JSON.stringify(raw)).digest('hex'),
  };
  const description = optionalText(raw.description, 'description', 2000);
  if (description) spec.description = description;
  if (merge) spec.merge = merge;
  return spec;
}
