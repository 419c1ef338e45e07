import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';

// Every journey starts signed in as the first-start administrator.
test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
});

/** A ui Select: its trigger is named by its value, then its label; the options are in a listbox. */
async function choose(page: Page, scope: Page | Locator, label: RegExp, option: string) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** The run page as a user reads it once the run finished: status, target, parameters, real output. */
async function expectCompletedRun(page: Page, note: string) {
  const run = page.getByRole('article', { name: 'Collect diagnostics' });
  await expect(run.getByRole('status')).toHaveText('completed', { timeout: 30_000 });
  await expect(run.getByRole('link', { name: 'Check api/orders' })).toBeVisible();
  await expect(run.getByRole('table', { name: 'Parameters' }).getByRole('cell', { name: note })).toBeVisible();
  const action = run.getByRole('article', { name: 'collect diagnostics' });
  await expect(action.getByText('completed', { exact: true })).toBeVisible();
  await expect(action.getByText('Exit code: 0')).toBeVisible();
  // The script's real stdout, written by the server's executor.
  const output = action.getByLabel('Output of collect diagnostics');
  await expect(output).toContainText('check: api/orders (');
  await expect(output).toContainText(`note: ${note}`);
  await expect(output).toContainText(/collected at \d{4}-\d{2}-\d{2}T/);
  return run;
}

async function expectIncident(page: Page, title: string) {
  const incident = page.getByRole('article', { name: new RegExp(`^INC\\d+: ${title}$`) });
  await expect(incident).toBeVisible();
  await expect(incident.getByText('High', { exact: true })).toBeVisible();
  await expect(incident.getByText('Performance', { exact: true })).toBeVisible();
  await expect(incident.getByText('open', { exact: true })).toBeVisible();
  // A new incident gets a root hypothesis with its own title, and the check's evidence under it.
  const hypothesis = incident.getByRole('article', { name: title });
  await expect(hypothesis.getByText('Type: root')).toBeVisible();
  const evidence = hypothesis.getByRole('list', { name: `Evidence for ${title}` });
  await expect(evidence.getByText('check evidence')).toBeVisible();
  await expect(evidence.getByRole('link', { name: 'Check api/orders' })).toBeVisible();
  return incident;
}

test('a new user runs a playbook on a check, reads its output, and attaches the check to a new incident', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/health');
  await page.getByText('Hide Passing', { exact: true }).click();
  await choose(page, page, /Group By$/, 'No Grouping');
  await page
    .getByRole('table', { name: 'Health checks' })
    .getByRole('button', { name: 'api/orders', exact: true })
    .click();
  const detail = page.getByRole('dialog', { name: /api\/orders/ });
  await expect(detail.getByRole('heading', { name: /api\/orders/ })).toBeVisible();

  // Playbooks → Collect diagnostics: the note starts from the playbook's template, the user changes it.
  await detail.getByRole('button', { name: 'Playbooks' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Collect diagnostics' }).click();
  const runDialog = page.getByRole('dialog', { name: 'Collect diagnostics' });
  const noteField = runDialog.getByRole('textbox', { name: /Note/ });
  await expect(noteField).toHaveValue('Investigating api/orders');
  const note = 'e2e: orders are slow';
  await noteField.fill(note);
  await runDialog.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByText('Playbook Collect diagnostics started')).toBeVisible();
  await page.getByRole('link', { name: 'View run' }).click();

  await expect(page).toHaveURL(/\/playbooks\/runs\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle('Playbook run | Mission Control');
  await expectCompletedRun(page, note);
  await expectNoAxeViolations(page);
  await page.reload();
  const run = await expectCompletedRun(page, note);
  await expectNoAxeViolations(page);

  // Back to the check through the run's target link, then Attach as Evidence to a new incident.
  await run.getByRole('link', { name: 'Check api/orders' }).click();
  await expect(page).toHaveURL(/\/health\?.*checkId=/);
  const checkDetail = page.getByRole('dialog', { name: /api\/orders/ });
  await checkDetail.getByRole('button', { name: 'Attach as Evidence' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Link to Incident' });
  const title = `Orders slow ${Date.now()}`;
  await linkDialog.getByRole('combobox', { name: /^Incident/ }).fill(title);
  await page.getByRole('option', { name: `Create "${title}"` }).click();
  await choose(page, linkDialog, /Severity/, 'High');
  await choose(page, linkDialog, /Type/, 'Performance');
  await linkDialog.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(page.getByText('Linked to incident successfully')).toBeVisible();
  await page.getByRole('link', { name: 'View incident' }).click();

  await expect(page).toHaveURL(/\/incidents\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle('Incident | Mission Control');
  await expectIncident(page, title);
  await expectNoAxeViolations(page);
  await page.reload();
  await expectIncident(page, title);
  await expectNoAxeViolations(page);
});

// A missing run answers 404, which the browser logs as a console error, so that state is
// covered by the widget's tests and stories; a missing incident is an empty PostgREST read.
test('an incident that does not exist says so', async ({ page }) => {
  await page.goto('/incidents/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Incident not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});
