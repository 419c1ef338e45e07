import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Configuration, FrontendApi, ResponseError } from '@ory/client-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { createCourier } from './courier';
import { identityTestApp } from './testClient';

/** A browser as far as the identity service can tell: a cookie jar and `Accept: application/json` (an SPA). */
function browserFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('accept', 'application/json');
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (!value || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
}

const csrf = (flow: { ui: { nodes: Array<{ attributes: unknown }> } }) =>
  String(
    (flow.ui.nodes.map((n) => n.attributes) as Array<{ name?: string; value?: unknown }>).find(
      (a) => a.name === 'csrf_token',
    )?.value ?? '',
  );

describe.each(testDatabaseKinds)('a real Ory client (@ory/client-fetch) against the identity service (%s)', (kind) => {
  let t: TestDatabase;
  let server: ServerType;
  let basePath = '';
  beforeAll(async () => {
    process.env.MC_REGISTRATION = 'open';
    t = await createTestDatabase(kind);
    const app = identityTestApp(t.db, createCourier(t.db, { log: () => undefined }));
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    basePath = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/kratos`;
  });
  afterAll(async () => {
    delete process.env.MC_REGISTRATION;
    await new Promise((resolve) => server.close(resolve));
    await t.drop();
  });

  it('browser flows: registration, login, settings (password change) and logout', async () => {
    const ory = new FrontendApi(new Configuration({ basePath, fetchApi: browserFetch() }));
    const registration = await ory.createBrowserRegistrationFlow();
    expect(registration.type).toBe('browser');
    const registered = await ory.updateRegistrationFlow({
      flow: registration.id,
      updateRegistrationFlowBody: {
        method: 'password',
        csrf_token: csrf(registration),
        password: 'browser password one',
        traits: { email: 'browser@example.com', name: { first: 'Bro', last: 'Wser' } },
      },
    });
    expect(registered.identity?.traits).toMatchObject({ email: 'browser@example.com' });
    expect((await ory.toSession()).identity?.id).toBe(registered.identity?.id);

    const settings = await ory.createBrowserSettingsFlow();
    const changed = await ory.updateSettingsFlow({
      flow: settings.id,
      updateSettingsFlowBody: { method: 'password', password: 'browser password two', csrf_token: csrf(settings) },
    });
    expect(changed.state).toBe('success');
    expect(changed.ui.messages?.[0]?.id).toBe(1050001);

    const logout = await ory.createBrowserLogoutFlow();
    await ory.updateLogoutFlow({ token: logout.logout_token });
    await expect(ory.toSession()).rejects.toBeInstanceOf(ResponseError);

    const login = await ory.createBrowserLoginFlow();
    await expect(
      ory.updateLoginFlow({
        flow: login.id,
        updateLoginFlowBody: {
          method: 'password',
          identifier: 'browser@example.com',
          password: 'browser password one',
          csrf_token: csrf(login),
        },
      }),
    ).rejects.toMatchObject({ response: { status: 400 } });
    const again = await ory.getLoginFlow({ id: login.id });
    const signedIn = await ory.updateLoginFlow({
      flow: again.id,
      updateLoginFlowBody: {
        method: 'password',
        identifier: 'browser@example.com',
        password: 'browser password two',
        csrf_token: csrf(again),
      },
    });
    expect(signedIn.session.authenticator_assurance_level).toBe('aal1');
    expect((await ory.toSession()).active).toBe(true);
  });

  it('native flows: registration, login with a session token, settings and logout', async () => {
    const ory = new FrontendApi(new Configuration({ basePath }));
    const registration = await ory.createNativeRegistrationFlow();
    const registered = await ory.updateRegistrationFlow({
      flow: registration.id,
      updateRegistrationFlowBody: {
        method: 'password',
        password: 'native password one',
        traits: { email: 'native@example.com' },
      },
    });
    expect(registered.session_token).toMatch(/^ory_st_/);

    const login = await ory.createNativeLoginFlow();
    const signedIn = await ory.updateLoginFlow({
      flow: login.id,
      updateLoginFlowBody: { method: 'password', identifier: 'native@example.com', password: 'native password one' },
    });
    const xSessionToken = signedIn.session_token!;
    expect((await ory.toSession({ xSessionToken })).identity?.traits).toMatchObject({ email: 'native@example.com' });

    const settings = await ory.createNativeSettingsFlow({ xSessionToken });
    const changed = await ory.updateSettingsFlow({
      flow: settings.id,
      xSessionToken,
      updateSettingsFlowBody: { method: 'password', password: 'native password two' },
    });
    expect(changed.state).toBe('success');

    await ory.performNativeLogout({ performNativeLogoutBody: { session_token: xSessionToken } });
    await expect(ory.toSession({ xSessionToken })).rejects.toMatchObject({ response: { status: 401 } });
    // The password change ended the other session (the one registration opened).
    await expect(ory.toSession({ xSessionToken: registered.session_token! })).rejects.toMatchObject({
      response: { status: 401 },
    });

    const relogin = await ory.createNativeLoginFlow();
    const fresh = await ory.updateLoginFlow({
      flow: relogin.id,
      updateLoginFlowBody: { method: 'password', identifier: 'native@example.com', password: 'native password two' },
    });
    expect(fresh.session.identity?.id).toBe(registered.identity?.id);
  });
});
