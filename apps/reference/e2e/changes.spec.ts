import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';

// Changes and insights on the built server from a fresh start (#20): a file a scraper reads is edited, Run now
// records the diff, and the feed, the item's Changes tab and the insights of the demo catalog show what happened.
test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
});

/** The demo scrapers and their analyzers run on the first ticks after start; a busy machine can take a while. */
const DEMO_WAIT = { timeout: 30_000 };

/** The server's data directory (playwright.config.ts chooses it); file scrapers may always read its `scrape/`. */
function scrapeFolder(name: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const folder = join(dataDir, 'scrape', name);
  mkdirSync(folder, { recursive: true });
  return folder;
}

const app = (stamp: number, replicas: number, image: string) => ({
  id: `orders-api-${stamp}`,
  name: `orders-api-${stamp}`,
  kind: 'Deployment',
  spec: { replicas, template: { spec: { containers: [{ name: 'api', image }] } } },
});

/** An item whose document carries its own events (`full: true`): one of each severity the filter must tell apart. */
const events = (stamp: number) => ({
  config: { id: `orders-db-${stamp}`, name: `orders-db-${stamp}`, engine: 'postgres' },
  // Ids and times of their own: a second run updates these rows instead of adding newer ones, so the diff of the
  // edit stays the newest change.
  changes: [
    ['BackupFailed', 'high', `backup of orders-db-${stamp} failed`],
    ['PublicSnapshot', 'critical', `snapshot of orders-db-${stamp} is public`],
    ['MinorVersionUpgrade', 'low', `orders-db-${stamp} upgraded to 16.4`],
  ].map(([change_type, severity, summary]) => ({
    external_change_id: `${change_type}-${stamp}`,
    change_type,
    severity,
    summary,
    source: 'aws',
    created_at: new Date(stamp - 30 * 60_000).toISOString(),
  })),
});

/** Presses Run now on the scrapers' page and waits until the run has finished. */
async function runNow(page: Page, name: string) {
  await page.goto('/catalog/scrapers');
  await page.getByRole('button', { name: `Run now ${name}` }).click();
  await expect(page.getByText(`${name} scraped 2 items`)).toBeVisible(DEMO_WAIT);
}

