import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { applicationSpecProblem } from '@mission-control/api';
import type { Queryable } from '../db/database';

/** The source layout (`server/applications/`) and the bundle (`dist-server/`) both find the shipped folder. */
export function demoApplicationsDir(): string {
  for (const candidate of ['./demo/', '../server/applications/demo/']) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(join(dir, 'orders.yaml'))) return dir;
  }
  return fileURLToPath(new URL('./demo/', import.meta.url));
}

/** Fixed ids per shipped file: a re-seed updates the same row, and a deleted one stays deleted. */
const DEMO_IDS: Readonly<Record<string, string>> = { 'orders.yaml': '00000000-0000-0000-0000-0000000a9901' };

/**
 * Writes the shipped applications (server/applications/demo/*.yaml, each `{name, namespace, spec}`) at every start of
 * a demo server, as ensureDemoScrapers does for the demo catalog; the report is then built from what the scrapers
 * recorded. A shipped spec that does not validate is a programming error, so it throws.
 */
export async function ensureDemoApplications(db: Queryable, dir = demoApplicationsDir()): Promise<void> {
  for (const file of readdirSync(dir).filter((name) => Object.hasOwn(DEMO_IDS, name))) {
    const document = parseYaml(readFileSync(join(dir, file), 'utf8')) as {
      name: string;
      namespace?: string;
      spec: { description?: string };
    };
    const problem = applicationSpecProblem(document.spec);
    if (problem) throw new Error(`demo application ${file}: spec ${problem}`);
    await db.query(
      `INSERT INTO applications (id, name, namespace, description, spec, source)
       VALUES ($1, $2, $3, $4, $5, 'ConfigFile')
       ON CONFLICT (id) DO UPDATE SET spec = EXCLUDED.spec, description = EXCLUDED.description, updated_at = now()
         WHERE applications.deleted_at IS NULL`,
      [
        DEMO_IDS[file],
        document.name,
        document.namespace ?? 'default',
        document.spec.description ?? null,
        document.spec,
      ],
    );
  }
}
