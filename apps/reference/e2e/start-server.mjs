// Starts the built server on a fresh, temporary PGlite data directory that is
// removed when the server exits, with its mail going to a real SMTP sink
// (e2e/smtp-sink.mjs) whose messages the journeys read (fixtures.ts waitForMail).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailDirFor, startSmtpSink } from './smtp-sink.mjs';

// playwright.config.ts chooses the folder (E2E_DATA_DIR), so journeys can write into its `scrape/` folder.
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'mc-e2e-'));
const sink = await startSmtpSink(mailDirFor(process.env.PORT));
const child = spawn(process.execPath, ['dist-server/main.js'], {
  stdio: 'inherit',
  // playwright.config.ts sets MC_ADMIN_PASSWORD, so journeys can sign in as the first-start administrator.
  env: { ...process.env, MC_DATA_DIR: dataDir, DATABASE_URL: '', MC_SMTP_URL: sink.url },
});
const cleanup = async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await sink.close();
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => {
  void cleanup().finally(() => process.exit(code ?? 0));
});
