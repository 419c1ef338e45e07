import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { logPlaybookAction, logNotificationSend, logScrapeRun } from './hooks';
import { LogsPass } from './pass';
import { applyLogRetention } from './retention';
import { parseLogQuery } from './query';
import { searchLogs } from './search';
import { flushLogs, insertLogs } from './store';

const ALL = ['check', 'playbook', 'scraper', 'notification', 'file'] as const;

/** #24 the log store's other halves: regex lines, the engines' hooks, retention by age and by size (PGlite). */
describe('#24 log store', () => {
  let t: TestDatabase;
  let db: Database;
  let dataDir: string;

  beforeAll(async () => {
    t = await createTestDatabase('pglite');
    db = t.db;
    dataDir = mkdtempSync(join(tmpdir(), 'mc-logs-'));
  });
  afterAll(async () => {
    await t.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const find = (query: string, start = new Date('2000-01-01')) =>
    searchLogs(db, { query: parseLogQuery(query), start, end: new Date('2100-01-01'), limit: 50, sources: ALL });

  it('reads regex lines by their named groups, and refuses a path outside the roots', async () => {
    mkdirSync(join(dataDir, 'logs'), { recursive: true });
    writeFileSync(
      join(dataDir, 'logs', 'nginx.log'),
      '2026-11-27T09:00:00Z GET /orders 502 upstream timed out\n2026-11-27T09:01:00Z GET /health 200 ok\n',
    );
    await db.query(`INSERT INTO logging_backends (name, spec) VALUES ('nginx', $1), ('shadow', $2)`, [
      JSON.stringify({
        files: [
          {
            paths: ['nginx.log'],
            format: 'regex',
            pattern: '^(?<timestamp>\\S+) (?<method>\\S+) (?<path>\\S+) (?<code>\\d+) (?<message>.*)$',
          },
        ],
      }),
      JSON.stringify({ files: [{ paths: ['/etc/shadow'] }] }),
    ]);
    const result = await new LogsPass(db, { dataDir, env: {}, leaseHolder: 'test' }).tailNow();
    expect(result.lines).toBe(2);
    expect(result.errors).toEqual([expect.stringMatching(/^shadow: log path "\/etc\/shadow" is outside the folders/)]);
    const found = await find('timed code=502');
    expect(found.results).toEqual([
      expect.objectContaining({
        timestamp: '2026-11-27T09:00:00.000Z',
        message: 'upstream timed out',
        labels: expect.objectContaining({ method: 'GET', path: '/orders', code: '502', backend: 'nginx' }),
      }),
    ]);
  });

  it("puts playbook actions, scraper runs and notification sends into the server's own logs", async () => {
    logPlaybookAction(db, { runId: 'r1', name: 'restart', status: 'failed', error: 'kubectl: connection refused' });
    logScrapeRun(db, { scraperId: 's1', name: 'demo-catalog', status: 'SUCCESS', items: 12, errors: [] });
    logNotificationSend(db, {
      id: 'n1',
      recipient: 'admin@example.com',
      title: 'Check down',
      ok: false,
      error: 'SMTP 550',
    });
    await flushLogs(db);
    expect((await find('kubectl refused')).results[0]).toMatchObject({
      message: 'Playbook action restart failed: kubectl: connection refused',
      labels: { playbook_run_id: 'r1', level: 'error' },
    });
    expect((await find('scraper_name=demo-catalog')).results[0]!.message).toBe(
      'Scraper demo-catalog success: 12 item(s)',
    );
    expect((await find('550 status=error')).total).toBe(1);
    // A caller who may read only the file backends does not see them.
    const filesOnly = await searchLogs(db, {
      query: parseLogQuery('kubectl'),
      start: new Date('2000-01-01'),
      end: new Date('2100-01-01'),
      limit: 50,
      sources: ['file'],
    });
    expect(filesOnly.total).toBe(0);
  });

  it('deletes lines older than the retention age, then the oldest beyond the line cap', async () => {
    await db.query('DELETE FROM logs');
    const now = new Date('2026-11-27T12:00:00Z');
    const at = (hours: number) => new Date(now.getTime() - hours * 3600_000);
    await insertLogs(
      db,
      [200, 30, 20, 10, 1].map((hours) => ({
        source: 'file' as const,
        timestamp: at(hours),
        message: `line ${hours}h`,
        labels: {},
      })),
    );
    const run = await applyLogRetention(db, { retentionMs: 7 * 24 * 3600_000, retentionLines: 3 }, now);
    expect(run).toEqual({ byAge: 1, bySize: 1 });
    const { rows } = await db.query<{ message: string }>('SELECT message FROM logs ORDER BY "timestamp"');
    expect(rows.map((row) => row.message)).toEqual(['line 20h', 'line 10h', 'line 1h']);
  });
});
