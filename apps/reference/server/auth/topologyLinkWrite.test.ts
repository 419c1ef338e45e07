import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { ADMIN_ID, createPerson, requester, sessionHeaders } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';

const WEB = 'e4000000-0000-4000-8000-000000000001';
const POD = 'e5000000-0000-4000-8000-000000000001';
const VM = 'e5000000-0000-4000-8000-000000000002';

/**
 * #21 Link to catalog: the card menu writes a manual `config_component_relationships` row through /api/db.
 * The write is a topologies write (admin and editor); a viewer is refused and nothing is written.
 */
describe.each(testDatabaseKinds)('#21 /api/db Link to catalog on %s', (kind) => {
  let testDb: TestDatabase;
  let editor: ReturnType<typeof requester>;
  let viewer: ReturnType<typeof requester>;

  const link = (as: ReturnType<typeof requester>, configId: string) =>
    as('http://localhost/api/db/config_component_relationships', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify({ component_id: WEB, config_id: configId, selector_id: 'manual' }),
    });
  const linked = async () =>
    (
      await testDb.db.query<{ config_id: string }>(
        `SELECT config_id::text FROM config_component_relationships WHERE component_id = $1 ORDER BY config_id`,
        [WEB],
      )
    ).rows.map((row) => row.config_id);

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await testDb.db.exec(`
      INSERT INTO components (id, external_id, name, type) VALUES ('${WEB}', 'web', 'web', 'Service');
      INSERT INTO config_items (id, name, type, config_class) VALUES
        ('${POD}', 'web-pod', 'Kubernetes::Pod', 'Pod'),
        ('${VM}', 'web-vm', 'AWS::EC2::Instance', 'VirtualMachine');
    `);
    const app = createApp({ db: testDb.db });
    editor = requester(app, await sessionHeaders(testDb.db, await createPerson(testDb.db, ['editor'])));
    viewer = requester(app, await sessionHeaders(testDb.db, await createPerson(testDb.db, ['viewer'])));
  });

  afterAll(async () => {
    await testDb.drop();
  });

  it('#21 an editor links a catalog item to a component, and reads the link back with the item embedded', async () => {
    const response = await link(editor, POD);
    expect(response.status).toBe(201);
    expect(await linked()).toEqual([POD]);
    const read = await editor(
      `http://localhost/api/db/config_component_relationships?select=config_id,config:config_items(name)&component_id=eq.${WEB}`,
    );
    expect(await read.json()).toEqual([{ config_id: POD, config: { name: 'web-pod' } }]);
  });

  it("#21 the sidebar's Incidents read: a component's evidences lead through their hypotheses to the incidents", async () => {
    const incident = 'e6000000-0000-4000-8000-000000000001';
    const hypothesis = 'e7000000-0000-4000-8000-000000000001';
    await testDb.db.query(
      `INSERT INTO incidents (id, title, created_by, severity, type) VALUES ($1, 'Web down', $2, 'High', 'availability')`,
      [incident, ADMIN_ID],
    );
    await testDb.db.query(
      `INSERT INTO hypotheses (id, created_by, incident_id, type, title, status) VALUES ($1, $2, $3, 'root', 'Web down', 'possible')`,
      [hypothesis, ADMIN_ID, incident],
    );
    await testDb.db.query(
      `INSERT INTO evidences (description, hypothesis_id, component_id, created_by, type) VALUES ('web', $1, $2, $3, 'topology')`,
      [hypothesis, WEB, ADMIN_ID],
    );
    const read = await viewer(
      `http://localhost/api/db/evidences?select=hypothesis:hypotheses(incident_id)&component_id=eq.${WEB}&limit=200`,
    );
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual([{ hypothesis: { incident_id: incident } }]);
  });

  it('#21 a viewer may not link a catalog item, and nothing is written', async () => {
    const response = await link(viewer, VM);
    expect(response.status).toBe(403);
    expect(await linked()).toEqual([POD]);
  });
});
