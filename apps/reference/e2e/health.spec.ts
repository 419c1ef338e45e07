import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const params = (url: string) => new URL(url).searchParams;

test('the root redirects to the topology page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/topology$/);
});

test('a new user explores the health dashboard, and every step survives a reload', async ({ page }) => {
  await page.goto('/health');
  await expect(page).toHaveTitle('Health | Mission Control');
  const table = page.getByRole('table', { name: 'Health checks' });
  await expect(page.getByRole('switch', { name: 'Hide Passing' })).toBeChecked();

  await page.getByRole('switch', { name: 'Hide Passing' }).click();
  await page.getByRole('combobox', { name: 'Group By' }).selectOption({ label: 'No Grouping' });
  await expect(table.getByRole('button', { name: 'homepage', exact: true })).toBeVisible();
  await expect(table.getByRole('button', { name: 'orders-postgres', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Hide Passing' })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Group By' })).toHaveValue('no-grouping');

  await page.getByRole('searchbox', { name: 'Search' }).fill('orders');
  await expect(page).toHaveURL(/query=orders/);
  await expect(table.getByRole('button', { name: 'homepage', exact: true })).toHaveCount(0);
  await expect(table.getByRole('button', { name: 'api/orders', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('orders');
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(page).not.toHaveURL(/query=/);

  await page.getByRole('combobox', { name: 'Group By' }).selectOption({ label: 'Group Name' });
  await expect(table.getByRole('button', { name: /^edge-http: show \d+ checks$/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Tab By' }).selectOption({ label: 'tier' });
  await page.getByRole('tab', { name: /^frontend/ }).click();
  await expect(page).toHaveURL(/tabBy=label%3Atier/);
  await page.reload();
  await expect(page.getByRole('tab', { name: /^frontend/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: /^All/ }).click();
  await page.getByRole('combobox', { name: 'Tab By' }).selectOption({ label: 'Namespace' });
  await page.getByRole('combobox', { name: 'Group By' }).selectOption({ label: 'No Grouping' });

  await page.getByRole('button', { name: /^tier:/ }).click();
  await page.getByRole('button', { name: 'Include tier=frontend' }).click();
  await expect(table.getByRole('button', { name: 'homepage', exact: true })).toBeVisible();
  await expect(table.getByRole('button', { name: 'api/orders', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(table.getByRole('button', { name: 'api/orders', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: /^tier:/ }).click();
  await page.getByRole('button', { name: 'Include tier=frontend' }).click();
  await page.getByRole('button', { name: 'Exclude tier=frontend' }).click();
  await expect(table.getByRole('button', { name: 'homepage', exact: true })).toHaveCount(0);
  await expect(table.getByRole('button', { name: 'api/orders', exact: true })).toBeVisible();
  expect(params(page.url()).get('labels')).toBe('{"tier=frontend":-1}');
  await page.getByRole('button', { name: 'Exclude tier=frontend' }).click();

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
  await expect(page.getByRole('dialog').getByText(/Check passed|Check failed|produced no result/)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(params(page.url()).get('checkId')).toBeNull();
  expect(params(page.url()).get('timeRange')).toBe('1h');
  await expect(page).toHaveTitle('Health | Mission Control');
});

test('a new HTTP check is saved, appears on the dashboard and runs', async ({ page, baseURL }) => {
  await page.goto('/settings/canaries');
  await page.getByRole('button', { name: 'HTTP', exact: true }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: /^Name/ }).fill('e2e-self');
  await page.getByRole('textbox', { name: /^URL/ }).fill(`${baseURL}/api/health`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/health/);
  await page.getByRole('combobox', { name: 'Group By' }).selectOption({ label: 'No Grouping' });
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
