import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

// The server's CSP allows no inline scripts; axe is injected as one.
test.use({ bypassCSP: true });

const ADMIN_EMAIL = process.env.MC_ADMIN_EMAIL || 'admin@example.com';
const ADMIN_PASSWORD = process.env.MC_ADMIN_PASSWORD ?? '';
const VIEWER_PASSWORD = 'viewer-e2e-Passphrase-71';

async function signIn(page: Page, email: string, password: string, returnTo = '/health') {
  await page.goto(`/login?return_to=${encodeURIComponent(returnTo)}`);
  await page.getByRole('textbox', { name: /e-?mail/i }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[?]/g, '\\?')}$`));
}

/** Gives the seeded demo viewer a password through the identity admin API, as an administrator. */
async function prepareViewer(request: APIRequestContext, baseURL: string) {
  const flow = await request.get('/api/kratos/self-service/login/browser', { headers: { Accept: 'application/json' } });
  const body = (await flow.json()) as {
    id: string;
    ui: { nodes: Array<{ attributes: { name?: string; value?: unknown } }> };
  };
  const csrf = body.ui.nodes.find((node) => node.attributes.name === 'csrf_token')?.attributes.value;
  const login = await request.post(`/api/kratos/self-service/login?flow=${body.id}`, {
    headers: { Accept: 'application/json', Origin: baseURL },
    data: { method: 'password', identifier: ADMIN_EMAIL, password: ADMIN_PASSWORD, csrf_token: csrf },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const found = await request.get('/api/kratos/admin/identities?credentials_identifier=viewer%40example.com');
  expect(found.ok(), await found.text()).toBe(true);
  const [viewer] = (await found.json()) as Array<{ id: string; schema_id: string; traits: unknown }>;
  expect(viewer).toBeTruthy();
  const put = await request.put(`/api/kratos/admin/identities/${viewer!.id}`, {
    headers: { Origin: baseURL },
    data: {
      schema_id: viewer!.schema_id,
      traits: viewer!.traits,
      state: 'active',
      credentials: { password: { config: { password: VIEWER_PASSWORD } } },
    },
  });
  expect(put.ok(), await put.text()).toBe(true);
}

test('every sidebar entry is reachable by keyboard alone, with the current page marked', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Health' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  // The areas, then the demo's sidebar view.
  const entries = [
    'Dashboard',
    'Health',
    'Incidents',
    'Catalog',
    'Logs',
    'Playbooks',
    'Applications',
    'Catalog summary',
  ];
  await nav.getByRole('link', { name: /home/ }).focus();
  for (const name of entries) {
    const link = nav.getByRole('link', { name, exact: true });
    await page.keyboard.press('ArrowDown');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoAxeViolations(page);
    await link.focus();
  }
  // The Settings group opens from the keyboard too.
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('button', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('list', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a date format and time zone chosen in Preferences show in the check detail', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Preferences' }).click();
  await expect(page.getByRole('dialog', { name: 'Preferences' })).toBeVisible();
  await page.getByRole('button', { name: /Date format/ }).click();
  await page.getByRole('option', { name: /^Full/ }).click();
  await page.getByRole('button', { name: /Display time zone/ }).click();
  // The list starts with Browser, then zones by offset: take the first zone after Browser.
  await expect(page.getByRole('option').first()).toHaveText(/^Browser/);
  const zone = ((await page.getByRole('option').nth(1).textContent()) ?? '').split(' (')[0]!;
  await page.getByRole('option').nth(1).click();
  await expect(page.getByRole('button', { name: /Display time zone/ })).toContainText(zone);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Preferences' })).toHaveCount(0);
  // Checked closed: ui's popover layer sits outside the page landmarks (axe 'region'), a ui matter.
  await expectNoAxeViolations(page);

  // Open the first check's detail; its status history shows full-format times.
  // Open a check that has run (the page's own session makes the call).
  const summary = await page.request.get('/api/canary/api/summary');
  expect(summary.ok(), await summary.text()).toBe(true);
  const checks = ((await summary.json()) as { checks_summary?: Array<{ id: string; last_runtime?: string }> })
    .checks_summary;
  const check = checks?.find((item) => item.last_runtime) ?? checks?.[0];
  await page.goto(`/health?checkId=${check!.id}&timeRange=1h`);
  const dialog = page.getByRole('dialog');
  const history = dialog.getByRole('table', { name: 'Status history' });
  await expect(history).toBeVisible({ timeout: 30_000 });
  // Status history keeps UTC (operations spec) in the chosen format.
  await expect(history.getByRole('cell').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2} \d\d:\d\d:\d\d\.\d{3}$/);
  // The last run's full time (its title) is in the chosen zone.
  const lastRun = dialog.locator('dd time').first();
  const iso = await lastRun.getAttribute('datetime');
  await expect(lastRun).toHaveAttribute('title', fullIn(iso!, zone));
});

/** `Jan 1 10:30:01.999` in a zone, as the Full format writes it. */
function fullIn(iso: string, zone: string): string {
  const date = new Date(iso);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const ms = String(date.getUTCMilliseconds()).padStart(3, '0');
  return `${parts.month} ${parts.day} ${parts.hour}:${parts.minute}:${parts.second}.${ms}`;
}

test('a viewer sees no Settings group', async ({ page, baseURL }) => {
  await prepareViewer(page.context().request, baseURL!);
  await page.context().clearCookies();
  await signIn(page, 'viewer@example.com', VIEWER_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Health' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a disabled feature hides its sidebar entry', async ({ page, baseURL }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Logs' })).toBeVisible();
  const write = { headers: { Origin: baseURL!, Prefer: 'return=representation' } };
  const added = await page.request.post('/api/db/properties', {
    ...write,
    data: { name: 'logs.disable', value: 'true' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  try {
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Health' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Logs' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    const removed = await page.request.delete('/api/db/properties?name=eq.logs.disable', write);
    expect(removed.ok(), await removed.text()).toBe(true);
  }
});

test('a view flagged for the sidebar gets its own entry, and leaves with it', async ({ page, baseURL }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Health' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cloud costs' })).toHaveCount(0);
  const write = { headers: { Origin: baseURL!, Prefer: 'return=representation' } };
  const added = await page.request.post('/api/db/views', {
    ...write,
    data: { name: 'e2e-cloud-costs', spec: { display: { title: 'Cloud costs', sidebar: true, ordinal: 1 } } },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const [view] = (await added.json()) as Array<{ id: string }>;
  try {
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Cloud costs' })).toHaveAttribute('href', `/views/${view!.id}`);
    await expectNoAxeViolations(page);
  } finally {
    const removed = await page.request.patch(`/api/db/views?id=eq.${view!.id}`, {
      ...write,
      data: { deleted_at: new Date().toISOString() },
    });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Health' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cloud costs' })).toHaveCount(0);
});
