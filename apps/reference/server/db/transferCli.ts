/**
 * From the embedded database to PostgreSQL (README: "Running on PostgreSQL and in a cluster").
 *
 *   pnpm db:export [--data-dir DIR] [--out FILE]     stop the server first; writes a SQL dump
 *   DATABASE_URL=postgres://... pnpm db:restore FILE  into an empty database, then start with DATABASE_URL
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exportEmbedded, restoreDump } from './transfer';

const appRoot = fileURLToPath(new URL('../..', import.meta.url));

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(args: string[]) {
  const [command, ...rest] = args;
  if (command === 'export') {
    const dataDir = option(rest, '--data-dir') ?? process.env.MC_DATA_DIR ?? `${appRoot}.data/pglite`;
    const out = option(rest, '--out') ?? `mission-control-${new Date().toISOString().slice(0, 10)}.sql`;
    const dump = await exportEmbedded(dataDir);
    writeFileSync(out, dump, { mode: 0o600 });
    console.log(
      `Exported ${dataDir} to ${out} (${Math.round(dump.length / 1024)} kB). It holds password and token hashes: keep it private.`,
    );
    return;
  }
  if (command === 'restore') {
    const file = rest.find((arg) => !arg.startsWith('--'));
    const url = process.env.DATABASE_URL;
    if (!file || !url) throw new Error('usage: DATABASE_URL=postgres://... pnpm db:restore FILE');
    const result = await restoreDump(url, readFileSync(file, 'utf8'));
    console.log(`Restored ${result.rows} rows into ${result.tables} tables. Start the server with this DATABASE_URL.`);
    return;
  }
  throw new Error('usage: pnpm db:export [--data-dir DIR] [--out FILE] | DATABASE_URL=... pnpm db:restore FILE');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
