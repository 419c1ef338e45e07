// Starts the built server on a fresh, temporary PGlite data directory that is
// removed when the server exits.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'mc-e2e-'));
const child = spawn(process.execPath, ['dist-server/main.js'], {
  stdio: 'inherit',
  // playwright.config.ts sets MC_ADMIN_PASSWORD, so journeys can sign in as the first-start administrator.
  env: { ...process.env, MC_DATA_DIR: dataDir, DATABASE_URL: '' },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
