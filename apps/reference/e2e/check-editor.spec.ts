import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
});

// #28: Edit on an existing check opens the typed check editor (not the generic YAML editor) on that check of its
// canary; a header and a description added in the form are saved into the canary and show in the check's spec.
test('edits an existing HTTP check in the typed editor: a header and a description reach the check spec', async ({
  page,
}) => {
  const checkName = 'server health';
  await page.goto('/health?hidePassing=false');
  await page.getByRole('searchbox', { name: 'Search' }).fill(checkName);
  const checks = page.getByRole('table', { name: 'Health checks' });
  await checks.getByRole('button', { name: checkName, exact: true }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/checkId=/);
  const checkId = new URL(page.url()).searchParams.get('checkId')!;

  // The check detail's Edit opens the typed editor on this check (its canary also holds TCP, DNS, exec and folder).
  await page.getByRole('dialog').getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/canaries\/[^/?]+\?type=http&check=server\+health$/);
  const editorUrl = page.url();
  const form = page.getByRole('form', { name: 'HTTP check' });
  await expect(form.getByRole('tab', { name: 'Form', selected: true })).toBeVisible({ timeout: 20_000 });
  await expect(form.getByRole('tab', { name: 'Code' })).toBeVisible();
  await expect(form.getByRole('link', { name: /HTTP check documentation/ })).toHaveAttribute(
    'href',
    /canary-checker\/reference\/http$/,
  );
  await expect(form.getByRole('textbox', { name: /^URL/ })).toHaveValue(/\/api\/health$/);
  // The generic editor stays one link away for the canary as a whole.
  await expect(form.getByRole('link', { name: 'Edit the canary as a resource' })).toHaveAttribute(
    'href',
    /\?editor=resource$/,
  );
  await expectNoAxeViolations(page);

  await form.getByRole('textbox', { name: /^Headers/ }).fill('X-Check-Editor: e2e');
  await form.getByRole('textbox', { name: /^Description/ }).fill('Edited in the typed editor');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/health/);

  await page.goto(`/health?checkId=${checkId}&timeRange=1h`);
  const detail = page.getByRole('dialog');
  await detail.getByRole('tab', { name: 'Spec' }).click();
  const spec = detail.getByRole('tabpanel', { name: 'Spec' });
  await expect(spec).toContainText('X-Check-Editor', { timeout: 20_000 });
  await expect(spec).toContainText('value: e2e');
  await expect(spec).toContainText('description: Edited in the typed editor');
  await expectNoAxeViolations(page);

  // The generic editor of the whole canary still opens, from the typed editor's link.
  await page.goto(editorUrl);
  await page.getByRole('link', { name: 'Edit the canary as a resource' }).click();
  await expect(page).toHaveURL(/\?editor=resource$/);
  await expect(page.getByRole('tab', { name: 'Spec' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: 'Job History' })).toBeVisible();
});
