import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
});

/**
 * Replaces the Monaco editor's text in one insertion. The spec is written in YAML's flow style on one line: Monaco
 * indents each new line like the one before it, which would nest block YAML typed into it.
 */
async function replaceSpec(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: 'Spec' });
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test('a writer writes a new playbook in the editor, runs it from /playbooks with a parameter and reads its output in the runs', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const title = `Echo greeting ${stamp}`;
  const greeting = `hello from e2e ${stamp}`;

  await page.goto('/playbooks');
  await page.getByRole('button', { name: 'New playbook' }).click();
  await expect(page).toHaveURL(/\/playbooks\/new$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'New playbook' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(`echo-greeting-${stamp}`);

  // Monaco loads from the bundle; a misspelt field is named by the schema's message under the editor.
  await expect(page.locator('.monaco-editor')).toBeVisible({ timeout: 30_000 });
  await replaceSpec(
    page,
    '{category: E2E, parameters: [{name: greeting, label: Greeting, type: text, required: true}], ' +
      'actions: [{name: echo greeting, timeout: 30s, exec: {scrpt: echo $PARAM_GREETING}}]}',
  );
  const problems = page.getByRole('list', { name: /problems in the spec/ });
  await expect(problems).toContainText('Line 1: spec.actions[0].exec.scrpt: unknown field "scrpt"');
  await expect(page.locator('.monaco-editor .squiggly-error').first()).toBeAttached();
  await expectNoAxeViolations(page);

  await replaceSpec(
    page,
    '{category: E2E, parameters: [{name: greeting, label: Greeting, type: text, required: true}], ' +
      'actions: [{name: echo greeting, timeout: 30s, exec: {script: echo greeting=$PARAM_GREETING}}]}',
  );
  await expect(page.getByText('The spec matches the playbook schema')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved ${title}`)).toBeVisible();
  await expect(page).toHaveURL(/\/playbooks$/);

  // Run it from its card with the parameter filled in.
  const card = page.getByRole('region', { name: title });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Run ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox', { name: /Greeting/ }).fill(greeting);
  await dialog.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page).toHaveURL(/\/playbooks\/runs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('article', { name: title }).getByRole('status')).toHaveText('completed', {
    timeout: 30_000,
  });

  // The playbook's runs list names it and lists the run; the run's page shows the script's real output.
  await page.goto('/playbooks');
  const runsLink = page.getByRole('region', { name: title }).getByRole('link', { name: `Runs of ${title}` });
  const href = await runsLink.getAttribute('href');
  expect(href).toMatch(/^\/playbooks\/runs\?playbook=[0-9a-f-]{36}$/);
  await runsLink.click();
  await expect(page.getByRole('heading', { level: 1, name: `${title} Playbook Runs` })).toBeVisible({
    timeout: 20_000,
  });
  const runs = page.getByRole('table', { name: 'Playbook runs' });
  await expect(runs.getByText('completed')).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await runs.getByRole('link', { name: title }).click();
  const run = page.getByRole('article', { name: title });
  await expect(run.getByRole('status')).toHaveText('completed', { timeout: 30_000 });
  const output = run.getByRole('article', { name: 'echo greeting' }).getByLabel('Output of echo greeting');
  await expect(output).toContainText(`greeting=${greeting}`);
  await expectNoAxeViolations(page);

  // Edit shows the saved spec back, in the editor.
  await page.goto('/playbooks');
  await page
    .getByRole('region', { name: title })
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);
  await expect(page.locator('.monaco-editor')).toContainText('PARAM_GREETING', { timeout: 30_000 });
  await expectNoAxeViolations(page);
});
