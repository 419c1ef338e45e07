import { Hono, type Context } from 'hono';
import type { Database, Queryable } from '../db/database';
import { shareInFlight } from '../db/inFlight';
import type { AppEnv } from '../context';
import { checkGraph, parseTimeParam } from '../canary/graph';
import {
  checkSummariesJson,
  coalesceSummary,
  parseSummaryFilters,
  SummaryRequestError,
  type SummaryFilters,
} from '../canary/summary';
import { arrivedAt } from '../http/guards/arrival';
import { compressShared, pickEncoding, SHARED_COMPRESSION_BYTES } from '../http/guards/compress';
import { Runner, RunNowBusyError } from '../runner/runner';
// Read inside handlers only, so the import cycle with app.ts is harmless.
import { BACKEND_VERSION } from '../app';
import { allows, decide, rowFilterOf } from '../auth/decide';
import { guestSeesCheck } from '../auth/scopes';
import { authenticated, enforce, principalOf, requireAccess, runCheckAccess } from '../http/access';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class BadRequest extends Error {}

const shareGraph = shareInFlight<Queryable, Awaited<ReturnType<typeof checkGraph>>>();

export interface CanaryRoutesOptions {
  /** Runs checks for Run Now; a stopped runner of the request's database is used when omitted. */
  runner?: Runner;
}

export function canaryRoutes(options: CanaryRoutesOptions = {}) {
  const routes = new Hono<AppEnv>();
  const runners = new WeakMap<Queryable, Runner>();
  const runnerFor = (db: Database) => {
    if (options.runner) return options.runner;
    let runner = runners.get(db);
    if (!runner) {
      runner = new Runner(db);
      runners.set(db, runner);
    }
    return runner;
  };

  // Bad input is a 400 with a clear message; anything else goes to the app's error handler.
  const handle =
    (fn: (c: Context<AppEnv>) => Promise<Response>) =>
    async (c: Context<AppEnv>): Promise<Response> => {
      try {
        return await fn(c);
      } catch (error) {
        if (error instanceof BadRequest || error instanceof SummaryRequestError)
          return c.json({ error: error.message }, 400);
        throw error;
      }
    };

  const summary = async (c: Context<AppEnv>, filters: SummaryFilters) => {
    // Guests see the checks their access scopes match; S7: checks of canaries a permission row denies the
    // caller are not listed.
    const filter = rowFilterOf(await decide(principalOf(c), { rows: 'read' }, c.var.db));
    const guest = filter?.guest ?? null;
    const denied = filter?.denied ?? null;
    const compute = async () => {
      const started = performance.now();
      const checks = await checkSummariesJson(c.var.db, filters, {
        oneRow: c.var.db.kind === 'pglite',
        guest,
        denied,
      });
      const duration = Math.round(performance.now() - started);
      // Keys as the real backend: duration omitted when 0, checks_summary omitted when empty.
      return `{${duration ? `"duration":${duration},` : ''}"runnerName":"local"${
        checks === '[]' ? '' : `,"checks_summary":${checks}`
      }}`;
    };
    // Everyone but guests sees the same summary: concurrent identical requests share one computation,
    // and one compression of its body.
    // A request that arrived while the last one was computed takes that one too.
    const personal = guest || denied;
    const body = personal
      ? await compute()
      : await coalesceSummary(c.var.db, JSON.stringify(filters), compute, arrivedAt(c));
    const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=UTF-8' };
    const encoding =
      body.length >= SHARED_COMPRESSION_BYTES ? pickEncoding(c.req.header('accept-encoding')) : undefined;
    if (!encoding || personal) return c.body(body, 200, headers);
    const compressed = await compressShared(body, encoding);
    return c.body(new Uint8Array(compressed), 200, {
      ...headers,
      'Content-Encoding': encoding,
      Vary: 'Accept-Encoding',
    });
  };

  // As in the real backend, GET takes no filters (query parameters are ignored).
  routes.get('/api/summary', requireAccess('canaries', 'read'), (c) => summary(c, {}));
  routes.post(
    '/api/summary',
    requireAccess('canaries', 'read'),
    handle(async (c) => {
      const text = await c.req.text();
      let body: unknown = null;
      if (text.trim()) {
        try {
          body = JSON.parse(text);
        } catch {
          throw new BadRequest('request body must be JSON');
        }
      }
      return summary(c, parseSummaryFilters(body));
    }),
  );

  routes.get(
    '/api/graph',
    requireAccess('canaries', 'read'),
    handle(async (c) => {
      const started = performance.now();
      const check = c.req.query('check');
      if (!check) throw new BadRequest('check is required');
      if (!UUID.test(check)) throw new BadRequest(`check "${check}" is not a valid id`);
      const now = new Date();
      let start: Date;
      let end: Date;
      try {
        start = parseTimeParam('start', c.req.query('start') ?? c.req.query('since') ?? '1h', now);
        end = parseTimeParam('end', c.req.query('end') ?? c.req.query('until') ?? '0s', now);
      } catch (error) {
        throw new BadRequest((error as Error).message);
      }
      if (start.getTime() >= end.getTime()) throw new BadRequest('start must be before end');
      const guest = rowFilterOf(await decide(principalOf(c), { rows: 'read' }, c.var.db))?.guest;
      const hidden =
        (guest && !(await guestSeesCheck(c.var.db, guest, check))) ||
        !allows(
          await decide(principalOf(c), { action: 'read', area: 'canaries', target: { checkId: check } }, c.var.db),
        );
      if (hidden) {
        return c.json({ error: `check (${check}) was not found` }, 404);
      }
      // Dashboards open on one check share the graph that is being read for it.
      const key = `${check} ${c.req.query('start') ?? c.req.query('since') ?? ''} ${c.req.query('end') ?? c.req.query('until') ?? ''}`;
      const { bucketSeconds: _width, ...graph } = await shareGraph(
        c.var.db,
        key,
        () => checkGraph(c.var.db, check, start, end),
        arrivedAt(c),
      );
      const duration = Math.round(performance.now() - started);
      return c.json({ ...(duration ? { duration } : {}), runnerName: 'local', ...graph });
    }),
  );

  routes.post('/run/check/:id', runCheckAccess(), async (c) => {
    const id = c.req.param('id');
    const principal = principalOf(c);
    if (UUID.test(id)) enforce(await decide(principal, { action: 'run-check', target: { checkId: id } }, c.var.db));
    let result;
    try {
      result = UUID.test(id) ? await runnerFor(c.var.db).runCheckNow(id) : undefined;
    } catch (error) {
      if (!(error instanceof RunNowBusyError)) throw error;
      return c.json({ error: error.message }, 429, { 'Retry-After': '5' });
    }
    if (!result) return c.json({ error: `check (${id}) was not found` }, 404);
    return c.json(result);
  });

  routes.get('/about', authenticated(), (c) =>
    c.json({ Timestamp: new Date().toISOString(), Version: BACKEND_VERSION }),
  );

  return routes;
}
