import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../context';
import { createTestDatabase, type TestDatabase } from '../../testing/databases';
import { ScrapeEngine } from './engine';
import { SELF_DATABASE } from './sources/sql';
import { scrapersTableHook } from './writeHook';

/** Saving a scraper through /api/db: the config_scrapers table hook refuses what may not run, with a sentence. */
const admin: Principal = { id: 'a', name: 'Admin', email: 'admin@example.com', roles: ['admin'], via: 'session' };
const editor: Principal = { id: 'e', name: 'Ed', email: 'editor@example.com', roles: ['editor'], via: 'session' };

describe('config_scrapers write hook', () => {
  let t: TestDatabase;
  let dataDir: string;
  let outside: string;
  let hook: ReturnType<typeof scrapersTableHook>;
  const saved = process.env.MC_SCRAPE_PATHS;
  beforeAll(async () => {
    t = await createTestDatabase('pglite');
    dataDir = mkdtempSync(join(tmpdir(), 'mc-hook-'));
    outside = mkdtempSync(join(tmpdir(), 'mc-outside-'));
    mkdirSync(join(dataDir, 'scrape'), { recursive: true });
    hook = scrapersTableHook(new ScrapeEngine(t.db, { dataDir }));
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.MC_SCRAPE_PATHS;
    else process.env.MC_SCRAPE_PATHS = saved;
  });
  afterAll(async () => {
    await t.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  const save = (spec: unknown, who = admin) =>
    hook.beforeWrite(t.db, 'insert', [{ name: 's', spec }], new URLSearchParams(), who);
  const fileSpec = (path: string) => ({ file: [{ paths: [path], type: 'File' }] });

  it('refuses a file path outside the scrape roots with a 400 that names MC_SCRAPE_PATHS', async () => {
    const refused = save(fileSpec(`${outside}/*.json`));
    await expect(refused).rejects.toMatchObject({ status: 400 });
    await expect(refused).rejects.toThrow(
      new RegExp(
        `invalid scraper spec: file\\[0\\]: file scraper path "${outside}/\\*\\.json" is outside the folders scrapers may read .*add its folder to MC_SCRAPE_PATHS \\(colon-separated\\) to allow it`,
      ),
    );
    await expect(save(fileSpec('/etc/*.conf'))).rejects.toThrow(/MC_SCRAPE_PATHS/);
    await expect(save({ file: [{ url: 'file:///etc', paths: ['*'], type: 'File' }] })).rejects.toThrow(
      /MC_SCRAPE_PATHS/,
    );
    await expect(save(fileSpec(`${dataDir}/scrape/../../x/*.json`))).rejects.toThrow(/may not contain "\.\." segments/);
  });

  it('accepts the data folder, the demo folder and folders listed in MC_SCRAPE_PATHS; a saved spec is due at once', async () => {
    await expect(save(fileSpec(`${dataDir}/scrape/**/*.yaml`))).resolves.toEqual([
      { name: 's', spec: fileSpec(`${dataDir}/scrape/**/*.yaml`), next_runtime: null },
    ]);
    await expect(save(fileSpec('relative/*.json'))).resolves.toHaveLength(1);
    process.env.MC_SCRAPE_PATHS = `/nowhere:${outside}`;
    await expect(save(fileSpec(`${outside}/*.json`))).resolves.toHaveLength(1);
  });

  it('refuses bad specs with a sentence: tags over 5, a schedule that does not parse, a source without a query', async () => {
    const tags = Array.from({ length: 6 }, (_, i) => ({ name: `t${i}`, value: 'x' }));
    await expect(save({ file: [{ paths: ['a/*.json'], type: 'F', tags }] })).rejects.toThrow(
      'invalid scraper spec: file[0]: tags: at most 5 tags, not 6',
    );
    await expect(save({ schedule: 'every blue moon', file: [] })).rejects.toThrow(/schedule "every blue moon"/);
    await expect(save({ sql: [{ connection: SELF_DATABASE }] })).rejects.toThrow('sql[0]: a sql scraper needs a query');
  });

  it('exec scrapers and sql scrapers over our own database need admin (403); other types are saved as they are', async () => {
    await expect(save({ exec: [{ script: 'echo {}', type: 'X' }] }, editor)).rejects.toMatchObject({ status: 403 });
    await expect(save({ exec: [{ script: 'echo {}', type: 'X' }] })).resolves.toHaveLength(1);
    await expect(save({ sql: [{ connection: SELF_DATABASE, query: 'SELECT 1', type: 'X' }] }, editor)).rejects.toThrow(
      "only admin may save a sql scraper that reads this server's own database",
    );
    await expect(save({ kubernetes: [{ clusterName: 'prod' }] }, editor)).resolves.toHaveLength(1);
  });

  it('refuses a transform whose CEL does not compile, names the rule and says why', async () => {
    const spec = (transform: unknown) => ({ file: [{ paths: ['a/*.json'], type: 'F', transform }] });
    await expect(save(spec({ mask: [{ selector: 'config_type ==', jsonpath: '$.a', value: 'x' }] }))).rejects.toThrow(
      /^invalid scraper spec: file\[0\]: transform\.mask\[0\]\.selector is not a valid CEL expression: Unexpected token: EOF/,
    );
    await expect(save(spec({ relationship: [{ filter: "kind == 'Pod'", name: 'x' }] }))).rejects.toThrow(
      'invalid scraper spec: file[0]: transform.relationship[0].filter is not a valid CEL expression: Unknown variable: kind',
    );
    await expect(save(spec({ relationship: [{ filter: 'name', name: 'x' }] }))).rejects.toThrow(
      'invalid scraper spec: file[0]: transform.relationship[0].filter must give a true/false value, not string',
    );
    await expect(
      save(spec({ mask: [{ selector: `name == '${'x'.repeat(1000)}'`, jsonpath: '$.a', value: 'x' }] })),
    ).rejects.toThrow(
      'invalid scraper spec: file[0]: transform.mask[0].selector is 1010 characters long; a CEL expression may have at most 1000',
    );
    const valid = spec({
      mask: [{ selector: "config_type == 'Kubernetes::Secret'", jsonpath: '$.data', value: 'md5sum' }],
      relationship: [{ filter: "config.metadata.name == 'x' && labels.app == 'web'", name: 'x' }, { expr: '[]' }],
    });
    await expect(save(valid)).resolves.toHaveLength(1);
  });
});
