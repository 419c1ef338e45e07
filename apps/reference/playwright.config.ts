import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../config/chromium.ts';

// One free port for the whole run. Workers re-evaluate this file, so the port is
// chosen once in the main process and handed down through the environment.
process.env.E2E_PORT ??= execFileSync(
  process.execPath,
  ['-e', "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"],
  { encoding: 'utf8' },
).trim();
const port = Number(process.env.E2E_PORT);
// The server's data directory, chosen once too: journeys write files into its `scrape/` folder (catalog.spec.ts),
// which file scrapers may always read. e2e/start-server.mjs removes it when the server exits.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mc-e2e-'));
// The first-start administrator's password for the journeys' sign-in (e2e/fixtures.ts); workers inherit it.
process.env.MC_ADMIN_PASSWORD ||= 'e2e-Admin-Passphrase-2026';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    // The server's CSP allows no inline scripts; axe (e2e/axe.ts) is injected as one.
    bypassCSP: true,
  },
  webServer: {
    // The production build, on a fresh temporary data directory.
    command: 'node e2e/start-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      MC_ADMIN_PASSWORD: process.env.MC_ADMIN_PASSWORD,
      E2E_DATA_DIR: process.env.E2E_DATA_DIR,
    },
  },
});
