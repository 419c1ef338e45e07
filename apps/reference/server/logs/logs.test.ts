import { appendFileSync, mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { ScrapeEngine } from '../catalog/scrape/engine';
import type { Database } from '../db/database';
import { adminRequester, createPerson, requester, sessionHeaders } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { logCheckRun } from './hooks';
import { LogsPass } from './pass';
import { flushLogs } from './store';

const line = (timestamp: string, level: string, msg: string, extra: Record<string, unknown> = {}) =>
  `${JSON.stringify({ ts: timestamp, level, msg, ...extra })}\n`;

/** #24 the log store: a JSON-lines file tailed into the table, searched by word and by label within a time range. */
describe.each(testDatabaseKinds)('#24 logs on %s', (kind) => {
  let t: TestDatabase;
  let db: Database;
  let dataDir: string;
  let file: string;
  let pass: LogsPass;
  let request: Awaited<ReturnType<typeof adminRequester>>;

  const search = async (body: Record<string, unknown>) => {
    const response = await request('/api/logs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    return { status: response.status, body: json };
  };
  const messages = (body: Record<string, unknown>) =>
    (body.results as Array<{ message: string }>).map((result) => result.message);

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    db = t.db;
    dataDir = mkdtempSync(join(tmpdir(), 'mc-logs-'));
    mkdirSync(join(dataDir, 'logs', 'app'), { recursive: true });
    file = join(dataDir, 'logs', 'app', 'payments.jsonl');
    writeFileSync(
      file,
      line('2026-11-27T10:00:00Z', 'info', 'payment accepted for order 17', { order: 17 }) +
        line('2026-11-27T10:05:00Z', 'error', 'payment declined: card expired', { order: 18 }) +
        line('2026-11-27T11:30:00Z', 'error', 'ledger unreachable, payment queued', { order: 19 }),
    );
    await db.query(`INSERT INTO logging_backends (name, labels, spec) VALUES ('payments-files', $1, $2)`, [
      JSON.stringify({ team: 'payments' }),
      JSON.stringify({
        files: [{ paths: ['app/*.jsonl'], format: 'json', timestampField: 'ts', messageField: 'msg' }],
      }),
    ]);
    pass = new LogsPass(db, { dataDir, env: {}, leaseHolder: 'test' });
    const app = createApp({ db, scrapers: new ScrapeEngine(db, { dataDir }) });
    request = await adminRequester(app, db);
  });

  afterAll(async () => {
    await t.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('ingests a JSON-lines file once: its time, message and the other fields as labels', async () => {
    const first = await pass.tailNow();
    expect(first).toMatchObject({ backends: 1, files: 1, lines: 3 });
    // A second pass over an unchanged file adds nothing.
    expect((await pass.tailNow()).lines).toBe(0);
    const { rows } = await db.query<{ message: string; labels: Record<string, string>; ts: string }>(
      `SELECT message, labels, to_char("timestamp" AT TIME ZONE 'UTC', 'HH24:MI') AS ts FROM logs ORDER BY "timestamp"`,
    );
    expect(rows.map((row) => [row.ts, row.message])).toEqual([
      ['10:00', 'payment accepted for order 17'],
      ['10:05', 'payment declined: card expired'],
      ['11:30', 'ledger unreachable, payment queued'],
    ]);
    expect(rows[1]!.labels).toMatchObject({ level: 'error', order: '18', team: 'payments', backend: 'payments-files' });
    expect(rows[1]!.labels).not.toHaveProperty('msg');
  });

  it('searches by word and by label within a time range, newest first', async () => {
    const range = { start: '2026-11-27T09:00:00Z', end: '2026-11-27T12:00:00Z' };
    const byWord = await search({ ...range, query: 'payment' });
    expect(byWord.status).toBe(200);
    expect(byWord.body.total).toBe(3);
    expect(messages(byWord.body)).toEqual([
      'ledger unreachable, payment queued',
      'payment declined: card expired',
      'payment accepted for order 17',
    ]);
    const wordAndLabel = await search({ ...range, query: 'payment level=error' });
    expect(messages(wordAndLabel.body)).toEqual([
      'ledger unreachable, payment queued',
      'payment declined: card expired',
    ]);
    const narrower = await search({ start: '2026-11-27T10:01:00Z', end: '2026-11-27T11:00:00Z', query: 'level=error' });
    expect(messages(narrower.body)).toEqual(['payment declined: card expired']);
    expect((narrower.body.results as Array<{ labels: unknown; timestamp: string }>)[0]).toMatchObject({
      timestamp: '2026-11-27T10:05:00.000Z',
      labels: { level: 'error', order: '18' },
    });
    expect((await search({ ...range, query: 'expired card' })).body.total).toBe(1);
    expect((await search({ ...range, query: 'refund' })).body).toEqual({ total: 0, results: [] });
    // Outside the range (date math: the last hour of today) nothing of 2026-11-27 10:00 shows.
    expect((await search({ start: 'now-1h', end: 'now', name: 'payments-files' })).body.total).toBe(0);
  });

  it('reads appended lines only, and a truncated file from its start again', async () => {
    appendFileSync(file, line('2026-11-27T11:40:00Z', 'warn', 'payment retry scheduled'));
    expect((await pass.tailNow()).lines).toBe(1);
    truncateSync(file, 0);
    writeFileSync(file, line('2026-11-27T11:50:00Z', 'info', 'payments service restarted'));
    expect((await pass.tailNow()).lines).toBe(1);
    const all = await search({ start: '2026-11-27T00:00:00Z', end: '2026-11-28T00:00:00Z', name: 'payments-files' });
    expect(all.body.total).toBe(5);
  });

  it("finds a check run's failure among the server's own logs", async () => {
    const start = new Date();
    logCheckRun(
      db,
      { id: '00000000-0000-0000-0000-0000000000c1', name: 'api/payments' },
      {
        start,
        duration: 12,
        pass: false,
        error: 'expected status 200, got 503',
      },
    );
    await flushLogs(db);
    const found = await search({ query: 'got 503', start: 'now-5m' });
    expect(found.body.total).toBe(1);
    expect((found.body.results as Array<{ message: string; labels: Record<string, string> }>)[0]).toMatchObject({
      message: 'Check api/payments failed: expected status 200, got 503',
      labels: { check_name: 'api/payments', status: 'failed', run_start: start.toISOString() },
    });
    // By name: the server's check logs hold it, the file backend does not.
    expect((await search({ name: 'checks', query: '503', start: 'now-5m' })).body.total).toBe(1);
    expect((await search({ name: 'payments-files', query: '503', start: 'now-5m' })).body.total).toBe(0);
  });

  it("answers upstream's 400 for an unknown selector name, and clear 400s for bad input", async () => {
    const unknown = await search({ name: 'nginx' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(
      "Log selector with the name 'nginx' was not found. Available names: [server checks playbooks scrapers notifications payments-files]",
    );
    const badTime = await search({ start: 'yesterday-ish' });
    expect(badTime.status).toBe(400);
    expect(badTime.body.error).toMatch(/start "yesterday-ish" is not a time/);
    const long = await search({ query: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/query is longer than 500 characters/);
  });

  it("picks a component's selector by name, and names the available ones when it has no such selector", async () => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO components (name, type, log_selectors) VALUES ('payments-api', 'Service', $1) RETURNING id`,
      [
        JSON.stringify([
          { name: 'files', backend: 'payments-files', labels: { level: 'info' } },
          { name: 'checks', backend: 'checks' },
        ]),
      ],
    );
    const id = rows[0]!.id;
    const files = await search({ id, query: 'payments', start: '2026-11-27T00:00:00Z', end: '2026-11-28T00:00:00Z' });
    expect(messages(files.body)).toEqual(['payments service restarted']);
    const missing = await search({ id, name: 'traces' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(
      "Log selector with the name 'traces' was not found. Available names: [files checks]",
    );
  });

  it('refuses a backend spec that reads outside the allowed folders, and a caller without read', async () => {
    const response = await request('/api/db/logging_backends', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'secrets', spec: { files: [{ paths: ['/etc/shadow'] }] } }),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/outside the folders log backends may read.*MC_LOG_PATHS/);
    const sneaky = await request('/api/db/logging_backends', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'up', spec: { files: [{ paths: ['../../etc/*'] }] } }),
    });
    expect(sneaky.status).toBe(400);
    // The Log Backends list embeds who created each backend.
    const listed = await request('/api/db/logging_backends?select=*,createdBy:created_by(id,name)&deleted_at=is.null');
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual([expect.objectContaining({ name: 'payments-files', createdBy: null })]);
    const anonymous = await createApp({ db }).request('/api/logs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
    const nobody = await createPerson(db, []);
    const denied = await requester(createApp({ db }), await sessionHeaders(db, nobody))('/api/logs', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(denied.status).toBe(403);
  });
});
