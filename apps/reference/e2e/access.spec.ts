import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';

test.use({ bypassCSP: true });

test('an admin creates a Custom-scope token, copies it, a read with it works, a write is refused, and after delete it is refused', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await signIn(page, baseURL!);
  await page.goto('/settings/tokens');
  await page.getByRole('button', { name: 'Create new token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new token' });
  await dialog.getByRole('textbox', { name: /Name/ }).fill('e2e-canary-reader');
  await dialog.getByRole('button', { name: /Scopes/ }).click();
  await page.getByRole('option', { name: 'Custom' }).click();
  const levels = dialog.getByRole('group', { name: 'Scope levels' });
  for (const object of ['MCP', 'Catalog', 'Application', 'Playbooks', 'Notification']) {
    await levels.getByRole('button', { name: new RegExp(`${object}$`) }).click();
    await page.getByRole('option', { name: 'None' }).click();
  }
  await expect(levels.getByRole('button', { name: /Canaries$/ })).toContainText('Read');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create token' }).click();

  const reveal = page.getByRole('dialog', { name: 'Token Created Successfully' });
  await expect(reveal).toBeVisible();
  await expect(page.getByText('Token created successfully', { exact: true })).toBeVisible();
  await reveal.getByRole('button', { name: 'Copy token' }).click();
  await expect(page.getByText('Token copied to clipboard')).toBeVisible();
  const token = await page.evaluate(() => navigator.clipboard.readText());
  expect(token.length).toBeGreaterThan(20);
  await expectNoAxeViolations(page);
  await reveal.getByRole('button', { name: 'Done' }).click();

  // From Node, with no cookie: only the token.
  const api = await playwright.request.newContext({ baseURL });
  const auth = { Authorization: `Bearer ${token}` };
  const read = await api.get('/api/db/canaries?select=id,name&limit=1', { headers: auth });
  expect(read.status(), await read.text()).toBe(200);
  const write = await api.post('/api/db/canaries', {
    headers: { ...auth, 'Content-Type': 'application/json' },
    data: { name: 'e2e-refused', namespace: 'default', spec: {} },
  });
  expect(write.status(), await write.text()).toBe(403);

  const row = page.getByRole('row').filter({ hasText: 'e2e-canary-reader' });
  await expect(row).toContainText('Custom: canaries');
  await row.getByRole('button', { name: 'Delete token e2e-canary-reader' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'e2e-canary-reader' })).toHaveCount(0);
  const after = await api.get('/api/db/canaries?select=id&limit=1', { headers: auth });
  expect(after.status()).toBe(401);
  await api.dispose();
});

test('Setup MCP from the help menu gives an mcp-only token that an MCP client can initialize with', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await signIn(page, baseURL!);
  await page.goto('/settings/tokens');
  await page.getByRole('button', { name: /Help/ }).click();
  await page.getByRole('menuitem', { name: 'Setup MCP' }).click();
  const setup = page.getByRole('dialog', { name: 'Setup MCP' });
  await setup.getByRole('button', { name: 'Create token' }).click();
  const reveal = page.getByRole('dialog', { name: 'Token Created Successfully' });
  await expect(reveal).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Setup MCP' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await reveal.getByRole('button', { name: 'Copy token' }).click();
  const token = await page.evaluate(() => navigator.clipboard.readText());
  await reveal.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Custom: mcp' }).first()).toBeVisible();

  // A real MCP client (the SDK's Streamable HTTP transport) with only the token.
  const mcp = new Client({ name: 'e2e', version: '1.0.0' });
  await mcp.connect(
    new StreamableHTTPClientTransport(new URL('/api/mcp', baseURL), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  const { tools } = await mcp.listTools();
  expect(tools.map((tool) => tool.name)).toContain('search_health_checks');
  const search = await mcp.callTool({ name: 'search_health_checks', arguments: { query: 'edge-http' } });
  expect(search.isError, JSON.stringify(search.content)).toBeFalsy();
  await mcp.close();
  // mcp only: the same token reads no canaries through the API.
  const api = await playwright.request.newContext({ baseURL });
  const read = await api.get('/api/db/canaries?select=id&limit=1', { headers: { Authorization: `Bearer ${token}` } });
  expect(read.status()).toBe(403);
  await api.dispose();
});

test('a feature flag hides a sidebar entry at once, and team members are added and removed', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!);
  await page.goto('/settings/feature-flags');
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link', { name: 'Logs' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Feature Flag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Feature Flag' });
  await dialog.getByRole('textbox', { name: /Name/ }).fill('logs.disable');
  await dialog.getByRole('textbox', { name: /Value/ }).fill('true');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Feature flag created')).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Logs' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The journeys share one server: the flag goes again, so Logs is back for the next one.
  const removed = await page.request.delete('/api/db/properties?name=eq.logs.disable', {
    headers: { Origin: baseURL! },
  });
  expect(removed.ok(), await removed.text()).toBe(true);

  const team = await page.request.post('/api/db/teams', {
    headers: { Origin: baseURL!, Prefer: 'return=representation' },
    data: { name: 'e2e-team' },
  });
  expect(team.ok(), await team.text()).toBe(true);
  const [{ id }] = (await team.json()) as [{ id: string }];
  await page.goto(`/settings/teams/${id}/members`);
  await expect(page.getByText("You haven't added any team members to the team yet.")).toBeVisible();
  await page.getByRole('button', { name: 'Add Members' }).click();
  const add = page.getByRole('dialog', { name: /Add Members/ });
  await add.getByRole('button', { name: /Users/ }).click();
  await page.getByRole('option', { name: /admin@example.com/ }).click();
  await page.keyboard.press('Escape');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(/ added to the team successfully$/)).toBeVisible();
  const remove = page.getByRole('button', { name: /^Remove user / });
  await expect(remove).toHaveCount(1);
  await remove.click();
  await expect(page.getByText("You haven't added any team members to the team yet.")).toBeVisible();
});

