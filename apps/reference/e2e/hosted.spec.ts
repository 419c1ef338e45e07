// Hosted mode end to end: a second built server of its own (MC_HOSTED=1, its own port and data
// directory), so the shared server of the other journeys stays self-hosted.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Request } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';

let base = '';
// The organisations' backend address, as their metadata gives it to the browser.
let backend = '';

// Resolved per test, after beforeAll has chosen the port.
// eslint-disable-next-line no-empty-pattern
test.use({ baseURL: async ({}, provide) => provide(base) });

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let server: ChildProcess | undefined;
let dataDir = '';

test.beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  backend = `${base}/api`;
  dataDir = mkdtempSync(join(tmpdir(), 'mc-e2e-hosted-'));
  server = spawn(process.execPath, ['dist-server/main.js'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MC_DATA_DIR: dataDir,
      DATABASE_URL: '',
      MC_HOSTED: '1',
      // This journey needs no kubectl endpoint.
      MC_KUBE_PORT: 'off',
      MC_HOSTED_BACKEND_URL: backend,
    },
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || server.exitCode !== null) {
      throw new Error(`the hosted server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test.setTimeout(120_000);

test('hosted mode: pick an organization, land on orgs-switched, then work against its backend with a bearer token', async ({
  page,
}) => {
  await signIn(page, base);
  for (const name of ['Beta Labs', 'Acme Corp']) {
    const created = await page.request.post('/api/hosted/organizations', { headers: { Origin: base }, data: { name } });
    expect(created.status(), await created.text()).toBe(201);
  }
  const apiRequests: Request[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${base}/api/`) && !url.startsWith(`${base}/api/hosted/`)) apiRequests.push(request);
  });

  // With none selected: the organization picker, and nobody asks the backend anything yet.
  await page.goto('/health');
  await expect(page.getByRole('heading', { name: 'Choose an organization' })).toBeVisible();
  const picker = page.getByRole('list', { name: 'Organizations' });
  await expect(picker.getByRole('button')).toHaveText(['Acme Corp', 'Beta Labs']);
  await expectNoAxeViolations(page);
  expect(apiRequests.map((request) => request.url())).toEqual([]);

  await picker.getByRole('button', { name: 'Acme Corp' }).click();
  await expect(page).toHaveURL(`${base}/organizations/orgs-switched`);
  await expect(page.getByText('Switched to Acme Corp')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Organization' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Then the console, through the sidebar; Users is hidden in hosted mode.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Settings' }).click();
  const settings = nav.getByRole('list', { name: 'Settings' });
  await expect(settings.getByRole('link', { name: 'Tokens' })).toBeVisible();
  await expect(settings.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Health', exact: true }).click();
  const table = page.getByRole('table', { name: 'Health checks' });
  await expect(page.getByRole('switch', { name: 'Hide Passing' })).toBeChecked();
  // The ui Switch's input is visually hidden under its track; a user clicks the switch's label.
  await page.getByText('Hide Passing', { exact: true }).click();
  await expect(table.getByRole('button', { name: /^edge-http: show/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Every console request went to the organization's backend with a bearer token and no cookie.
  const summary = apiRequests.find((request) => request.url().startsWith(`${backend}/canary/api/summary`));
  expect(summary, 'the health summary request').toBeTruthy();
  const consoleRequests = apiRequests.filter((request) => !request.url().startsWith(`${base}/api/kratos/`));
  expect(consoleRequests.length).toBeGreaterThan(2);
  for (const request of consoleRequests) {
    expect(request.url().startsWith(`${backend}/`), request.url()).toBe(true);
    const headers = await request.allHeaders();
    expect(headers.authorization, request.url()).toMatch(/^Bearer [A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.\d+\.\d+\.\d+$/);
    expect(headers.cookie, request.url()).toBeUndefined();
  }

  // The selection is the server's: a reload goes straight to the console.
  await page.reload();
  await expect(table.getByRole('button', { name: /^edge-http: show/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose an organization' })).toHaveCount(0);
});
