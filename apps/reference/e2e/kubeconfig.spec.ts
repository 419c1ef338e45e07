import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Download } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const run = promisify(execFile);

test('kubectl with a downloaded kubeconfig lists the seeded canaries, applies a canary that runs, and deletes it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, baseURL!);

  // The way a person gets it: Help → Download kubeconfig → the dialog's download link.
  await page.goto('/health');
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Download kubeconfig' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download and install kubeconfig' });
  // The link opens a new tab (so the download does not replace the console): take it from whichever page.
  const downloaded = new Promise<Download>((resolve) => {
    page.on('download', resolve);
    page.context().on('page', (tab) => tab.on('download', resolve));
  });
  await dialog.getByRole('link', { name: /Download kubeconfig/ }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('mission-control-kubeconfig.yaml');
  const dir = mkdtempSync(join(tmpdir(), 'mc-kubectl-'));
  const kubeconfig = join(dir, 'kubeconfig');
  await download.saveAs(kubeconfig);
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
