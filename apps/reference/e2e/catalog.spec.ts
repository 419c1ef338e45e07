import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from './axe';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// The catalog on the built server from a fresh start: its demo scrapers (server/catalog/demo and the server's own
// people) run on the runner's first ticks, so every journey starts from what a new user sees.
test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
});

const params = (url: string) => new URL(url).searchParams;
/** The demo scrapers run on the first ticks after start; a busy machine can take longer than the 5 s default. */
const DEMO_WAIT = { timeout: 30_000 };

/** The server's data directory (playwright.config.ts chooses it); file scrapers may always read its `scrape/`. */
function scrapeFolder(name: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const folder = join(dataDir, 'scrape', name);
  mkdirSync(folder, { recursive: true });
  return folder;
}

const items = (page: Page) => page.getByRole('table', { name: 'Catalog items' });

test('the demo catalog appears without any action, and a health segment opens the filtered list', async ({ page }) => {
  await page.goto('/catalog');
  await expect(page).toHaveTitle(/Catalog/);
  // The summary by type: one row per demo type, with health segments that are links.
  const podsHealthy = page.getByRole('link', { name: /^\d+ healthy Pod$/ });
  await expect(podsHealthy).toBeVisible(DEMO_WAIT);
  await expect(page.getByRole('link', { name: /^\d+ healthy Deployment$/ })).toBeVisible();
  // The second demo scraper reads this server's own people.
  await expect(page.getByRole('link', { name: /^\d+ healthy User$/ })).toBeVisible(DEMO_WAIT);
  await expectNoAxeViolations(page);

  // The segment's title is its count and health ("13 healthy"); its text repeats the count for screen readers.
  const count = Number((await podsHealthy.getAttribute('title'))!.split(' ')[0]);
  await podsHealthy.click();
  expect(params(page.url()).get('configType')).toBe('Kubernetes::Pod');
  expect(params(page.url()).get('health')).toBe('healthy:1');
  const table = items(page);
  await expect(page.getByText(`${count} items`, { exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(count + 1);
  // Every row listed is a healthy pod (status is text, never colour alone).
  for (const row of await table.getByRole('row').all()) {
    if (await row.getByRole('columnheader').count()) continue;
    await expect(row.getByRole('cell', { name: 'Pod', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: /\(healthy\)$/ })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('filters and grouping of the item list survive a reload', async ({ page }) => {
  await page.goto('/catalog?configType=Kubernetes::Pod');
  const table = items(page);
  await expect(table.getByRole('link', { name: /^payments-api-/ }).first()).toBeVisible(DEMO_WAIT);
  await expect(table.getByRole('link', { name: /^checkout-/ }).first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill('payments');
  await expect(page).toHaveURL(/search=payments/);
  await expect(table.getByRole('link', { name: /^checkout-/ })).toHaveCount(0);
  // The payments namespace has one unhealthy pod; excluding unhealthy leaves the others.
  await expect(table.getByRole('cell', { name: /\(unhealthy\)$/ })).toHaveCount(1);
  await page
    .getByRole('search', { name: 'Catalog filters' })
    .getByRole('button', { name: 'Health', exact: true })
    .click();
  await page
    .getByRole('group', { name: /^unhealthy$/i })
    .getByRole('button', { name: 'Exclude' })
    .click();
  await page.keyboard.press('Escape');
  expect(params(page.url()).get('health')).toBe('unhealthy:-1');
  await expect(table.getByRole('cell', { name: /\(unhealthy\)$/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Group By/ }).click();
  await page.getByRole('option', { name: 'namespace', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/groupBy=namespace__tag/);
  await expect(table.getByRole('columnheader', { name: /^NAMESPACE/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  const reloaded = items(page);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('payments');
  await expect(page.getByRole('button', { name: /^Group By/ })).toHaveText(/namespace/);
  await expect(page.getByRole('button', { name: 'Health (1)' })).toBeVisible();
  await expect(reloaded.getByRole('columnheader', { name: /^NAMESPACE/ })).toBeVisible();
  await expect(reloaded.getByRole('link', { name: /^payments-api-/ })).toHaveCount(3);
  await expect(reloaded.getByRole('cell', { name: /\(unhealthy\)$/ })).toHaveCount(0);
  await expect(reloaded.getByRole('link', { name: /^checkout-/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("an item's page shows its document as YAML and its relationships as a table and a graph", async ({ page }) => {
  await page.goto('/catalog?configType=Kubernetes::Namespace');
  await items(page).getByRole('link', { name: 'payments', exact: true }).click(DEMO_WAIT);
  await expect(page).toHaveURL(/\/catalog\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'payments', level: 2 })).toBeVisible();
  const details = page.getByRole('complementary', { name: 'Details' });
  await expect(details.getByText('Kubernetes::Namespace', { exact: true })).toBeVisible();

  // Config: the scraped document as YAML, one numbered line each; a line number is a link target kept in the URL.
  const document = page.getByRole('list', { name: 'Config document' });
  await expect(document.getByRole('code').filter({ hasText: /^kind: Namespace$/ })).toBeVisible();
  await expect(document.getByRole('code').filter({ hasText: /^\s*name: payments$/ })).toBeVisible();
  await document.getByRole('button', { name: 'Line 2', exact: true }).click();
  await expect(page).toHaveURL(/lines=2/);
  await expectNoAxeViolations(page);

  // Relationships (recursive, outgoing by default): the namespace's deployments and services, and their pods.
  await page.getByRole('tab', { name: /^Relationships/ }).click();
  const related = page.getByRole('table', { name: 'Related items' });
  const relatedRow = (name: string, type: string) =>
    related
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name, exact: true }) })
      .filter({ has: page.getByRole('cell', { name: type, exact: true }) });
  await expect(relatedRow('payments-api', 'Kubernetes::Deployment')).toHaveCount(1);
  await expect(relatedRow('payments-api', 'Kubernetes::Service')).toHaveCount(1);
  await expect(relatedRow('ledger-worker', 'Kubernetes::Deployment')).toHaveCount(1);
  await expect(related.getByRole('link', { name: /^payments-api-/ })).toHaveCount(3);
  await expect(related.getByRole('link', { name: /^checkout/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Graph', exact: true }).click();
  const graph = page.getByRole('region', { name: 'Relationship graph' });
  await expect(graph.getByRole('link', { name: /ledger-worker/ }).first()).toBeVisible(DEMO_WAIT);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Graph', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // An item in the graph is a link to its own page, by keyboard and by mouse.
  const node = page.getByRole('region', { name: 'Relationship graph' }).getByRole('link', { name: /^payments-api-/ });
  const pod = (await node.first().textContent())!;
  await node.first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: pod, level: 2 })).toBeVisible();
  await page.goBack();
  const worker = page.getByRole('region', { name: 'Relationship graph' }).getByRole('link', { name: 'ledger-worker' });
  await worker.first().click();
  await expect(page.getByRole('heading', { name: 'ledger-worker', level: 2 })).toBeVisible();
  await page.goBack();
  await node.first().click();
  await expect(page.getByRole('heading', { name: pod, level: 2 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Details' }).getByText('Kubernetes::Pod')).toBeVisible();
});

test('a scraper edited to read a new folder picks up its item after Run now', async ({ page, baseURL }) => {
  const stamp = Date.now();
  const oldFolder = `e2e-old-${stamp}`;
  const newFolder = `e2e-new-${stamp}`;
  writeFileSync(join(scrapeFolder(oldFolder), 'widget.json'), JSON.stringify({ id: `old-widget-${stamp}` }));
  writeFileSync(
    join(scrapeFolder(newFolder), 'widget.json'),
    JSON.stringify({ id: `new-widget-${stamp}`, name: `new-widget-${stamp}`, size: 'large' }),
  );
  const name = `e2e-files-${stamp}`;
  const created = await page.request.post('/api/db/config_scrapers', {
    headers: { Origin: baseURL!, Prefer: 'return=representation' },
    data: {
      name,
      spec: {
        schedule: '@every 60m',
        file: [{ type: 'E2E::Widget', id: '$.id', name: '$.name', paths: [`${oldFolder}/*.json`] }],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/catalog/scrapers');
  await page.getByRole('table', { name: 'Catalog scrapers' }).getByRole('link', { name, exact: true }).click();
  const paths = page.getByRole('textbox', { name: 'Paths' });
  await expect(paths).toHaveValue(`${oldFolder}/*.json`);
  await paths.fill(`${newFolder}/*.json`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/catalog\/scrapers$/);

  await page.getByRole('button', { name: `Run now ${name}` }).click();
  await expect(page.getByText(`${name} scraped 1 items`)).toBeVisible(DEMO_WAIT);
  const row = page.getByRole('table', { name: 'Catalog scrapers' }).getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell', { name: 'SUCCESS' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/catalog?configType=E2E::Widget');
  await items(page)
    .getByRole('link', { name: `new-widget-${stamp}`, exact: true })
    .click();
  await expect(
    page
      .getByRole('list', { name: 'Config document' })
      .getByRole('code')
      .filter({ hasText: /^\s*size: large$/ }),
  ).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Details' }).getByText(name, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a guest scoped by a tag sees only matching items, on /catalog and through /api/db/configs', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = `catalog-guest-${Date.now()}@example.com`;
  const password = 'guest-e2e-Passphrase-42';
  const created = await page.request.post('/api/kratos/admin/identities', {
    headers: { Origin: baseURL! },
    data: {
      schema_id: 'default',
      traits: { email, name: { first: 'Cat', last: 'Guest' } },
      credentials: { password: { config: { password } } },
      metadata_admin: { role: 'guest' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/settings/access-scopes');
  await page.getByRole('button', { name: 'Add Access Scope' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Access Scope' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-payments-catalog');
  await dialog.getByRole('button', { name: /Guest\s*\*?$/ }).click();
  await page.getByRole('option', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
  await dialog.getByRole('button', { name: /Resources/ }).click();
  await page.getByRole('option', { name: 'Config' }).click();
  await page.keyboard.press('Escape');
  await dialog
    .getByRole('group', { name: 'Scope 1' })
    .getByRole('textbox', { name: 'Tags' })
    .fill('namespace=payments');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Access Scope created')).toBeVisible();

  // The administrator sees the other namespaces' items, so the guest's view below is a filter, not an empty catalog.
  const all = (await (await page.request.get('/api/db/configs?select=name,tags')).json()) as Array<{
    name: string;
    tags: Record<string, string>;
  }>;
  expect(all.some((item) => item.tags?.namespace === 'storefront')).toBe(true);

  const guestContext = await browser.newContext({ baseURL, bypassCSP: true });
  const guest = await guestContext.newPage();
  await signIn(guest, baseURL!, email, password);
  const response = await guest.request.get('/api/db/configs?select=name,type,tags&order=name');
  expect(response.status(), await response.text()).toBe(200);
  const seen = (await response.json()) as Array<{ name: string; type: string; tags: Record<string, string> }>;
  expect(seen.map((item) => item.name)).toContain('payments-api');
  for (const item of seen) expect(item.tags?.namespace, item.name).toBe('payments');
  const storefront = await guest.request.get('/api/db/configs?select=name&name=eq.storefront');
  expect(await storefront.json()).toEqual([]);

  await guest.goto('/catalog?configType=Kubernetes::Deployment');
  const table = items(guest);
  await expect(table.getByRole('link', { name: 'payments-api', exact: true })).toBeVisible(DEMO_WAIT);
  await expect(table.getByRole('link', { name: 'ledger-worker', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'checkout', exact: true })).toHaveCount(0);
  await expect(guest.getByText('2 items', { exact: true })).toBeVisible();
  await expectNoAxeViolations(guest);
  await guest.goto('/catalog');
  await expect(guest.getByRole('link', { name: /^\d+ healthy Deployment$/ })).toBeVisible();
  await expect(guest.getByRole('link', { name: /healthy User$/ })).toHaveCount(0);
  await expectNoAxeViolations(guest);
  await guestContext.close();
});
