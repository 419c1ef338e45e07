import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCatalog, DB, DEP, NS, OLD, POD1, POD2, type CatalogApp } from '../../catalog/readModel.fixture';
import { createPerson, sessionHeaders } from '../../testing/auth';
import { testDatabaseKinds } from '../../testing/databases';

interface Change {
  id: string;
  config_id: string;
  change_type: string;
  severity?: string;
  source?: string;
  name?: string;
  count?: number;
}
interface Page {
  total: number;
  total_exact: boolean;
  summary: Record<string, number>;
  page: number;
  page_size: number;
  from: string | null;
  to: string | null;
  changes: Change[];
}

/**
 * Changes of the fixture catalog (readModel.fixture.ts: NS → DEP → POD1, POD2 over hard edges, DEP uses DB
 * softly, OLD deleted; a guest sees cluster=prod-eu), beside the fixture's own (POD1's diff and Unhealthy
 * within the hour, DB's 3 days and DEP's 40 days ago, without severity or source).
 */
const CHANGES: Array<[item: string, type: string, severity: string, source: string, minutesAgo: number]> = [
  [POD1, 'PlaybookRun', 'info', 'playbook', 5],
  [POD1, 'Pulled', 'info', 'kubernetes', 10],
  [POD1, 'BackOff', 'high', 'kubernetes', 20],
  [DEP, 'diff', 'info', 'diff', 30],
  [NS, 'Unhealthy', 'medium', 'config-db', 40],
  [POD2, 'OOMKilled', 'critical', 'kubernetes', 50],
  [DB, 'BackupFailed', 'low', 'aws', 55],
  [OLD, 'Killing', 'critical', 'kubernetes', 70],
  [DB, 'diff', 'high', 'diff', 3 * 24 * 60],
];
const FIXTURE_RECENT = ['diff', 'Unhealthy'];

