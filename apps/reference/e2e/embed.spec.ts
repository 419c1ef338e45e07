import { expectNoAxeViolations } from './axe';
import { createToken, expect, signInRequest, test } from './fixtures';

test('a plain host page embeds the health dashboard in embedded mode', async ({ page, playwright, baseURL }) => {
  // The portal's backend holds an access token; the page itself has no session (its own browser context).
  const admin = await playwright.request.newContext({ baseURL });
  await signInRequest(admin, baseURL!);
  // The Read preset of the token dialog, without MCP.
  const read = ['canaries', 'catalog', 'application', 'playbooks', 'notification'].map((object) => ({
    object,
    action: 'read',
  }));
  const token = await createToken(admin, baseURL!, 'acme portal', read);
  await admin.dispose();
  await page.goto(`/embed/index.html#token=${encodeURIComponent(token)}`);
  await expect(page).toHaveTitle('Acme developer portal: service health');
  const table = page.getByRole('table', { name: 'Acme service health' });
  await expect(table.getByRole('button', { name: /^edge-http: show/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await table.getByRole('button', { name: /^edge-http: show/ }).click();
  await table.getByRole('button', { name: 'homepage', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table', { name: 'Status history' })).toBeVisible();
  // Embedded: no Run Now, and the host's title and address stay as they were.
  await expect(dialog.getByRole('button', { name: 'Run Now' })).toHaveCount(0);
  await expect(page).toHaveTitle('Acme developer portal: service health');
  expect(new URL(page.url()).pathname).toBe('/embed/index.html');
  expect(new URL(page.url()).search).toBe('');
  // The token left the address bar as soon as the page read it.
  expect(new URL(page.url()).hash).toBe('');
});
