import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { LOCK_FILE } from '../db/lock';
import { migrate } from '../db/migrate';
import { tokenHeaders } from '../testing/auth';
import { freePort, killServer, startServer, waitForHealth, type ServerProcess } from '../testing/serverProcess';

/**
 * The real server process (tsx main.ts) on a PGlite data directory: listen
 * errors, SIGTERM and SIGKILL as an operator would cause them.
 */
const start = (dataDir: string, port: number) => startServer({ dataDir, port, env: { MC_RUNNER: 'false' } });

/** A migrated data directory with an admin access token, as a server that ran before leaves it. */
async function prepared(): Promise<{ dataDir: string; auth: Record<string, string> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-server-'));
  const db = await openDatabase({ dataDir });
  await migrate(db);
  const { token } = await tokenHeaders(db);
  await db.close();
  return { dataDir, auth: { Authorization: `Bearer ${token}` } };
}

describe('the server process', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const track = (started: ServerProcess) => cleanups.push(() => killServer(started));

  it('says in one line that the port is in use and exits with 1', { timeout: 90_000 }, async () => {
    const { dataDir } = await prepared();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const blocker: Server = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => blocker.close(() => resolve())));
    const started = start(dataDir, port);
    track(started);
    expect(await started.exited).toBe(1);
    const lines = started
      .output()
      .split('\n')
      .filter((line) => line.includes('already in use'));
    expect(lines).toEqual([
      `Port ${port} on 127.0.0.1 is already in use: stop the other process or set PORT to a free port.`,
    ]);
    expect(started.output()).not.toMatch(/\n\s+at /); // no stack trace
  });

  it(
    'on SIGTERM answers the request in flight, then closes the database and exits 0',
    { timeout: 90_000 },
    async () => {
      const { dataDir, auth } = await prepared();
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const port = await freePort();
      const started = start(dataDir, port);
      track(started);
      await waitForHealth(started);
      // A request the server has taken and is reading when SIGTERM comes: its 100 Continue says it
      // has the headers (an event, not a guess at how long the connection takes); the body follows the signal.
      const body = JSON.stringify({ name: 'in.flight', value: 'x' });
      const request = http.request(`${started.base}/api/db/properties`, {
        method: 'POST',
        agent: false,
        headers: {
          ...auth,
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(body)),
          Expect: '100-continue',
        },
      });
      const status = new Promise<number>((resolve, reject) => {
        request.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        request.on('error', reject);
      });
      await new Promise<void>((resolve) => request.on('continue', resolve));
      started.child.kill('SIGTERM');
      await started.printed('Received SIGTERM');
      request.end(body);
      expect(await status).toBe(201);
      expect(await started.exited).toBe(0);
      expect(started.output()).toContain('Received SIGTERM, shutting down.');
      // The database was closed: its lock is gone.
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    },
  );

  it(
    'loses no acknowledged write when killed with SIGKILL in the middle of a burst',
    { timeout: 120_000 },
    async () => {
      const { dataDir, auth } = await prepared();
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const port = await freePort();
      const started = start(dataDir, port);
      track(started);
      const base = started.base;
      await waitForHealth(started);

      const acknowledged: string[] = [];
      let stop = false;
      const writer = async (worker: number) => {
        for (let i = 0; !stop; i++) {
          const name = `burst.${worker}.${i}`;
          const res = await fetch(`${base}/api/db/properties`, {
            method: 'POST',
            headers: { ...auth, 'Content-Type': 'application/json' },
            body: JSON.stringify({ name, value: 'x' }),
          }).catch(() => undefined);
          if (!res) return;
          if (res.status === 201) acknowledged.push(name);
        }
      };
      const writers = Promise.all(Array.from({ length: 8 }, (_, worker) => writer(worker)));
      while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 10));
      started.child.kill('SIGKILL');
      await started.exited;
      stop = true;
      await writers;

      // Restart on the same directory (the stale lock is taken over) and compare.
      const db = await openDatabase({ dataDir });
      try {
        const { rows } = await db.query<{ name: string }>(`SELECT name FROM properties WHERE name LIKE 'burst.%'`);
        const stored = new Set(rows.map((row) => row.name));
        expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
        expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
      } finally {
        await db.close();
      }
    },
  );
});