describe.each(testDatabaseKinds)('#20 POST /api/catalog/changes on %s', (kind) => {
  let catalog: CatalogApp;
  const search = async (body: unknown, auth = catalog.admin) => {
    const response = await catalog.request(auth, '/catalog/changes', { method: 'POST', body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Page & { error?: string } };
  };
  const types = async (body: unknown, auth = catalog.admin) => {
    const { status, body: page } = await search(body, auth);
    expect(status).toBe(200);
    return page.changes.map((change) => change.change_type).sort();
  };

  beforeAll(async () => {
    catalog = await openCatalog(kind);
    for (const [item, type, severity, source, minutes] of CHANGES) {
      await catalog.db.query(
        `INSERT INTO config_changes (config_id, change_type, severity, source, summary, created_at)
         VALUES ($1, $2, $3, $4, $5, now() - make_interval(mins => $6))`,
        [item, type, severity, source, `${type} on ${item.slice(-1)}`, minutes],
      );
    }
  });

  afterAll(async () => {
    await catalog.testDb.drop();
  });

  it('reads the last two days by default, newest first, with the window it used', async () => {
    const { status, body } = await search({});
    expect(status).toBe(200);
    // OLD's change is left out (its item is deleted), DB's 3-day-old diff and DEP's 40-day-old one too.
    expect(body.changes.map((c) => c.change_type)).toEqual([
      'PlaybookRun',
      'Pulled',
      'BackOff',
      'diff',
      'Unhealthy',
      'OOMKilled',
      'BackupFailed',
      'diff',
      'Unhealthy',
    ]);
    expect(body).toMatchObject({ total: 9, total_exact: true, page: 1, page_size: 50 });
    expect(Date.parse(body.to!) - Date.parse(body.from!)).toBeGreaterThanOrEqual(2 * 86_400_000 - 1000);
    expect(body.changes[0]).toMatchObject({ name: 'web-1', type: 'Kubernetes::Pod', source: 'playbook', count: 1 });
    expect(body.changes[0]).not.toHaveProperty('external_change_id');
    // A week reaches both 3-day-old diffs (the fixture's and ours) but not DEP's 40-day-old one.
    expect((await types({ from: 'now-7d' })).filter((t) => t === 'diff')).toHaveLength(4);
    expect(await types({ include_deleted_configs: true })).toContain('Killing');
  });

  it('severity "high" returns only high and critical; "!" terms leave levels out', async () => {
    const { body } = await search({ severity: 'high' });
    expect(body.changes.map((c) => [c.change_type, c.severity])).toEqual([
      ['BackOff', 'high'],
      ['OOMKilled', 'critical'],
    ]);
    expect(await types({ severity: 'medium' })).toEqual(['BackOff', 'OOMKilled', 'Unhealthy']);
    // Info or worse is every level: no filter, so changes without a severity stay too.
    expect(await types({ severity: 'Info' })).toHaveLength(9);
    expect(await types({ severity: '!info,!low' })).toEqual(['BackOff', 'OOMKilled', 'Unhealthy']);
  });

  it('follows relationships from an item: downstream, upstream, all, none and depth', async () => {
    const mine = FIXTURE_RECENT;
    // DEP's hard children are the pods; the database it uses is a soft edge, followed only with `soft`.
    expect(await types({ id: DEP })).toEqual(['BackOff', 'OOMKilled', 'PlaybookRun', 'Pulled', 'diff', ...mine].sort());
    expect(await types({ id: DEP, recursive: 'downstream', soft: true })).toContain('BackupFailed');
    expect(await types({ id: POD1, recursive: 'upstream' })).toEqual(
      ['BackOff', 'PlaybookRun', 'Pulled', 'Unhealthy', 'diff', ...mine].sort(),
    );
    expect(await types({ id: POD1, recursive: 'none' })).toEqual(['BackOff', 'PlaybookRun', 'Pulled', ...mine].sort());
    expect(await types({ id: NS, recursive: 'downstream', depth: 1 })).toEqual(['Unhealthy', 'diff']);
    expect((await types({ id: DEP, recursive: 'all' })).sort()).toEqual(
      ['BackOff', 'OOMKilled', 'PlaybookRun', 'Pulled', 'Unhealthy', 'diff', ...mine].sort(),
    );
  });

  it("walks the same items as the Relationships tab's related_configs_recursive, without its counts", async () => {
    const ids = async (fn: string, root: string, filter: string, depth: number, relation: string, deleted: boolean) =>
      (
        await catalog.db.query<{ id: string }>(
          `SELECT r.id::text AS id FROM ${fn}($1::uuid, $2::text, $3::boolean, $4::int, $5::text, $5::text) r`,
          [root, filter, deleted, depth, relation],
        )
      ).rows
        .map((row) => row.id)
        .sort();
    for (const root of [NS, DEP, POD1, DB])
      for (const filter of ['outgoing', 'incoming', 'all'])
        for (const [depth, relation, deleted] of [
          [1, 'hard', false],
          [5, 'both', false],
          [5, 'hard', true],
        ] as const) {
          const lean = await ids('related_config_ids_recursive', root, filter, depth, relation, deleted);
          expect(lean, `${root} ${filter} ${depth} ${relation}`).toEqual(
            await ids('related_configs_recursive', root, filter, depth, relation, deleted),
          );
        }
  });

  it('leaves out the sources asked to hide, and filters by type, item type, tags and summary', async () => {
    const hidden = await types({ source: '!diff,!config-db,!playbook' });
    expect(hidden).not.toContain('PlaybookRun');
    expect(hidden.filter((t) => t === 'diff')).toEqual(['diff']); // POD1's fixture diff has no source
    expect(hidden).toEqual(['BackOff', 'BackupFailed', 'OOMKilled', 'Pulled', ...FIXTURE_RECENT].sort());
    expect(await types({ source: 'kubernetes' })).toEqual(['BackOff', 'OOMKilled', 'Pulled']);
    expect(await types({ type: 'BackOff,OOMKilled' })).toEqual(['BackOff', 'OOMKilled']);
    expect(await types({ config_type: 'Kubernetes::Namespace,AWS::*' })).toEqual(['BackupFailed', 'Unhealthy']);
    expect(await types({ tags: 'namespace=shop,cluster!=dev' })).toEqual(
      ['BackOff', 'PlaybookRun', 'Pulled', 'diff', ...FIXTURE_RECENT].sort(),
    );
    expect(await types({ tags: 'cluster in (dev),namespace' })).toEqual(['OOMKilled']);
    expect(await types({ tags: '!cluster' })).toEqual(['BackupFailed']);
    expect(await types({ summary: 'Back*' })).toEqual(['BackOff', 'BackupFailed']);
  });

  it('pages with the total of every page and the page summary by change type', async () => {
    const first = (await search({ page_size: 4, sort_by: 'created_at' })).body;
    expect(first).toMatchObject({ total: 9, total_exact: true, page: 1, page_size: 4 });
    expect(first.changes.map((c) => c.change_type)).toEqual(['Unhealthy', 'diff', 'BackupFailed', 'OOMKilled']);
    expect(first.summary).toEqual({ Unhealthy: 1, diff: 1, BackupFailed: 1, OOMKilled: 1 });
    const third = (await search({ page_size: 4, page: 3, sort_by: 'created_at' })).body;
    expect(third).toMatchObject({ total: 9, page: 3 });
    expect(third.changes.map((c) => c.change_type)).toEqual(['PlaybookRun']);
    const past = (await search({ page_size: 4, page: 4 })).body;
    expect(past).toMatchObject({ total: 9, changes: [] });
    const byName = (await search({ sort_by: '-name', page_size: 1 })).body.changes[0];
    expect(byName?.name).toBe('web-2');
  });

  it('shows a guest only the changes of the items their access scopes show', async () => {
    // The guest's scope is cluster=prod-eu: NS, DEP and POD1; not POD2 (dev) nor the database.
    expect(await types({}, catalog.guest)).toEqual(
      ['BackOff', 'PlaybookRun', 'Pulled', 'Unhealthy', 'diff', ...FIXTURE_RECENT].sort(),
    );
    expect((await search({ id: DEP }, catalog.guest)).body.changes.map((c) => c.config_id)).not.toContain(POD2);
    const unscoped = await createPerson(catalog.db, ['guest'], { name: 'No scope' });
    expect(await search({}, await sessionHeaders(catalog.db, unscoped))).toMatchObject({
      status: 200,
      body: { total: 0, changes: [] },
    });
  });

  it('refuses requests without a session or the catalog read', async () => {
    expect((await search({}, {})).status).toBe(401);
    const nobody = await createPerson(catalog.db, [], { name: 'No role' });
    expect((await search({}, await sessionHeaders(catalog.db, nobody))).status).toBe(403);
  });

  it.each([
    [
      { severity: 'urgent' },
      'severity must be critical, high, medium, low or info, or "!" before levels to leave out (got "urgent")',
    ],
    [{ severity: 'high,low' }, 'severity takes one level, meaning that level or worse (e.g. "high")'],
    [{ id: 'web-1' }, 'id must be a catalog item id (a UUID)'],
    [{ id: DEP, recursive: 'sideways' }, 'recursive must be downstream, upstream, all or none'],
    [{ recursive: 'all' }, 'recursive and depth need an item id'],
    [{ id: DEP, depth: 0 }, 'depth must be between 1 and 20'],
    [{ from: 'yesterday' }, 'from must be an ISO time or a relative time such as now-2d'],
    [{ from: 'now', to: 'now-1d' }, 'from must be before to'],
    [
      { sort_by: 'password' },
      'sort_by must be one of created_at, name, change_type, summary, source, count, with "-" in front for descending',
    ],
    [{ page_size: 1000 }, 'page_size must be between 1 and 500'],
    [
      { page: 2001, page_size: 50 },
      'page 2001 starts past the first 100,000 changes; narrow the filters or the time range',
    ],
    [{ tags: 'tier in (web' }, 'tags: a "(" is not closed'],
    [{ tags: 'env=prod;drop' }, 'tags: the value in "env=prod;drop" holds a character a tag value cannot'],
    [{ source: '!dif*f' }, 'source: "dif*f" has a * inside it; use * only at the start or the end of a value'],
    [{ agent_id: 'mine' }, 'agent_id must be "local" or an agent id (a UUID)'],
    [{ page: 'two' }, 'page must be a whole number from 1'],
  ])('answers %j with 400: %s', async (body, error) => {
    expect(await search(body)).toEqual({ status: 400, body: expect.objectContaining({ error }) });
  });
});
