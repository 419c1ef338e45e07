import { expectNoAxeViolations } from './axe';
import { expect, firstRowOnceThere, signIn, test } from './fixtures';

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
  const deployment = await firstRowOnceThere<{ id: string; name: string }>(
    page,
    '/api/db/config_items?type=eq.Kubernetes::Deployment&deleted_at=is.null&select=id,name&order=name&limit=1',
    DEMO_WAIT.timeout,
  );
  await page.goto(`/catalog/${deployment.id}`);
  const tab = page.getByRole('tab', { name: 'Deployment overview' });
  await expect(tab).toBeVisible(DEMO_WAIT);
  await tab.click();
  await expect(page).toHaveURL(new RegExp(`/catalog/${deployment.id}/view/[0-9a-f-]{36}$`));
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Deployment overview' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Deployment overview' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Back to the item's own tabs.
  await page.getByRole('tab', { name: /^Changes/ }).click();
  await expect(page).toHaveURL(new RegExp(`/catalog/${deployment.id}\\?tab=changes$`));
});

test("Settings > Views: the demo views are listed, a new view's spec is checked against the view schema as it is typed, the server's refusal is shown, and a saved view is edited and deleted", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await page.goto('/settings/views');
  const table = page.getByRole('table', { name: 'Views' }).or(page.getByRole('grid', { name: 'Views' }));
  const demo = table.getByRole('row').filter({ hasText: 'catalog-summary' });
  await expect(demo).toContainText('Catalog summary', DEMO_WAIT);
  await expect(demo).toContainText('ConfigFile');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/settings\/views\/new$/);
  const name = `e2e-view-${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  const spec = page.getByRole('textbox', { name: 'Spec' });
  await expect(spec).toBeVisible({ timeout: 20_000 });
  const setSpec = async (text: string) => {
    await spec.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(text);
  };
  // A misspelt field: the schema's message shows before anything is sent.
  await setSpec('{colums: []}');
  const problems = page.getByRole('list', { name: 'Spec problems' });
  await expect(problems).toContainText('spec.colums: unknown field "colums"');
  await expectNoAxeViolations(page);

  // The schema passes, the server's SQL check does not: its 400 sentence is shown.
  await setSpec('{display: {title: E2E view}, queries: {items: {configs: {}}}, merge: "DELETE FROM items"}');
  await expect(problems).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/invalid view spec: merge must be one SELECT/)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/views\/new$/);
  await page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Dismiss' }).click();
  // The browser logs the refused save (the 400 this step expects); nothing else may be logged.
  const refused = consoleErrors.findIndex((error) => error.includes('status of 400'));
  expect(refused).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refused, 1);

  await setSpec(
    '{display: {title: E2E view}, queries: {items: {configs: {}}}, columns: [{name: name, type: string}], merge: "SELECT name FROM items"}',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  // Saved: the editor now edits the stored view.
  await expect(page).toHaveURL(/\/settings\/views\/[0-9a-f-]{36}$/);
  const editor = page.url();
  await page.getByRole('button', { name: 'Back' }).click();
  const saved = table.getByRole('row').filter({ hasText: name });
  await expect(saved).toContainText('E2E view');
  await expect(saved).toContainText('UI');

  await page.goto(editor);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} deleted successfully`)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
