import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { seedDemoData } from '../seed';
import { createPerson, sessionHeaders, withAuth } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';

/** #23: an incident's whole life through /api/db, as the console writes it, with its history and events. */
describe.each(testDatabaseKinds)('#23 incident lifecycle on %s', (kind) => {
  let testDb: TestDatabase;
  let commander: string;
  let viewer: string;
  const as = async (personId: string) =>
    withAuth(createApp({ db: testDb.db }), await sessionHeaders(testDb.db, personId));
  const write = async (personId: string, method: string, path: string, body: unknown) =>
    (await as(personId)).request(`/api/db/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify(body),
    });
  const histories = async (incidentId: string) =>
    (
      await testDb.db.query<{ type: string; description: string | null; created_by: string | null }>(
        `SELECT type, description, created_by FROM incident_histories WHERE incident_id = $1 ORDER BY created_at, type`,
        [incidentId],
      )
    ).rows;
  const events = async (incidentId: string) =>
    (
      await testDb.db.query<{ name: string }>(
        `SELECT name FROM event_queue WHERE properties->>'id' = $1 ORDER BY created_at, name`,
        [incidentId],
      )
    ).rows.map((row) => row.name);

  const stamps = async (incidentId: string) =>
    (
      await testDb.db.query<{ status: string; acknowledged: unknown; resolved: unknown; closed: unknown }>(
        'SELECT status, acknowledged, resolved, closed FROM incidents WHERE id = $1',
        [incidentId],
      )
    ).rows[0]!;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await seedDemoData(testDb.db);
    commander = await createPerson(testDb.db, ['commander'], { name: 'Casey Commander' });
    viewer = await createPerson(testDb.db, ['viewer'], { name: 'Vic Viewer' });
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('creates, moves through the state machine, takes responders and records who did what', async () => {
    const created = await write(commander, 'POST', 'incidents', {
      title: 'Checkout down',
      type: 'availability',
      severity: 'High',
      description: 'the checkout answers 502',
      commander_id: commander,
    });
    expect(created.status).toBe(201);
    const [incident] = (await created.json()) as { id: string; status: string; incident_id: string }[];
    expect(incident!.status).toBe('open');
    expect(incident!.incident_id).toMatch(/^INC\d{7}$/);
    expect(await events(incident!.id)).toEqual(['incident.created']);

    const move = (status: string, personId = commander) =>
      write(personId, 'PATCH', `incidents?id=eq.${incident!.id}`, { status });
    expect((await move('investigating')).status).toBe(200);
    // resolved → investigating is not a move of the machine: refused with the sentence, nothing recorded.
    expect((await move('resolved')).status).toBe(200);
    const refused = await move('investigating');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'An incident cannot go from resolved to investigating.',
    );
    expect((await move('closed')).status).toBe(200);
    // A viewer may not move it.
    expect((await move('open', viewer)).status).toBe(403);
    // Reopened, it walks the rest of the machine: open → mitigated → resolved → closed, each move stamped.
    expect((await move('open')).status).toBe(200);
    const reopened = await stamps(incident!.id);
    expect(reopened).toMatchObject({ status: 'open', resolved: null, closed: null });
    expect(reopened.acknowledged).not.toBeNull();
    expect((await move('mitigated')).status).toBe(200);
    const skipped = await move('new');
    expect(skipped.status).toBe(400);
    expect(((await skipped.json()) as { message: string }).message).toBe(
      'An incident cannot go from mitigated to new.',
    );
    expect((await move('resolved')).status).toBe(200);
    expect((await stamps(incident!.id)).resolved).not.toBeNull();
    expect((await move('closed')).status).toBe(200);
    expect(await stamps(incident!.id)).toMatchObject({ status: 'closed' });
    expect((await stamps(incident!.id)).closed).not.toBeNull();

    const teamId = (await testDb.db.query<{ id: string }>('SELECT id FROM teams LIMIT 1')).rows[0]?.id;
    const person = await write(commander, 'POST', 'responders', {
      incident_id: incident!.id,
      type: 'person',
      person_id: viewer,
    });
    expect(person.status).toBe(201);
    const [responder] = (await person.json()) as { id: string }[];
    if (teamId) {
      expect(
        (await write(commander, 'POST', 'responders', { incident_id: incident!.id, type: 'team', team_id: teamId }))
          .status,
      ).toBe(201);
    }
    const removed = await write(commander, 'PATCH', `responders?id=eq.${responder!.id}`, {
      deleted_at: new Date().toISOString(),
    });
    expect(removed.status).toBe(200);
    const comment = await write(commander, 'POST', 'comments', { incident_id: incident!.id, comment: 'rolled back' });
    expect(comment.status).toBe(201);

    const history = await histories(incident!.id);
    expect(history.map((row) => [row.type, row.description])).toEqual(
      expect.arrayContaining([
        ['incident.created', 'open'],
        ['incident.status_changed', 'open → investigating'],
        ['incident.status_changed', 'investigating → resolved'],
        ['incident.status_changed', 'resolved → closed'],
        ['incident.status_changed', 'closed → open'],
        ['incident.status_changed', 'open → mitigated'],
        ['incident.status_changed', 'mitigated → resolved'],
        ['responder.added', 'person'],
        ['responder.removed', 'person'],
      ]),
    );
    // The two refused moves left no trace.
    expect(history.filter((row) => row.type === 'incident.status_changed')).toHaveLength(7);
    expect(history.every((row) => row.created_by === commander)).toBe(true);
    expect((await events(incident!.id)).sort()).toEqual(
      [
        'incident.created',
        'incident.status.closed',
        'incident.status.closed',
        'incident.status.investigating',
        'incident.status.mitigated',
        'incident.status.open',
        'incident.status.resolved',
        'incident.status.resolved',
      ].sort(),
    );

    const summary = await (
      await as(commander)
    ).request(`/api/db/incident_summary?id=eq.${incident!.id}&select=status,responders`);
    const [row] = (await summary.json()) as { status: string; responders: { type: string }[] }[];
    expect(row!.status).toBe('closed');
    expect(row!.responders.map((r) => r.type)).toEqual(teamId ? ['team'] : []);
  });
  it('pages and filters the list on the server: status, component of the evidence, title search, exact count', async () => {
    const component = (await testDb.db.query<{ id: string }>('SELECT id FROM components LIMIT 1')).rows[0]?.id;
    const created = await write(commander, 'POST', 'incidents', {
      title: 'Queue backlog',
      type: 'performance',
      severity: 'low',
    });
    const [incident] = (await created.json()) as { id: string }[];
    if (component) {
      const hypothesis = await write(commander, 'POST', 'hypotheses', {
        incident_id: incident!.id,
        title: 'Queue backlog',
        type: 'root',
        status: 'possible',
      });
      const [root] = (await hypothesis.json()) as { id: string }[];
      const evidence = await write(commander, 'POST', 'evidences', {
        hypothesis_id: root!.id,
        type: 'topology',
        component_id: component,
        description: '',
      });
      expect(evidence.status).toBe(201);
    }
    const list = async (query: string) => {
      const response = await (
        await as(commander)
      ).request(`/api/db/incident_summary?select=id,title&${query}`, {
        headers: { Prefer: 'count=exact' },
      });
      return {
        total: Number(response.headers.get('content-range')?.split('/')[1]),
        titles: ((await response.json()) as { title: string }[]).map((row) => row.title),
      };
    };
    const open = await list('status=eq.open&order=created_at.desc&limit=1&offset=0');
    expect(open.titles).toEqual(['Queue backlog']);
    const openCount = await testDb.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM incidents WHERE status = 'open'",
    );
    expect(open.total).toBe(openCount.rows[0]!.n);
    expect((await list('status=eq.open&title=ilike.*backlog*')).titles).toEqual(['Queue backlog']);
    if (component) {
      expect((await list(`component_ids=cs.{${component}}`)).titles).toEqual(['Queue backlog']);
    }
    expect((await list(`created_by=eq.${viewer}`)).total).toBe(0);
  });
});
