import { expect, test } from './fixtures';

test('the root redirects to the topology page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/topology$/);
});

test('the health page lists checks seeded in the database', async ({ page }) => {
  await page.goto('/health');
  const table = page.getByRole('table', { name: 'Health checks' });
  await expect(table).toBeVisible();
  for (const name of ['homepage', 'api/payments', 'orders-postgres', 'prometheus-up']) {
    await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  }
  await expect(page).toHaveTitle('Health | Mission Control');
});
