import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Page, Response } from '@playwright/test';
import pg from 'pg';
import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';

/*
 * Connections and job history against the REAL test database: TEST_DATABASE_URL
 * (scripts/test-all.sh sets it), else the one scripts/test-postgres.sh starts.
 * The journeys share state (connection, role, canaries), so they run in order.
 */
test.describe.configure({ mode: 'serial' });

const script = fileURLToPath(new URL('../../../scripts/test-postgres.sh', import.meta.url));
const suffix = Date.now().toString(36);
const ROLE = `e2e_conn_${suffix}`;
// A password no response could contain by chance.
const PASSWORD = `E2e-Conn-${suffix}-Secret`;
const CONNECTION = `e2e-pg-${suffix}`;
const GOOD = `e2e-pg-ok-${suffix}`;
const BAD = `e2e-pg-bad-${suffix}`;
const MISSING_TABLE = `e2e_no_such_table_${suffix}`;

let adminUrl = process.env.TEST_DATABASE_URL ?? '';
let startedPostgres = false;

async function sql(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function reachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

test.beforeAll(async () => {
  if (!adminUrl) {
    // Stopped at the end only when this journey started it.
    const port = process.env.MC_TEST_PG_PORT ?? '54329';
    const running = await reachable(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
    const output = execFileSync('bash', [script, 'start'], { encoding: 'utf8' });
    const url = /TEST_DATABASE_URL=(\S+)/.exec(output)?.[1];
    if (!url) throw new Error(`scripts/test-postgres.sh printed no TEST_DATABASE_URL: ${output}`);
    startedPostgres = !running;
    adminUrl = url;
  }
  // A role of its own, so the password is unique and the wrong one is really refused.
  await sql(`CREATE ROLE ${ROLE} LOGIN PASSWORD '${PASSWORD}'`);
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  try {
    await signIn(page, test.info().project.use.baseURL!);
    await removeCanaries(page, test.info().project.use.baseURL!);
  } finally {
    await page.close();
  }
  await sql(`DROP ROLE IF EXISTS ${ROLE}`);
  if (startedPostgres) execFileSync('bash', [script, 'stop']);
});

/** The database URL without credentials: username and password go in their own fields. */
function databaseUrl() {
  const url = new URL(adminUrl);
  url.username = '';
  url.password = '';
  return url.toString();
}

/** Every /api response body the page receives, to show the password is never among them. */
function recordApiResponses(page: Page) {
  const bodies: Array<Promise<{ url: string; body: string }>> = [];
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    bodies.push(
      response
        .text()
        .catch(() => '')
        .then((body) => ({ url: response.url(), body })),
    );
  });
  return async () => Promise.all(bodies);
}

