import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv, Principal } from '../context';
import type { Database } from '../db/database';
import {
  buildDelete,
  buildInsert,
  buildRead,
  buildUpdate,
  unknownRelation,
  type WriteStatement,
} from '../postgrest/build';
import { isDateColumn, loadCatalogue, type Catalogue } from '../postgrest/catalogue';
import { fromDatabaseError, PostgrestError } from '../postgrest/errors';
import { checkMaxAffected, maxAffectedFrom } from '../postgrest/maxAffected';
import {
  applyStatementTimeout,
  checkEmbedCount,
  checkResponseSize,
  decodeJsonBody,
  withStatementTimeout,
} from '../postgrest/limits';
import {
  LIMITS,
  parsePrefer,
  parseQuery,
  refuseSecretColumns,
  type ParsedQuery,
  type Preferences,
} from '../postgrest/parse';
import {
  actionForMethod,
  authorize as defaultAuthorize,
  resourceForTable,
  resourceForTableAction,
  type Authorize,
  type ResourceAction,
} from '../resources';
import { decide, rowFilterOf } from '../auth/decide';
import { shadowRelations } from '../auth/scopes';
import { deniedAmong, objectColumns, withinAllowed, type AllowedObjects } from '../auth/objects';
import { authenticated, principalOf, tableAccess } from '../http/access';
import { rpcRoutes } from '../postgrest/rpc';
import { catalogueForCaller } from '../people/fields';

/** JSON bodies above this size are refused (413) before parsing. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface DbWriteEvent {
  table: string;
  op: 'insert' | 'update' | 'delete';
  /** Every written row as stored, whatever the client asked to get back. */
  rows: Record<string, unknown>[];
}

export interface DbRoutesOptions {
  /** Called after a write has committed (e.g. so the runner reconciles canaries). */
  afterWrite?: (event: DbWriteEvent) => Promise<void> | void;
  /** Decides `{resource, action}` for the request's principal; defaults to resources.ts `authorize`. */
  authorize?: Authorize;
  /** Per-table rewrites, e.g. connections mask secrets going out and keep masked values coming in. */
  tableHooks?: Readonly<Record<string, TableHook>>;
}

export interface TableHook {
  /** false: the table can only be read as the root of a request, never embedded (its rows must pass `transformRows`). */
  embeddable?: boolean;
  /** Rewrites the rows of an insert or the object of an update before the statement is built. */
  beforeWrite?(
    db: Database,
    op: DbWriteEvent['op'],
    rows: Record<string, unknown>[],
    search: URLSearchParams,
    /** Who writes (exec checks and actions are limited to MC_EXEC_ROLES). */
    principal: Principal,
  ): Promise<Record<string, unknown>[]>;
  /** Rewrites every row of the table a response carries. */
  transformRows?(rows: Record<string, unknown>[]): Record<string, unknown>[];
  /** Columns masked in responses: never filtered, ordered or selected under another name (S8). */
  secretColumns?: readonly string[];
}

/** A JSON array body with the table's rows passed through its hook. */
function transformBody(hook: TableHook | undefined, body: string): string {
  if (!hook?.transformRows) return body;
  return JSON.stringify(hook.transformRows(JSON.parse(body) as Record<string, unknown>[]));
}

const JSON_TYPE = 'application/json; charset=utf-8';

function errorResponse(c: Context<AppEnv>, error: PostgrestError) {
  return c.body(JSON.stringify(error.toJSON()), error.status as ContentfulStatusCode, { 'Content-Type': JSON_TYPE });
}

function preferenceApplied(prefs: Preferences): Record<string, string> {
  const applied = [prefs.return && `return=${prefs.return}`, prefs.count && `count=${prefs.count}`].filter(Boolean);
  return applied.length ? { 'Preference-Applied': applied.join(', ') } : {};
}

async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) {
    throw new PostgrestError(413, 'PGRST413', `Request body too large (at most ${MAX_BODY_BYTES} bytes)`);
  }
  // The HTTP guards have capped the size already; this checks UTF-8, JSON and nesting.
  return decodeJsonBody(await c.req.arrayBuffer());
}

