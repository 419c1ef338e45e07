/**
 * Load against the built server (dist-server/main.js; `pnpm build` first):
 * 200 concurrent clients fetch the health summary and one check's graph at
 * 10,000 checks, for 60 s (BENCH_LOAD_SECONDS to try it shorter), on PGlite
 * and, when TEST_DATABASE_URL is set, on PostgreSQL and on three servers behind HAProxy (scripts/cluster.sh's
 * shape; needs Debian's haproxy), side by side:
 * requests, p50/p95/p99, errors (must be 0) and the summary's size on the wire.
 *
 * Each server is measured three times in one run (BENCH_LOAD_MODES to pick): "cold", every request a full fetch
 * (no cache at all, the baseline); "etag", a client that keeps what it fetched and revalidates it with
 * If-None-Match (a 304 when unchanged, the whole summary again when not: how the console polled before the delta
 * protocol, and how a plain HTTP client polls); and "polling", as the console polls: it keeps the summary and its
 * version and asks only for the checks changed since (`?since=<version>`, canary/delta.ts), and the browser
 * revalidates the graph with If-None-Match. So that the data really
 * changes while the clients poll, a writer records one check result a second through /api/db
 * (BENCH_LOAD_WRITES_PER_SECOND), which moves the summary to a new version and tag.
 *
 *   eval "$(bash scripts/test-postgres.sh start)"; pnpm build; pnpm bench:load
 *
 * Not part of the test suite: it takes minutes and its numbers depend on the machine.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../../apps/reference/server/db/database';
import { migrate } from '../../apps/reference/server/db/migrate';
import { createTestDatabase } from '../../apps/reference/server/testing/databases';
import { tokenHeaders } from '../../apps/reference/server/testing/auth';
import {
  freePort,
  startServer,
  waitForHealth,
  type ServerProcess,
} from '../../apps/reference/server/testing/serverProcess';
import { CHECKS, seedChecks } from '../server/seed';
import { announceSmoke, sized } from '../smoke';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? sized('60', '2'));
/** BENCH_LOAD_CONNECTIONS to try fewer clients. */
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? sized('200', '10'));
const WRITES_PER_SECOND = Number(process.env.BENCH_LOAD_WRITES_PER_SECOND ?? '1');
const referenceDir = fileURLToPath(new URL('../../apps/reference/', import.meta.url));
const built = join(referenceDir, 'dist-server/main.js');

async function prepare(db: Database): Promise<{ checkId: string; auth: string }> {
  // The graphed check has a week of statuses, one a minute; the others a day, one an hour.
  const checkId = await seedChecks(db, {
    prefix: 'load',
    perCheck: 24,
    everyMinutes: 60,
    hotRows: 7 * 24 * 60,
    listChecksInSpecs: true,
  });
  const { token } = await tokenHeaders(db);
  return { checkId, auth: `Bearer ${token}` };
}

