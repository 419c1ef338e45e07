import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScrapeEngine } from '../catalog/scrape/engine';
import { storeItems } from '../catalog/scrape/store';
import type { ScrapedItem } from '../catalog/scrape/types';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { recordChange } from './record';

/**
 * #20 the write side of changes, driven through a real file scraper on PGlite and (with TEST_DATABASE_URL)
 * PostgreSQL: diff changes, merging, health changes, document changes with CEL mappings, and their events.
 */
interface ChangeRow {
  id: string;
  config_id: string;
  change_type: string;
  severity: string | null;
  source: string | null;
  summary: string | null;
  patches: unknown;
  diff: string | null;
  details: unknown;
  count: number;
  external_change_id: string | null;
  first_observed: Date;
  created_at: Date;
}

describe.each(testDatabaseKinds)('#20 changes written by scrapes on %s', (kind) => {
  let t: TestDatabase;
  let dataDir: string;
  let engine: ScrapeEngine;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    dataDir = mkdtempSync(join(tmpdir(), 'mc-changes-'));
    engine = new ScrapeEngine(t.db, { dataDir, limits: { timeoutMs: 15_000 } });
  });
  afterAll(async () => {
    await t.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A folder with one document and a file scraper reading it; `write` replaces the document. */
  const scraperOver = async (name: string, document: unknown, extra: Record<string, unknown> = {}, top = {}) => {
    const dir = join(dataDir, 'scrape', name);
    mkdirSync(dir, { recursive: true });
    const write = (doc: unknown) => writeFileSync(join(dir, 'item.yaml'), stringify(doc));
    write(document);
    const { rows } = await t.db.query<{ id: string }>(
      'INSERT INTO config_scrapers (name, spec) VALUES ($1, $2) RETURNING id',
      [
        name,
        {
          ...top,
          file: [
            { paths: [`${dir}/*.yaml`], id: '$.metadata.uid', name: '$.metadata.name', type: 'Deployment', ...extra },
          ],
        },
      ],
    );
    const scraperId = rows[0]!.id;
    const run = async () => {
      const job = (await engine.runNow(scraperId))!;
      expect(job.status, JSON.stringify(job.details)).toBe('SUCCESS');
      return job;
    };
    await run();
    const item = async () =>
      (await t.db.query<{ id: string }>('SELECT id FROM config_items WHERE scraper_id = $1', [scraperId])).rows[0]!.id;
    return { scraperId, write, run, itemId: await item() };
  };
  const changesOf = async (configId: string) =>
    (await t.db.query<ChangeRow>('SELECT * FROM config_changes WHERE config_id = $1 ORDER BY created_at', [configId]))
      .rows;
  const eventsOf = async (configId: string) =>
    (
      await t.db.query<{ name: string; properties: Record<string, unknown> }>(
        `SELECT name, properties FROM event_queue
         WHERE properties ->> 'id' = $1 OR properties ->> 'config_id' = $1 ORDER BY created_at, name`,
        [configId],
      )
    ).rows;

  const deployment = (replicas: number, labels: Record<string, string> = {}) => ({
    metadata: { uid: `uid-${replicas}`, name: 'api', labels },
    spec: { replicas, image: 'api:1.0' },
  });

  it('#20 editing a scraped file produces exactly one diff change with the right summary and patch', async () => {
    const doc = { metadata: { uid: 'dep-1', name: 'api', labels: {} }, spec: { replicas: 2, image: 'api:1.0' } };
    const { write, run, itemId } = await scraperOver('diff', doc);
    expect(await changesOf(itemId)).toEqual([]);
    expect((await eventsOf(itemId)).map((event) => event.name)).toEqual(['config.created']);

    write({ ...doc, metadata: { ...doc.metadata, labels: { app: 'api' } }, spec: { ...doc.spec, replicas: 3 } });
    const job = await run();
    expect((job.details as { scrape_summary: { changes: number } }).scrape_summary.changes).toBe(1);
    // A rescrape of the same document changes nothing more.
    await run();
    const changes = await changesOf(itemId);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      change_type: 'diff',
      source: 'diff',
      severity: 'info',
      summary: 'metadata.labels.app, spec.replicas',
      patches: [
        { op: 'add', path: '/metadata/labels/app', value: 'api' },
        { op: 'replace', path: '/spec/replicas', value: 3 },
      ],
      count: 1,
    });
    expect(changes[0]!.diff).toContain('-    "replicas": 2');
    expect(changes[0]!.diff).toContain('+    "replicas": 3');
    expect(await eventsOf(itemId)).toEqual([
      { name: 'config.created', properties: { id: itemId } },
      { name: 'config.updated', properties: { id: changes[0]!.id, config_id: itemId } },
    ]);
  });

  it('#20 ten identical edits within the window merge into one row with count 10', async () => {
    const doc = (replicas: number) => ({ ...deployment(replicas), metadata: { uid: 'dep-10', name: 'api' } });
    const { write, run, itemId } = await scraperOver('merge', doc(1));
    for (let replicas = 2; replicas <= 11; replicas += 1) {
      write(doc(replicas));
      await run();
    }
    const changes = await changesOf(itemId);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ change_type: 'diff', count: 10, summary: 'spec.replicas' });
    // The row keeps the latest content, and the first and last time it was seen.
    expect(changes[0]!.patches).toEqual([{ op: 'replace', path: '/spec/replicas', value: 11 }]);
    expect(new Date(changes[0]!.first_observed).getTime()).toBeLessThan(new Date(changes[0]!.created_at).getTime());
    // One row, one event: merges notify once.
    expect((await eventsOf(itemId)).filter((event) => event.name === 'config.updated')).toHaveLength(1);
  });

  it('#20 a health transition records the health change with its severity and a config.<health> event', async () => {
    const doc = (phase: string) => ({ metadata: { uid: 'dep-h', name: 'worker' }, status: { phase } });
    const { write, run, itemId } = await scraperOver('health', doc('Running'), {
      health: '$.status.phase',
      status: '$.status.phase',
      // Only the health change is under test here.
      labels: { 'config-db.flanksource.com/ignore-changes': 'diff' },
    });
    write(doc('Failed'));
    await run();
    write(doc('Pending'));
    await run();
    const changes = await changesOf(itemId);
    expect(changes.map((change) => [change.change_type, change.severity, change.source, change.summary])).toEqual([
      ['Unhealthy', 'medium', 'config-db', 'Failed'],
      ['Warning', 'low', 'config-db', 'Pending'],
    ]);
    expect(changes[0]!.details).toEqual({ previous: 'healthy', current: 'unhealthy' });
    const events = (await eventsOf(itemId)).map((event) => event.name);
    expect(events).toContain('config.unhealthy');
    expect(events).toContain('config.warning');
    expect(events.filter((name) => name === 'config.changed')).toHaveLength(2);
    // The annotation suppressed the diff changes of those edits.
    expect(changes.some((change) => change.change_type === 'diff')).toBe(false);
  });

  it('#20 a CEL mapping turns a document event into a typed change; exclude drops one; a resend is not counted twice', async () => {
    const doc = {
      config: { metadata: { uid: 'pod-1', name: 'web' }, spec: { image: 'web:2' } },
      changes: [
        {
          change_type: 'Event',
          external_change_id: 'ev-1',
          summary: 'Back-off restarting failed container',
          details: { reason: 'BackOff', count: 4 },
          created_at: '2026-11-27T08:00:00Z',
        },
        { change_type: 'Event', external_change_id: 'ev-2', details: { reason: 'Scheduled' } },
      ],
    };
    const { run, itemId } = await scraperOver(
      'mapping',
      doc,
      {
        transform: {
          changes: {
            exclude: ["details.reason == 'Scheduled'"],
            mapping: [
              {
                filter: "change.change_type == 'Event' && details.reason == 'BackOff'",
                type: 'BackOff',
                severity: 'high',
                summary: '{{details.reason}} on {{name}} ({{config.spec.image}})',
              },
            ],
          },
        },
      },
      { full: true },
    );
    await run();
    const changes = await changesOf(itemId);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      change_type: 'BackOff',
      severity: 'high',
      summary: 'BackOff on web (web:2)',
      external_change_id: 'ev-1',
      details: { reason: 'BackOff', count: 4 },
      count: 1,
    });
    expect(new Date(changes[0]!.created_at).toISOString()).toBe('2026-11-27T08:00:00.000Z');
    // The item's document is the `config` part.
    const { rows } = await t.db.query<{ config: unknown }>('SELECT config FROM config_items WHERE id = $1', [itemId]);
    expect(rows[0]!.config).toEqual(doc.config);
    expect((await eventsOf(itemId)).map((event) => event.name)).toEqual(['config.changed', 'config.created'].sort());
  });

  it('#20 a spec with a bad change rule or retention rule is refused with a sentence', async () => {
    const { parseScraperSpec } = await import('../catalog/scrape/spec');
    const spec = (transform: unknown, retention?: unknown) => ({
      ...(retention ? { retention } : {}),
      file: [{ paths: ['/x/*.yaml'], type: 'T', transform }],
    });
    expect(() =>
      parseScraperSpec(spec({ changes: { mapping: [{ filter: 'details.reason ==', type: 'X' }] } })),
    ).toThrow(/^file\[0\]: transform\.changes\.mapping\[0\]\.filter is not a valid CEL expression/);
    expect(() => parseScraperSpec(spec({ changes: { mapping: [{ severity: 'urgent' }] } }))).toThrow(
      'file[0]: transform.changes.mapping[0].severity must be one of critical, high, medium, low, info',
    );
    expect(() => parseScraperSpec(spec(undefined, { changes: [{ name: 'diff', age: 'soon' }] }))).toThrow(
      'retention.changes[0].age "soon" is not a duration such as 7d or 12h',
    );
    expect(() => parseScraperSpec(spec(undefined, { changes: [{ name: 'diff' }] }))).toThrow(
      'retention.changes[0] needs an age, a count or both',
    );
  });

  it('#20 each change writes its event in the same transaction: a failed write leaves neither', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      "INSERT INTO config_scrapers (name, spec) VALUES ('tx', '{}') RETURNING id",
    );
    const scraperId = rows[0]!.id;
    const item = (replicas: number, health: string): ScrapedItem => ({
      externalId: 'tx-1',
      name: 'tx',
      type: 'Deployment',
      configClass: 'Deployment',
      status: null,
      health,
      description: null,
      labels: {},
      tags: {},
      properties: null,
      config: { spec: { replicas } },
      createdAt: null,
      deletedAt: null,
      relationships: [],
      source: 'test',
    });
    const stale = { clean: false, ageMs: 0 };
    await t.db.transaction((tx) => storeItems(tx, scraperId, [item(1, 'healthy')], new Date(), stale));
    const { rows: items } = await t.db.query<{ id: string }>('SELECT id FROM config_items WHERE scraper_id = $1', [
      scraperId,
    ]);
    const itemId = items[0]!.id;
    const before = await eventsOf(itemId);
    // The edit (a diff and a health change, with their events) is written, then the transaction fails.
    await expect(
      t.db.transaction(async (tx) => {
        const summary = await storeItems(tx, scraperId, [item(2, 'unhealthy')], new Date(), stale);
        expect(summary.changes).toBe(2);
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await changesOf(itemId)).toEqual([]);
    expect(await eventsOf(itemId)).toEqual(before);
    // A change recorded directly: its row and its event go together.
    await expect(
      t.db.transaction(async (tx) => {
        await recordChange(tx, { configId: itemId, changeType: 'Pulled' }, { now: new Date() });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await eventsOf(itemId)).toEqual(before);
    // The same edit in a transaction that commits writes both.
    await t.db.transaction((tx) => storeItems(tx, scraperId, [item(2, 'unhealthy')], new Date(), stale));
    expect((await changesOf(itemId)).map((change) => change.change_type).sort()).toEqual(['Unhealthy', 'diff']);
    expect((await eventsOf(itemId)).map((event) => event.name).sort()).toEqual(
      ['config.changed', 'config.created', 'config.unhealthy', 'config.updated'].sort(),
    );
  });
});
