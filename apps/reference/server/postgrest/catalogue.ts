import type { Queryable } from '../db/database';

/**
 * What /api/db knows about the schema: relations, their columns, and foreign
 * keys, read once from pg_catalog. Every identifier in a request is checked
 * against this before it is quoted into SQL.
 */

export interface Column {
  name: string;
  /** `format_type()` output, e.g. `timestamp with time zone`, `text[]`. */
  type: string;
  /** pg_type.typcategory: D date/time, A array, S string, B boolean, N numeric, U user (json, uuid). */
  category: string;
}

export interface Relation {
  name: string;
  isView: boolean;
  columns: Column[];
  columnsByName: Map<string, Column>;
}

/** A foreign key `source(sourceColumns) → target(targetColumns)`; views inherit keys of the columns they expose. */
export interface ForeignKey {
  name: string;
  source: string;
  sourceColumns: string[];
  target: string;
  targetColumns: string[];
  /** Derived for a view from the key of a table it exposes, rather than declared. */
  inferred?: boolean;
  /** Both ends are views over the key's tables (`config_analysis_items` → `configs`): embedded by name only. */
  betweenViews?: boolean;
}

export interface Catalogue {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
}

interface ColumnRow {
  relation: string;
  kind: string;
  column: string;
  type: string;
  category: string;
}

interface ForeignKeyRow {
  name: string;
  source: string;
  target: string;
  source_column: string;
  target_column: string;
}

interface ViewUsageRow {
  view_name: string;
  table_name: string;
  column_name: string;
}

const COLUMNS_SQL = `
SELECT c.relname AS relation, c.relkind::text AS kind, a.attname AS column,
       format_type(a.atttypid, a.atttypmod) AS type, t.typcategory::text AS category
FROM pg_class c
JOIN pg_namespace n ON n.oid = c.relnamespace
JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
JOIN pg_type t ON t.oid = a.atttypid
WHERE n.nspname = 'public' AND c.relkind IN ('r', 'v', 'm', 'p')
ORDER BY c.relname, a.attnum`;

const FOREIGN_KEYS_SQL = `
SELECT con.conname AS name, src.relname AS source, tgt.relname AS target,
       sa.attname AS source_column, ta.attname AS target_column
FROM pg_constraint con
JOIN pg_class src ON src.oid = con.conrelid
JOIN pg_namespace sn ON sn.oid = src.relnamespace
JOIN pg_class tgt ON tgt.oid = con.confrelid
CROSS JOIN LATERAL unnest(con.conkey, con.confkey) WITH ORDINALITY AS k(src_att, tgt_att, ord)
JOIN pg_attribute sa ON sa.attrelid = con.conrelid AND sa.attnum = k.src_att
JOIN pg_attribute ta ON ta.attrelid = con.confrelid AND ta.attnum = k.tgt_att
WHERE con.contype = 'f' AND sn.nspname = 'public'
ORDER BY con.conname, k.ord`;

const VIEW_USAGE_SQL = `
SELECT view_name::text AS view_name, table_name::text AS table_name, column_name::text AS column_name
FROM information_schema.view_column_usage
WHERE view_schema = 'public' AND table_schema = 'public'`;

export async function loadCatalogue(db: Queryable): Promise<Catalogue> {
  const [columns, keys, usage] = await Promise.all([
    db.query<ColumnRow>(COLUMNS_SQL),
    db.query<ForeignKeyRow>(FOREIGN_KEYS_SQL),
    db.query<ViewUsageRow>(VIEW_USAGE_SQL),
  ]);
  return buildCatalogue(columns.rows, keys.rows, usage.rows);
}

export function buildCatalogue(columns: ColumnRow[], keys: ForeignKeyRow[], usage: ViewUsageRow[]): Catalogue {
  const relations = new Map<string, Relation>();
  for (const row of columns) {
    let relation = relations.get(row.relation);
    if (!relation) {
      relation = {
        name: row.relation,
        isView: row.kind === 'v' || row.kind === 'm',
        columns: [],
        columnsByName: new Map(),
      };
      relations.set(row.relation, relation);
    }
    const column = { name: row.column, type: row.type, category: row.category };
    relation.columns.push(column);
    relation.columnsByName.set(column.name, column);
  }

  const byName = new Map<string, ForeignKey>();
  for (const row of keys) {
    const key = `${row.source}.${row.name}`;
    let fk = byName.get(key);
    if (!fk) {
      fk = { name: row.name, source: row.source, sourceColumns: [], target: row.target, targetColumns: [] };
      byName.set(key, fk);
    }
    fk.sourceColumns.push(row.source_column);
    fk.targetColumns.push(row.target_column);
  }
  const foreignKeys = [...byName.values()];
  foreignKeys.push(...inferViewKeys(relations, foreignKeys, usage));
  return { relations, foreignKeys };
}

/**
 * A view column is taken to expose base column `table.column` when the view
 * reads a column of that name from exactly one relation and exposes it under
 * the same name (how `permissions_summary.created_by` keeps
 * `permissions.created_by → people`). Ambiguous names (an `id` read from
 * several joined tables) give no key, so an embed never joins the wrong rows.
 */
function inferViewKeys(relations: Map<string, Relation>, keys: ForeignKey[], usage: ViewUsageRow[]): ForeignKey[] {
  const sources = new Map<string, Map<string, Set<string>>>();
  for (const row of usage) {
    const view = sources.get(row.view_name) ?? new Map<string, Set<string>>();
    sources.set(row.view_name, view);
    const tables = view.get(row.column_name) ?? new Set<string>();
    view.set(row.column_name, tables);
    tables.add(row.table_name);
  }
  const exposes = (view: string, table: string, columns: string[]) =>
    columns.every((column) => {
      const tables = sources.get(view)?.get(column);
      return relations.get(view)?.columnsByName.has(column) && tables?.size === 1 && tables.has(table);
    });
  const inferred: ForeignKey[] = [];
  const views = [...sources.keys()].filter((view) => relations.has(view));
  for (const fk of keys) {
    const sourceViews = views.filter((view) => exposes(view, fk.source, fk.sourceColumns));
    const targetViews = views.filter((view) => exposes(view, fk.target, fk.targetColumns));
    for (const view of sourceViews) inferred.push({ ...fk, source: view, inferred: true });
    for (const view of targetViews) inferred.push({ ...fk, target: view, inferred: true });
    // As PostgREST does, a view exposing the key's columns reaches a view exposing the referenced ones
    // (upstream's insights list embeds `config:configs(...)` from the config_analysis_items view).
    for (const source of sourceViews) {
      for (const target of targetViews) {
        if (source !== target) inferred.push({ ...fk, source, target, inferred: true, betweenViews: true });
      }
    }
  }
  return inferred;
}

export function isDateColumn(column: Column | undefined): boolean {
  return column?.category === 'D';
}
