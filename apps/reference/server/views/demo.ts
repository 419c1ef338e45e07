import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database';
import { ViewEngine } from './engine';
import { parseViewSpec } from './spec';

/**
 * The demo views come out of the executor: the View documents shipped in `views/demo/` are written at every start of
 * a demo server (MC_SEED) and run once through the engine, so their results (and any error) are stored like any
 * run's. The scheduled pass keeps them fresh (their maxAge is a minute, as the demo catalog is scraped just after
 * the start). A demo view the user deleted stays deleted.
 */
export const DEMO_VIEW_IDS: Readonly<Record<string, string>> = {
  'default/catalog-summary': '00000000-0000-0000-0000-00000000e001',
  'default/deployment-overview': '00000000-0000-0000-0000-00000000e002',
};
const DEMO_AUTHOR = '00000000-0000-0000-0000-00000000a001';

export interface ViewDocument {
  metadata: { name: string; namespace?: string };
  spec: unknown;
}

/** The shipped folder (from the source tree and from the built dist-server). */
export function demoViewsDir(): string {
  for (const candidate of ['./demo/', '../server/views/demo/', './views/demo/']) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(join(dir, 'README.md'))) return dir;
  }
  return fileURLToPath(new URL('./demo/', import.meta.url));
}

export function demoViewDocuments(dir = demoViewsDir()): ViewDocument[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as ViewDocument);
}

/** Writes the demo views and runs each once; answers what each run said (`ok` or its error). */
export async function ensureDemoViews(db: Database, options: { run?: boolean } = {}): Promise<Record<string, string>> {
  const engine = new ViewEngine(db);
  const outcome: Record<string, string> = {};
  for (const document of demoViewDocuments()) {
    const namespace = document.metadata.namespace ?? 'default';
    const key = `${namespace}/${document.metadata.name}`;
    const id = DEMO_VIEW_IDS[key];
    if (!id) continue;
    // A shipped spec that does not parse is a defect of this repository: say so loudly, keep the server up.
    const spec = parseViewSpec(document.spec);
    const { rows } = await db.query<{
      id: string;
      name: string;
      namespace: string;
      spec: unknown;
      created_by: string | null;
    }>(
      `INSERT INTO views (id, name, namespace, spec, source, created_by)
       VALUES ($1, $2, $3, $4, 'ConfigFile', $5)
       ON CONFLICT (id) DO UPDATE SET spec = EXCLUDED.spec, updated_at = now() WHERE views.deleted_at IS NULL
       RETURNING id, name, namespace, spec, created_by`,
      [id, document.metadata.name, namespace, document.spec, DEMO_AUTHOR],
    );
    const view = rows[0];
    if (!view || options.run === false) continue;
    try {
      await engine.refreshAtDefaults(view, spec);
      outcome[key] = 'ok';
    } catch (error) {
      outcome[key] = error instanceof Error ? error.message : String(error);
    }
  }
  return outcome;
}