/** BENCH_LOAD_SOURCES=true runs server/main.ts through tsx instead of the build (to try changes without building). */
function start(port: number, database: { dataDir: string } | { databaseUrl: string }): ServerProcess {
  const fromSources = process.env.BENCH_LOAD_SOURCES === 'true' || !existsSync(built);
  if (fromSources && !existsSync(built))
    console.warn('dist-server/main.js not found (pnpm build): running the sources');
  return startServer({ port, ...database, entry: fromSources ? undefined : [built], env: { MC_RUNNER: 'false' } });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

/** Bytes of the summary as sent (node:http does not decode), for one Accept-Encoding. */
function wireSize(url: string, auth: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { Authorization: auth, 'Accept-Encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        // A size is only a measurement of the summary itself, never of an error page (e.g. a balancer's 503).
        response.on('end', () =>
          response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url} answered ${response.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

type Mode = 'cold' | 'etag' | 'polling';
/** BENCH_LOAD_MODES=polling measures only those modes. */
const MODES = (process.env.BENCH_LOAD_MODES ?? 'cold,etag,polling')
  .split(',')
  .map((mode) => mode.trim())
  .filter((mode): mode is Mode => mode === 'cold' || mode === 'etag' || mode === 'polling');

interface Row {
  kind: string;
  mode: Mode;
  notModified: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** p95 of the summary requests alone (the rest are graph requests). */
  summaryP95: number;
  /** p95 without each client's first pass: the open dashboards' polls, after their first download. */
  afterFirstP95: number;
  /** Bytes the clients received a second, all requests, as sent (compressed). */
  receivedPerSecond: number;
  errors: number;
  summaryPlain: number;
  summaryGzip: number;
  summaryBrotli: number;
}

type Kind = 'pglite' | 'postgres' | 'cluster';

/**
 * Debian's HAProxy in front of the given servers (round robin, health-checked on /api/health), as
 * scripts/cluster.sh runs it; resolves once it answers through the balancer.
 */
async function startBalancer(port: number, servers: number[]): Promise<{ stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'mc-load-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 120s',
      '  timeout server 120s',
      // Under 200 clients a health check may wait its turn: a slow answer is not a dead server.
      '  timeout check 10s',
      'frontend mission_control',
      `  bind 127.0.0.1:${port}`,
      '  default_backend servers',
      'backend servers',
      '  balance roundrobin',
      '  option httpchk GET /api/health',
      '  http-check expect status 200',
      ...servers.map((server, index) => `  server s${index + 1} 127.0.0.1:${server} check inter 2s fall 3 rise 2`),
      '',
    ].join('\n'),
  );
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`HAProxy did not start:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const hasHaproxy = () => spawnSync('haproxy', ['-v']).status === 0;

/** One GET on a kept-alive connection; the body is read to its end and dropped. */
function get(
  agent: http.Agent,
  base: URL,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number; etag?: string; version?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { agent, host: base.hostname, port: base.port, path, headers, timeout: 120_000 },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          const etag = response.headers.etag;
          const version = response.headers['summary-version'];
          resolve({
            status: response.statusCode ?? 0,
            bytes,
            ...(etag ? { etag } : {}),
            ...(typeof version === 'string' ? { version } : {}),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out after 120 s')));
    request.on('error', reject);
  });
}

/**
 * CONNECTIONS clients, each on its own kept-alive connection, fetching the summary and the graph one after the
 * other as fast as they can for SECONDS (a closed loop). Not autocannon: it
 * clears each client's context on every pass over its requests, so its clients cannot keep an ETag as a browser
 * does. In `polling` mode each client polls as the console does: it keeps the summary's version (the
 * `Summary-Version` header) and asks for the checks changed since (`?since=<version>`, canary/delta.ts), and keeps
 * the graph's ETag and sends it back (If-None-Match), as a browser revalidates what it keeps.
 */
async function hammer(
  base: string,
  graph: string,
  auth: string,
  kind: Kind,
  mode: Mode,
): Promise<Omit<Row, 'summaryPlain' | 'summaryGzip' | 'summaryBrotli'>> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  const summaryLatencies: number[] = [];
  /** Every request but each client's first pass (its first, full download of the summary). */
  const afterFirst: number[] = [];
  let received = 0;
  const statuses = new Map<number, number>();
  const errorKinds = new Map<string, number>();
  const summaryPath = '/api/canary/api/summary';
  const paths = [summaryPath, graph];
  const end = performance.now() + SECONDS * 1000;
  const client = async () => {
    const tags = new Map<string, string>();
    let version = '';
    let pass = 0;
    while (performance.now() < end) {
      pass += 1;
      for (const path of paths) {
        const isSummary = path === summaryPath;
        const target = mode === 'polling' && isSummary ? `${path}?since=${encodeURIComponent(version)}` : path;
        const tag = mode !== 'cold' ? tags.get(path) : undefined;
        const headers: Record<string, string> = {
          Authorization: auth,
          'Accept-Encoding': 'gzip, br',
          ...(tag ? { 'If-None-Match': tag } : {}),
        };
        const started = performance.now();
        try {
          const answer = await get(agent, url, target, headers);
          const took = performance.now() - started;
          latencies.push(took);
          if (isSummary) summaryLatencies.push(took);
          if (pass > 1) afterFirst.push(took);
          received += answer.bytes;
          if (answer.version) version = answer.version;
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.etag) tags.set(path, answer.etag);
        } catch (error) {
          const message = (error as Error).message;
          errorKinds.set(message, (errorKinds.get(message) ?? 0) + 1);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  summaryLatencies.sort((a, b) => a - b);
  afterFirst.sort((a, b) => a - b);
  let failed = 0;
  for (const [status, count] of statuses) {
    // 304 is an answer: the client's copy is current.
    if (status === 200 || status === 304) continue;
    failed += count;
    console.log(`${kind} ${mode}: ${count} answers with status ${status}`);
  }
  for (const [message, count] of errorKinds) {
    failed += count;
    console.log(`${kind} ${mode}: ${count} request errors: ${message}`);
  }
  return {
    kind,
    mode,
    requests: latencies.length,
    perSecond: Math.round(latencies.length / SECONDS),
    notModified: statuses.get(304) ?? 0,
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
    summaryP95: Math.round(percentile(summaryLatencies, 95)),
    afterFirstP95: Math.round(percentile(afterFirst, 95)),
    receivedPerSecond: Math.round(received / SECONDS),
    errors: failed,
  };
}

/**
 * Records WRITES_PER_SECOND check results through /api/db while the clients load the server, so the summary
 * changes (a new data version and, with a new status, a new tag) as it does when checks run. A write still in
 * flight when the next is due skips that one (writes never pile up behind a loaded server and run on after the
 * clients stopped); a failed write is counted, never thrown from the timer (that would end the bench with an
 * unhandled rejection and no table). `stop` answers the failures.
 */
function startWriter(base: string, prepared: { checkId: string; auth: string }): { stop: () => Promise<string[]> } {
  const failures: string[] = [];
  if (!(WRITES_PER_SECOND > 0)) return { stop: async () => failures };
  let written = 0;
  let pending: Promise<void> | undefined;
  const write = async () => {
    written += 1;
    try {
      const response = await fetch(`${base}/api/db/check_statuses`, {
        method: 'POST',
        headers: { Authorization: prepared.auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          check_id: prepared.checkId,
          time: new Date().toISOString(),
          duration: written,
          status: written % 2 === 0,
          message: `bench write ${written}`,
        }),
      });
      if (!response.ok) failures.push(`writing a check result answered ${response.status}: ${await response.text()}`);
    } catch (error) {
      failures.push(`writing a check result failed: ${(error as Error).message}`);
    }
  };
  const timer = setInterval(() => {
    if (pending) return;
    pending = write().finally(() => (pending = undefined));
  }, 1000 / WRITES_PER_SECOND);
  return {
    async stop() {
      clearInterval(timer);
      await pending;
      return failures;
    },
  };
}

async function measure(kind: Kind): Promise<Row[]> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let database: { dataDir: string } | { databaseUrl: string };
  let cleanup: () => Promise<void>;
  let prepared: { checkId: string; auth: string };
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-load-'));
    const db = await openDatabase({ dataDir });
    await migrate(db);
    prepared = await prepare(db);
    await db.close();
    database = { dataDir };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const testDb = await createTestDatabase('postgres');
    prepared = await prepare(testDb.db);
    database = { databaseUrl: testDb.url! };
    cleanup = () => testDb.drop();
  }
  // One server on `port`; a cluster is three servers on their own ports with HAProxy on `port`.
  const ports = kind === 'cluster' ? [await freePort(), await freePort(), await freePort()] : [port];
  const servers = ports.map((serverPort) => start(serverPort, database));
  let balancer: { stop: () => Promise<void> } | undefined;
  try {
    for (const server of servers) {
      await waitForHealth(server);
      // The server logs `Check runner: ...` once its start-up reconcile of every canary is done.
      await server.printed('Check runner:');
    }
    if (kind === 'cluster') balancer = await startBalancer(port, ports);
    const summary = `${base}/api/canary/api/summary`;
    const graph = `/api/canary/api/graph?check=${prepared.checkId}&start=24h`;
    const rows: Row[] = [];
    for (const mode of MODES) {
      const writer = startWriter(base, prepared);
      let loaded: Awaited<ReturnType<typeof hammer>>;
      let failures: string[] = [];
      try {
        loaded = await hammer(base, graph, prepared.auth, kind, mode);
      } finally {
        failures = await writer.stop();
      }
      // The writes are requests under the same load: a failed one is an error of this column.
      for (const failure of new Set(failures)) {
        console.log(`${kind} ${mode}: ${failures.filter((f) => f === failure).length} × ${failure}`);
      }
      loaded.errors += failures.length;
      rows.push({
        ...loaded,
        summaryPlain: await wireSize(summary, prepared.auth, 'identity'),
        summaryGzip: await wireSize(summary, prepared.auth, 'gzip'),
        summaryBrotli: await wireSize(summary, prepared.auth, 'br'),
      });
    }
    // Errors are explained by what the servers said (a crash, a refused request), not guessed at.
    if (rows.some((row) => row.errors > 0)) {
      for (const [index, server] of servers.entries()) {
        const said = server.output().trim().split('\n').slice(-15).join('\n');
        console.log(`${kind} server ${index + 1} (${server.child.exitCode ?? 'running'}), last lines:\n${said}`);
      }
    }
    return rows;
  } finally {
    await balancer?.stop();
    for (const server of servers) server.child.kill('SIGTERM');
    for (const server of servers) await server.exited;
    await cleanup();
  }
}

async function main() {
  announceSmoke('bench:load');
  // The cluster column (three servers on PostgreSQL behind HAProxy) needs PostgreSQL and Debian's haproxy.
  const kinds: Kind[] = !process.env.TEST_DATABASE_URL
    ? ['pglite']
    : hasHaproxy()
      ? ['pglite', 'postgres', 'cluster']
      : ['pglite', 'postgres'];
  // BENCH_LOAD_KINDS=pglite,postgres measures only those columns (to iterate on one of them).
  const only = process.env.BENCH_LOAD_KINDS?.split(',').map((kind) => kind.trim());
  if (only) kinds.splice(0, kinds.length, ...kinds.filter((kind) => only.includes(kind)));
  if (process.env.TEST_DATABASE_URL && !only && !kinds.includes('cluster')) {
    console.log('haproxy is not installed (apt-get install haproxy): the cluster column is left out');
  }
  console.log(
    `${CONNECTIONS} clients, summary + graph at ${CHECKS.toLocaleString('en')} checks, ${SECONDS} s each, ` +
      `${WRITES_PER_SECOND} check result(s) written a second; cold: every request a full fetch, ` +
      'etag: revalidated with If-None-Match; polling: as the console polls, the summary by ?since=<version> ' +
      '(only the changed checks), the graph revalidated with If-None-Match',
  );
  // The figures depend on what else the machine runs: say how busy it was.
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
  console.log(`load average before: ${load()}`);
  const rows: Row[] = [];
  for (const kind of kinds) rows.push(...(await measure(kind)));
  const line = (label: string, pick: (row: Row) => number, unit = '') =>
    console.log(
      `${label.padEnd(26)}${rows.map((row) => `${pick(row).toLocaleString('en')}${unit}`.padStart(14)).join('')}`,
    );
  console.log(`${''.padEnd(26)}${rows.map((row) => row.kind.padStart(14)).join('')}`);
  console.log(`${''.padEnd(26)}${rows.map((row) => row.mode.padStart(14)).join('')}`);
  line('requests', (r) => r.requests);
  line('requests/s', (r) => r.perSecond);
  line('latency p50', (r) => r.p50, ' ms');
  line('latency p95', (r) => r.p95, ' ms');
  line('latency p99', (r) => r.p99, ' ms');
  line('summary p95', (r) => r.summaryP95, ' ms');
  line('p95 after first fetch', (r) => r.afterFirstP95, ' ms');
  line('received/s', (r) => Math.round(r.receivedPerSecond / 1000), ' kB');
  line('304 Not Modified', (r) => r.notModified);
  line('errors', (r) => r.errors);
  line('summary, uncompressed', (r) => r.summaryPlain, ' B');
  line('summary, gzip', (r) => r.summaryGzip, ' B');
  line('summary, brotli', (r) => r.summaryBrotli, ' B');
  console.log(`load average after: ${load()} (${cpus().length} cores)`);
  if (rows.some((row) => row.errors > 0)) {
    console.error('Errors under load: must be 0.');
    process.exitCode = 1;
  }
}

await main();
