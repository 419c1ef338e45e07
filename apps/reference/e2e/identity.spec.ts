import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request, type APIRequestContext } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { startSmtpSink, type SmtpSink } from '../server/testing/smtpSink';
import { expect, test } from './fixtures';

/**
 * The identity journey against the built server, started here on its own port and data directory with a real
 * SMTP sink and MC_REGISTRATION=open, so the admin's password is the one its start output prints.
 */
const appRoot = fileURLToPath(new URL('..', import.meta.url));

let server: ChildProcess;
let sink: SmtpSink;
let base = '';
let dataDir = '';
let adminEmail = '';
let adminPassword = '';
const contexts: APIRequestContext[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await startSmtpSink();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'mc-e2e-identity-'));
  server = spawn(process.execPath, ['dist-server/main.js'], {
    cwd: appRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MC_DATA_DIR: dataDir,
      DATABASE_URL: '',
      MC_SMTP_URL: sink.url,
      MC_REGISTRATION: 'open',
      MC_ADMIN_EMAIL: '',
      MC_ADMIN_PASSWORD: '',
      MC_RUNNER: 'false',
    },
  });
  let output = '';
  server.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not print the sign-in line:\n${output}`)), 90_000);
    server.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Sign in as (\S+) with password (\S+); change it in Profile Settings/.exec(output);
      if (match && output.includes('console is running at')) {
        clearTimeout(timer);
        adminEmail = match[1]!;
        adminPassword = match[2]!;
        resolve();
      }
    });
  });
});

test.afterAll(async () => {
  for (const context of contexts) await context.dispose();
  server?.kill('SIGTERM');
  await new Promise((resolve) => (server?.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
  await sink?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A browser-like client: own cookie jar, JSON answers, same-origin writes. */
async function browser(): Promise<APIRequestContext> {
  const context = await request.newContext({
    baseURL: base,
    extraHTTPHeaders: { Accept: 'application/json', Origin: base },
  });
  contexts.push(context);
  return context;
}

type Flow = {
  id: string;
  ui: {
    nodes: Array<{ attributes: Record<string, unknown>; messages: Array<{ id: number }> }>;
    messages?: Array<{ id: number }>;
  };
};

const attr = (flow: Flow, name: string) =>
  flow.ui.nodes.find((n) => n.attributes.name === name || n.attributes.id === name)?.attributes;
const csrf = (flow: Flow) => String(attr(flow, 'csrf_token')?.value ?? '');
const ids = (flow: Flow) => [...(flow.ui.messages ?? []), ...flow.ui.nodes.flatMap((n) => n.messages)].map((m) => m.id);

async function newFlow(ctx: APIRequestContext, kind: string, query = ''): Promise<Flow> {
  const response = await ctx.get(`/api/kratos/self-service/${kind}/browser${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Flow;
}

async function submit(ctx: APIRequestContext, kind: string, flow: Flow, data: Record<string, unknown>) {
  const response = await ctx.post(`/api/kratos/self-service/${kind}?flow=${flow.id}`, {
    data: { ...data, csrf_token: csrf(flow) },
  });
  return {
    status: response.status(),
    body: (await response.json().catch(() => null)) as Record<string, unknown> & Flow,
  };
}

async function signInWithPassword(ctx: APIRequestContext, email: string, password: string) {
  return submit(ctx, 'login', await newFlow(ctx, 'login'), { method: 'password', identifier: email, password });
}

async function signOut(ctx: APIRequestContext) {
  const logout = (await (await ctx.get('/api/kratos/self-service/logout/browser')).json()) as { logout_token: string };
  expect((await ctx.get(`/api/kratos/self-service/logout?token=${logout.logout_token}`)).status()).toBe(204);
  expect((await ctx.get('/api/kratos/sessions/whoami')).status()).toBe(401);
}

