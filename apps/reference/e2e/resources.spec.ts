import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';

// The generic settings lists and resource editor (operations §2.10). Each journey removes what it adds.

test('a team created in the generic editor gets two members, and one is removed again', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signIn(page, baseURL!);
  const stamp = Date.now();
  const email = `member-${stamp}@example.com`;
  const person = await page.request.post('/api/kratos/admin/identities', {
    headers: { Origin: baseURL! },
    data: { schema_id: 'default', traits: { email, name: { first: 'Mia', last: 'Member' } } },
  });
  expect(person.status(), await person.text()).toBe(201);
  const identityId = ((await person.json()) as { id: string }).id;

  await page.goto('/settings/teams');
  await expect(page.getByRole('button', { name: 'New' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/settings\/teams\/new$/);
  const team = `e2e-team-${stamp}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(team);
  await expect(page.getByRole('textbox', { name: 'Icon' })).toHaveValue('group');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/settings\/teams\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: team })).toBeVisible();

  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page.getByText("You haven't added any team members to the team yet.")).toBeVisible();
  await page.getByRole('button', { name: 'Add Members' }).click();
  const add = page.getByRole('dialog', { name: /Add Members/ });
  await add.getByRole('button', { name: /Users/ }).click();
  await page.getByRole('option', { name: /admin@example\.com/ }).click();
  await page.getByRole('option', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
  await add.getByRole('button', { name: 'Add' }).click();
  // The toasts of operations §8.
  await expect(page.getByText(/ added to the team successfully$/)).toBeVisible();
  const remove = page.getByRole('button', { name: /^Remove user / });
  await expect(remove).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Remove user Mia Member' }).click();
  await expect(page.getByText('Mia Member removed from team successfully')).toBeVisible();
  await expect(remove).toHaveCount(1);

  // The old members link opens the same tab.
  const teamUrl = new URL(page.url()).pathname;
  await page.goto(`${teamUrl}/members`);
  await expect(page.getByRole('tab', { name: 'Members', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove user / })).toHaveCount(1);

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this resource?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${team} deleted successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/teams$/);

  const removed = await page.request.delete(`/api/kratos/admin/identities/${identityId}`, {
    headers: { Origin: baseURL! },
  });
  expect(removed.ok(), await removed.text()).toBe(true);
});

test('/settings/canaries lists the canaries; opening one edits it; deleting it asks first and toasts', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page, baseURL!);
  // A throwaway canary, so the shared seed stays as the later journeys expect it.
  const name = `e2e-canary-${Date.now()}`;
  const created = await page.request.post('/api/db/canaries', {
    headers: { Origin: baseURL!, Prefer: 'return=representation' },
    data: { name, namespace: 'default', spec: { http: [{ name, url: `${baseURL}/api/health` }] } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const [{ id }] = (await created.json()) as [{ id: string }];

  await page.goto('/settings/canaries');
  const table = page
    .getByRole('grid', { name: 'Health Checks' })
    .or(page.getByRole('table', { name: 'Health Checks' }));
  await expect(table.getByText(name)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New check' })).toBeVisible();
  await expectNoAxeViolations(page);
  await table.getByText(name).click();
  await expect(page).toHaveURL(new RegExp(`/settings/canaries/${id}$`));
  // Opening a canary edits its check in the typed editor (#28); the canary as a whole is one link away.
  await expect(page.getByRole('form', { name: 'HTTP check' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await page.getByRole('link', { name: 'Edit the canary as a resource' }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/canaries/${id}\\?editor=resource$`));
  await expect(page.getByRole('tab', { name: 'Spec' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Job History' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  // The spec is in the Monaco YAML editor.
  await expect(page.getByRole('textbox', { name: 'Spec' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.view-lines').filter({ hasText: 'url:' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /Schedule/ }).click();
  await page.getByRole('option', { name: '@every 5m' }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/\/settings\/canaries$/);
  const stored = await page.request.get(`/api/db/canaries?id=eq.${id}&select=schedule`);
  expect(await stored.json()).toEqual([{ schedule: '@every 5m' }]);

  await table.getByText(name).click();
  await page.getByRole('link', { name: 'Edit the canary as a resource' }).click();
  await page.getByRole('tab', { name: 'Job History' }).click();
  // Every write of a canary reconciles it, and each reconcile leaves a job row for that canary.
  const jobs = page.getByRole('grid', { name: 'Job History' }).or(page.getByRole('table', { name: 'Job History' }));
  await jobs.getByText('CanaryReconcile').first().click();
  const details = page.getByRole('dialog', { name: 'Details for job CanaryReconcile' });
  await expect(details.getByRole('tab', { name: 'Reconcile Summary' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this resource?');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} deleted successfully`)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/canaries$/);
  await expect(table.getByText(name)).toHaveCount(0);
});
