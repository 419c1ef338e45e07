// Demo mode with no server at all: the built demo page (dist/demo/) from a plain static file server,
// every /api request blocked and counted.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const root = join(import.meta.dirname, '..', 'dist', 'demo');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

let server: Server;
let origin = '';
const served: string[] = [];

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    served.push(path);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) =>
        response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('the demo page shows the health dashboard and a check with no server at all', async ({ page }) => {
  const blocked: string[] = [];
  const elsewhere: string[] = [];
  await page.route('**/api/**', (route) => {
    blocked.push(route.request().url());
    return route.abort();
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(`${origin}/`) && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });

  await page.goto(`${origin}/`);
  await expect(page).toHaveTitle('Mission Control demo: service health');
  const table = page.getByRole('table', { name: 'Demo service health' });
  await expect(table.getByRole('button', { name: /^edge-http: show/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await table.getByRole('button', { name: /^edge-http: show/ }).click();
  await table.getByRole('button', { name: 'homepage', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table', { name: 'Status history' })).toBeVisible();
  // Demo mode: no Run Now, and the page title keeps no product suffix.
  await expect(dialog.getByRole('button', { name: 'Run Now' })).toHaveCount(0);
  await expect(page).toHaveTitle('Mission Control demo: service health');
  await expectNoAxeViolations(page);

  expect(blocked, 'requests to an API').toEqual([]);
  expect(elsewhere, 'requests to anything but the static files').toEqual([]);
  expect(served.filter((path) => path.startsWith('/api'))).toEqual([]);
});