const totpCode = (secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

test('admin: sign in with the printed password, set up TOTP and backup codes, and sign in with each once', async () => {
  expect(adminEmail).toBe('admin@example.com');
  const ctx = await browser();
  expect((await signInWithPassword(ctx, adminEmail, adminPassword)).status).toBe(200);
  expect((await ctx.get('/api/kratos/sessions/whoami')).status()).toBe(200);

  // Set up TOTP with a code computed here from the shown secret.
  const settings = await newFlow(ctx, 'settings');
  const secret = String((attr(settings, 'totp_secret_key')!.text as { text: string }).text);
  const linked = await submit(ctx, 'settings', settings, { method: 'totp', totp_code: totpCode(secret) });
  expect(linked.status).toBe(200);
  expect(ids(linked.body)).toContain(1050001);
  // Backup codes: generated, shown once, confirmed.
  const generated = await submit(ctx, 'settings', linked.body, {
    method: 'lookup_secret',
    lookup_secret_regenerate: true,
  });
  const listed = attr(generated.body, 'lookup_secret_codes')!.text as { context: { secrets: Array<{ text: string }> } };
  const codes = listed.context.secrets.map((secret) => secret.text);
  expect(codes).toHaveLength(12);
  expect(
    (await submit(ctx, 'settings', generated.body, { method: 'lookup_secret', lookup_secret_confirm: true })).status,
  ).toBe(200);
  await signOut(ctx);

  // Signing in again: the password alone is not enough, the code is asked for.
  expect((await signInWithPassword(ctx, adminEmail, adminPassword)).status).toBe(200);
  const owed = await ctx.get('/api/kratos/sessions/whoami');
  expect(owed.status()).toBe(403);
  expect(((await owed.json()) as { error: { id: string } }).error.id).toBe('session_aal2_required');
  const second = await newFlow(ctx, 'login', '?aal=aal2');
  expect(attr(second, 'totp_code')).toBeTruthy();
  const withCode = await submit(ctx, 'login', second, { method: 'totp', totp_code: totpCode(secret, 1) });
  expect(withCode.status).toBe(200);
  const whoami = (await (await ctx.get('/api/kratos/sessions/whoami')).json()) as {
    authenticator_assurance_level: string;
  };
  expect(whoami.authenticator_assurance_level).toBe('aal2');
  await signOut(ctx);

  // A backup code works once.
  const useBackup = async () => {
    const fresh = await browser();
    expect((await signInWithPassword(fresh, adminEmail, adminPassword)).status).toBe(200);
    return submit(fresh, 'login', await newFlow(fresh, 'login', '?aal=aal2'), {
      method: 'lookup_secret',
      lookup_secret: codes[0],
    });
  };
  expect((await useBackup()).status).toBe(200);
  const reused = await useBackup();
  expect(reused.status).toBe(400);
  expect(ids(reused.body)).toEqual([4000012]);
});

test('registration (MC_REGISTRATION=open) lands as a viewer; a forgotten password is recovered by the emailed code', async () => {
  const ctx = await browser();
  const registration = await newFlow(ctx, 'registration');
  const registered = await submit(ctx, 'registration', registration, {
    method: 'password',
    traits: { email: 'newcomer@example.com', name: { first: 'New', last: 'Comer' } },
    password: 'first password of newcomer',
  });
  expect(registered.status).toBe(200);
  // The backend's whoami: the new person, with the viewer role only.
  const whoami = await ctx.get('/api/auth/whoami');
  expect(whoami.status(), await whoami.text()).toBe(200);
  const payload = ((await whoami.json()) as { payload: { roles: string[]; user: { email: string } } }).payload;
  expect(payload.user.email).toBe('newcomer@example.com');
  expect(payload.roles).toContain('viewer');
  expect(payload.roles).not.toContain('admin');
  // Mail goes out in the background (S17): wait for the verification email so it is not taken for the recovery one.
  await sink.codeFor('newcomer@example.com', { timeoutMs: 15_000 });
  await signOut(ctx);

  const forgot = await browser();
  const recovery = await newFlow(forgot, 'recovery');
  const before = sink.messages.length;
  const sent = await submit(forgot, 'recovery', recovery, { method: 'code', email: 'newcomer@example.com' });
  expect(sent.status).toBe(200);
  expect(ids(sent.body)).toContain(1060003);
  const code = await sink.codeFor('newcomer@example.com', { after: before, timeoutMs: 15_000 });
  const recovered = await submit(forgot, 'recovery', recovery, { method: 'code', code });
  expect(recovered.status).toBe(422);
  const to = new URL(String(recovered.body.redirect_browser_to));
  expect(to.pathname).toBe('/profile-settings');
  const settings = (await (
    await forgot.get(`/api/kratos/self-service/settings/flows?id=${to.searchParams.get('flow')}`)
  ).json()) as Flow;
  expect(ids(settings)).toContain(1060001);
  const saved = await submit(forgot, 'settings', settings, {
    method: 'password',
    password: 'second password of newcomer',
  });
  expect(saved.status).toBe(200);
  await signOut(forgot);
  expect(
    (await signInWithPassword(await browser(), 'newcomer@example.com', 'second password of newcomer')).status,
  ).toBe(200);
  expect((await signInWithPassword(await browser(), 'newcomer@example.com', 'first password of newcomer')).status).toBe(
    400,
  );
});
