import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createClient,
  hypothesesQuery,
  hypothesisSchema,
  incidentSchema,
  incidentSearchQuery,
  linkToIncident,
  type IncidentLinkError,
} from '@mission-control/api';
import { createApp, SEEDED_ADMIN } from '../app';
import { seedDemoData } from '../seed';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { sessionHeaders, withAuth } from '../testing/auth';

const user = { id: SEEDED_ADMIN.id };

/** 'Attach as Evidence' end to end: the console's exact requests against the real /api/db. */
describe.each(testDatabaseKinds)('linking a check to an incident on %s', (kind) => {
  let testDb: TestDatabase;
  let client: ReturnType<typeof createClient>;
  let checkId: string;
  const post = async (table: string, body: unknown) =>
    withAuth(createApp({ db: testDb.db }), await sessionHeaders(testDb.db)).request(`/api/db/${table}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify(body),
    });

  const countEvidences = async () =>
    (await testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM evidences`)).rows[0]!.n;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await seedDemoData(testDb.db);
    const app = withAuth(createApp({ db: testDb.db }), await sessionHeaders(testDb.db));
    client = createClient({
      baseUrl: 'http://localhost',
      fetch: async (input, init) => app.request(String(input), init),
    });
    const { rows } = await testDb.db.query<{ id: string }>(`SELECT id FROM checks WHERE name = 'homepage'`);
    checkId = rows[0]!.id;
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('creates the incident with a generated incident_id, its root hypothesis and the evidence on the check', async () => {
    const result = await linkToIncident(client.db, {
      user,
      incident: { title: 'Homepage outage', severity: 'high', type: 'availability' },
      target: { check_id: checkId },
      type: 'check',
      evidence: { name: 'homepage' },
      description: 'failing since 10:00',
    });

    const {
      rows: [incident],
    } = await testDb.db.query<Record<string, unknown>>(`SELECT * FROM incidents WHERE id = $1`, [result.incidentId]);
    expect(incident).toMatchObject({
      title: 'Homepage outage',
      severity: 'high',
      type: 'availability',
      status: 'open',
      description: '',
      created_by: SEEDED_ADMIN.id,
    });
    expect(incident!.incident_id).toMatch(/^INC\d{7}$/);

    const { rows: hypotheses } = await testDb.db.query<Record<string, unknown>>(
      `SELECT * FROM hypotheses WHERE incident_id = $1`,
      [result.incidentId],
    );
    expect(hypotheses).toEqual([
      expect.objectContaining({
        id: result.hypothesisId,
        title: 'Homepage outage',
        type: 'root',
        status: 'possible',
        created_by: SEEDED_ADMIN.id,
      }),
    ]);

    const {
      rows: [evidence],
    } = await testDb.db.query<Record<string, unknown>>(
      `SELECT e.*, c.name AS check_name FROM evidences e JOIN checks c ON c.id = e.check_id WHERE e.id = $1`,
      [result.evidence.id],
    );
    expect(evidence).toMatchObject({
      hypothesis_id: result.hypothesisId,
      check_id: checkId,
      check_name: 'homepage',
      type: 'check',
      description: 'failing since 10:00',
      evidence: { name: 'homepage' },
      created_by: SEEDED_ADMIN.id,
      config_id: null,
    });
  });

  it('finds the incident by title and lists its hypotheses, then links to an existing and a new hypothesis', async () => {
    const { data: found } = await client.db.list(incidentSearchQuery('outage'), incidentSchema);
    const incident = found.find((row) => row.title === 'Homepage outage');
    expect(incident).toMatchObject({ severity: 'high', type: 'availability', status: 'open' });

    const { data: before } = await client.db.list(hypothesesQuery(incident!.id), hypothesisSchema);
    expect(before).toHaveLength(1);

    await linkToIncident(client.db, {
      user,
      incident: { id: incident!.id },
      hypothesis: { id: before[0]!.id },
      target: { check_id: checkId },
      type: 'check',
    });
    const added = await linkToIncident(client.db, {
      user,
      incident: { id: incident!.id },
      hypothesis: { title: 'Certificate expired' },
      target: { check_id: checkId },
      type: 'check',
    });

    const { data: after } = await client.db.list(hypothesesQuery(incident!.id), hypothesisSchema);
    expect(after.map((h) => h.title).sort()).toEqual(['Certificate expired', 'Homepage outage']);
    const { rows } = await testDb.db.query<{ hypothesis_id: string; n: number }>(
      `SELECT hypothesis_id, count(*)::int AS n FROM evidences WHERE check_id = $1 GROUP BY hypothesis_id`,
      [checkId],
    );
    expect(rows).toContainEqual({ hypothesis_id: before[0]!.id, n: 2 });
    expect(rows).toContainEqual({ hypothesis_id: added.hypothesisId, n: 1 });
  });

  it('a search with LIKE wildcards in the typed title matches literally, not everything', async () => {
    const created = await post('incidents', {
      title: 'Disk 100% full',
      severity: 'medium',
      type: 'performance',
      description: '',
      created_by: user.id,
    });
    expect(created.status).toBe(201);
    const { data } = await client.db.list(incidentSearchQuery('%'), incidentSchema);
    expect(data.map((row) => row.title)).toEqual(['Disk 100% full']);
  });

  it.each([
    ['a check id that is not a uuid', { check_id: 'not-a-uuid' }, 'uuid'],
    ['an unknown column', { secret_column: 'x' }, 'secret_column'],
  ])('refuses an evidence with %s with a 400 and a JSON error', async (_name, extra, named) => {
    const {
      rows: [hypothesis],
    } = await testDb.db.query<{ id: string }>(`SELECT id FROM hypotheses LIMIT 1`);
    const before = await countEvidences();
    const response = await post('evidences', {
      hypothesis_id: hypothesis!.id,
      created_by: user.id,
      type: 'check',
      description: '',
      check_id: checkId,
      ...extra,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.stringContaining(named) });
    expect(await countEvidences()).toBe(before);
  });

  it('refuses an incident without a title and an evidence on a check that does not exist, writing nothing', async () => {
    const { rows: countBefore } = await testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM incidents`);
    const noTitle = await post('incidents', { severity: 'low', type: 'cost', description: '', created_by: user.id });
    expect(noTitle.status).toBe(400);
    expect(await noTitle.json()).toMatchObject({ message: expect.stringContaining('title') });

    const error = (await linkToIncident(client.db, {
      user,
      incident: { title: 'Ghost', severity: 'low', type: 'cost' },
      target: { check_id: '00000000-0000-0000-0000-0000000000ff' },
      type: 'check',
    }).catch((e: unknown) => e)) as IncidentLinkError;
    expect(error.stage).toBe('evidence');
    // The incident and hypothesis rows the first two steps wrote stay, as upstream.
    const { rows: countAfter } = await testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM incidents`);
    expect(countAfter[0]!.n).toBe(countBefore[0]!.n + 1);
  });

  it('gives the console what it parses back from each write', async () => {
    const response = await post('incidents', {
      title: 'Parse me',
      severity: 'critical',
      type: 'security',
      description: '',
      created_by: user.id,
    });
    expect(response.status).toBe(201);
    const rows = z.array(incidentSchema).parse(await response.json());
    expect(rows[0]!.incident_id).toMatch(/^INC\d{7}$/);
  });
});
