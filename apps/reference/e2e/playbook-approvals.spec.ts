import { expectNoAxeViolations } from './axe';
import { ADMIN_EMAIL, expect, signIn, test } from './fixtures';

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
});

test('a run of a playbook that asks for approval waits, its approver approves it on the run page, and it completes', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = `Approved ping ${Date.now()}`;
  // A playbook naming the signed-in administrator as its one approver; its action calls this server's health.
  const created = await page.request.post('/api/db/playbooks', {
    headers: { Origin: baseURL!, Prefer: 'return=representation' },
    data: {
      name: `approved-ping-${Date.now()}`,
      title,
      source: 'UI',
      spec: {
        approval: { type: 'any', approvers: { people: [ADMIN_EMAIL] } },
        actions: [{ name: 'ping health', timeout: '10s', http: { url: `${baseURL}/api/health`, method: 'GET' } }],
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const [{ id: playbookId }] = (await created.json()) as [{ id: string }];

  const started = await page.request.post('/api/playbook/run', {
    headers: { Origin: baseURL! },
    data: { id: playbookId },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { run_id: runId } = (await started.json()) as { run_id: string };

  // The runs list for the playbook shows it waiting, in words; its name opens the run.
  await page.goto(`/playbooks/runs?playbook=${playbookId}`);
  await expect(page.getByRole('heading', { level: 1, name: `${title} Playbook Runs` })).toBeVisible({
    timeout: 20_000,
  });
  const runs = page.getByRole('table', { name: 'Playbook runs' });
  await expect(runs.getByText('pending approval')).toBeVisible();
  await expectNoAxeViolations(page);
  await runs.getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(new RegExp(`/playbooks/runs/${runId}$`));
  const run = page.getByRole('article', { name: title });
  await expect(run.getByRole('status')).toHaveText('pending approval');
  const approval = run.getByRole('region', { name: 'Approval' });
  await expect(approval.getByText(/^Needs approval from any approver: /)).toBeVisible();
  await expect(approval.getByText('Nobody has approved this run yet.')).toBeVisible();
  await expect(run.getByText('No action has started yet.')).toBeVisible();
  await expect(approval.getByRole('button', { name: 'Reject' })).toBeVisible();
  await expectNoAxeViolations(page);

  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(run.getByRole('status')).toHaveText('completed', { timeout: 30_000 });
  await expect(approval.getByRole('list', { name: 'Approvals' }).getByText(/^Approved by /)).toBeVisible();
  await expect(approval.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(approval.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  const action = run.getByRole('article', { name: 'ping health' });
  await expect(action.getByText('completed', { exact: true })).toBeVisible();
  await expect(action.getByText('HTTP status: 200')).toBeVisible();
  await expectNoAxeViolations(page);
});
