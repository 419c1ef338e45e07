import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { seedDemoData } from '../seed';
import { sessionHeaders, type AuthHeaders } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { freePort, killServer, startServer, waitForHealth, type ServerProcess } from '../testing/serverProcess';

/**
 * #25 "Must show": the nested fan-out that once ran 9 s into "out of memory" on PGlite while /api/health did not
 * answer. Against the real server process (PGlite in its worker thread, or PostgreSQL) with the demo data, a
 * signed-in user's fan-out gets a 4xx within a second, and /api/health, polled the whole time, answers each
 * time in under 100 ms. The figures are printed so they can be quoted.
 */
const FAN_OUT = '/api/db/check_statuses?select=*,checks(*,canaries(*,checks(*,check_statuses(*))))&limit=100000';
const HEALTH_LIMIT_MS = 100;
const FAN_OUT_LIMIT_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls /api/health one request after another (every 10 ms) until stopped; answers each latency in ms. */
function pollHealth(base: string) {
  const latencies: number[] = [];
  /** When each poll was sent (performance.now()). */
  const sent: number[] = [];
  const failures: string[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const started = performance.now();
      sent.push(started);
      const res = await fetch(`${base}/api/health`).catch((error: Error) => error);
      latencies.push(performance.now() - started);
      if (res instanceof Error) failures.push(res.message);
      else {
        await res.arrayBuffer();
        if (res.status !== 200) failures.push(`status ${res.status}`);
      }
      await sleep(10);
    }
  })();
  return {
    latencies,
    sent,
    failures,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

describe.each(testDatabaseKinds)('the nested fan-out against the server on %s (#25)', (kind) => {
  let server: ServerProcess;
  let auth: AuthHeaders;
  let testDb: TestDatabase | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    // The demo data written before the server starts (the server holds a PGlite directory alone), and a session.
    let db: Database;
    if (kind === 'pglite') {
      dataDir = mkdtempSync(join(tmpdir(), 'mc-fanout-'));
      db = await openDatabase({ dataDir, thread: false });
      await migrate(db);
    } else {
      testDb = await createTestDatabase('postgres');
      db = testDb.db;
    }
    await seedDemoData(db);
    auth = await sessionHeaders(db);
    if (dataDir) await db.close();
    server = startServer({
      port: await freePort(),
      ...(dataDir ? { dataDir } : { databaseUrl: testDb!.url! }),
      env: { MC_RUNNER: 'false' },
    });
    await waitForHealth(server);
    // The first signed-in read loads what a first request loads (session lookup, the schema cache).
    const warm = await fetch(`${server.base}/api/db/checks?select=id&limit=1`, { headers: auth });
    expect(warm.status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    if (server) await killServer(server);
    await testDb?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** One measurement: health polled 300 ms before the fan-out, while it runs and 700 ms after it answered. */
  async function attempt() {
    const health = pollHealth(server.base);
    await sleep(300);
    const before = health.latencies.length;
    const started = performance.now();
    const res = await fetch(`${server.base}${FAN_OUT}`, { headers: auth });
    const body = (await res.json()) as { message?: string };
    const fanOutMs = performance.now() - started;
    // Keep polling a while after: nothing the refused query started may hold the server afterwards.
    await sleep(700);
    await health.stop();
    const from = health.latencies.slice(before);
    // The polls in flight while the fan-out was: the ones a stalled server would hold.
    const overlapping = health.latencies.filter(
      (_, i) => health.sent[i]! < started + fanOutMs && health.sent[i]! + health.latencies[i]! > started,
    );
    const figures = {
      status: res.status,
      message: body.message ?? '',
      fanOutMs,
      polls: from.length,
      overlapping: overlapping.length,
      maxHealth: Math.max(...from),
      maxOverlapping: Math.max(...overlapping),
      baselineMax: Math.max(...health.latencies.slice(0, before)),
      failures: health.failures,
    };
    console.log(
      `${kind}: fan-out answered ${res.status} in ${Math.round(fanOutMs)} ms ("${body.message}"); /api/health ` +
        `max ${figures.maxHealth.toFixed(1)} ms over the ${from.length} polls from the fan-out on ` +
        `(${figures.maxOverlapping.toFixed(1)} ms over the ${overlapping.length} in flight with it), ` +
        `median ${median(health.latencies).toFixed(1)} ms, max ${figures.baselineMax.toFixed(1)} ms in the 300 ms ` +
        `before; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
    );
    return figures;
  }

  it('answers a signed-in fan-out with a 4xx within a second while /api/health stays under 100 ms', async () => {
    // A server that stalls on the query misses the bounds every time; a machine busy with other work can miss
    // them once by itself (its baseline polls show it), so up to three measurements, each printed.
    let figures = await attempt();
    for (let retry = 0; retry < 2; retry++) {
      if (figures.fanOutMs < FAN_OUT_LIMIT_MS && figures.maxHealth < HEALTH_LIMIT_MS) break;
      figures = await attempt();
    }
    expect(figures.status).toBeGreaterThanOrEqual(400);
    expect(figures.status).toBeLessThan(500);
    expect(figures.message).toMatch(/above the limit of [\d,]+ \(MC_DB_MAX_COST\)/);
    expect(figures.failures).toEqual([]);
    expect(figures.polls).toBeGreaterThan(5);
    expect(figures.overlapping).toBeGreaterThan(0);
    expect(figures.fanOutMs).toBeLessThan(FAN_OUT_LIMIT_MS);
    expect(figures.maxHealth).toBeLessThan(HEALTH_LIMIT_MS);
  }, 60_000);
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
