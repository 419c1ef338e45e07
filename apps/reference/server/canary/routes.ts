import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import { etagFor, ifNoneMatchMatches, SUMMARY_CACHE_CONTROL, summaryVersion } from '../canary/etag';
import { checkGraph, parseTimeParam } from '../canary/graph';
import { versionedGraph, versionedSummary } from '../canary/versioned';
import { checkSummaryItems, parseSummaryFilters, SummaryRequestError, type SummaryFilters } from '../canary/summary';
import { recordSummary, summarySince, VERSION_PATTERN } from '../canary/delta';
import { arrivedAt } from '../http/guards/arrival';
import { compressShared, pickEncoding, SHARED_COMPRESSION_BYTES } from '../http/guards/compress';
import { RunNowBusyError, type Runner } from '../runner/runner';
import { allows, decide, rowFilterOf } from '../auth/decide';
import { guestSeesCheck } from '../auth/scopes';
import { authenticated, enforce, principalOf, requireAccess, runCheckAccess } from '../http/access';
import { badRequest, HttpError, notFound } from '../http/errors';
import { isUuid, jsonObject, readJson, uuidParam } from '../http/input';

/** Validators of kept graphs, by computation; the process's own prefix keeps a restarted server's apart. */
const graphTags = new WeakMap<object, string>();
const graphTagPrefix = randomUUID().slice(0, 8);
let graphTagCount = 0;
function graphTag(graph: object): string {
  let tag = graphTags.get(graph);
  if (!tag) graphTags.set(graph, (tag = `"g${graphTagPrefix}-${(graphTagCount += 1)}"`));
  return tag;
}

export interface CanaryRoutesOptions {
  /** Runs checks for Run Now (main.ts's runner). */
  runner: Runner;
  /** The backend version `/canary/about` reports. */
  version: string;
}

