import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createPerson, requester, sessionHeaders } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { DEMO_FILE_SCRAPER_ID, ensureDemoScrapers } from '../catalog/scrape/demo';
import { ScrapeEngine } from '../catalog/scrape/engine';

/**
 * #20 insights: analyzers saved as resources through /api/db (compiled on save), run by the scraper engine after
 * every run, their findings opened, resolved and reopened in config_analysis and read through config_analysis_items.
 */
interface Finding {
  analyzer: string;
  status: string;
  severity: string;
  analysis_type: string;
  message: string;
  first_observed: string;
  last_observed: string;
  config_name: string;
  config_type: string;
}

describe.each(testDatabaseKinds)('#20 insights on %s', (kind) => {
  let t: TestDatabase;
  let dataDir: string;
  let engine: ScrapeEngine;
  let admin: ReturnType<typeof requester>;
  let viewer: ReturnType<typeof requester>;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    dataDir = mkdtempSync(join(tmpdir(), 'mc-insights-'));
    mkdirSync(join(dataDir, 'scrape', 'services'), { recursive: true });
    engine = new ScrapeEngine(t.db, { dataDir });
    const app = createApp({ db: t.db, scrapers: engine });
    admin = requester(app, await sessionHeaders(t.db));
    viewer = requester(app, await sessionHeaders(t.db, await createPerson(t.db, ['viewer'])));
  });
  afterAll(async () => {
    await t.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown) =>
    admin(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify(body),
    });
  const findings = async (query: string) => {
    const response = await admin(`/api/db/config_analysis_items?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Finding[];
  };

  it('an analyzer with an invalid CEL condition is refused on save with the compiler message', async () => {
    const response = await post('/api/db/config_analyzers', {
      name: 'broken',
      spec: { type: 'security', severity: 'high', condition: 'config.tls ==', message: 'x' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/^invalid analyzer: spec\.condition is not a valid CEL expression: Unexpected token/);
    // A message placeholder is compiled too, and a condition must be true/false.
    const placeholder = await post('/api/db/config_analyzers', {
      name: 'broken',
      spec: { type: 'security', severity: 'high', condition: 'true', message: '{{ name + }}' },
    });
    expect(placeholder.status).toBe(400);
    expect(((await placeholder.json()) as { message: string }).message).toMatch(
      /spec\.message expression 1 \(\{\{ name \+ \}\}\) is not a valid CEL expression/,
    );
    const notBool = await post('/api/db/config_analyzers', {
      name: 'broken',
      spec: { type: 'security', severity: 'high', condition: 'name', message: 'x' },
    });
    expect(((await notBool.json()) as { message: string }).message).toBe(
      'invalid analyzer: spec.condition must give a true/false value, not string',
    );
    const { rows } = await t.db.query("SELECT 1 FROM config_analyzers WHERE name = 'broken'");
    expect(rows).toHaveLength(0);
    // Writing analyzers is an editor's job, not a viewer's.
    const denied = await viewer('/api/db/config_analyzers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'v', spec: { condition: 'true', message: 'x' } }),
    });
    expect(denied.status).toBe(403);
  });

  it('an analyzer fires on a scraped document, resolves when the file is fixed and reopens when it breaks again', async () => {
    const saved = await post('/api/db/config_analyzers', {
      name: 'tls-disabled',
      spec: {
        type: 'security',
        severity: 'high',
        condition: "config_type == 'Demo::Service' && config.tls == false",
        message: '{{ name }} serves plain HTTP on port {{ config.port }}',
      },
    });
    expect(saved.status).toBe(201);
    const file = join(dataDir, 'scrape', 'services', 'checkout.json');
    writeFileSync(file, JSON.stringify({ id: 'svc-checkout', name: 'checkout', tls: false, port: 8080 }));
    const scraper = await post('/api/db/config_scrapers', {
      name: 'services',
      spec: { file: [{ paths: ['services/*.json'], id: '$.id', name: '$.name', type: 'Demo::Service' }] },
    });
    const scraperId = ((await scraper.json()) as Array<{ id: string }>)[0]!.id;
    const run = async () => {
      const response = await admin(`/api/catalog/scrapers/${scraperId}/run`, { method: 'POST' });
      expect(response.status).toBe(200);
      return (await response.json()) as { status: string; details: Record<string, unknown> };
    };

    const first = await run();
    expect(first.status).toBe('SUCCESS');
    expect(first.details.warnings).toBeUndefined();
    const [opened] = await findings('analyzer=eq.tls-disabled');
    expect(opened).toMatchObject({
      status: 'open',
      severity: 'high',
      analysis_type: 'security',
      message: 'checkout serves plain HTTP on port 8080',
      config_name: 'checkout',
      config_type: 'Demo::Service',
    });
    expect(opened!.last_observed).toBe(opened!.first_observed);

    writeFileSync(file, JSON.stringify({ id: 'svc-checkout', name: 'checkout', tls: true, port: 8443 }));
    await run();
    const resolved = await findings('analyzer=eq.tls-disabled');
    expect(resolved).toHaveLength(1);
    expect(resolved[0]).toMatchObject({ status: 'resolved', message: opened!.message });
    // A resolved finding keeps the last time it was observed.
    expect(resolved[0]!.last_observed).toBe(opened!.last_observed);
    await run();
    expect((await findings('analyzer=eq.tls-disabled'))[0]!.last_observed).toBe(opened!.last_observed);

    writeFileSync(file, JSON.stringify({ id: 'svc-checkout', name: 'checkout', tls: false, port: 9090 }));
    await run();
    const reopened = await findings('analyzer=eq.tls-disabled');
    expect(reopened).toHaveLength(1);
    expect(reopened[0]).toMatchObject({ status: 'open', message: 'checkout serves plain HTTP on port 9090' });
    expect(reopened[0]!.first_observed).toBe(opened!.first_observed);
    expect(Date.parse(reopened[0]!.last_observed)).toBeGreaterThan(Date.parse(opened!.last_observed));
    // The item's tab and the list's counts see it; the detail row embeds its item.
    const detail = await admin(`/api/db/config_analysis_items?analyzer=eq.tls-disabled&select=id,config:configs(name)`);
    expect(await detail.json()).toEqual([{ id: expect.any(String), config: { name: 'checkout' } }]);
    const listed = await admin('/api/db/configs?name=eq.checkout&select=analysis');
    expect(await listed.json()).toEqual([{ analysis: { security: 1 } }]);
  });

  it('a silenced finding stays silenced while it holds; a deleted analyzer has its findings resolved', async () => {
    const { rows } = await t.db.query<{ id: string }>("SELECT id FROM config_scrapers WHERE name = 'services'");
    const rerun = () => admin(`/api/catalog/scrapers/${rows[0]!.id}/run`, { method: 'POST' });
    const silence = await admin('/api/db/config_analysis?analyzer=eq.tls-disabled', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'silenced' }),
    });
    expect(silence.status).toBeLessThan(300);
    const before = (await findings('analyzer=eq.tls-disabled'))[0]!;
    await rerun();
    const silenced = (await findings('analyzer=eq.tls-disabled'))[0]!;
    expect(silenced.status).toBe('silenced');
    expect(Date.parse(silenced.last_observed)).toBeGreaterThan(Date.parse(before.last_observed));

    await admin('/api/db/config_analysis?analyzer=eq.tls-disabled', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'open' }),
    });
    const removed = await admin('/api/db/config_analyzers?name=eq.tls-disabled', { method: 'DELETE' });
    expect(removed.status).toBeLessThan(300);
    await rerun();
    expect((await findings('analyzer=eq.tls-disabled'))[0]).toMatchObject({
      status: 'resolved',
      last_observed: silenced.last_observed,
    });
  });

  it('the built-in analyzers fire on the demo scrape, each of the six', async () => {
    await ensureDemoScrapers(t.db);
    const job = await admin(`/api/catalog/scrapers/${DEMO_FILE_SCRAPER_ID}/run`, { method: 'POST' });
    const body = (await job.json()) as { status: string; details: Record<string, unknown> };
    expect(body.status).toBe('SUCCESS');
    expect(body.details.warnings).toBeUndefined();
    const open = await findings('status=eq.open&source=eq.analyzer&order=analyzer,config_name');
    const byAnalyzer = (name: string) => open.filter((row) => row.analyzer === name).map((row) => row.config_name);
    expect(byAnalyzer('image-tag-latest')).toEqual(['report-builder']);
    expect(byAnalyzer('privileged-container')).toEqual(['report-builder']);
    expect(byAnalyzer('container-without-limits')).toContain('report-builder');
    expect(byAnalyzer('public-bucket')).toEqual(['acme-storefront-assets']);
    expect(byAnalyzer('certificate-expiring')).toEqual(['shop.acme.example']);
    expect(byAnalyzer('database-without-recent-backup')).toEqual(['analytics-prod']);
    expect(open.find((row) => row.analyzer === 'privileged-container')).toMatchObject({
      severity: 'critical',
      analysis_type: 'security',
      message: 'report-builder: container report-builder runs privileged',
    });
    expect(open.find((row) => row.analyzer === 'certificate-expiring')!.message).toBe(
      'Certificate shop.acme.example expires on 2026-12-12T23:59:59Z',
    );
    expect(open.find((row) => row.analyzer === 'database-without-recent-backup')!.message).toBe(
      'Database analytics-prod has no recent backup (retention 0 days)',
    );
    // The analyzer filter's options are the analyzers with open findings.
    const options = await admin('/api/db/config_analysis_analyzers?order=analyzer.asc');
    const analyzers = ((await options.json()) as Array<{ analyzer: string }>).map((row) => row.analyzer);
    expect(analyzers).toEqual(expect.arrayContaining(['certificate-expiring', 'public-bucket']));
    // tls-disabled's one finding was resolved with its analyzer.
    expect(analyzers).not.toContain('tls-disabled');
  });
});