const feed = (page: Page) => page.getByRole('table', { name: 'Changes' });
const dataRows = (page: Page) =>
  feed(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** The diff dialog shows the old and the new line side by side, and unified. */
async function expectReadableDiff(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'diff' });
  await expect(dialog).toBeVisible();
  const split = dialog.getByRole('table', { name: 'Side-by-side diff' });
  const replicas = split.getByRole('row').filter({ hasText: '"replicas": 2' });
  await expect(replicas).toContainText('"replicas": 3');
  await expect(replicas).toContainText('removed');
  await expect(split.getByRole('row').filter({ hasText: '"image": "nginx:1.25"' })).toContainText('nginx:1.27');
  await expectNoAxeViolations(page);
  await dialog.getByRole('tab', { name: 'Unified' }).click();
  const unified = dialog.getByRole('table', { name: 'Unified diff' });
  await expect(unified.getByRole('row').filter({ hasText: '"replicas": 3' })).toContainText('added');
  await expect(unified).toContainText('2 lines added, 2 removed');
  await dialog.getByRole('tab', { name: 'Patch' }).click();
  await expect(dialog.getByRole('tabpanel')).toContainText('/spec/replicas');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('an edited file becomes a diff change at the top of the feed and in its item’s Changes tab; severity filters', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now();
  const folder = `e2e-changes-${stamp}`;
  const file = join(scrapeFolder(folder), 'orders-api.json');
  writeFileSync(file, JSON.stringify(app(stamp, 2, 'nginx:1.25')));
  writeFileSync(join(scrapeFolder(folder), 'orders-db.json'), JSON.stringify(events(stamp)));
  const name = `e2e-changes-${stamp}`;
  const created = await page.request.post('/api/db/config_scrapers', {
    headers: { Origin: baseURL!, Prefer: 'return=representation' },
    data: {
      name,
      spec: {
        schedule: '@every 60m',
        file: [{ type: 'E2E::Service', id: '$.id', name: '$.name', full: true, paths: [`${folder}/*.json`] }],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await runNow(page, name);
  // The edit a person makes: more replicas and a newer image.
  writeFileSync(file, JSON.stringify(app(stamp, 3, 'nginx:1.27')));
  await runNow(page, name);

  // The newest change of the whole catalog is the diff of this edit.
  await page.goto('/catalog/changes');
  await expect(page).toHaveTitle(/Catalog Changes/);
  const top = dataRows(page).first();
  await expect(top.getByRole('link', { name: `orders-api-${stamp}` })).toBeVisible(DEMO_WAIT);
  await expect(top).toContainText('diff');
  await expect(top).toContainText('spec.replicas');
  await expectNoAxeViolations(page);
  await top.getByText(/spec\.replicas/).click();
  await expectReadableDiff(page);

  // Severity "High" means high and worse: the critical and high events stay, the low one and the diff go.
  await page
    .getByRole('search', { name: 'Change filters' })
    .getByRole('button', { name: /Severity$/ })
    .click();
  await page.getByRole('option', { name: 'High', exact: true }).click();
  await expect(page).toHaveURL(/severity=high/);
  await expect(feed(page).getByText(`backup of orders-db-${stamp} failed`).first()).toBeVisible();
  await expect(feed(page).getByText(`snapshot of orders-db-${stamp} is public`).first()).toBeVisible();
  await expect(feed(page).getByText(`orders-db-${stamp} upgraded to 16.4`)).toHaveCount(0);
  await expect(feed(page).getByRole('link', { name: `orders-api-${stamp}` })).toHaveCount(0);
  const severities = await feed(page).locator('[data-severity]').allTextContents();
  expect(severities.length).toBeGreaterThan(1);
  for (const severity of severities) expect(severity).toMatch(/^\W*(High|Critical)$/);
  await expectNoAxeViolations(page);
  // The filter is in the URL: a reload shows the same feed.
  await page.reload();
  await expect(feed(page).getByText(`backup of orders-db-${stamp} failed`).first()).toBeVisible();
  await expect(feed(page).getByText(`orders-db-${stamp} upgraded to 16.4`)).toHaveCount(0);

  // The item's Changes tab, with its badge count.
  await page.goto('/catalog?configType=E2E::Service');
  await page
    .getByRole('table', { name: 'Catalog items' })
    .getByRole('link', { name: `orders-api-${stamp}` })
    .click();
  await expect(page.getByRole('heading', { name: `orders-api-${stamp}`, level: 2 })).toBeVisible();
  const tab = page.getByRole('tab', { name: /^Changes/ });
  await expect(tab).toContainText(/\d/);
  await tab.click();
  await expect(page).toHaveURL(/tab=changes/);
  const row = dataRows(page).filter({ hasText: 'spec.replicas' }).first();
  await expect(row).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Downstream' })).toBeChecked();
  await expectNoAxeViolations(page);
  await row.getByText(/spec\.replicas/).click();
  await expectReadableDiff(page);
});

test('the insights list shows the built-in findings, and an item’s Insights tab its own', async ({ page }) => {
  await page.goto('/catalog/insights');
  await expect(page).toHaveTitle(/Catalog Insights/);
  const table = page.getByRole('table', { name: 'Insights' });
  // The demo's report-builder deployment runs a privileged container from an image tagged latest, without limits.
  const privileged = table.getByRole('row').filter({ hasText: 'privileged-container' });
  await expect(privileged.first()).toBeVisible(DEMO_WAIT);
  await expect(privileged.first()).toContainText('report-builder');
  await expect(privileged.first()).toContainText('Critical');
  await expect(privileged.first()).toContainText('Open');
  await expect(table.getByRole('row').filter({ hasText: 'image-tag-latest' }).first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'container-without-limits' }).first()).toBeVisible();
  await expect(page.getByText(/^\d+ insights$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Filters live in the URL: security findings only.
  await page
    .getByRole('search', { name: 'Insight filters' })
    .getByRole('button', { name: 'All Type', exact: true })
    .click();
  await page.getByRole('option', { name: 'Security', exact: true }).click();
  await expect(page).toHaveURL(/type=security/);
  await expect(table.getByRole('row').filter({ hasText: 'privileged-container' }).first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'image-tag-latest' })).toHaveCount(0);

  // A finding opens with its message.
  await table
    .getByRole('row')
    .filter({ hasText: 'privileged-container' })
    .first()
    .getByText('privileged-container')
    .click();
  const dialog = page.getByRole('dialog', { name: /privileged-container/ });
  await expect(dialog).toContainText('runs privileged');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // The item's own findings on its Insights tab.
  await table.getByRole('link', { name: 'report-builder' }).first().click();
  await expect(page.getByRole('heading', { name: 'report-builder', level: 2 })).toBeVisible();
  const tab = page.getByRole('tab', { name: /^Insights/ });
  await expect(tab).toContainText(/\d/);
  await tab.click();
  const own = page.getByRole('tabpanel', { name: /Insights/ }).getByRole('table', { name: 'Insights' });
  await expect(own.getByRole('row').filter({ hasText: 'privileged-container' })).toBeVisible();
  await expect(own.getByRole('row').filter({ hasText: 'image-tag-latest' })).toBeVisible();
  await expect(own.getByRole('row').filter({ hasText: 'container-without-limits' })).toBeVisible();
  await expect(own.getByRole('row').filter({ hasText: 'public-bucket' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
