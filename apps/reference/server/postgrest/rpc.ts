import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import type { Database } from '../db/database';
import { decide, rowFilterOf } from '../auth/decide';
import { shadowRelations, type RelationFilter } from '../auth/scopes';
import { principalOf, tableAccess } from '../http/access';
import { actionForMethod, authorize as defaultAuthorize, resourceForTable, type Authorize } from '../resources';
import { buildRead, unknownRelation } from './build';
import { isDateColumn, loadCatalogue, type Catalogue } from './catalogue';
import { fromDatabaseError, PostgrestError } from './errors';
import { checkEmbedCount, checkResponseSize, withStatementTimeout } from './limits';
import { LIMITS, parsePrefer, parseQuery } from './parse';
import { isRpcName, loadFunctions, RPC_RESOURCES, RPC_ROWS, unknownFunction, type DbFunction } from './rpcCatalogue';

/**
 * `GET /api/db/rpc/<fn>?arg=value&col=op.value&select=…&order=…&limit=…`: PostgREST's RPC by GET. Query
 * parameters named like the function's arguments are its arguments (raw values, each bound and cast to the
 * argument's type); the others filter, select, order and page its result rows as for a table. The result
 * rows pass the caller's row filters (guest access scopes, objects denied by permission rows) as rows of
 * the relation RPC_ROWS names, and so must the object the call starts from.
 */

const JSON_TYPE = 'application/json; charset=utf-8';

function errorResponse(c: Context<AppEnv>, error: PostgrestError) {
  return c.body(JSON.stringify(error.toJSON()), error.status as ContentfulStatusCode, { 'Content-Type': JSON_TYPE });
}

/** The caller's row filters, as /api/db reads through them. */
async function rowFilters(c: Context<AppEnv>): Promise<RelationFilter[]> {
  return [...(rowFilterOf(await decide(principalOf(c), { rows: 'read' }, c.var.db))?.relations ?? [])];
}

/** Splits the query string into the function's arguments and the rest (filters, select, order, paging). */
function splitArguments(fn: DbFunction, search: URLSearchParams) {
  const names = new Set(fn.inputs.map((input) => input.name));
  const args = new Map<string, string>();
  const rest = new URLSearchParams();
  for (const [key, value] of search) {
    if (!names.has(key)) {
      rest.append(key, value);
      continue;
    }
    if (args.has(key)) throw new PostgrestError(400, 'PGRST100', `The argument ${key} is given more than once`);
    args.set(key, value);
  }
  const missing = fn.inputs.slice(0, fn.required).filter((input) => !args.has(input.name));
  if (missing.length) {
    throw new PostgrestError(
      400,
      'PGRST202',
      `rpc/${fn.name} needs the argument${missing.length > 1 ? 's' : ''} ${missing.map((m) => m.name).join(', ')}`,
      null,
      `Arguments: ${fn.inputs.map((input, i) => `${input.name} (${input.type}${i < fn.required ? '' : ', optional'})`).join(', ')}`,
    );
  }
  return { args, rest };
}

export interface RpcRoutesOptions {
  authorize?: Authorize;
}

