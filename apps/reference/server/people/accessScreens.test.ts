import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessScopesQuery, peopleWithRoleQuery, permissionsSummaryQuery } from '@mission-control/api';
import { createApp } from '../app';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { createPerson, requester, sessionHeaders } from '../testing/auth';

/** The reads the access screens make, against the real /api/db. */
describe.each(testDatabaseKinds)('access screen queries (%s)', (kind) => {
  let test: TestDatabase;
  let get: (path: string) => Response | Promise<Response>;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    get = requester(createApp({ db: test.db }), await sessionHeaders(test.db));
  });
  afterAll(async () => test?.drop());

  const path = (query: { table: string; toParams(): Iterable<[string, string]> }) =>
    `/api/db/${query.table}?${new URLSearchParams([...query.toParams()]).toString()}`;

  it('lists guests for the access scope dialog', async () => {
    const guest = await createPerson(test.db, ['guest'], { name: 'Gail Guest', email: 'gail@example.com' });
    const response = await get(path(peopleWithRoleQuery('guest')));
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual([
      { id: guest, name: 'Gail Guest', email: 'gail@example.com', roles: ['guest'] },
    ]);
  });

  it('lists access scopes and permissions with their expansions', async () => {
    const scopes = await get(path(accessScopesQuery()));
    expect(scopes.status, await scopes.clone().text()).toBe(200);
    const permissions = await get(path(permissionsSummaryQuery({ pageIndex: 0, pageSize: 50 })));
    expect(permissions.status, await permissions.clone().text()).toBe(200);
  });
});
