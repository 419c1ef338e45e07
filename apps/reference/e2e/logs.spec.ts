import { createServer, type Server } from 'node:http';
import { expectNoAxeViolations } from './axe';
import { expect, firstRowOnceThere, signIn, test } from './fixtures';

// The journey of #24 Logs: a check fails on its own schedule (the runner, not the test, runs it), its run goes into
// the server's own logs, and /logs finds it by the words of its failure: the row names the check and the run.

let endpoint: Server;
let endpointPort = 0;

test.beforeAll(async () => {
  endpoint = createServer((_request, response) => {
    response.writeHead(503, { 'content-type': 'text/plain' });
    response.end('down');
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  endpointPort = (endpoint.address() as { port: number }).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => endpoint.close(resolve));
});

test("searching the logs for a failing check's message finds its run", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page, baseURL!);
  // One token, so the 'simple' full-text parser keeps the name whole.
  const checkName = `e2elogs${Date.now()}`;
  const created = await page.request.post('/api/db/canaries', {
    headers: { Origin: baseURL!, Prefer: 'return=representation' },
    data: {
      name: checkName,
      namespace: 'default',
      spec: { schedule: '@every 1h', http: [{ name: checkName, url: `http://127.0.0.1:${endpointPort}/health` }] },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  // A new check is due at once; its failed run reaches the log store within a tick.
  let runStart = '';
  await expect
    .poll(
      async () => {
        const response = await page.request.post('/api/logs', {
          headers: { Origin: baseURL! },
          data: { query: `${checkName} 503`, start: 'now-15m' },
        });
        const body = (await response.json()) as { results?: Array<{ labels: Record<string, string> }> };
        runStart = body.results?.[0]?.labels.run_start ?? '';
        return body.results?.length ?? 0;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);

  await page.goto('/logs');
  await expect(page.getByText('Please select a component to view the logs')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Search' }).fill(`response code 503 ${checkName}`);
  // The search follows the box 500 ms after the last key, through the URL.
  await expect(page).toHaveURL(new RegExp(`query=response\\+code\\+503\\+${checkName}`));
  const table = page.getByRole('table', { name: 'Log lines' });
  const row = table.getByRole('row').filter({ hasText: `Check ${checkName} failed: response code 503` });
  await expect(row.first()).toBeVisible({ timeout: 30_000 });
  // Its run: the check by name, failed, and the run's start time.
  const labels = row.first().getByRole('list', { name: 'Labels' });
  await expect(labels).toContainText(`check_name:${checkName}`);
  await expect(labels).toContainText('status:failed');
  await expect(labels).toContainText(`run_start:${runStart}`);
  await expectNoAxeViolations(page);

  // A word the logs do not have.
  await page.getByRole('searchbox', { name: 'Search' }).fill(`${checkName} nosuchwordanywhere`);
  await expect(page.getByText('There are no logs matching the search query')).toBeVisible({ timeout: 30_000 });
});

test("a topology card's View Logs opens /logs on its component and first log selector", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signIn(page, baseURL!);
  // The demo topology is run by the runner's tick shortly after start; its payments-api carries log selectors.
  const component = await firstRowOnceThere<{ id: string; parent_id: string }>(
    page,
    '/api/db/components?name=eq.payments-api&deleted_at=is.null&select=id,parent_id,log_selectors',
  );
  await page.goto(`/topology/${component.parent_id}`);
  const card = page.getByRole('article', { name: 'payments-api', exact: true });
  await card.getByRole('button', { name: 'Actions for payments-api' }).click({ timeout: 30_000 });
  await page.getByRole('menuitem', { name: 'View Logs' }).click();
  await expect(page).toHaveURL(new RegExp(`/logs\\?topologyId=${component.id}`));
  await expect(page.getByRole('heading', { name: 'Logs - payments-api' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Log selector/ })).toContainText('checks');
  // Its selector is the seeded api/payments check's runs, which the runner never runs (historical data).
  await expect(page.getByText('There are no logs matching the search query')).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
});

test("a catalog item's View Logs opens /logs on the item and its selector: its scraper's runs", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signIn(page, baseURL!);
  // The demo scraper (run by the runner's first tick) gives every deployment a selector of its own runs.
  const item = await firstRowOnceThere<{ id: string; name: string }>(
    page,
    '/api/db/config_items_with_logs?type=eq.Kubernetes::Deployment&select=id,name&order=name.asc&limit=1',
  );
  await page.goto(`/catalog/${item.id}`);
  await page.getByRole('link', { name: 'View Logs' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/logs\\?configId=${item.id}`));
  await expect(page.getByRole('heading', { name: `Logs - ${item.name}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Log selector/ })).toContainText('scraper runs');
  const table = page.getByRole('table', { name: 'Log lines' });
  await expect(table.getByText(/Scraper demo-infrastructure \w+: \d+ item/).first()).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
});