export function rpcRoutes(options: RpcRoutesOptions = {}) {
  const authorize = options.authorize ?? defaultAuthorize;
  const schemas = new WeakMap<Database, Promise<{ catalogue: Catalogue; functions: Map<string, DbFunction> }>>();
  const schemaFor = (db: Database) => {
    let schema = schemas.get(db);
    if (!schema) {
      schema = Promise.all([loadCatalogue(db), loadFunctions(db)]).then(([catalogue, functions]) => ({
        catalogue,
        functions,
      }));
      schemas.set(db, schema);
      schema.catch(() => schemas.delete(db));
    }
    return schema;
  };
  const routes = new Hono<AppEnv>();

  routes.all('/:fn', tableAccess(), async (c) => {
    try {
      const name = c.req.param('fn');
      const method = c.req.method;
      const search = new URL(c.req.url).search.slice(1);
      if (search.length > LIMITS.queryLength) {
        throw new PostgrestError(400, 'PGRST100', `Query string too long (at most ${LIMITS.queryLength} characters)`);
      }
      if (!isRpcName(name)) throw unknownFunction(name);
      const resource = RPC_RESOURCES[name];
      const action = actionForMethod(method);
      if (!(await authorize(c, resource, action))) {
        throw new PostgrestError(
          403,
          '42501',
          `permission denied for function ${name}`,
          `${action} on ${resource} is not granted to ${principalOf(c).email || principalOf(c).id}`,
        );
      }
      // The catalog's functions only read: they are called by GET (or HEAD), never to change anything.
      if (method !== 'GET' && method !== 'HEAD') {
        throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}; call rpc/${name} by GET`);
      }
      const db = c.var.db;
      const { catalogue, functions } = await schemaFor(db);
      const fn = functions.get(name);
      if (!fn) throw unknownFunction(name);
      const { args, rest } = splitArguments(fn, new URLSearchParams(search));
      const query = parseQuery(rest, { isDateColumn: (column) => isDateColumn(fn.result.columnsByName.get(column)) });
      checkEmbedCount(query.select);
      const filters = await rowFilters(c);
      const rows = RPC_ROWS[name];
      const from = (params: unknown[]) => {
        const bind = (value: unknown) => {
          params.push(value);
          return `$${params.length}`;
        };
        const call = fn.inputs
          .filter((input) => args.has(input.name))
          .map((input) => `"${input.name}" => ${bind(args.get(input.name))}::${input.type}`);
        const source = `public."${fn.name}"(${call.join(', ')})`;
        const kept = filters.map((filter) => filter(rows.rowsAs, params)).filter((c): c is string => c !== null);
        if (!kept.length) return source;
        // The start must pass the same filters: `_s` below is a one-row relation holding only its id.
        const root = args.has(rows.rootArg) ? bind(args.get(rows.rootArg)) : 'NULL';
        const rootKept = filters.map((filter) => filter(rows.rowsAs, params)).filter((c): c is string => c !== null);
        return `(SELECT _s.* FROM ${source} AS _s WHERE ${kept.join(' AND ')}
          AND EXISTS (SELECT 1 FROM (SELECT ${root}::${rows.rootType} AS id) AS _s WHERE ${rootKept.join(' AND ')}))`;
      };
      const statements = buildRead(
        { catalogue, isExposed: (relation) => resourceForTable(relation) !== undefined },
        name,
        query,
        { relation: fn.result, from },
      );
      for (const relation of statements.relations) {
        const embedded = resourceForTable(relation);
        if (!embedded) throw unknownRelation(relation);
        if (!(await authorize(c, embedded, 'read'))) {
          throw new PostgrestError(403, '42501', `permission denied for ${relation}`);
        }
      }
      const read = shadowRelations(statements.read, statements.relations, filters);
      const counted = shadowRelations(statements.count, statements.relations, filters);
      const prefs = parsePrefer(c.req.header('prefer'));
      const {
        rows: [result],
      } = await withStatementTimeout(db, (q) => q.query<{ body: string; n: number }>(read.sql, read.params));
      let total: number | undefined;
      if (prefs.count) {
        const { rows: counts } = await withStatementTimeout(db, (q) =>
          q.query<{ n: number }>(counted.sql, counted.params),
        );
        total = counts[0]!.n;
      }
      const offset = query.offset ?? 0;
      const returned = result!.n;
      const range = returned ? `${offset}-${offset + returned - 1}` : '*';
      const partial = total !== undefined && (offset > 0 || offset + returned < total);
      const headers = { 'Content-Type': JSON_TYPE, 'Content-Range': `${range}/${total ?? '*'}` };
      const status = partial ? 206 : 200;
      if (method === 'HEAD') return c.body(null, status, headers);
      checkResponseSize(result!.body);
      return c.body(result!.body, status, headers);
    } catch (error) {
      if (error instanceof PostgrestError) return errorResponse(c, error);
      const mapped = fromDatabaseError(error);
      if (mapped) return errorResponse(c, mapped);
      throw error;
    }
  });

  return routes;
}
