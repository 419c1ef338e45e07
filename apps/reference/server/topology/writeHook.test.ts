import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createPerson, requester, sessionHeaders } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { inert } from './build';

/** #21: topologies saved through /api/db (the integration form, the generic editor) are checked by the runner's rules. */
describe.each(testDatabaseKinds)('#21 topology saves on %s', (kind) => {
  let t: TestDatabase;
  let admin: ReturnType<typeof requester>;
  let editor: ReturnType<typeof requester>;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const app = createApp({ db: t.db });
    admin = requester(app, await sessionHeaders(t.db));
    editor = requester(app, await sessionHeaders(t.db, await createPerson(t.db, ['editor'])));
  });
  afterAll(() => t.drop());

  const save = (as: typeof admin, spec: unknown) =>
    as('/api/db/topologies', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ name: 'saved', namespace: 'default', spec }),
    });
  const errorOf = async (response: Response) => JSON.stringify(await response.json());

  it('a spec the runner cannot read is a 400 with its sentence; nothing is stored', async () => {
    const response = await save(admin, { components: [{ name: 'a', lookup: { prometheus: [{ query: 'up' }] } }] });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toContain(
      'invalid topology spec: spec.components[0].lookup has prometheus; lookups on this server run exec, http or sql (postgres) checks',
    );
    const schedule = await save(admin, { schedule: '@every nothing' });
    expect(schedule.status).toBe(400);
    expect((await t.db.query('SELECT 1 FROM topologies')).rows).toHaveLength(0);
  });

  it("only admin may save a lookup over this server's own database; a saved topology is due at once", async () => {
    const spec = {
      properties: [{ name: 'Items', lookup: { sql: [{ connection: 'mission-control://self', query: 'SELECT 1' }] } }],
    };
    const refused = await save(editor, spec);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toContain("only admin may save a topology that looks up this server's own database");
    const saved = await save(admin, spec);
    expect(saved.status).toBe(201);
    const { rows } = await t.db.query<{ next_runtime: Date | null }>('SELECT next_runtime FROM topologies');
    expect(rows).toEqual([{ next_runtime: null }]);
    expect((await save(editor, { components: [{ name: 'plain' }] })).status).toBe(201);
  });

  it('what a lookup returns never runs: lookups, forEach and inline canaries in its results are dropped', () => {
    expect(
      inert({
        name: 'x',
        lookup: { exec: [{ script: 'id' }] },
        forEach: { name: 'y' },
        checks: [{ inline: { exec: [{ script: 'id' }] } }, { selector: { name: 'a' } }],
        components: [{ name: 'z', lookup: { sql: [{ query: 'SELECT 1' }] } }],
      }),
    ).toEqual({ name: 'x', checks: [{ selector: { name: 'a' } }], components: [{ name: 'z' }] });
  });
});