async function removeCanaries(page: Page, baseURL: string) {
  for (const name of [GOOD, BAD]) {
    const removed = await page.request.delete(`/api/db/canaries?name=eq.${name}`, { headers: { Origin: baseURL } });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
}

/** A failed Test is a 400 carrying the driver's message, which the browser logs as a failed load: expected. */
function acceptFailedTestLoad(consoleErrors: string[]) {
  const index = consoleErrors.findIndex((error) => error.includes('status of 400'));
  expect(index, 'the failed Test logged its 400').toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

async function openConnection(page: Page) {
  await page.getByRole('table', { name: 'Connections' }).getByText(CONNECTION, { exact: true }).click();
  return page.getByRole('dialog', { name: `Connection ${CONNECTION}` });
}

async function setPassword(page: Page, password: string) {
  const edit = await openConnection(page);
  await edit.locator('input[type=password]').fill(password);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toHaveCount(0);
}

test('a PostgreSQL connection to the test database: Test succeeds, a wrong password gives the driver message, the password never comes back', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const responses = recordApiResponses(page);
  await signIn(page, baseURL!);
  await page.goto('/settings/connections');
  await expect(page.getByRole('table', { name: 'Connections' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add Connection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Connection' });
  await dialog.getByRole('button', { name: /Type/ }).click();
  await page.getByRole('option', { name: /^PostgreSQL\b/ }).click();
  const form = dialog.getByRole('form', { name: 'PostgreSQL connection' });
  await form.getByRole('textbox', { name: /^Name(?!space)/ }).fill(CONNECTION);
  await expect(form.getByRole('textbox', { name: /^Namespace/ })).toHaveValue('default');
  await form.getByRole('textbox', { name: /Connection URL/ }).fill(databaseUrl());
  await form.getByRole('textbox', { name: /^Username/ }).fill(ROLE);
  await form.locator('input[type=password]').fill(PASSWORD);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Connection ${CONNECTION} saved`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  let edit = await openConnection(page);
  await expect(edit.locator('input[type=password]')).not.toHaveValue(PASSWORD);
  await expectNoAxeViolations(page);
  await edit.getByRole('button', { name: 'Test' }).click();
  await expect(page.getByText(/^Connected: PostgreSQL \d+/)).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await setPassword(page, 'not-the-password');
  edit = await openConnection(page);
  await edit.getByRole('button', { name: 'Test' }).click();
  await expect(page.getByText(`password authentication failed for user "${ROLE}"`)).toBeVisible();
  acceptFailedTestLoad(consoleErrors);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  // Saving the masked value keeps the stored password: put the right one back.
  await setPassword(page, PASSWORD);
  edit = await openConnection(page);
  await edit.getByRole('button', { name: 'Test' }).click();
  await expect(page.getByText(/^Connected: PostgreSQL \d+/).last()).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  const listed = await page.request.get(`/api/db/connections?select=*&name=eq.${CONNECTION}`);
  expect(listed.ok()).toBe(true);
  const [row] = (await listed.json()) as Array<Record<string, unknown>>;
  expect(row).toMatchObject({ name: CONNECTION, type: 'postgres', username: ROLE });
  expect(row!.password).not.toBe(PASSWORD);
  for (const { url, body } of await responses()) expect(body, url).not.toContain(PASSWORD);
});

test('a SQL check that references the connection runs green on /health; a failing one fails with its error', async ({
  page,
  baseURL,
}) => {
  const responses = recordApiResponses(page);
  await signIn(page, baseURL!);
  const check = (name: string, query: string) => ({
    name,
    namespace: 'default',
    spec: {
      schedule: '@every 30s',
      postgres: [{ name, connection: `connection://default/${CONNECTION}`, query, results: 1 }],
    },
  });
  for (const canary of [check(GOOD, 'SELECT 1'), check(BAD, `SELECT * FROM ${MISSING_TABLE}`)]) {
    const created = await page.request.post('/api/db/canaries', {
      headers: { Origin: baseURL!, Prefer: 'return=representation' },
      data: canary,
    });
    expect(created.ok(), await created.text()).toBe(true);
  }
  // New checks are due at once; the runner polls every second.
  await expect
    .poll(
      async () => {
        const summary = (await (await page.request.get('/api/canary/api/summary')).json()) as {
          checks_summary: Array<{ name: string; status: string }>;
        };
        return Object.fromEntries(
          summary.checks_summary.filter((c) => c.name === GOOD || c.name === BAD).map((c) => [c.name, c.status]),
        );
      },
      { timeout: 30_000 },
    )
    .toEqual({ [GOOD]: 'healthy', [BAD]: 'unhealthy' });

  await page.goto(`/health?query=${GOOD}`);
  const table = page.getByRole('table', { name: 'Health checks' });
  // A passing check is hidden while Hide Passing is on; off, it is listed as healthy.
  await expect(page.getByRole('switch', { name: 'Hide Passing' })).toBeChecked();
  await page.getByText('Hide Passing', { exact: true }).click();
  const good = table.getByRole('row').filter({ has: page.getByRole('button', { name: GOOD, exact: true }) });
  await expect(good.getByText('healthy', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  for (const { url, body } of await responses()) expect(body, url).not.toContain(PASSWORD);
  for (const path of [
    '/api/db/checks?select=*',
    '/api/db/canaries?select=*',
    '/api/db/job_histories?select=*',
    '/api/canary/api/summary',
  ]) {
    const body = await (await page.request.get(path)).text();
    expect(body, path).not.toContain(PASSWORD);
  }
});

test("job history shows the check's runs; filters and sort survive a reload; a failed run shows its errors", async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!);
  await page.goto('/settings/jobs');
  const filters = page.getByRole('group', { name: 'Filters' });
  const choose = async (label: string, option: string) => {
    await filters.getByRole('button', { name: new RegExp(`${label}$`) }).click();
    await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    await expect(filters.getByRole('button', { name: new RegExp(`${label}$`) })).toHaveText(new RegExp(option));
  };
  await choose('Job Name', 'Canary');
  await choose('Status', 'All');
  await expect(page).toHaveURL(/[?&]name=Canary(&|$)/);
  await expect(page).toHaveURL(/[?&]status=(&|$)/);

  const table = page.getByRole('table', { name: 'Job history' });
  const sortButton = table.getByRole('button', { name: /^Timestamp/ });
  await sortButton.click();
  await sortButton.click();
  await expect(page).toHaveURL(/sortBy=time_start/);
  await expect(page).toHaveURL(/sortOrder=desc/);
  const goodRuns = table.getByRole('row').filter({ hasText: GOOD });
  await expect(goodRuns.first()).toBeVisible();
  await expect(goodRuns.first()).toContainText('SUCCESS');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(filters.getByRole('button', { name: /Job Name$/ })).toHaveText(/Canary/);
  await expect(filters.getByRole('button', { name: /Status$/ })).toHaveText(/All/);
  await expect(table.getByRole('columnheader', { name: /Timestamp/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(goodRuns.first()).toBeVisible();

  await choose('Status', 'Failed');
  await expect(page).toHaveURL(/status=FAILED%3A1|status=FAILED:1/);
  const failed = table.getByRole('row').filter({ hasText: BAD }).first();
  await expect(failed).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: GOOD })).toHaveCount(0);
  await failed.getByText('FAILED', { exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Details for job Canary' });
  await expect(details.getByRole('tab', { name: 'Errors' })).toBeVisible();
  const errors = details.getByRole('definition').filter({ hasText: MISSING_TABLE });
  await expect(errors).toContainText(`relation "${MISSING_TABLE}" does not exist`);
  await expect(details.getByRole('term')).toContainText([BAD]);
  await expectNoAxeViolations(page);
});

test('clean up: the checks are deleted and the connection is deleted after confirmation', async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await removeCanaries(page, baseURL!);
  await page.goto('/settings/connections');
  const edit = await openConnection(page);
  await edit.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Delete' }));
  await expect(confirm.getByText('Are you sure you want to delete this resource?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${CONNECTION} deleted successfully`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Connections' }).getByText(CONNECTION, { exact: true })).toHaveCount(0);
});
