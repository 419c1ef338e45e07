import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv, Principal } from '../context';
import { dbRoutes } from '../db/routes';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { connectionsTableHook } from './dbHook';

/** A viewer given connections read by a permission row (the review's S8 caller); authorisation is not under test. */
const READER = {
  id: '00000000-0000-0000-0000-00000000a002',
  name: 'Viewer',
  email: 'viewer@example.com',
  roles: ['viewer'],
  via: 'session',
} as unknown as Principal;

const PASSWORD = 'TopSecret-Conn-Pass-77';

describe('S8: masked connection secrets cannot be read back through filters', () => {
  let testDb: TestDatabase;
  let app: Hono<AppEnv>;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('db', testDb.db);
      c.set('principal', READER);
      await next();
    });
    app.route('/db', dbRoutes({ tableHooks: { connections: connectionsTableHook }, authorize: () => true }));
    await testDb.db.query(
      `INSERT INTO connections (name, namespace, type, url, username, password, certificate, properties)
       VALUES ('prod-api', 'default', 'http', 'http://svc:ConnPw-Url-2@127.0.0.1:9/', 'svc-prod', $1, 'CERT-SECRET',
               '{"apiKey":"k-secret-1"}')`,
      [PASSWORD],
    );
  });
  afterAll(() => testDb.drop());

  const get = async (query: string, init: RequestInit = {}) => {
    const response = await app.request(`/db/connections?${query}`, init);
    return { status: response.status, text: await response.text() };
  };

  it('S8: a password=like.<prefix>* oracle gets 400 for every guess, so no character can be recovered', async () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-';
    const answers = await Promise.all(
      [...alphabet].map((c) => get(`select=name&name=eq.prod-api&password=like.${encodeURIComponent(c)}*`)),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([400]));
    expect(answers.some((a) => a.text.includes('prod-api'))).toBe(false);
    expect(JSON.parse(answers[0]!.text)).toMatchObject({
      code: 'PGRST100',
      message: 'connections.password holds a secret and cannot be filtered on',
    });
  });

  it('S8: url, certificate and properties filters, logic trees, orders and renamed selects are refused', async () => {
    const probes: Array<[string, RegExp]> = [
      ['url=like.*ConnPw-Url-2*', /connections\.url holds a secret and cannot be filtered on/],
      ['certificate=eq.CERT-SECRET', /certificate .*filtered on/],
      ['properties->>apiKey=eq.k-secret-1', /properties .*filtered on/],
      ['or=(name.eq.x,password.like.T*)', /password .*filtered on/],
      ['not.and=(password.gte.T,password.lt.U)', /password .*filtered on/],
      ['password.filter=T*', /password .*filtered on/],
      ['order=password', /password .*ordered by/],
      ['select=name,pw:password', /password .*selected with an alias/],
      ['select=name,password::text', /password .*selected with an alias, cast or path/],
      ['select=name,properties->>apiKey', /properties .*selected/],
    ];
    for (const [query, message] of probes) {
      const answer = await get(query);
      expect(answer.status, query).toBe(400);
      expect(answer.text, query).toMatch(message);
      expect(answer.text, query).not.toMatch(/TopSecret|ConnPw|CERT-SECRET|k-secret/);
    }
  });

  it('S8: a write filtered on a secret is refused before it runs', async () => {
    const patch = await get('password=like.T*', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ name: 'prod-api' }),
    });
    expect(patch.status).toBe(400);
    expect(patch.text).toMatch(/connections\.password holds a secret/);
  });

  it('S8: plain reads still work and stay masked', async () => {
    const answer = await get('select=name,url,password,properties&name=eq.prod-api&order=name');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual([
      {
        name: 'prod-api',
        url: 'http://svc:********@127.0.0.1:9/',
        password: '********',
        properties: { apiKey: '********' },
      },
    ]);
  });
});
