import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { runHttp } from '../playbooks/actions';
import { httpCheck, MAX_REDIRECTS } from '../runner/executors/http';
import { reconcileCanary } from '../runner/reconcile';
import { Runner, RunNowBusyError } from '../runner/runner';
import { requester, tokenHeaders } from '../testing/auth';
import { createTestDatabase, type TestDatabase } from '../testing/databases';

const signal = () => new AbortController().signal;

describe('HTTP responses: redirects and streamed, capped bodies', () => {
  let server: http.Server;
  let base: string;
  let endlessBytes = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/hop') {
        const n = Number(url.searchParams.get('n'));
        res.writeHead(302, { Location: n > 1 ? `/hop?n=${n - 1}` : '/final' }).end();
      } else if (url.pathname === '/loop') {
        res.writeHead(301, { Location: '/loop' }).end();
      } else if (url.pathname === '/final') {
        res.end('arrived at the end');
      } else if (url.pathname === '/endless') {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        const pump = () => {
          while (!res.destroyed && res.write(chunk)) endlessBytes += chunk.length;
          if (!res.destroyed) res.once('drain', pump);
        };
        pump();
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('follows redirects to the final answer', async () => {
    const result = await httpCheck(
      { url: `${base}/hop?n=3`, responseContent: 'the end' },
      { signal: signal(), timeoutMs: 5000 },
    );
    expect(result.pass).toBe(true);
    expect(result.detail).toMatchObject({ code: 200, url: `${base}/final` });
  });

  it(`fails after ${MAX_REDIRECTS} redirects instead of looping`, async () => {
    const result = await httpCheck({ url: `${base}/loop` }, { signal: signal(), timeoutMs: 5000 });
    expect(result.pass).toBe(false);
    expect(result.error).toBe(`more than ${MAX_REDIRECTS} redirects, last to ${base}/loop`);
  });

  it('stops reading an endless body at the cap, quickly', async () => {
    endlessBytes = 0;
    const started = Date.now();
    const result = await httpCheck({ url: `${base}/endless` }, { signal: signal(), timeoutMs: 20_000 });
    // Well before its 20 s timeout: the read stopped at the cap.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result.pass).toBe(true);
    expect(result.detail).toMatchObject({ truncated: true });
    expect(endlessBytes).toBeLessThan(16 * 1024 * 1024);
  });

  it('a playbook http action reads an endless body only up to its cap', async () => {
    const started = Date.now();
    const outcome = await runHttp({ url: `${base}/endless` }, 20_000, { signal: signal(), env: {} });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(outcome.status).toBe('completed');
    expect(String(outcome.result?.body)).toMatch(/^a{4096}… \(truncated\)$/);
  });
});

describe('Run Now: a bounded queue beside the scheduler', () => {
  let testDb: TestDatabase;
  let db: Database;
  let checkId: string;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    db = testDb.db;
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO canaries (name, spec) VALUES ('slow', $1) RETURNING id`,
      [{ schedule: '@every 1h', exec: [{ name: 'slow', script: 'sleep 0.5' }] }],
    );
    await reconcileCanary(db, rows[0]!.id);
    checkId = (await db.query<{ id: string }>('SELECT id FROM checks WHERE canary_id = $1', [rows[0]!.id])).rows[0]!.id;
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('refuses Run Now beyond the queue with 429, and the queued ones still run', async () => {
    const runner = new Runner(db, { runNowConcurrency: 1, runNowQueue: 2 });
    const request = requester(createApp({ db, runner }), await tokenHeaders(db));
    const run = () => request(`/api/canary/run/check/${checkId}`, { method: 'POST' });
    const [first, second, third] = await Promise.all([run(), run(), run()]);
    const statuses = [first.status, second.status, third.status].sort();
    expect(statuses).toEqual([200, 200, 429]);
    const refused = [first, second, third].find((res) => res.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      error: 'Too many Run Now requests in progress (at most 2); try again shortly',
      code: 'too_many_requests',
    });
  });

  it('manual runs never take the scheduler slots', async () => {
    const runner = new Runner(db, { concurrency: 1, runNowConcurrency: 1, runNowQueue: 1 });
    const manual = runner.runCheckNow(checkId);
    await expect(runner.runCheckNow(checkId)).rejects.toBeInstanceOf(RunNowBusyError);
    // The scheduler's slot is free while Run Now is busy: a due check starts at once.
    await db.query("UPDATE checks SET next_runtime = now() - interval '1 minute' WHERE id = $1", [checkId]);
    await runner.tick();
    await manual;
    await runner.stop(5000);
    // The scheduled run started while the manual one still ran: with shared slots it would start after it ended.
    const { rows } = await db.query<{ time: Date | string; duration: number }>(
      'SELECT time, duration FROM check_statuses WHERE check_id = $1 ORDER BY time DESC LIMIT 2',
      [checkId],
    );
    const [later, earlier] = rows.map((row) => ({
      start: new Date(row.time).getTime(),
      duration: Number(row.duration),
    }));
    expect(later!.start).toBeLessThan(earlier!.start + earlier!.duration);
  });
});

describe('pattern matching in requests is linear', () => {
  it('glob selectors match as before', async () => {
    const { globMatch, matchPatterns } = await import('../playbooks/selectors');
    expect(globMatch('api-*', 'api-1')).toBe(true);
    expect(globMatch('*-prod', 'db-prod')).toBe(true);
    expect(globMatch('a*b*c', 'axxbyyc')).toBe(true);
    expect(globMatch('a*b*c', 'axxcyyb')).toBe(false);
    expect(globMatch('ab*ba', 'aba')).toBe(false);
    expect(globMatch('*', '')).toBe(true);
    expect(globMatch('a.b', 'axb')).toBe(false);
    expect(matchPatterns(['api-*', '!api-internal'], 'api-internal')).toBe(false);
  });

  it('a hostile glob cannot hold the event loop', async () => {
    const { globMatch } = await import('../playbooks/selectors');
    const pattern = `${'a*'.repeat(120)}b`;
    const value = 'a'.repeat(100_000);
    // The fastest of three: a busy machine may pause any one run, never the algorithm's bound.
    let fastest = Infinity;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      expect(globMatch(pattern, value)).toBe(false);
      fastest = Math.min(fastest, performance.now() - started);
    }
    expect(fastest).toBeLessThan(50);
    expect(globMatch('x'.repeat(300), 'x'.repeat(300))).toBe(false);
  });
});
