import type { Queryable } from '../db/database';
import type { Column, Relation } from './catalogue';
import { PostgrestError } from './errors';

/**
 * The functions `/api/db/rpc/<fn>` may call, read from pg_proc: their input arguments and, as a
 * relation, their result columns (so filters, select and order check names as for a table).
 */

/** Functions callable by GET, and the resource area a call is checked on (read); others do not exist for it. */
export const RPC_RESOURCES = { related_configs_recursive: 'database' } as const;
export type RpcName = keyof typeof RPC_RESOURCES;

export function isRpcName(name: string): name is RpcName {
  return Object.hasOwn(RPC_RESOURCES, name);
}

/**
 * Whose row filters (guest access scopes, objects denied by permission rows) each function's result rows
 * pass, as rows of that relation (alias `_s`), and the argument naming the object a call starts from,
 * which must itself pass them: a hidden item's relationships are hidden too.
 */
export const RPC_ROWS: Readonly<Record<RpcName, RpcRows>> = {
  related_configs_recursive: {
    rowsAs: 'configs',
    rootArg: 'config_id',
    rootType: 'uuid',
    walk: {
      from: 'related_ids',
      depth: 'depth',
      direction: 'direction',
      relation: 'relation',
      path: 'path',
      maxDepthArg: 'max_depth',
      defaultMaxDepth: 5,
      typeArg: 'type_filter',
      defaultType: 'outgoing',
      relationArgs: { outgoing: 'outgoing_relation', incoming: 'incoming_relation' },
      edges: { table: 'config_relationships', source: 'config_id', target: 'related_id', relation: 'relation' },
    },
  },
};

export interface RpcRows {
  rowsAs: string;
  rootArg: string;
  rootType: string;
  /**
   * The result is a walk over a graph: each row names the rows it was reached from (`from`, an array of
   * ids, the start's among them) at its smallest `depth`. Under row filters the walk is redone over the
   * visible rows only (see rpc.ts), and `path` (dotted ancestor ids) keeps only visible ids.
   */
  walk?: {
    from: string;
    depth: string;
    /** Result columns recomputed from the visible chains: `outgoing`, `incoming` or `both`; `hard` or a soft name. */
    direction: string;
    relation: string;
    path?: string;
    maxDepthArg: string;
    defaultMaxDepth: number;
    /** `outgoing`, `incoming` or `all`, and per direction `hard` (hard edges only) or `both`. */
    typeArg: string;
    defaultType: string;
    relationArgs: { outgoing: string; incoming: string };
    /** The edge table the function walks: `source` → `target`, with the relation's name. */
    edges: { table: string; source: string; target: string; relation: string };
  };
}

export interface FunctionArgument {
  name: string;
  /** `format_type()` of the argument, checked against SAFE_TYPE before it is written as a cast. */
  type: string;
}

export interface DbFunction {
  name: string;
  inputs: FunctionArgument[];
  /** Inputs without a default: the first `required` of them. */
  required: number;
  result: Relation;
}

const FUNCTIONS_SQL = `
SELECT p.proname AS name, p.pronargs::int AS nargs, p.pronargdefaults::int AS ndefaults,
  (SELECT json_agg(json_build_object('name', a.name, 'type', format_type(a.type, NULL), 'mode', a.mode::text,
                                     'category', t.typcategory::text) ORDER BY a.ord)
   FROM unnest(p.proargnames, COALESCE(p.proallargtypes, p.proargtypes::oid[]),
               COALESCE(p.proargmodes, array_fill('i'::"char", ARRAY[p.pronargs]))) WITH ORDINALITY AS a(name, type, mode, ord)
   JOIN pg_type t ON t.oid = a.type) AS args
FROM pg_proc p
JOIN pg_namespace n ON n.oid = p.pronamespace
WHERE n.nspname = 'public' AND p.proname IN (SELECT jsonb_array_elements_text($1::jsonb))`;

/** Type names a cast may use: what format_type() prints for plain types (`uuid`, `integer`, `text[]`). */
const SAFE_TYPE = /^[a-z][a-z0-9_ ]*(\[\])?$/;

interface FunctionRow {
  name: string;
  nargs: number;
  ndefaults: number;
  args: Array<{ name: string | null; type: string; mode: string; category: string }> | string | null;
}

export async function loadFunctions(db: Queryable): Promise<Map<string, DbFunction>> {
  const { rows } = await db.query<FunctionRow>(FUNCTIONS_SQL, [JSON.stringify(Object.keys(RPC_RESOURCES))]);
  const functions = new Map<string, DbFunction>();
  for (const row of rows) {
    // One function per name: an overloaded one could not be called by name alone.
    if (functions.has(row.name)) throw new Error(`rpc/${row.name}: overloaded functions are not callable`);
    const args = (typeof row.args === 'string' ? JSON.parse(row.args) : (row.args ?? [])) as Exclude<
      FunctionRow['args'],
      string | null
    >;
    const inputs = args
      .filter((a) => a.mode === 'i' || a.mode === 'b')
      .map((a) => ({ name: a.name ?? '', type: a.type }))
      .filter((a) => a.name && SAFE_TYPE.test(a.type));
    const columns: Column[] = args
      .filter((a) => a.mode === 't' || a.mode === 'o' || a.mode === 'b')
      .map((a) => ({ name: a.name ?? '', type: a.type, category: a.category }));
    functions.set(row.name, {
      name: row.name,
      inputs,
      required: row.nargs - row.ndefaults,
      result: { name: row.name, isView: true, columns, columnsByName: new Map(columns.map((c) => [c.name, c])) },
    });
  }
  return functions;
}

export function unknownFunction(name: string): PostgrestError {
  return new PostgrestError(
    404,
    'PGRST202',
    `Could not find the function public.${name} in the schema cache`,
    null,
    `Functions callable here: ${Object.keys(RPC_RESOURCES).join(', ')}`,
  );
}
