// The topology journeys (#21) on the built app: the landing page populated by the runner's demo topology, a red
// card leading through Zoom In to its failing child and that child's failing check on /health, filters that
// survive a reload, a topology created through the Custom Topology integration form appearing after Run now,
// and one card embedded at /view/topology/{id} without the shell.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect as baseExpect, signIn, test } from './fixtures';

// The tree is rolled up on every read and the page's chunk loads on first use: on a busy machine either can take
// longer than the default five seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

interface WireComponent {
  id: string;
  name: string;
  text?: string | null;
  health?: string;
  components?: WireComponent[];
}

const PAYMENTS = 'Payments platform';

async function roots(request: APIRequestContext): Promise<WireComponent[]> {
  const response = await request.get('/api/canary/api/topology');
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { components: WireComponent[] }).components;
}

const titleOf = (component: WireComponent) => component.text || component.name;

/** The demo topology is written at start and run by the check runner's tick shortly after; wait for its root. */
async function demoRoot(page: Page): Promise<WireComponent> {
  let found: WireComponent | undefined;
  await expect
    .poll(
      async () => {
        found = (await roots(page.request)).find((component) => titleOf(component) === PAYMENTS);
        return found?.health;
      },
      { timeout: 120_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBe('unhealthy');
  return found!;
}

function card(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

async function zoomInto(page: Page, name: string) {
  const target = card(page, name);
  await expect(target).toHaveAttribute('data-health', 'unhealthy');
  await expect(target.getByText('Unhealthy', { exact: true }).first()).toBeVisible();
  await target.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Zoom In' }).click();
  await expect(page).toHaveURL(/\/topology\/[0-9a-f-]{36}$/);
}

test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
});

test('signing in lands on a populated /topology', async ({ page }) => {
  await demoRoot(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/topology$/);
  await expect(page).toHaveTitle(/^Topology/);
  const payments = card(page, PAYMENTS);
  await expect(payments).toBeVisible();
  await expect(payments).toHaveAttribute('data-health', 'unhealthy');
  // Children are summarised unhealthy first, each with its health named.
  const children = payments.getByRole('group', { name: /^Components \(\d+\)$/ });
  await expect(children.getByRole('img').first()).toHaveAccessibleName('Unhealthy');
  await expect(payments.getByRole('group', { name: 'Checks' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/topology');
  await expectNoAxeViolations(page);
});

test('a red card leads through Zoom In to the failing child and its failing check on /health', async ({ page }) => {
  await demoRoot(page);
  await page.goto('/topology');
  await zoomInto(page, PAYMENTS);
  const sidebar = page.getByRole('complementary', { name: 'Component details' });
  await expect(sidebar.getByRole('heading', { name: PAYMENTS, level: 2 })).toBeVisible();
  await expectNoAxeViolations(page);
  // Services is red because payments-api is: follow the red cards down to the service.
  await zoomInto(page, 'Services');
  await zoomInto(page, 'payments-api');
  await expect(sidebar.getByRole('heading', { name: 'payments-api', level: 2 })).toBeVisible();
  const checks = sidebar.getByRole('region', { name: /^Checks \(\d+\)$/ });
  const failing = checks.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'Unhealthy' }) });
  await expect(failing).toHaveCount(1);
  const link = failing.getByRole('link');
  const checkName = (await link.textContent())!.trim();
  await expectNoAxeViolations(page);
  await link.click();
  await expect(page).toHaveURL(/\/health\?checkId=[0-9a-f-]{36}/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: new RegExp(checkName.split('/').at(-1)!) }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('filters survive a reload, and the sort is remembered', async ({ page }) => {
  await demoRoot(page);
  await page.goto('/topology');
  await expect(card(page, PAYMENTS)).toBeVisible();
  const bar = page.getByRole('search', { name: 'Topology filters' });
  await bar.getByRole('button', { name: /Health$/ }).click();
  await page.getByRole('option', { name: 'Unhealthy' }).click();
  await expect(page).toHaveURL(/status=unhealthy/);
  await bar.getByRole('button', { name: /Sort by$/ }).click();
  await page.getByRole('option', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sortBy=name/);
  await page.reload();
  await expect(bar.getByRole('button', { name: /Health$/ })).toHaveText(/Unhealthy/, { timeout: 20_000 });
  await expect(bar.getByRole('button', { name: /Sort by$/ })).toHaveText(/Name/);
  await expect(card(page, PAYMENTS)).toBeVisible();
  // Every card shown is unhealthy.
  for (const article of await page.getByRole('article').all())
    await expect(article).toHaveAttribute('data-health', 'unhealthy');
  // Without a query string the remembered sort applies.
  await page.goto('/topology');
  await expect(bar.getByRole('button', { name: /Sort by$/ })).toHaveText(/Name/, { timeout: 20_000 });
  await expectNoAxeViolations(page);
});

test('a topology created through the Custom Topology form appears after Run now', async ({ page, baseURL }) => {
  const name = `e2e-topology-${Date.now()}`;
  await page.goto('/settings/integrations');
  await page.getByRole('button', { name: 'Add Integration' }).click();
  await page.getByRole('dialog', { name: 'Add Integration' }).getByRole('button', { name: 'Custom Topology' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Integration Custom Topology' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog
    .getByRole('textbox', { name: 'Spec' })
    .fill('schedule: "@every 1h"\ncomponents:\n  - name: e2e-service\n    type: Service\n    icon: server');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/topology$/);
  const saved = await page.request.get(`/api/db/topologies?select=id&name=eq.${encodeURIComponent(name)}`);
  const [row] = (await saved.json()) as Array<{ id: string }>;
  const id = row!.id;
  // Run now: the topologies' Run now (POST /api/topology/{id}/run) answers when the run has finished.
  const run = await page.request.post(`/api/topology/${id}/run`, { headers: { Origin: baseURL! } });
  expect(run.ok(), await run.text()).toBe(true);
  await page.reload();
  const created = card(page, name);
  await expect(created).toBeVisible();
  await expect(
    created.getByRole('group', { name: 'Components (1)' }).getByRole('link', { name: 'e2e-service' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/view/topology/{id} renders one card without the shell', async ({ page }) => {
  const root = await demoRoot(page);
  await page.goto(`/view/topology/${root.id}`);
  const only = card(page, PAYMENTS);
  await expect(only).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  // No shell: no sidebar navigation, no Dashboard entry, no actions menu on the embedded card.
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(only.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
