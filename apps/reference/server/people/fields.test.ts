import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createPerson, requester, sessionHeaders } from '../testing/auth';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';

type Get = (path: string) => Response | Promise<Response>;

/** Which people fields each role is given through /api/db (people/fields.ts). */
describe.each(testDatabaseKinds)('#28 defect 6: people fields by role (%s)', (kind) => {
  let test: TestDatabase;
  let person: string;
  const as: Record<string, Get> = {};

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    person = await createPerson(test.db, ['editor'], { name: 'Pat Person', email: 'pat@example.com' });
    await test.db.query(
      `UPDATE people SET phone = '+44 20 7946 0000', title = 'SRE', organization = 'Acme',
         properties = '{"role": "editor"}', external_id = 'ext-1', last_login = now() WHERE id = $1`,
      [person],
    );
    const {
      rows: [team],
    } = await test.db.query<{ id: string }>("INSERT INTO teams (name) VALUES ('Platform') RETURNING id");
    await test.db.query('INSERT INTO team_members (team_id, person_id) VALUES ($1, $2)', [team!.id, person]);
    const app = createApp({ db: test.db });
    as.admin = requester(app, await sessionHeaders(test.db));
    for (const role of ['editor', 'viewer', 'responder', 'commander', 'guest']) {
      as[role] = requester(app, await sessionHeaders(test.db, await createPerson(test.db, [role])));
    }
  });
  afterAll(async () => test?.drop());

  const json = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Array<Record<string, unknown>>;
  };

  it('an admin reads every field of a person', async () => {
    const [row] = await json(await as.admin!(`/api/db/people?id=eq.${person}`));
    expect(row).toMatchObject({
      id: person,
      name: 'Pat Person',
      email: 'pat@example.com',
      phone: '+44 20 7946 0000',
      title: 'SRE',
      organization: 'Acme',
      external_id: 'ext-1',
    });
    expect(row!.last_login).toBeTruthy();
  });

  it.each(['editor', 'viewer', 'responder', 'commander', 'guest'])(
    'a %s reads id, name, email and avatar only, also through * and an embed',
    async (role) => {
      const get = as[role]!;
      expect(await json(await get(`/api/db/people?id=eq.${person}`))).toEqual([
        { id: person, name: 'Pat Person', email: 'pat@example.com', avatar: null },
      ]);
      // Embedded through a key into people (team_members.person_id → people): the same fields.
      expect(await json(await get(`/api/db/team_members?select=person:person_id(*)&person_id=eq.${person}`))).toEqual([
        { person: { id: person, name: 'Pat Person', email: 'pat@example.com', avatar: null } },
      ]);
    },
  );

  it.each(['editor', 'viewer'])('a %s cannot select, filter or order by a hidden field', async (role) => {
    const get = as[role]!;
    for (const path of [
      `/api/db/people?select=id,phone`,
      `/api/db/people?phone=like.*44*`,
      `/api/db/people?order=last_login.desc`,
      `/api/db/people?select=id,properties->>role`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({
        message: expect.stringMatching(/column|phone|last_login|properties/),
      });
    }
  });
});
