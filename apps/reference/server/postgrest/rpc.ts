import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import type { Database } from '../db/database';
import { decide, rowFilterOf } from '../auth/decide';
import { shadowRelations, type RelationFilter } from '../auth/scopes';
import { principalOf, tableAccess } from '../http/access';
import { UUID_PATTERN } from '../http/input';
import { actionForMethod, authorize as defaultAuthorize, resourceForTable, type Authorize } from '../resources';
import { buildRead, unknownRelation } from './build';
import { isDateColumn, loadCatalogue, type Catalogue } from './catalogue';
import { fromDatabaseError, PostgrestError } from './errors';
import { catalogueForCaller } from '../people/fields';
import { checkEmbedCount, checkResponseSize, withStatementTimeout } from './limits';
import { LIMITS, parsePrefer, parseQuery } from './parse';
import {
  isRpcName,
  loadFunctions,
  RPC_RESOURCES,
  RPC_ROWS,
  unknownFunction,
  type DbFunction,
  type RpcRows,
} from './rpcCatalogue';

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

const UUID_TEXT = UUID_PATTERN.source;

/**
 * A walk's result under row filters (guest scopes, denied items): the function walked every edge, so a
 * visible row may have been reached only through a hidden one, and its `from` ids and `path` may name
 * hidden ones. Secure by default, the walk is redone over the visible rows alone (`seen`): a row stays
 * when a chain of visible rows links it to the start within the depth limit, its depth is that chain's,
 * `from` keeps the start and the kept rows, and `path` keeps visible ids. Nothing hidden, not even
 * that a hidden item exists between two visible ones, can be read from the answer.
 */
function walkVisible(
  fn: DbFunction,
  walk: NonNullable<RpcRows['walk']>,
  seen: string,
  root: string,
  args: Map<string, string>,
  bind: (value: unknown) => string,
  visible: () => string[],
): string {
  const maxDepth = `COALESCE(${bind(args.get(walk.maxDepthArg) ?? null)}::integer, ${walk.defaultMaxDepth})`;
  const text = (name: string, fallback: string) => `COALESCE(${bind(args.get(name) ?? null)}::text, '${fallback}')`;
  const types = text(walk.typeArg, walk.defaultType);
  const hardOnly = {
    outgoing: `${text(walk.relationArgs.outgoing, 'both')} = 'hard'`,
    incoming: `${text(walk.relationArgs.incoming, 'both')} = 'hard'`,
  };
  const { table, source, target, relation } = walk.edges;
  // One step a → b in direction `dir` over a live edge the arguments allow (an OR of the two directions, so
  // each side can use the edge table's index on its end).
  const edge = (a: string, b: string, dir: string) => `_e.deleted_at IS NULL AND (
      (${dir} = 'outgoing' AND _e."${source}" = ${a} AND _e."${target}" = ${b}
        AND (NOT ${hardOnly.outgoing} OR _e."${relation}" = 'hard'))
      OR (${dir} = 'incoming' AND _e."${target}" = ${a} AND _e."${source}" = ${b}
        AND (NOT ${hardOnly.incoming} OR _e."${relation}" = 'hard')))`;
  const from = `"${walk.from}"`;
  const columns = fn.result.columns.map(({ name }) => {
    if (name === walk.from) {
      return `ARRAY(SELECT x FROM unnest(_v.${from}) AS x WHERE x = ${root} OR x IN (SELECT _b.id FROM _best _b)) AS ${from}`;
    }
    if (name === walk.depth) return `_b.hops AS "${name}"`;
    if (name === walk.direction) return `_b.dir AS "${name}"`;
    if (name === walk.relation) return `_b.rel AS "${name}"`;
    if (name === walk.path) {
      const segmentSeen = `EXISTS (SELECT 1 FROM (SELECT _p.seg::uuid AS id) AS _s WHERE ${visible().join(' AND ')})`;
      return `CASE WHEN _v."${name}" IS NULL THEN NULL ELSE array_to_string(ARRAY(
        SELECT _p.seg FROM unnest(string_to_array(_v."${name}", '.')) WITH ORDINALITY AS _p(seg, o)
        WHERE CASE WHEN _p.seg ~* '${UUID_TEXT}' THEN ${segmentSeen} ELSE true END ORDER BY _p.o), '.') END AS "${name}"`;
    }
    return `_v."${name}"`;
  });
  // Each step follows a real edge between two visible rows, in one direction per chain as the function walks,
  // so direction (`both` only when visible chains reach it both ways) and relation come from visible edges too.
  return `(WITH RECURSIVE _vis AS ${seen},
    _reach (id, hops, dir, rel) AS (
      SELECT _v.id, 1, _d.dir, _x.rel
      FROM _vis _v CROSS JOIN (VALUES ('outgoing'::text), ('incoming'::text)) AS _d (dir)
      CROSS JOIN LATERAL (SELECT _e."${relation}" AS rel FROM public."${table}" _e
                          WHERE ${edge(root, '_v.id', '_d.dir')}) AS _x
      WHERE ${types} IN ('all', _d.dir) AND ${root} = ANY (_v.${from})
      UNION
      SELECT _v.id, _r.hops + 1, _r.dir, _x.rel
      FROM _reach _r JOIN _vis _v ON _r.id = ANY (_v.${from})
      CROSS JOIN LATERAL (SELECT _e."${relation}" AS rel FROM public."${table}" _e
                          WHERE ${edge('_r.id', '_v.id', '_r.dir')}) AS _x
      WHERE _r.hops < ${maxDepth}
    ),
    _best AS (
      SELECT _r.id, min(_r.hops)::integer AS hops,
             CASE WHEN count(DISTINCT _r.dir) > 1 THEN 'both' ELSE min(_r.dir) END AS dir,
             CASE WHEN bool_or(_r.rel = 'hard') THEN 'hard' ELSE min(_r.rel) END AS rel
      FROM _reach _r GROUP BY _r.id
    )
    SELECT ${columns.join(', ')} FROM _vis _v JOIN _best _b ON _b.id = _v.id)`;
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
        const visible = () =>
          filters.map((filter) => filter(rows.rowsAs, params)).filter((c): c is string => c !== null);
        const kept = visible();
        if (!kept.length) return source;
        // The start must pass the same filters: `_s` below is a one-row relation holding only its id.
        const root = args.has(rows.rootArg) ? bind(args.get(rows.rootArg)) : 'NULL';
        const startSeen = `EXISTS (SELECT 1 FROM (SELECT ${root}::${rows.rootType} AS id) AS _s WHERE ${visible().join(' AND ')})`;
        const seen = `(SELECT _s.* FROM ${source} AS _s WHERE ${kept.join(' AND ')} AND ${startSeen})`;
        return rows.walk ? walkVisible(fn, rows.walk, seen, `${root}::${rows.rootType}`, args, bind, visible) : seen;
      };
      const statements = buildRead(
        {
          // An embed of people from a function's rows carries their public fields only, as /api/db does.
          catalogue: await catalogueForCaller(c, catalogue, authorize),
          isExposed: (relation) => resourceForTable(relation) !== undefined,
        },
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