/** `Range: 0-24` (with `Range-Unit: items`) pages like `offset=0&limit=25` when the query string does not. */
function applyRangeHeader(query: ParsedQuery, header: string | undefined) {
  if (!header || query.limit !== undefined || query.offset !== undefined) return;
  const match = /^(?:items=)?(\d{1,9})-(\d{0,9})$/.exec(header.trim());
  if (!match) return;
  const first = Number(match[1]);
  const last = match[2] ? Number(match[2]) : undefined;
  if (last !== undefined && last < first) {
    throw new PostgrestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `Range ${header} ends before it starts`,
    );
  }
  query.offset = first;
  if (last !== undefined) query.limit = last - first + 1;
}

/** `Accept: application/vnd.pgrst.object+json` (postgrest-js `.single()`) asks for one object. */
function wantsSingleObject(c: Context<AppEnv>): boolean {
  return (c.req.header('accept') ?? '').includes('application/vnd.pgrst.object+json');
}

function singularError(rows: number): PostgrestError {
  return new PostgrestError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rows} rows`,
  );
}

/** json_agg's text for one element is `[` + element + `]`. */
const unwrapSingle = (body: string) => body.slice(1, -1);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * created_by / updated_by come from the session or token, never from the body:
 * an insert sets both (where the table has them), an update sets updated_by
 * and may not change created_by.
 */
function withAuthor(
  row: Record<string, unknown>,
  columns: ReadonlyMap<string, unknown>,
  personId: string,
  op: 'insert' | 'update',
): Record<string, unknown> {
  const out = { ...row };
  delete out.created_by;
  delete out.updated_by;
  if (op === 'insert' && columns.has('created_by')) out.created_by = personId;
  if (columns.has('updated_by')) out.updated_by = personId;
  return out;
}

/**
 * A row's object is checked after the write, as it is stored; a PATCH that sets the column naming
 * the object (a check's canary_id) would check only where the row went, not where it came from, so
 * while any object is denied to the caller such a move is refused.
 */
function refuseObjectMove(table: string, patch: Record<string, unknown>) {
  const moved = objectColumns(table).filter((column) => Object.hasOwn(patch, column));
  if (moved.length) {
    throw new PostgrestError(
      403,
      '42501',
      `permission denied for ${table}`,
      `${moved.join(', ')} cannot be changed while a permission row denies you an object`,
    );
  }
}

/**
 * `/api/db/<table>`: a PostgREST-compatible subset over the tables of the
 * resource map (see postgrest/ for the parser and SQL builder).
 */
export function dbRoutes(options: DbRoutesOptions = {}) {
  const authorize = options.authorize ?? defaultAuthorize;
  const hookOf = (table: string) =>
    Object.hasOwn(options.tableHooks ?? {}, table) ? options.tableHooks![table] : undefined;
  // The schema is read once per database, on the first request.
  const catalogues = new WeakMap<Database, Promise<Catalogue>>();
  const catalogueFor = (db: Database) => {
    let catalogue = catalogues.get(db);
    if (!catalogue) {
      catalogue = loadCatalogue(db);
      catalogues.set(db, catalogue);
      catalogue.catch(() => catalogues.delete(db));
    }
    return catalogue;
  };

  const routes = new Hono<AppEnv>();

  /**
   * `grant`: a write the role table refuses on the root table may go ahead when permission rows
   * allow the caller writes on single objects of its area (S7); `grant.only` then names them, and
   * the write is rolled back unless every row it touched belongs to one of them.
   */
  const check = async (
    c: Context<AppEnv>,
    relations: Iterable<string>,
    rootAction: ResourceAction,
    root: string,
    grant?: { only: AllowedObjects | null },
  ) => {
    for (const relation of relations) {
      const action = relation === root ? rootAction : 'read';
      const resource = resourceForTableAction(relation, action);
      if (!resource) throw unknownRelation(relation);
      if (relation !== root && hookOf(relation)?.embeddable === false) {
        throw new PostgrestError(400, 'PGRST100', `${relation} cannot be embedded; read /api/db/${relation}`);
      }
      if (!(await authorize(c, resource, action))) {
        if (grant && relation === root && action === 'write') {
          grant.only =
            rowFilterOf(await decide(principalOf(c), { rows: 'write', area: resource }, c.var.db))?.only ?? null;
          if (grant.only) continue;
        }
        throw new PostgrestError(
          403,
          '42501',
          `permission denied for ${relation}`,
          `${action} on ${resource} is not granted to ${c.var.principal.email}`,
        );
      }
    }
  };

  // `rpc/<fn>` by GET: the function's arguments plus filters, select and order on its rows (postgrest/rpc.ts).
  routes.route('/rpc', rpcRoutes({ authorize }));

  routes.all('/:table', tableAccess(), async (c) => {
    try {
      const table = c.req.param('table');
      const method = c.req.method;
      const search = new URL(c.req.url).search.slice(1);
      if (search.length > LIMITS.queryLength) {
        throw new PostgrestError(400, 'PGRST100', `Query string too long (at most ${LIMITS.queryLength} characters)`);
      }
      if (!resourceForTable(table)) throw unknownRelation(table);
      if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method)) {
        throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      }
      const db = c.var.db;
      // Who may not read identities gets people's public fields only (people/fields.ts).
      const catalogue = await catalogueForCaller(c, await catalogueFor(db), authorize);
      const relation = catalogue.relations.get(table);
      if (!relation) throw unknownRelation(table);
      const action = actionForMethod(method);
      // Refuse early, before the query is even parsed, when the table itself is off limits.
      const grant: { only: AllowedObjects | null } = { only: null };
      await check(c, [table], action, table, grant);

      const query = parseQuery(new URLSearchParams(search), {
        isDateColumn: (name) => isDateColumn(relation.columnsByName.get(name)),
      });
      checkEmbedCount(query.select);
      refuseSecretColumns(query, hookOf(table)?.secretColumns ?? [], table);
      const prefs = parsePrefer(c.req.header('prefer'));
      const buildOptions = { catalogue, isExposed: (name: string) => resourceForTable(name) !== undefined };

      if (method === 'GET' || method === 'HEAD') {
        applyRangeHeader(query, c.req.header('range'));
        const statements = buildRead(buildOptions, table, query);
        await check(c, statements.relations, action, table);
        // Guests read only the rows their access scopes match, and nobody reads a row of an object a
        // permission row denies them (S7), embeds included.
        const filters = rowFilterOf(await decide(principalOf(c), { rows: 'read' }, db))?.relations ?? [];
        const read = shadowRelations(statements.read, statements.relations, filters);
        const counted = shadowRelations(statements.count, statements.relations, filters);
        const {
          rows: [result],
        } = await withStatementTimeout(db, (q) => q.query<{ body: string; n: number }>(read.sql, read.params));
        let total: number | undefined;
        if (prefs.count) {
          const { rows } = await withStatementTimeout(db, (q) => q.query<{ n: number }>(counted.sql, counted.params));
          total = rows[0]!.n;
        }
        const offset = query.offset ?? 0;
        const returned = result!.n;
        if (total !== undefined && offset > 0 && offset >= total) {
          throw new PostgrestError(
            416,
            'PGRST103',
            'Requested range not satisfiable',
            `An offset of ${offset} was requested, but there are only ${total} rows.`,
          );
        }
        const single = wantsSingleObject(c);
        if (single && returned !== 1) throw singularError(returned);
        const range = returned ? `${offset}-${offset + returned - 1}` : '*';
        const partial = total !== undefined && (offset > 0 || offset + returned < total);
        const headers = {
          'Content-Type': JSON_TYPE,
          'Content-Range': `${range}/${total ?? '*'}`,
          ...preferenceApplied(prefs),
        };
        const status = partial ? 206 : 200;
        if (method === 'HEAD') return c.body(null, status, headers);
        checkResponseSize(result!.body);
        const body = transformBody(hookOf(table), result!.body);
        return c.body(single ? unwrapSingle(body) : body, status, headers);
      }

      let statement: WriteStatement;
      let patched: Record<string, unknown> = {};
      let op: DbWriteEvent['op'];
      const representation = prefs.return === 'representation';
      if (method === 'POST') {
        const body = await readJsonBody(c);
        let rows = Array.isArray(body) ? body : [body];
        if (!rows.every(isPlainObject)) {
          throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', 'Send an object or an array of objects');
        }
        rows = rows.map((row) => withAuthor(row, relation.columnsByName, principalOf(c).id, 'insert'));
        if (!rows.length) {
          const headers = { 'Content-Type': JSON_TYPE, 'Content-Range': '*/*', ...preferenceApplied(prefs) };
          return representation ? c.body('[]', 201, headers) : c.body(null, 201, headers);
        }
        const hook = hookOf(table);
        if (hook?.beforeWrite) {
          rows = await hook.beforeWrite(db, 'insert', rows, new URLSearchParams(search), principalOf(c));
        }
        statement = buildInsert(buildOptions, table, rows, query, representation);
        op = 'insert';
      } else if (method === 'PATCH') {
        let body = await readJsonBody(c);
        if (!isPlainObject(body)) {
          throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', 'PATCH takes one JSON object');
        }
        body = withAuthor(body, relation.columnsByName, principalOf(c).id, 'update');
        const hook = hookOf(table);
        const authored = body as Record<string, unknown>;
        const patch = hook?.beforeWrite
          ? ((await hook.beforeWrite(db, 'update', [authored], new URLSearchParams(search), principalOf(c)))[0] ?? {})
          : authored;
        statement = buildUpdate(buildOptions, table, patch, query, representation);
        patched = patch;
        op = 'update';
      } else {
        statement = buildDelete(buildOptions, table, query, representation);
        op = 'delete';
      }
      await check(c, statement.relations, action, table, grant);
      // S7: an object denied to the caller (for writing or reading) may not be written; the write is
      // rolled back when any row it touched belongs to one.
      const denied = rowFilterOf(await decide(principalOf(c), { rows: 'write' }, db))?.denied ?? null;
      if (denied && op === 'update') refuseObjectMove(table, patched);
      const single = wantsSingleObject(c);
      const maxAffected = op === 'insert' ? undefined : maxAffectedFrom(c.req.header('prefer'));
      // In a transaction so that a `.single()` write touching other than one row is rolled back.
      const result = await db.transaction(async (tx) => {
        await applyStatementTimeout(db, tx);
        const {
          rows: [row],
        } = await tx.query<{ written: string; body: string | null }>(statement.sql, statement.params);
        const rows = JSON.parse(row!.written) as Record<string, unknown>[];
        const hit = denied && (await deniedAmong(tx, denied, table, rows));
        if (grant.only && !(await withinAllowed(tx, grant.only, table, rows))) {
          throw new PostgrestError(
            403,
            '42501',
            `permission denied for ${table}`,
            `${action} is granted to ${principalOf(c).email || principalOf(c).id} only on ${grant.only.kind} ${grant.only.ids.join(', ')}`,
          );
        }
        if (hit) {
          throw new PostgrestError(
            403,
            '42501',
            `permission denied for ${table}`,
            `${action} on ${hit.kind} ${hit.id} is denied to ${principalOf(c).email || principalOf(c).id}`,
          );
        }
        if (single && rows.length !== 1) throw singularError(rows.length);
        checkMaxAffected(maxAffected, rows.length);
        return { written: rows, body: row!.body };
      });
      const written = result.written;
      if (options.afterWrite) {
        try {
          await options.afterWrite({ table, op, rows: written });
        } catch (error) {
          // The write is committed; a failing listener must not turn it into an error for the client.
          console.error(`afterWrite listener failed for ${op} on ${table}:`, error);
        }
      }
      const range = method === 'POST' || !written.length ? '*/*' : `0-${written.length - 1}/*`;
      const headers = { 'Content-Type': JSON_TYPE, 'Content-Range': range, ...preferenceApplied(prefs) };
      if (representation) {
        const body = transformBody(hookOf(table), result.body ?? '[]');
        return c.body(single ? unwrapSingle(body) : body, method === 'POST' ? 201 : 200, headers);
      }
      return c.body(null, method === 'POST' ? 201 : 204, headers);
    } catch (error) {
      if (error instanceof PostgrestError) return errorResponse(c, error);
      const mapped = fromDatabaseError(error);
      if (mapped) return errorResponse(c, mapped);
      throw error;
    }
  });

  routes.all('*', authenticated(), (c) =>
    errorResponse(
      c,
      new PostgrestError(
        404,
        'PGRST205',
        `Could not find the table 'public.${c.req.path.split('/').pop() ?? ''}' in the schema cache`,
      ),
    ),
  );

  return routes;
}
