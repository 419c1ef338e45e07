import { extractText, getDocumentProxy } from 'unpdf';
import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';

// The demo application (server/applications/demo/orders.yaml) reads what the demo scrapers recorded about the
// orders database (its users, last logins, backups and restores) and the analyzers' findings.
test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
});

/** The demo scrapers run on the first ticks after start; a busy machine takes longer. */
const DEMO_WAIT = { timeout: 30_000 };

test('the demo application opens from the list; its report prints to a PDF that carries its title', async ({
  page,
}) => {
  await page.goto('/applications');
  const table = page.getByRole('table', { name: 'Applications' });
  const row = table.getByRole('row').filter({ hasText: 'orders' });
  await expect(row).toContainText('ConfigFile', DEMO_WAIT);
  await expectNoAxeViolations(page);
  await row.getByText('orders', { exact: true }).click();
  await expect(page).toHaveURL(/\/applications\/default\/orders$/);

  // The report, from the catalog: users with their roles and last login, backups, restores and findings.
  const access = page.getByRole('region', { name: 'Access control' });
  await expect(access.getByRole('row').filter({ hasText: 'Alice Moreau' })).toContainText('orders_admin', DEMO_WAIT);
  await expect(access.getByRole('row').filter({ hasText: 'Carol Jensen' })).toContainText('Never');
  await expect(
    page.getByRole('region', { name: 'Backups' }).getByRole('img', { name: /87 completed and 3 failed/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Restores' })).toContainText('restored to orders-staging');
  await expect(page.getByRole('region', { name: 'Findings' }).getByRole('row')).not.toHaveCount(0);
  // The custom section embeds the demo deployments view.
  const deployments = page.getByRole('region', { name: 'Kubernetes workloads' });
  await expect(deployments.getByRole('table').getByRole('row').nth(1)).toBeVisible(DEMO_WAIT);
  await expectNoAxeViolations(page);

  // Export PDF opens the print layout and asks the browser to print it (Save as PDF); the call is recorded here,
  // since a headless browser has no print dialog.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Export PDF' }).click();
  await expect(page).toHaveURL(/\?print=true$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const sheet = page.getByRole('main', { name: 'Audit report orders' });
  await expect(sheet.getByRole('heading', { name: 'orders audit report', level: 1 })).toBeVisible();
  // No shell in the print layout: the report is the page.
  await expect(sheet.getByRole('region', { name: 'Backups' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expectNoAxeViolations(page);

  // Chromium's print of that layout is the PDF; its text carries the report's title, its users and backups.
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  expect(totalPages).toBeGreaterThan(0);
  expect(text).toContain('orders audit report');
  expect(text).toContain('alice@acme.example');
  expect(text).toContain('Restores');
  // The console's shell is not printed.
  expect(text).not.toContain('Playbooks');
});
