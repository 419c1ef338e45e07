import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';

// #28's loose ends on the built app, each as a new user meets it, signed in as the first-start administrator.
test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
});

const params = (url: string) => new URL(url).searchParams;

test('#28 the check detail time range is picked in the time-range picker and kept in the URL', async ({ page }) => {
  // The check as a link opens it (operations §2.2: /health?checkId={id}).
  const found = await page.request.get('/api/db/checks?select=id&name=eq.api/orders');
  const [check] = (await found.json()) as Array<{ id: string }>;
  await page.goto(`/health?checkId=${check!.id}`);
  const detail = page.getByRole('dialog', { name: /api\/orders/ });
  await expect(detail.getByRole('heading', { name: /api\/orders/ })).toBeVisible();

  await detail.getByRole('button', { name: /^Time Range: Last / }).click();
  const picker = page.getByRole('dialog', { name: 'Time Range' });
  await expect(picker.getByRole('listbox', { name: 'Relative ranges' })).toBeVisible();
  // axe with the picker open: its panel is portalled out of the page's landmarks and must still pass 'region'.
  await expectNoAxeViolations(page);
  await picker.getByRole('option', { name: 'Last 6 hours', exact: true }).click();
  await expect(picker).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/timeRange=6h/);

  await page.reload();
  expect(params(page.url()).get('timeRange')).toBe('6h');
  const reloaded = page.getByRole('dialog', { name: /api\/orders/ });
  await expect(reloaded.getByRole('button', { name: 'Time Range: Last 6 hours' })).toBeVisible();
  // The graph and the history answer for the picked range (defect 9: no 400 for any range).
  await expect(reloaded.getByRole('table', { name: 'Status history' })).toBeVisible();
  await expect(reloaded.getByText('Uptime', { exact: true })).toBeVisible();
});

test('#28 a playbook runs against a catalog item chosen in the resource picker and opens its run', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The catalog's people (MissionControl::User) are there from the first start; the picker searches as one types.
  await expect
    .poll(
      async () => {
        const found = await page.request.post('/api/resources/search', {
          headers: { Origin: baseURL! },
          data: { configs: [{ search: 'Viewer', limit: 5 }] },
        });
        return found.ok() ? (((await found.json()) as { configs?: unknown[] }).configs?.length ?? 0) : 0;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  // A playbook for catalog items (the seeded ones are for checks), written as the resource editor writes one.
  const title = `Describe person ${Date.now()}`;
  const created = await page.request.post('/api/db/playbooks', {
    headers: { Origin: baseURL!, Prefer: 'return=representation' },
    data: {
      name: `describe-person-${Date.now()}`,
      title,
      category: 'Diagnostics',
      spec: {
        title,
        category: 'Diagnostics',
        configs: [{ types: ['MissionControl::User'] }],
        actions: [{ name: 'describe', timeout: '30s', exec: { script: 'echo "person: $CONFIG_NAME"' } }],
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto('/playbooks');
  await page.getByRole('button', { name: `Run ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  const resource = dialog.getByRole('combobox', { name: /^Resource/ });
  await resource.fill('Viewer');
  const option = page.getByRole('option', { name: /^Viewer Demo/ });
  await expect(option).toBeVisible();
  // axe with the resource picker's listbox open: it is portalled into the run dialog, a region to axe.
  await expectNoAxeViolations(page);
  await option.click();
  await expect(resource).toHaveValue('Viewer Demo');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Run', exact: true }).click();

  await expect(page).toHaveURL(/\/playbooks\/runs\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle('Playbook run | Mission Control');
  const run = page.getByRole('article', { name: title });
  await expect(run.getByRole('status')).toHaveText('completed', { timeout: 30_000 });
  await expect(run.getByText(/^Catalog item /)).toBeVisible();
  // The action ran against the chosen item: the executor hands it its name.
  await expect(run.getByRole('article', { name: 'describe' })).toContainText('person: Viewer Demo');
});

test('#28 an address with no page says the page does not exist and leads home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(/does not exist|There is no page at/)).toBeVisible();
  await expect(page.getByText(/not built yet/i)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/health/);
});

test('#28 an unknown /api path is a JSON 404, not the app', async ({ page }) => {
  const response = await page.request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toMatch(/application\/json/);
  const body = (await response.json()) as { error?: unknown };
  expect(typeof body.error).toBe('string');
});
