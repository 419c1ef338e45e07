import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createPerson, requester, sessionHeaders } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';

const SHOP = 'e0000000-0000-4000-8000-000000000001';
const WEB = 'e0000000-0000-4000-8000-000000000002';
const DB = 'e0000000-0000-4000-8000-000000000003';
const TOOLS = 'e0000000-0000-4000-8000-000000000004';
const WEB_POD = 'e1000000-0000-4000-8000-000000000001';
const TOOLS_VM = 'e1000000-0000-4000-8000-000000000002';
const CANARY = 'e2000000-0000-4000-8000-000000000001';
const CHECK = 'e3000000-0000-4000-8000-000000000001';

/**
 * #21: the links a topology run maintains (migration 027) are read through /api/db like the check links:
 * a viewer reads them all; a guest reads a link only when both of its ends are in their access scopes.
 */
describe.each(testDatabaseKinds)('#21 /api/db topology links on %s', (kind) => {
  let testDb: TestDatabase;
  let read: ReturnType<typeof requester>;
  let guestRead: ReturnType<typeof requester>;

  const rows = async (response: Response) => {
    expect(response.status).toBe(200);
    return (await response.json()) as Array<Record<string, unknown>>;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await testDb.db.exec(`
      INSERT INTO components (id, external_id, name, type, labels) VALUES
        ('${SHOP}', 'shop', 'shop', 'Application', '{"env":"prod"}'),
        ('${WEB}', 'web', 'web', 'Service', '{"env":"prod"}'),
        ('${DB}', 'db', 'orders-db', 'Database', '{"env":"prod"}'),
        ('${TOOLS}', 'tools', 'tools', 'Application', '{"env":"dev"}');
      INSERT INTO config_items (id, name, type, config_class, tags) VALUES
        ('${WEB_POD}', 'web-pod', 'Kubernetes::Pod', 'Pod', '{"env":"prod"}'),
        ('${TOOLS_VM}', 'tools-vm', 'AWS::EC2::Instance', 'VirtualMachine', '{"env":"dev"}');
      INSERT INTO canaries (id, name, namespace, spec, labels) VALUES ('${CANARY}', 'shop', 'default', '{}', '{"env":"prod"}');
      INSERT INTO checks (id, canary_id, type, name) VALUES ('${CHECK}', '${CANARY}', 'http', 'web');
      INSERT INTO config_component_relationships (component_id, config_id, selector_id) VALUES
        ('${WEB}', '${WEB_POD}', 's1'),
        ('${TOOLS}', '${TOOLS_VM}', 's1'),
        ('${WEB}', '${TOOLS_VM}', 'manual');
      INSERT INTO component_relationships (component_id, relationship_id, selector_id) VALUES
        ('${SHOP}', '${DB}', 's1'),
        ('${SHOP}', '${TOOLS}', 's1');
      INSERT INTO check_component_relationships (component_id, check_id, canary_id, selector_id) VALUES
        ('${WEB}', '${CHECK}', '${CANARY}', 'a'),
        ('${TOOLS}', '${CHECK}', '${CANARY}', 'a');
    `);
    const app = createApp({ db: testDb.db });
    const viewer = await createPerson(testDb.db, ['viewer']);
    read = requester(app, await sessionHeaders(testDb.db, viewer));
    const guest = await createPerson(testDb.db, ['guest']);
    await testDb.db.query(
      `INSERT INTO access_scopes (name, person_id, resources, scopes) VALUES ('prod', $1, '{*}', '[{"tags":{"env":"prod"}}]')`,
      [guest],
    );
    guestRead = requester(app, await sessionHeaders(testDb.db, guest));
  });

  afterAll(async () => {
    await testDb.drop();
  });

  const configLinks =
    '/api/db/config_component_relationships?select=component:components(name),config:config_items(name)&order=selector_id,config_id';
  const componentLinks =
    '/api/db/component_relationships?select=component:component_id(name),related:relationship_id(name)&order=relationship_id';
  const checkLinks = '/api/db/check_component_relationships?select=component_id&order=component_id';
  const pairs = (list: Array<Record<string, unknown>>) =>
    list.map((row) =>
      Object.values(row)
        .map((end) => (end as { name: string } | null)?.name ?? null)
        .join(' → '),
    );

  it('#21 a viewer reads config and component links with their ends embedded', async () => {
    expect(pairs(await rows(await read(`http://localhost${configLinks}`)))).toEqual([
      'web → tools-vm',
      'web → web-pod',
      'tools → tools-vm',
    ]);
    expect(pairs(await rows(await read(`http://localhost${componentLinks}`)))).toEqual([
      'shop → orders-db',
      'shop → tools',
    ]);
    expect(await rows(await read(`http://localhost${checkLinks}`))).toHaveLength(2);
  });

  it('#21 a guest reads only links whose component (and other end) are in their scopes', async () => {
    expect(pairs(await rows(await guestRead(`http://localhost${configLinks}`)))).toEqual(['web → web-pod']);
    expect(pairs(await rows(await guestRead(`http://localhost${componentLinks}`)))).toEqual(['shop → orders-db']);
    expect(await rows(await guestRead(`http://localhost${checkLinks}`))).toEqual([{ component_id: WEB }]);
  });
});
