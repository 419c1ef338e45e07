import type { Database, Transaction } from '../db/database';
import type { QueryColumnType } from './spec';
import { checkViewSql, ViewSqlError } from './sqlGuard';

/**
 * Merge and panel SQL run on our own database (PGlite or PostgreSQL), not a second engine: the queries' result sets
 * are loaded into temporary tables named after the queries, and each statement reads them there. Three guards keep
 * such SQL (written by whoever may write views) to those tables:
 * 1. the parse check of sqlGuard.ts (one SELECT, allowed functions only), and the statement runs as a subquery, where
 *    PostgreSQL itself refuses anything but a SELECT;
 * 2. it runs as the `mc_view_query` role (migration 037), which owns nothing and is granted SELECT on the temporary
 *    tables only, with `search_path` set to the temporary schema and the transaction read-only;
 * 3. the transaction is always rolled back: the temporary tables never outlive the run.
 * On PostgreSQL each statement has MC_VIEW_STATEMENT_TIMEOUT; PGlite cannot interrupt a statement (it has no timer
 * signal), which is why the parse check leaves generate_series out.
 */
export const VIEW_ROLE = 'mc_view_query';

export interface ResultSet {
  name: string;
  columns: Array<{ name: string; type: QueryColumnType }>;
  rows: Record<string, unknown>[];
}

export interface SqlStatement {
  /** Names the statement in errors: `merge`, `panels[0].query`. */
  where: string;
  sql: string;
}

export interface SandboxOptions {
  statementTimeoutMs: number;
  maxRows: number;
  /** The variables' values, bound as parameters wherever the SQL says `$(var.<key>)`. */
  variables: Record<string, string>;
}

const SQL_TYPES: Record<QueryColumnType, string> = {
  string: 'text',
  number: 'double precision',
  boolean: 'boolean',
  datetime: 'timestamptz',
  json: 'jsonb',
};

class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rolled back on purpose');
  }
}

const roleChecked = new WeakMap<Database, Promise<boolean>>();

/** Whether this database user may act as the view role (migration 037 could create and grant it). */
function viewRoleAvailable(db: Database): Promise<boolean> {
  let known = roleChecked.get(db);
  if (!known) {
    known = db
      .query<{ ok: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1) AND pg_has_role(current_user, $1, 'MEMBER') AS ok`,
        [VIEW_ROLE],
      )
      .then(({ rows }) => rows[0]?.ok === true)
      .catch(() => false);
    roleChecked.set(db, known);
  }
  return known;
}

/** `$(var.key)` → a bound parameter; an unknown key is the spec's mistake, said as such. */
export function bindVariables(
  sql: string,
  variables: Record<string, string>,
  where: string,
  params: unknown[],
): string {
  return sql.replace(/\$\(\s*var\.([a-z_][a-z0-9_]*)\s*\)/g, (_match, key: string) => {
    if (!Object.hasOwn(variables, key))
      throw new ViewSqlError(`${where} uses var.${key}, which templating does not define`);
    params.push(variables[key]);
    return `$${params.length}::text`;
  });
}

async function load(tx: Transaction, set: ResultSet): Promise<void> {
  const columns = set.columns.length ? set.columns : [{ name: 'empty', type: 'string' as const }];
  await tx.query(
    `CREATE TEMPORARY TABLE "${set.name}" (${columns.map((c) => `"${c.name}" ${SQL_TYPES[c.type]}`).join(', ')})`,
  );
  if (set.rows.length) {
    await tx.query(
      `INSERT INTO pg_temp."${set.name}" SELECT * FROM jsonb_populate_recordset(NULL::pg_temp."${set.name}", $1::jsonb)`,
      [set.rows],
    );
  }
  await tx.query(`GRANT SELECT ON pg_temp."${set.name}" TO ${VIEW_ROLE}`);
}

export interface StatementResult {
  columns: string[];
  rows: Record<string, unknown>[];
}

/**
 * Runs each statement over the result sets and answers its rows (as JSON: numbers are numbers and times ISO text on
 * both databases), in order. A statement that fails fails the whole run with its name and PostgreSQL's sentence.
 */
export async function runOverResultSets(
  db: Database,
  sets: ResultSet[],
  statements: SqlStatement[],
  options: SandboxOptions,
): Promise<StatementResult[]> {
  if (!statements.length) return [];
  const checked = statements.map((statement) => ({ ...statement, sql: checkViewSql(statement.sql, statement.where) }));
  if (!(await viewRoleAvailable(db))) {
    throw new ViewSqlError(
      `this server's database user could not create the ${VIEW_ROLE} role (migration 037), so merge and panel SQL cannot run safely; create the role (CREATE ROLE ${VIEW_ROLE} NOLOGIN; GRANT ${VIEW_ROLE} TO <server user>) and restart`,
    );
  }
  try {
    await db.transaction(async (tx) => {
      for (const set of sets) await load(tx, set);
      await tx.query('SET LOCAL transaction_read_only = on');
      await tx.query('SET LOCAL search_path = pg_temp');
      if (db.kind === 'postgres') {
        await tx.query(`SET LOCAL statement_timeout = ${Math.max(100, Math.floor(options.statementTimeoutMs))}`);
      }
      await tx.query(`SET LOCAL ROLE ${VIEW_ROLE}`);
      const results: StatementResult[] = [];
      for (const statement of checked) {
        const params: unknown[] = [];
        const sql = bindVariables(statement.sql, options.variables, statement.where, params);
        params.push(options.maxRows + 1);
        let rows: Array<{ r: Record<string, unknown> }>;
        try {
          // The newline ends a trailing -- comment; the subquery admits nothing but a query.
          ({ rows } = await tx.query<{ r: Record<string, unknown> }>(
            `SELECT row_to_json(q) AS r FROM (${sql}\n) q LIMIT $${params.length}`,
            params,
          ));
        } catch (error) {
          throw new ViewSqlError(`${statement.where} failed: ${(error as Error).message}`);
        }
        if (rows.length > options.maxRows) {
          throw new ViewSqlError(`${statement.where} returned more than the limit of ${options.maxRows} rows`);
        }
        const data = rows.map((row) =>
          typeof row.r === 'string' ? (JSON.parse(row.r) as Record<string, unknown>) : row.r,
        );
        results.push({ columns: data[0] ? Object.keys(data[0]) : [], rows: data });
      }
      throw new Rollback(results);
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as StatementResult[];
    throw error;
  }
  throw new Error('unreachable: the view sandbox committed');
}
