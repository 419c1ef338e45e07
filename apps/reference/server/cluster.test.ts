import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileCanary } from './runner/reconcile';
import { tokenHeaders } from './testing/auth';
import {
  addFlappingChecksAndRule,
  settledNotificationCounts,
  startFlapAndHook,
  type FlapAndHook,
} from './clusterNotifications';
import { createTestDatabase, type TestDatabase } from './testing/databases';
import { freePort, killServer, startServer, waitForHealth, type ServerProcess } from './testing/serverProcess';

/**
 * #25: three server processes on one PostgreSQL database, as `scripts/cluster.sh` runs them behind HAProxy.
 * 300 checks every 10 s, 50 of them against a target that answers in 4 s: over two minutes each check runs once
 * per interval in total (not once per server), one server killed with SIGKILL half way loses no acknowledged
 * write and its checks run again on the others within two intervals, and a token revoked through one server is
 * refused by the others within a second. Checks that flip on every run fail while all three servers run, and
 * each failure is notified once (one send history row, one webhook post), not once per server.
 */
const INTERVAL_S = 10;
const WINDOW_MS = 120_000;
const KILL_AT_MS = 60_000;
const CANARIES = 30;
const CHECKS_PER_CANARY = 10;
const SLOW_CANARIES = 5;
const FLAPPING_CHECKS = 5;
// The flapping checks stop failing this long before the kill, so no event is in flight on the server that dies.
const FLAP_UNTIL_MS = KILL_AT_MS - 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)('three servers on one PostgreSQL (#25)', () => {
  let testDb: TestDatabase;
  let target: Server;
  let flap: FlapAndHook;
  const servers: ServerProcess[] = [];
  let auth: Record<string, string> = {};

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres', { migrate: false });
    target = createServer((req, res) => {
      if (req.url?.startsWith('/slow')) setTimeout(() => res.end('slow ok'), 4_000);
      else res.end('ok');
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    flap = await startFlapAndHook();
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) await killServer(server);
    target?.close();
    await flap?.close();
    await testDb?.drop();
  });

  it(
    'migrates once when three servers start at once, runs each check once per interval, notifies once, survives a SIGKILL and shares revocations',
    { timeout: 300_000 },
    async () => {
      // Three servers start at the same moment on an empty database: the migration lock lets one migrate.
      const ports = await Promise.all([freePort(), freePort(), freePort()]);
      for (const port of ports) {
        servers.push(
          startServer({
            port,
            databaseUrl: testDb.url,
            env: { MC_RUNNER_CONCURRENCY: '32', MC_ADMIN_PASSWORD: 'cluster-Admin-Passphrase-2026' },
          }),
        );
      }
      await Promise.all(servers.map((server) => waitForHealth(server)));
      const db = testDb.db;
      const { rows: migrations } = await db.query<{ version: string; copies: number }>(
        'SELECT version::text AS version, count(*)::int AS copies FROM schema_migrations GROUP BY version',
      );
      const files = readdirSync(fileURLToPath(new URL('./migrations', import.meta.url))).filter((name) =>
        name.endsWith('.sql'),
      );
      expect(migrations).toHaveLength(files.length);
      expect(migrations.every((row) => row.copies === 1)).toBe(true);

      // 300 checks, written and reconciled once; the servers pick them up as due.
      const base = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
      for (let canary = 0; canary < CANARIES; canary++) {
        const path = canary < SLOW_CANARIES ? '/slow' : '/fast';
        const http = Array.from({ length: CHECKS_PER_CANARY }, (_, index) => ({
          name: `c${canary}-${index}`,
          url: `${base}${path}/${canary}/${index}`,
        }));
        const { rows } = await db.query<{ id: string }>(
          `INSERT INTO canaries (name, namespace, spec) VALUES ($1, 'cluster', $2) RETURNING id`,
          [`cluster-${canary}`, { schedule: `@every ${INTERVAL_S}s`, http }],
        );
        await reconcileCanary(db, rows[0]!.id);
      }
      await addFlappingChecksAndRule(db, flap, FLAPPING_CHECKS, INTERVAL_S);
      await db.query(`UPDATE checks SET next_runtime = now() WHERE canary_id IN (
                        SELECT id FROM canaries WHERE namespace = 'cluster')`);
      const { rows: started } = await db.query<{ now: string }>('SELECT now()::text AS now');
      const start = started[0]!.now;
      const startedAt = Date.now();

      await sleep(FLAP_UNTIL_MS);
      flap.settle();
      // A run answered 503 just before may still be writing its status (and its event).
      await sleep(2_000);
      // Every failure while three servers ran is one send history row and one post, not one per server.
      const notified = await settledNotificationCounts(db, flap);
      const failures = Object.values(notified.failures).reduce((sum, n) => sum + n, 0);
      console.log(
        `cluster: ${failures} check.failed transitions of ${FLAPPING_CHECKS} flapping checks, ` +
          `${Object.values(notified.history).reduce((sum, n) => sum + n, 0)} send history rows, ` +
          `${flap.deliveries.length} webhook posts`,
      );
      expect(failures).toBeGreaterThanOrEqual(FLAPPING_CHECKS);
      const nonZero = (counts: Record<string, number>) =>
        Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
      expect(notified.history).toEqual(nonZero(notified.failures));
      expect(notified.sent).toEqual(nonZero(notified.failures));
      expect(notified.delivered).toEqual(nonZero(notified.failures));

      // Half way, one server dies; a write it acknowledged just before must survive it.
      await sleep(Math.max(0, KILL_AT_MS - (Date.now() - startedAt)));
      const { token } = await tokenHeaders(db);
      auth = { Authorization: `Bearer ${token}` };
      const victim = servers[2]!;
      const acknowledged = await fetch(`${victim.base}/api/db/properties`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'cluster.acknowledged', value: 'yes' }),
      });
      expect(acknowledged.status).toBe(201);
      await killServer(victim);
      const { rows: killed } = await db.query<{ now: string }>('SELECT now()::text AS now');
      const killedAt = killed[0]!.now;
      const kept = await fetch(`${servers[0]!.base}/api/db/properties?name=eq.cluster.acknowledged&select=value`, {
        headers: auth,
      });
      expect(await kept.json()).toEqual([{ value: 'yes' }]);

      // A token revoked through one survivor is refused by the other within a second.
      const { token: doomed, tokenId } = await tokenHeaders(db, undefined, [], { name: 'revoked-in-cluster' });
      const probe = () =>
        fetch(`${servers[1]!.base}/api/db/checks?select=id&limit=1`, {
          headers: { Authorization: `Bearer ${doomed}` },
        });
      expect((await probe()).status).toBe(200);
      const revoked = await fetch(`${servers[0]!.base}/api/auth/token/${tokenId}`, { method: 'DELETE', headers: auth });
      expect(revoked.status).toBe(200);
      const revokedAt = Date.now();
      let refusedAfter = -1;
      while (Date.now() - revokedAt < 5_000) {
        if ((await probe()).status === 401) {
          refusedAfter = Date.now() - revokedAt;
          break;
        }
        await sleep(50);
      }
      expect(refusedAfter).toBeGreaterThanOrEqual(0);
      expect(refusedAfter).toBeLessThan(1_000);

      await sleep(WINDOW_MS - KILL_AT_MS);
      const { rows: counts } = await db.query<{ name: string; runs: number; rerun_s: number | null }>(
        `SELECT c.name, count(s.time)::int AS runs,
                extract(epoch FROM min(s.time) FILTER (WHERE s.time > $2::timestamptz) - $2::timestamptz)::float8
                  AS rerun_s
           FROM checks c
           LEFT JOIN check_statuses s ON s.check_id = c.id AND s.time >= $1::timestamptz
          WHERE c.canary_id IN (SELECT id FROM canaries WHERE namespace = 'cluster')
          GROUP BY c.name`,
        [start, killedAt],
      );
      expect(counts).toHaveLength(CANARIES * CHECKS_PER_CANARY);
      const due = WINDOW_MS / 1000 / INTERVAL_S;
      const total = counts.reduce((sum, row) => sum + row.runs, 0);
      const slowest = Math.max(...counts.map((row) => row.rerun_s ?? Infinity));
      console.log(
        `cluster: ${total} runs of ${counts.length} checks in ${due} intervals (${counts.length * due} due); ` +
          `every check ran again within ${Math.ceil(slowest)} s of the SIGKILL; revocation seen in ${refusedAfter} ms`,
      );
      // Once per interval in total: three servers without claims would run each due check up to three times.
      expect(total).toBeLessThanOrEqual(counts.length * (due + 1));
      for (const row of counts) {
        expect(row.runs, `${row.name} ran ${row.runs} times in ${due} intervals`).toBeLessThanOrEqual(due + 2);
        // The kill costs at most two intervals of a check's runs.
        expect(row.runs, `${row.name} ran ${row.runs} times in ${due} intervals`).toBeGreaterThanOrEqual(due - 3);
      }
      // Every check, the killed server's included, ran again on the survivors within two intervals of the kill
      // (a status is stamped when its run ends: 4 s later for the slow target).
      const late = counts.filter((row) => row.rerun_s === null || row.rerun_s > 2 * INTERVAL_S + 5);
      expect(late.map((row) => `${row.name} after ${row.rerun_s} s`)).toEqual([]);
    },
  );
});
