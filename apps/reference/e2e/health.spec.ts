import { expectNoAxeViolations } from './axe';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// Every journey starts signed in as the first-start administrator.
test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
});

const params = (url: string) => new URL(url).searchParams;

/** A ui Select: its trigger is named by its value, then its label; the options are in a listbox. */
const selectTrigger = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`${label}$`) });
async function choose(page: Page, label: string, option: string) {
  await selectTrigger(page, label).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(selectTrigger(page, label)).toHaveText(new RegExp(option));
}

/** Toggles one choice of a label's multi-select (value to include, 'not value' to exclude), then closes it. */
async function toggleLabel(page: Page, key: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${key} `) }).click();
  await page.getByRole('dialog', { name: key }).getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: key })).toHaveCount(0);
}

test('the root redirects to the topology page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/topology$/);
});

test('a new user explores the health dashboard, and every step survives a reload', async ({ page }) => {
  await page.goto('/health');
  await expect(page).toHaveTitle('Health | Mission Control');
  const table = page.getByRole('table', { name: 'Health checks' });
  await expect(page.getByRole('switch', { name: 'Hide Passing' })).toBeChecked();

  // The ui Switch's input is visually hidden under its track; a user clicks the switch's label.
  await page.getByText('Hide Passing', { exact: true }).click();
  await choose(page, 'Group By', 'No Grouping');
  await expect(table.getByRole('button', { name: 'homepage', exact: true })).toBeVisible();
  await expect(table.getByRole('button', { name: 'orders-postgres', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Hide Passing' })).not.toBeChecked();
  await expect(selectTrigger(page, 'Group By')).toHaveText(/No Grouping/);

  await page.getByRole('searchbox', { name: 'Search' }).fill('orders');
  await expect(page).toHaveURL(/query=orders/);
  await expect(table.getByRole('button', { name: 'homepage', exact: true })).toHaveCount(0);
  await expect(table.getByRole('button', { name: 'api/orders', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('orders');
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(page).not.toHaveURL(/query=/);

  await choose(page, 'Group By', 'Group Name');
  await expect(table.getByRole('button', { name: /^edge-http: show \d+ checks$/ })).toBeVisible();
  await choose(page, 'Tab By', 'tier');
  await page.getByRole('tab', { name: /^frontend/ }).click();
  await expect(page).toHaveURL(/tabBy=label%3Atier/);
  await page.reload();
  await expect(page.getByRole('tab', { name: /^frontend/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: /^All/ }).click();
  await choose(page, 'Tab By', 'Namespace');
  await choose(page, 'Group By', 'No Grouping');

  await toggleLabel(page, 'tier', 'frontend');
  await expect(table.getByRole('button', { name: 'homepage', exact: true })).toBeVisible();
  await expect(table.getByRole('button', { name: 'api/orders', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(table.getByRole('button', { name: 'api/orders', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'tier frontend' })).toBeVisible();
  await toggleLabel(page, 'tier', 'not frontend');
  await expect(table.getByRole('button', { name: 'homepage', exact: true })).toHaveCount(0);
  await expect(table.getByRole('button', { name: 'api/orders', exact: true })).toBeVisible();
  expect(params(page.url()).get('labels')).toBe('{"tier=frontend":-1}');
  await toggleLabel(page, 'tier', 'not frontend');
  await expect(page.getByRole('button', { name: 'tier All' })).toBeVisible();

  await choose(page, 'Pivot By', 'tier');
  await expect(page).toHaveURL(/pivotBy=labels&pivotLabel=tier|pivotLabel=tier.*pivotBy=labels/);
  await expect(table.getByRole('columnheader', { name: 'frontend', exact: true })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'homepage', exact: true })).toBeVisible();
  await choose(page, 'Pivot Cell', 'Uptime');
  await expect(table.getByRole('button', { name: /%: homepage, frontend$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(table.getByRole('button', { name: /%: homepage, frontend$/ })).toBeVisible();
  await choose(page, 'Pivot By', 'None');
  await expect(page).not.toHaveURL(/pivot/);

  await table.getByRole('button', { name: 'api/orders', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /api\/orders/ })).toBeVisible();
  await expect(page).toHaveTitle('api/orders | Mission Control');
  await expect(dialog.getByText('Uptime', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Status history' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('dialog').getByRole('heading', { name: /api\/orders/ })).toBeVisible();

  await page.getByRole('button', { name: 'Run Now' }).click();
  // The run is real (the reference runner); a busy runner can take longer than the default 5 s.
  await expect(page.getByRole('dialog').getByText(/Check passed|Check failed|produced no result/)).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(params(page.url()).get('checkId')).toBeNull();
  expect(params(page.url()).get('timeRange')).toBe('1h');
  await expect(page).toHaveTitle('Health | Mission Control');
});

test('a new HTTP check is saved, appears on the dashboard and runs', async ({ page, baseURL }) => {
  await page.goto('/settings/canaries');
  // The canaries list; New check opens the type picker.
  await page.getByRole('button', { name: 'New check' }).click();
  await expect(page).toHaveURL(/\/settings\/canaries\/new$/);
  await page.getByRole('button', { name: 'HTTP', exact: true }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: /^Name/ }).fill('e2e-self');
  await page.getByRole('textbox', { name: /^URL/ }).fill(`${baseURL}/api/health`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/health/);
  await choose(page, 'Group By', 'No Grouping');
  await page.getByRole('searchbox', { name: 'Search' }).fill('e2e-self');
  await expect(page).toHaveURL(/query=e2e-self/);
  const table = page.getByRole('table', { name: 'Health checks' });
  await expect(table.getByRole('button', { name: 'e2e-self', exact: true })).toBeVisible({ timeout: 20_000 });
  await table.getByRole('button', { name: 'e2e-self', exact: true }).click();
  await expect(page).toHaveURL(/checkId=/);
  await page.getByRole('button', { name: 'Run Now' }).click();
  await expect(page.getByRole('dialog').getByText(/Check passed/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('dialog').getByRole('heading', { name: /e2e-self/ })).toBeVisible();
});

test.describe('in a browser set to German', () => {
  test.use({ locale: 'de-DE' });

  test("react-aria's built-in labels read in English, as the rest of the console does", async ({ page }) => {
    // The reference app keeps react-aria's English strings alone (vite.config.ts); another language falls back to
    // them. A select's popover has hidden "Dismiss" buttons for screen readers ("Schließen" in German).
    await page.goto('/health');
    expect(await page.evaluate(() => navigator.language)).toBe('de-DE');
    await selectTrigger(page, 'Group By').click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dismiss' })).not.toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Schließen' })).toHaveCount(0);
  });
});
