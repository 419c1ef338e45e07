import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { ADMIN_EMAIL, expect, signIn, test, waitForMail } from './fixtures';

// The journey of #22: a rule made through the form emails the admin when a check fails; a silence made from the
// check's detail (its Silence action) holds the next failure back (Silenced), and its Preview lists the earlier
// notification.

/** The endpoint the check watches, on loopback (any free port unless given): healthy until told to fail. */
let endpointPort = Number(process.env.E2E_NOTIFY_ENDPOINT_PORT ?? 0);
let failing = false;
let endpoint: Server;

test.beforeAll(async () => {
  endpoint = createServer((_request, response) => {
    response.writeHead(failing ? 503 : 200, { 'content-type': 'text/plain' });
    response.end(failing ? 'down' : 'ok');
  });
  await new Promise<void>((resolve) => endpoint.listen(endpointPort, '127.0.0.1', resolve));
  endpointPort = (endpoint.address() as { port: number }).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => endpoint.close(resolve));
});

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
});

/** A ui Select: its trigger is named by its value, then its label; the options are in a listbox. */
async function choose(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

async function runNow(page: Page, outcome: RegExp) {
  await page.getByRole('button', { name: 'Run Now' }).click();
  await expect(page.getByRole('dialog').getByText(outcome).first()).toBeVisible({ timeout: 20_000 });
}

test('a failing check emails the rule’s person; a silence holds the next one back and previews the first', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const checkName = `e2e-notify-${Date.now()}`;

  // The rule, through the form: check.failed to a person (the admin).
  await page.goto('/notifications/rules');
  // The page's chunk loads first (a loaded machine takes a while).
  await expect(page.getByRole('table', { name: 'Notification rules' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'New' }).click();
  const form = page.getByRole('dialog', { name: 'New Notification Rule' });
  await form.getByRole('textbox', { name: /^Name/ }).fill(`${checkName}-rule`);
  await form.getByRole('button', { name: /^Events/ }).click();
  await page.getByRole('dialog', { name: 'Events' }).getByRole('option', { name: 'check.failed', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Events' })).toHaveCount(0);
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Filter' }).fill(`check.name == '${checkName}'`);
  await choose(page, /Person$/, /Admin/);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'New Notification Rule' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Notification rules' }).getByText(`${checkName}-rule`)).toBeVisible();

  // The check: passing first (an event is written on a transition), then failing.
  await page.goto('/settings/canaries/new');
  await page.getByRole('button', { name: 'HTTP', exact: true }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill(checkName);
  await page.getByRole('textbox', { name: /^URL/ }).fill(`http://127.0.0.1:${endpointPort}/`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/health/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(checkName);
  const checks = page.getByRole('table', { name: 'Health checks' });
  await expect(checks.getByRole('button', { name: checkName, exact: true })).toBeVisible({ timeout: 30_000 });
  await checks.getByRole('button', { name: checkName, exact: true }).click();
  await expect(page).toHaveURL(/checkId=/);
  const checkId = new URL(page.url()).searchParams.get('checkId')!;
  await runNow(page, /Check passed/);
  failing = true;
  const before = Date.now();
  await runNow(page, /Check failed/);

  const mail = await waitForMail(ADMIN_EMAIL, { subject: checkName, after: before, timeoutMs: 60_000 });
  expect(mail.subject).toContain('has failed');

  // The row on /notifications, and the send on the check's own page.
  await page.goto(`/notifications?search=${encodeURIComponent(checkName)}`);
  const summary = page.getByRole('table', { name: 'Notifications by resource' });
  await expect(summary.getByText(checkName)).toBeVisible({ timeout: 20_000 });
  await expect(summary.getByText(/1 sent, 0 failed/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The silence, from the check's detail: its Silence action opens the form with the check filled in.
  await page.goto(`/health?checkId=${checkId}&timeRange=1h`);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^Silence notifications for .*${checkName}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/notifications/silences/add\\?check_id=${checkId}`));
  const silence = page.getByRole('form', { name: 'Notification silence' });
  await expect(silence.getByRole('combobox', { name: /^Resource/ })).toHaveValue(checkName, { timeout: 20_000 });
  await expect(silence.getByRole('textbox', { name: /^Name/ })).toHaveValue(`${checkName} silence`);
  await silence.getByRole('button', { name: 'Preview' }).click();
  const preview = silence.getByRole('table', { name: 'Notifications this silence would have matched' });
  await expect(preview.getByText(checkName)).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await silence.getByRole('textbox', { name: 'Reason' }).fill('e2e maintenance');
  await silence.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/notifications\/silences$/);
  await expect(page.getByRole('table', { name: 'Notification silences' }).getByText('e2e maintenance')).toBeVisible();

  // Recover, then fail again: the send is held back by the silence.
  failing = false;
  await page.goto(`/health?checkId=${checkId}&timeRange=1h`);
  await runNow(page, /Check passed/);
  failing = true;
  await runNow(page, /Check failed/);
  await page.goto(`/notifications/resource/${checkId}`);
  const sends = page.getByRole('table', { name: `Notifications of ${checkName}` });
  await expect(async () => {
    await page.reload();
    await expect(sends.getByText('Silenced')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await sends.getByText('Silenced').click();
  const details = page.getByRole('dialog', { name: `Notification: ${checkName}` });
  await expect(details.getByText('Silenced By')).toBeVisible();
  await expectNoAxeViolations(page);
});
