import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// The other journeys bypass the server's Content-Security-Policy (axe is injected as an inline script), so none of
// them would see a violation. Here the policy applies as it does for users, and every violation the browser
// reports (a `securitypolicyviolation` event, even one the page's code caught) fails the journey.
test.use({ bypassCSP: false });

async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations ?? []);
}

test('#25: no Content-Security-Policy violation on the main pages and in the Monaco editors', async ({
  page,
  baseURL,
}) => {
  const violations = await watchViolations(page);
  await signIn(page, baseURL!);
  for (const path of [
    '/demo/',
    '/embed/index.html',
    '/health',
    '/catalog',
    '/topology',
    '/catalog/changes',
    '/settings/canaries',
  ]) {
    await page.goto(path);
    // Violations come as the page's modules load and its first data arrives.
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    expect(await violations(), `violations on ${path}`).toEqual([]);
  }
  // The canary editor: Monaco with its YAML language worker and the bundled schema.
  await page
    .getByRole('grid', { name: 'Health Checks' })
    .or(page.getByRole('table', { name: 'Health Checks' }))
    .getByRole('row')
    .nth(1)
    .click();
  // A row opens the typed check editor; its canary's generic editor holds the whole spec in Monaco.
  await page.getByRole('link', { name: 'Edit the canary as a resource' }).click();
  await expect(page.getByRole('textbox', { name: 'Spec' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.view-lines').first()).toBeVisible();
  // Give the editor's worker a moment to start and validate.
  await page.waitForTimeout(1_500);
  expect(await violations(), 'violations in the canary editor').toEqual([]);
});
