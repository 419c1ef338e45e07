import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp, SEEDED_ADMIN } from './app';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoData } from './seed';

const appRoot = fileURLToPath(new URL('..', import.meta.url));

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '****';
    return parsed.toString();
  } catch {
    return 'a PostgreSQL server';
  }
}

async function main() {
  const port = Number.parseInt(process.env.PORT ?? '8080', 10);
  const host = process.env.HOST ?? '0.0.0.0';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.MC_DATA_DIR ?? `${appRoot}.data/pglite`;
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });

  const db = await openDatabase({ url: databaseUrl, dataDir });
  const applied = await migrate(db);
  const seeded = process.env.MC_SEED === 'false' ? false : await seedDemoData(db);

  const app = createApp({ db, staticDir: `${appRoot}dist` });
  const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
    const where = databaseUrl ? redactUrl(databaseUrl) : `embedded PostgreSQL (PGlite) in ${dataDir}`;
    console.log(`Database: ${where}; ${applied.length} migration(s) applied${seeded ? '; demo data seeded' : ''}.`);
    console.log(`Auth: not enforced yet; every request acts as the seeded admin (${SEEDED_ADMIN.email}).`);
    console.log(`Mission Control console is running at http://localhost:${info.port}/ (no sign-in needed).`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Received ${signal}, shutting down.`);
    server.close();
    void db.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Failed to start the Mission Control server:', error instanceof Error ? error.message : error);
  process.exit(1);
});
