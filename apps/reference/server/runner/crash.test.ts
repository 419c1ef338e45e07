import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { tokenHeaders } from '../testing/auth';
import { freePort, killServer, startServer, waitForHealth, type ServerProcess } from '../testing/serverProcess';

/** An admin access token, made in the data directory before the first start. */
const auth: Record<string, string> = {};
const authed = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, headers: { ...auth, ...(init.headers as Record<string, string> | undefined) } });

type StatusRow = { check_id: string; time: string; status: boolean };

const key = (checkId: string, time: string) => `${checkId}@${Date.parse(time)}`;

async function statusRows(base: string): Promise<StatusRow[]> {
  const response = await authed(`${base}/api/db/check_statuses?select=check_id,time,status&order=time.desc&limit=2000`);
  expect(response.ok).toBe(true);
  return (await response.json()) as StatusRow[];
}

describe('a SIGKILL during check runs', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mc-crash-'));
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    for (const server of servers) await killServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no status that was committed before the kill', { timeout: 180_000 }, async () => {
    const setup = await openDatabase({ dataDir });
    await migrate(setup);
    auth.Authorization = `Bearer ${(await tokenHeaders(setup)).token}`;
    await setup.close();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = startServer({ port, dataDir });
    servers.push(first);
    await waitForHealth(first);

    const created = await authed(`${base}/api/db/canaries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({
        name: 'crash-test',
        spec: {
          schedule: '@every 1s',
          http: [{ name: 'own health', url: `${base}/api/health` }],
          exec: [{ name: 'slow echo', script: 'sleep 0.3; echo ok' }],
          tcp: [{ name: 'own port', endpoint: `127.0.0.1:${port}` }],
        },
      }),
    });
    expect(created.status).toBe(201);
    const checks = (await (await authed(`${base}/api/db/checks?select=id,name&order=name`)).json()) as Array<{
      id: string;
      name: string;
    }>;
    expect(checks.map((check) => check.name)).toEqual(['own health', 'own port', 'slow echo']);

    // Observe committed statuses: scheduled runs through /db, and Run Now results (answered after commit).
    const observed = new Set<string>();
    const runNow = async (checkId: string) => {
      const response = await authed(`${base}/api/canary/run/check/${checkId}`, { method: 'POST' });
      if (response.ok) observed.add(key(checkId, ((await response.json()) as { start: string }).start));
    };
    // Until enough are committed (a slow machine takes longer; the test's timeout bounds it).
    while (observed.size <= 10) {
      await Promise.all(checks.map((check) => runNow(check.id)));
      for (const row of await statusRows(base)) observed.add(key(row.check_id, row.time));
    }

    // Kill while runs (scheduled and requested) are in flight.
    const inFlight = checks.map((check) => runNow(check.id).catch(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 150));
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    await Promise.all(inFlight);

    const second = startServer({ port, dataDir });
    servers.push(second);
    await waitForHealth(second);
    const afterRestart = new Set((await statusRows(base)).map((row) => key(row.check_id, row.time)));
    const lost = [...observed].filter((entry) => !afterRestart.has(entry));
    expect(lost).toEqual([]);

    // The runner resumes from next_runtime kept in the database.
    const countBefore = afterRestart.size;
    let countAfter = countBefore;
    while (countAfter < countBefore + checks.length) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      countAfter = (await statusRows(base)).length;
    }
    expect(countAfter).toBeGreaterThanOrEqual(countBefore + checks.length);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('Received SIGTERM, shutting down.');
  });
});
