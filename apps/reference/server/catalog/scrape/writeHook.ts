import { allows, decideByRole } from '../../auth/decide';
import type { Principal } from '../../context';
import type { Queryable } from '../../db/database';
import { assertConnectionUsesAllowed, isConnectionReference, type ConnectionUse } from '../../connections/references';
import { PostgrestError } from '../../postgrest/errors';
import { execWriteProblem } from '../../sandbox/policy';
import { celFieldProblem } from './cel';
import { commonFieldProblem } from './fields';
import { fileSourceProblem } from './sources/file';
import { httpSourceProblem } from './sources/http';
import { execSourceProblem } from './sources/exec';
import { readsOwnDatabase, sqlSourceProblem } from './sources/sql';
import { parseScraperSpec, ScraperSpecError, type SourceEntry } from './spec';

/**
 * The /api/db table hook for `config_scrapers` (db/routes.ts `TableHook`): a spec is checked before anything is
 * stored. A bad spec, or a file path outside the scrape roots, is a 400 whose sentence says why (for paths: which
 * setting allows it, MC_SCRAPE_PATHS); an exec scraper needs an MC_EXEC_ROLES role, a sql scraper over the server's
 * own database needs admin, and a named connection needs read on its secrets (403). A saved spec is due at once.
 */
export interface ScrapeRoots {
  roots(): string[];
  readonly dataDir: string;
}

type Op = 'insert' | 'update' | 'delete';
type Rows = Record<string, unknown>[];

const invalid = (message: string) => new PostgrestError(400, '22023', `invalid scraper spec: ${message}`);
const refused = (message: string) => new PostgrestError(403, '42501', message);

/** What is wrong with one source, or undefined. */
export function sourceProblem(source: SourceEntry, roots: ScrapeRoots): string | undefined {
  const where = `${source.type}[${source.index}]`;
  const problem =
    commonFieldProblem(source.config) ??
    celFieldProblem(source.config.transform) ??
    (source.type === 'file'
      ? fileSourceProblem(source.config, { roots: roots.roots(), dataDir: roots.dataDir })
      : source.type === 'sql'
        ? sqlSourceProblem(source.config)
        : source.type === 'http'
          ? httpSourceProblem(source.config)
          : source.type === 'exec'
            ? execSourceProblem(source.config)
            : undefined);
  return problem ? `${where}: ${problem}` : undefined;
}

/** The spec's problems as the save sees them (undefined when it may be stored). */
export function scraperSpecProblem(spec: unknown, roots: ScrapeRoots): string | undefined {
  try {
    const parsed = parseScraperSpec(spec);
    for (const source of parsed.sources) {
      const problem = sourceProblem(source, roots);
      if (problem) return problem;
    }
    return undefined;
  } catch (error) {
    if (error instanceof ScraperSpecError) return error.message;
    throw error;
  }
}

async function assertWriter(db: Queryable, spec: unknown, principal: Principal): Promise<void> {
  const { sources } = parseScraperSpec(spec);
  const uses: ConnectionUse[] = [];
  for (const source of sources) {
    const where = `${source.type} scraper ${source.index}`;
    if (source.type === 'exec') {
      const problem = execWriteProblem(principal);
      if (problem) throw refused(problem);
    }
    if (
      source.type === 'sql' &&
      readsOwnDatabase(source.config) &&
      !allows(decideByRole(principal, { action: 'administer' }))
    ) {
      throw refused("only admin may save a sql scraper that reads this server's own database");
    }
    const connection = source.config.connection;
    if (isConnectionReference(connection)) {
      uses.push({
        where,
        reference: connection,
        redirects: source.type === 'http' && source.config.url ? ['url'] : [],
      });
    }
  }
  await assertConnectionUsesAllowed(db, principal, uses);
}

export function scrapersTableHook(roots: ScrapeRoots) {
  return {
    async beforeWrite(db: Queryable, op: Op, rows: Rows, _search: URLSearchParams, principal: Principal) {
      if (op === 'delete') return rows;
      return Promise.all(
        rows.map(async (row) => {
          if (!Object.hasOwn(row, 'spec')) return row;
          const problem = scraperSpecProblem(row.spec, roots);
          if (problem) throw invalid(problem);
          await assertWriter(db, row.spec, principal);
          // A new or changed spec runs on the next tick, not at its old time.
          return { ...row, next_runtime: null };
        }),
      );
    },
  };
}
