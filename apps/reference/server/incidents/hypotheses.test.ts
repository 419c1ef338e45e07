import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { seedDemoData } from '../seed';
import { createPerson, sessionHeaders, withAuth } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';

/** What the incident page reads (console incidents/model/summary.ts): each evidence kind with what it names. */
const SUMMARY_SELECT =
  '*,hypotheses(*,evidences(*,checks(id,name),config_items(id,name,type),components(id,name),config_changes(id,config_id,change_type,summary)))';

interface SummaryEvidence {
  type: string;
  checks: { name: string } | null;
  config_items: { name: string } | null;
  components: { name: string } | null;
  config_changes: { change_type: string; config_id: string } | null;
}

/** #23: hypotheses with their own status, and evidence from checks, catalog items, changes and components. */
describe.each(testDatabaseKinds)('#23 incident hypotheses and evidence on %s', (kind) => {
  let testDb: TestDatabase;
  let responder: string;
  let viewer: string;
  const as = async (personId: string) =>
    withAuth(createApp({ db: testDb.db }), await sessionHeaders(testDb.db, personId));
  const write = async (personId: string, method: string, path: string, body: unknown) =>
    (await as(personId)).request(`/api/db/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify(body),
    });
  const firstId = async (sql: string) => (await testDb.db.query<{ id: string }>(sql)).rows[0]!.id;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await seedDemoData(testDb.db);
    responder = await createPerson(testDb.db, ['responder'], { name: 'Rae Responder' });
    viewer = await createPerson(testDb.db, ['viewer'], { name: 'Vic Viewer' });
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('creates a hypothesis as possible, moves its status, refuses unknown statuses and records each step', async () => {
    const created = await write(responder, 'POST', 'incidents', {
      title: 'DNS flaps',
      type: 'availability',
      severity: 'low',
    });
    const [incident] = (await created.json()) as { id: string }[];
    const added = await write(responder, 'POST', 'hypotheses', {
      incident_id: incident!.id,
      title: 'Resolver cache expired',
      type: 'factor',
      status: 'possible',
    });
    expect(added.status).toBe(201);
    const [hypothesis] = (await added.json()) as { id: string; status: string }[];
    expect(hypothesis!.status).toBe('possible');

    const setStatus = (status: string, personId = responder) =>
      write(personId, 'PATCH', `hypotheses?id=eq.${hypothesis!.id}`, { status });
    expect((await setStatus('likely')).status).toBe(200);
    expect((await setStatus('proven')).status).toBe(200);
    const refused = await setStatus('certain');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'A hypothesis\'s status is one of proven, likely, possible, unlikely, improbable or disproven, not "certain".',
    );
    const badType = await write(responder, 'POST', 'hypotheses', {
      incident_id: incident!.id,
      title: 'Guess',
      type: 'hunch',
      status: 'possible',
    });
    expect(badType.status).toBe(400);
    expect((await setStatus('disproven', viewer)).status).toBe(403);

    const { rows } = await testDb.db.query<{ status: string }>('SELECT status FROM hypotheses WHERE id = $1', [
      hypothesis!.id,
    ]);
    expect(rows[0]!.status).toBe('proven');
    const history = await testDb.db.query<{ type: string; description: string; created_by: string }>(
      `SELECT type, description, created_by FROM incident_histories
       WHERE hypothesis_id = $1 ORDER BY created_at, description`,
      [hypothesis!.id],
    );
    expect(history.rows.map((row) => [row.type, row.description])).toEqual([
      ['hypothesis.created', 'Resolver cache expired'],
      ['hypothesis.status_changed', 'possible → likely'],
      ['hypothesis.status_changed', 'likely → proven'],
    ]);
    expect(history.rows.every((row) => row.created_by === responder)).toBe(true);
  });

  it('attaches a check, a catalog item, a change and a component as evidence, each read back with its name', async () => {
    // The resources stand in for what the engines would have found; only their ids and names matter here.
    const canaryId = await firstId(
      `INSERT INTO canaries (name, namespace, spec) VALUES ('evidence-web', 'default', '{}') RETURNING id`,
    );
    const checkId = await firstId(
      `INSERT INTO checks (canary_id, type, name) VALUES ('${canaryId}', 'http', 'checkout-http') RETURNING id`,
    );
    const configId = await firstId(
      `INSERT INTO config_items (name, type, config_class) VALUES ('checkout-api', 'Kubernetes::Deployment', 'Deployment')
       RETURNING id`,
    );
    const componentId = await firstId(
      `INSERT INTO components (external_id, name, type) VALUES ('checkout', 'Checkout', 'Service') RETURNING id`,
    );
    const changeId = await firstId(
      `INSERT INTO config_changes (config_id, change_type, summary) VALUES ('${configId}', 'diff', 'replicas 2 → 3')
       RETURNING id`,
    );
    const created = await write(responder, 'POST', 'incidents', {
      title: 'Slow checkout',
      type: 'performance',
      severity: 'high',
    });
    const [incident] = (await created.json()) as { id: string }[];
    const [root] = (await (
      await write(responder, 'POST', 'hypotheses', {
        incident_id: incident!.id,
        title: 'Slow checkout',
        type: 'root',
        status: 'possible',
      })
    ).json()) as { id: string }[];
    const targets = [
      { type: 'check', check_id: checkId },
      { type: 'config', config_id: configId },
      { type: 'config_change', config_change_id: changeId, config_id: configId },
      { type: 'topology', component_id: componentId },
    ];
    for (const target of targets) {
      const attached = await write(responder, 'POST', 'evidences', {
        hypothesis_id: root!.id,
        description: '',
        ...target,
      });
      expect(attached.status).toBe(201);
    }

    const response = await (
      await as(viewer)
    ).request(`/api/db/incidents?id=eq.${incident!.id}&select=${encodeURIComponent(SUMMARY_SELECT)}`);
    expect(response.status).toBe(200);
    const [summary] = (await response.json()) as { hypotheses: { evidences: SummaryEvidence[] }[] }[];
    const evidences = summary!.hypotheses[0]!.evidences;
    const byType = (type: string) => evidences.find((evidence) => evidence.type === type)!;
    const names = async (table: string, id: string) =>
      (await testDb.db.query<{ name: string }>(`SELECT name FROM ${table} WHERE id = $1`, [id])).rows[0]!.name;
    expect(byType('check').checks?.name).toBe(await names('checks', checkId));
    expect(byType('config').config_items?.name).toBe(await names('config_items', configId));
    expect(byType('topology').components?.name).toBe(await names('components', componentId));
    expect(byType('config_change').config_changes).toMatchObject({ change_type: 'diff', config_id: configId });

    const added = await testDb.db.query<{ description: string }>(
      `SELECT description FROM incident_histories WHERE incident_id = $1 AND type = 'evidence.added' ORDER BY description`,
      [incident!.id],
    );
    expect(added.rows.map((row) => row.description)).toEqual(['check', 'config', 'config_change', 'topology']);
  });
});