test('an admin gives a guest an access scope by tag; the guest sees only matching canaries on /health and through the API', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = `guest-${Date.now()}@example.com`;
  const password = 'guest-e2e-Passphrase-42';
  await signIn(page, baseURL!);
  const created = await page.request.post('/api/kratos/admin/identities', {
    headers: { Origin: baseURL! },
    data: {
      schema_id: 'default',
      traits: { email, name: { first: 'Gail', last: 'Guest' } },
      credentials: { password: { config: { password } } },
      metadata_admin: { role: 'guest' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/settings/access-scopes');
  await page.getByRole('button', { name: 'Add Access Scope' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Access Scope' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('e2e-platform-only');
  await dialog.getByRole('button', { name: /Guest\s*\*?$/ }).click();
  await page.getByRole('option', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
  await dialog.getByRole('button', { name: /Resources/ }).click();
  await page.getByRole('option', { name: 'Canary' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('group', { name: 'Scope 1' }).getByRole('textbox', { name: 'Tags' }).fill('team=platform');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Access Scope created')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'e2e-platform-only' })).toContainText(email);

  const checkOf = async (canary: string) => {
    const canaries = await page.request.get(`/api/db/canaries?select=id&name=eq.${canary}`);
    const [{ id: canaryId }] = (await canaries.json()) as [{ id: string }];
    const checks = await page.request.get(`/api/db/checks?select=id&canary_id=eq.${canaryId}&limit=1`);
    return ((await checks.json()) as [{ id: string }])[0].id;
  };
  const networkCheck = await checkOf('network');
  const platformCheck = await checkOf('edge-http');

  const guestContext = await browser.newContext({ baseURL, bypassCSP: true });
  const guest = await guestContext.newPage();
  await signIn(guest, baseURL!, email, password);
  const network = await guest.request.get('/api/db/canaries?select=name&name=eq.network');
  expect(await network.json()).toEqual([]);
  const platform = await guest.request.get('/api/db/canaries?select=name&name=eq.edge-http');
  expect(await platform.json()).toEqual([{ name: 'edge-http' }]);
  // A check outside the scope is refused by id too, as if it did not exist.
  const outside = await guest.request.get(`/api/canary/api/graph?check=${networkCheck}&start=1h`);
  expect(outside.status(), await outside.text()).toBe(404);
  const inside = await guest.request.get(`/api/canary/api/graph?check=${platformCheck}&start=1h`);
  expect(inside.status(), await inside.text()).toBe(200);
  await guest.goto('/health?hidePassing=false');
  const main = guest.getByRole('main');
  await expect(main.getByText('edge-http').first()).toBeVisible();
  await expect(main.getByText('network', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(guest);
  await guestContext.close();
});
