import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { createCourier } from './courier';
import { createIdentity } from './identities';
import { hashPassword } from './password';
import { browserLogin, identityTestApp, TestBrowser } from './testClient';

/** Probes of the security review at 975ab58 (S12) against the identity service. */
const PASSWORD = 'correct horse battery staple';

describe.each(testDatabaseKinds)('identity review 975ab58: redirects (%s)', (kind) => {
  let t: TestDatabase;
  let app: ReturnType<typeof identityTestApp>;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    app = identityTestApp(t.db, createCourier(t.db, { log: () => undefined }));
    const passwordHash = await hashPassword(PASSWORD);
    await t.db.transaction((tx) =>
      createIdentity(tx, { traits: { email: 'viewer@example.com' }, role: 'viewer', passwordHash }),
    );
  });
  afterAll(() => t.drop());

  it('S12: a signed-in browser is never sent to another origin through return_to, and %0A is a 4xx', async () => {
    const browser = new TestBrowser(app);
    expect((await browserLogin(browser, 'viewer@example.com', PASSWORD)).status).toBe(200);
    const html = 'text/html';
    const tab = await browser.get(
      `/api/kratos/self-service/login/browser?return_to=%2F%09%2Flocalhost%3A9308%2Fpwned`,
      { accept: html },
    );
    expect(tab.status).toBe(303);
    expect(tab.headers.get('location')).toMatch(/^http:\/\/localhost\/error\?id=/);
    for (const value of [
      '%2F%0A%2Fevil.example',
      '%2F%5C%2Fevil.example',
      '%2F%0D%2Fevil.example',
      '%09%2F%2Fevil.example',
    ]) {
      const answer = await browser.get(`/api/kratos/self-service/login/browser?return_to=${value}`);
      expect(answer.status, value).toBe(400);
      expect(answer.body, value).toMatchObject({ error: { id: 'self_service_flow_return_to_forbidden' } });
    }
    // Allowed values are redirected to in their normalised, absolute form.
    const own = await browser.get(
      `/api/kratos/self-service/login/browser?return_to=%2Fhealth%2F..%2Ftopology%3Fx%3D1`,
      {
        accept: html,
      },
    );
    expect(own.status).toBe(303);
    expect(own.headers.get('location')).toBe('http://localhost/topology?x=1');
  });
});
