import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';

// The demo views are executed by the server's views engine over the demo catalog (server/views/demo): a new user
// finds "Catalog summary" in the sidebar without any action.
test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
});

/** The demo scrapers and the first view run happen on the first ticks after start; a busy machine takes longer. */
const DEMO_WAIT = { timeout: 30_000 };

test('the sidebar view opens with its pie chart and table, and a variable changes the table', async ({ page }) => {
  // Waits for the demo scrape and the view's cache (minAge 10 s) on a fresh server.
  test.setTimeout(150_000);
  await page.goto('/');
  const entry = page.getByRole('navigation').getByRole('link', { name: 'Catalog summary' });
  await expect(entry).toBeVisible(DEMO_WAIT);
  await entry.click();
  await expect(page).toHaveURL(/\/views\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Catalog summary', level: 1 })).toBeVisible();

  // The panels: pies drawn as images whose names say every slice, a number. The view's first run may have come
  // before the demo scrape filled the catalog; Refresh runs it again (once the cache is older than its minAge).
  const byType = page.getByRole('img', { name: /^Items by type: / });
  await expect(async () => {
    if (!(await byType.isVisible())) await page.getByRole('button', { name: 'Refresh Catalog summary' }).click();
    await expect(byType).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [3_000] });
  await expect(page.getByRole('img', { name: /^Health: / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Catalog items' })).toContainText(/\d+ items/);

  // The table of items that are not healthy, with their health in words.
  const table = page.getByRole('table', { name: 'Catalog summary' });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible(DEMO_WAIT);
  const typeCells = () => table.locator('tbody tr td:nth-child(2)').allTextContents();
  const before = await typeCells();
  expect(before.length).toBeGreaterThan(0);
  await expect(table.getByText(/unhealthy|warning|unknown/i).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The Type variable narrows the table to one type, through the URL.
  const chosen = before[0]!;
  await page.getByRole('group', { name: 'Variables' }).getByRole('button', { name: /Type/ }).click();
  await page.getByRole('option', { name: chosen, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`var\\.type=${encodeURIComponent(chosen)}`));
  await expect.poll(async () => (await typeCells()).every((type) => type === chosen)).toBe(true);
  const after = await typeCells();
  expect(after.length).toBe(before.filter((type) => type === chosen).length);
  if (new Set(before).size > 1) expect(after.length).toBeLessThan(before.length);

  // A reload shows the same choice.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Variables' }).getByRole('button', { name: /Type/ })).toContainText(
    chosen,
    DEMO_WAIT,
  );
  await expect.poll(async () => (await typeCells()).every((type) => type === chosen), DEMO_WAIT).toBe(true);
  await expectNoAxeViolations(page);
});

test('a view opens by namespace and name, and an unknown name says so', async ({ page }) => {
  await page.goto('/view/default/catalog-summary');
  await expect(page.getByRole('heading', { name: 'Catalog summary', level: 1 })).toBeVisible(DEMO_WAIT);
  await page.goto('/view/default/no-such-view');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(alert).toContainText('Failed to load view: no view named default/no-such-view');
});

test("a deployment's page has the config-tab view as a tab at its own address", async ({ page }) => {
  test.setTimeout(120_000);
  // The demo scrape fills the catalog on the first ticks after start.
  let deployment: { id: string; name: string } | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(
        '/api/db/config_items?type=eq.Kubernetes::Deployment&deleted_at=is.null&select=id,name&order=name&limit=1',
      );
      deployment = ((await response.json()) as { id: string; name: string }[])[0];
      return deployment?.id ?? null;
    }, DEMO_WAIT)
    .not.toBeNull();
  await page.goto(`/catalog/${deployment!.id}`);
  const tab = page.getByRole('tab', { name: 'Deployment overview' });
  await expect(tab).toBeVisible(DEMO_WAIT);
  await tab.click();
  await expect(page).toHaveURL(new RegExp(`/catalog/${deployment!.id}/view/[0-9a-f-]{36}$`));
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Deployment overview' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Deployment overview' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Back to the item's own tabs.
  await page.getByRole('tab', { name: /^Changes/ }).click();
  await expect(page).toHaveURL(new RegExp(`/catalog/${deployment!.id}\\?tab=changes$`));
});