export function canaryRoutes({ runner, version }: CanaryRoutesOptions) {
  const routes = new Hono<AppEnv>();

  // Bad filters are a 400 with the parser's sentence; anything else goes to the app's error handler.
  const handle =
    (fn: (c: Context<AppEnv>) => Promise<Response>) =>
    async (c: Context<AppEnv>): Promise<Response> => {
      try {
        return await fn(c);
      } catch (error) {
        if (error instanceof SummaryRequestError) throw badRequest(error.message);
        throw error;
      }
    };

  const summary = async (c: Context<AppEnv>, filters: SummaryFilters) => {
    // Guests see the checks their access scopes match; S7: checks of canaries a permission row denies the
    // caller are not listed.
    const filter = rowFilterOf(await decide(principalOf(c), { rows: 'read' }, c.var.db));
    const guest = filter?.guest ?? null;
    const denied = filter?.denied ?? null;
    // `?since=<version>` asks for the items changed since that version (canary/delta.ts); GET only, as the
    // real backend reads no query parameters and a POST is not a poll.
    const since = c.req.method === 'GET' || c.req.method === 'HEAD' ? c.req.query('since') : undefined;
    if (since && !VERSION_PATTERN.test(since)) {
      throw badRequest('since must be a summary version, as a previous answer gave it in "version"');
    }
    const compute = async () => {
      const started = performance.now();
      const items = await checkSummaryItems(c.var.db, filters, {
        oneRow: c.var.db.kind === 'pglite',
        guest,
        denied,
      });
      const duration = Math.round(performance.now() - started);
      // Keys as the real backend: duration omitted when 0, checks_summary omitted when empty.
      const body = `{${duration ? `"duration":${duration},` : ''}"runnerName":"local"${
        items.length ? `,"checks_summary":[${items.join(',')}]` : ''
      }}`;
      return { body, items };
    };
    // Everyone but guests sees the same summary: computed once per change of the data it reads (and at most every
    // MC_SUMMARY_MAX_AGE_MS), concurrent identical requests share one computation, and one compression of its body.
    // A request that arrived while the last one was computed takes that one too.
    const personal = guest || denied;
    const key = JSON.stringify(filters);
    const computed = personal ? await compute() : await versionedSummary(c.var.db, key, compute, arrivedAt(c));
    // Personal summaries are kept apart, by caller.
    const versionKey = personal ? `${principalOf(c).id} ${key}` : key;
    const { body, tag } = summaryVersion(versionKey, computed.body);
    recordSummary(versionKey, tag, body, computed.items);
    const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=UTF-8' };
    const accepted = pickEncoding(c.req.header('accept-encoding'));
    if (since !== undefined) {
      // An answer for this one client's version: nothing for a cache to keep. The version is also a header, so
      // a client that does not decode the body (a full one is large) can still poll.
      const answer = summarySince(versionKey, since);
      Object.assign(headers, { 'Cache-Control': 'no-store', 'Summary-Version': answer.version });
      const shared = !personal && answer.kind === 'full' && answer.body.length >= SHARED_COMPRESSION_BYTES;
      // A delta is small: the compression guard encodes it per response.
      if (!shared || !accepted) return c.body(answer.body, 200, headers);
      const compressed = await compressShared(answer.body, accepted);
      return c.body(new Uint8Array(compressed), 200, {
        ...headers,
        'Content-Encoding': accepted,
        Vary: 'Accept-Encoding',
      });
    }
    const encoding = !personal && body.length >= SHARED_COMPRESSION_BYTES ? accepted : undefined;
    // GET is revalidated (ETag, If-None-Match -> 304); a POST is not a cacheable read.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      // Tagged by the encoding the client accepts, as the compression guard encodes the smaller bodies by it too.
      headers.ETag = etagFor(tag, accepted);
      headers.Vary = 'Accept-Encoding';
      headers['Cache-Control'] = SUMMARY_CACHE_CONTROL;
      if (ifNoneMatchMatches(c.req.header('if-none-match'), headers.ETag)) {
        const { 'Content-Type': _type, ...validators } = headers;
        return c.body(null, 304, validators);
      }
    }
    if (!encoding) return c.body(body, 200, headers);
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
      // Any object: the parser reads its keys case-insensitively, as the Go backend does, which api's
      // checkSummaryRequestSchema (exact names) cannot say, and words what it refuses.
      const body = await readJson(c, jsonObject);
      return summary(c, parseSummaryFilters(body));
    }),
  );

  routes.get(
    '/api/graph',
    requireAccess('canaries', 'read'),
    handle(async (c) => {
      const started = performance.now();
      const check = c.req.query('check');
      if (!check) throw badRequest('check is required');
      if (!isUuid(check)) throw badRequest(`check "${check}" is not a valid id`);
      const now = new Date();
      let start: Date;
      let end: Date;
      try {
        start = parseTimeParam('start', c.req.query('start') ?? c.req.query('since') ?? '1h', now);
        end = parseTimeParam('end', c.req.query('end') ?? c.req.query('until') ?? '0s', now);
      } catch (error) {
        throw badRequest((error as Error).message);
      }
      if (start.getTime() >= end.getTime()) throw badRequest('start must be before end');
      const guest = rowFilterOf(await decide(principalOf(c), { rows: 'read' }, c.var.db))?.guest;
      const hidden =
        (guest && !(await guestSeesCheck(c.var.db, guest, check))) ||
        !allows(
          await decide(principalOf(c), { action: 'read', area: 'canaries', target: { checkId: check } }, c.var.db),
        );
      if (hidden) throw notFound(`check (${check}) was not found`);
      // Dashboards open on one check share the graph of it, computed once per change of the statuses (and at most
      // every MC_SUMMARY_MAX_AGE_MS, as its range moves with the clock).
      const key = `${check} ${c.req.query('start') ?? c.req.query('since') ?? ''} ${c.req.query('end') ?? c.req.query('until') ?? ''}`;
      const kept = await versionedGraph(c.var.db, key, () => checkGraph(c.var.db, check, start, end), arrivedAt(c));
      // One computation, one validator: a dashboard revalidating the graph it holds gets a 304 until it changes.
      // Weak, because each answer carries its own `duration`.
      const tag = graphTag(kept);
      const validators = { ETag: `W/${tag}`, 'Cache-Control': SUMMARY_CACHE_CONTROL };
      if (ifNoneMatchMatches(c.req.header('if-none-match'), tag)) return c.body(null, 304, validators);
      const { bucketSeconds: _width, ...graph } = kept;
      const duration = Math.round(performance.now() - started);
      return c.json({ ...(duration ? { duration } : {}), runnerName: 'local', ...graph }, 200, validators);
    }),
  );

  routes.post('/run/check/:id', runCheckAccess(), async (c) => {
    const id = uuidParam(c, 'id');
    const principal = principalOf(c);
    if (id) enforce(await decide(principal, { action: 'run-check', target: { checkId: id } }, c.var.db));
    let result;
    try {
      result = id ? await runner.runCheckNow(id) : undefined;
    } catch (error) {
      if (!(error instanceof RunNowBusyError)) throw error;
      throw new HttpError('too_many_requests', error.message, undefined, { 'Retry-After': '5' });
    }
    if (!result) throw notFound(`check (${c.req.param('id')}) was not found`);
    return c.json(result);
  });

  routes.get('/about', authenticated(), (c) => c.json({ Timestamp: new Date().toISOString(), Version: version }));

  return routes;
}
