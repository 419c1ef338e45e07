import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const run = promisify(execFile);

/** The admin's password: the e2e server starts with MC_ADMIN_PASSWORD (see start-server.mjs). */
const ADMIN_EMAIL = process.env.MC_ADMIN_EMAIL || 'admin@example.com';
const ADMIN_PASSWORD = process.env.MC_ADMIN_PASSWORD ?? '';

/** Signs the page's browser context in through the identity service's browser login flow. */
async function signInAsAdmin(page: Page, baseURL: string) {
  expect(ADMIN_PASSWORD, 'run the e2e with MC_ADMIN_PASSWORD set (the server signs the admin in with it)').not.toBe('');
  const flow = await page.request.get('/api/kratos/self-service/login/browser', {
    headers: { Accept: 'application/json' },
  });
  expect(flow.ok(), await flow.text()).toBe(true);
  const body = (await flow.json()) as {
    id: string;
    ui: { nodes: Array<{ attributes: { name?: string; value?: unknown } }> };
  };
  const csrf = body.ui.nodes.find((node) => node.attributes.name === 'csrf_token')?.attributes.value;
  const login = await page.request.post(`/api/kratos/self-service/login?flow=${body.id}`, {
    headers: { Accept: 'application/json', Origin: baseURL },
    data: { method: 'password', identifier: ADMIN_EMAIL, password: ADMIN_PASSWORD, csrf_token: csrf },
  });
  expect(login.ok(), await login.text()).toBe(true);
}

test('kubectl with a downloaded kubeconfig lists the seeded canaries, applies a canary that runs, and deletes it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page, baseURL!);

  const download = await page.request.get('/api/kubeconfig');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="[^"]+\.yaml"$/);
  const dir = mkdtempSync(join(tmpdir(), 'mc-kubectl-'));
  const kubeconfig = join(dir, 'kubeconfig');
  writeFileSync(kubeconfig, await download.text(), { mode: 0o600 });
  const kubectl = async (...args: string[]) =>
    (await run('kubectl', args, { env: { ...process.env, KUBECONFIG: kubeconfig }, timeout: 30_000 })).stdout;

  try {
    const listed = await kubectl('get', 'canaries', '-A');
    expect(listed).toMatch(/^NAMESPACE\s+NAME\s+CHECKS\s+STATUS\s+AGE/);
    for (const name of ['edge-http', 'databases', 'warehouse', 'staging-smoke']) expect(listed).toContain(name);

    const manifest = join(dir, 'canary.yaml');
    writeFileSync(
      manifest,
      [
        'apiVersion: canaries.flanksource.com/v1',
        'kind: Canary',
        'metadata:',
        '  name: kubectl-e2e',
        '  namespace: default',
        'spec:',
        '  schedule: "@every 10s"',
        '  http:',
        '    - name: kubectl-e2e-console',
        `      url: ${baseURL}/api/health`,
        '      responseCodes: [200]',
        '',
      ].join('\n'),
    );
    expect(await kubectl('apply', '-f', manifest)).toContain('canary.canaries.flanksource.com/kubectl-e2e created');

    // Reconciled like any other canary: the check is on /health, and its first run passes.
    await page.goto('/health');
    await page.getByText('Hide Passing', { exact: true }).click();
    await expect(
      page.getByRole('table', { name: 'Health checks' }).getByRole('button', { name: 'kubectl-e2e-console' }),
    ).toBeVisible();
    await expect
      .poll(async () => (await kubectl('get', 'canary', 'kubectl-e2e', '-n', 'default')).split('\n')[1] ?? '', {
        timeout: 30_000,
      })
      .toMatch(/^kubectl-e2e\s+1\s+Healthy\s+/);

    expect(await kubectl('delete', '-f', manifest)).toContain('canary.canaries.flanksource.com "kubectl-e2e" deleted');
    const gone = await kubectl('get', 'canary', 'kubectl-e2e', '-n', 'default').catch(
      (error: { stderr: string }) => error.stderr,
    );
    expect(gone).toContain('canaries.canaries.flanksource.com "kubectl-e2e" not found');
    await page.reload();
    await expect(page.getByRole('table', { name: 'Health checks' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'kubectl-e2e-console' })).toHaveCount(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
