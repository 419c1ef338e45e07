import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Which unit test files must run in a module scope of their own.
 *
 * The unit projects run with `isolate: false`: the files one worker runs share its module cache, so React, the
 * app's modules, PGlite's compiled WebAssembly and the migrated-database template are loaded once per worker
 * rather than once per file (the whole unit step: 1,214 s to 780 s on two cores). A file that replaces
 * a module (`vi.mock`), or changes what every later file would see (an environment variable, a global), would
 * leak into, or miss, the files around it; those files run in an `-isolated` project instead, as before.
 */
export const NEEDS_ISOLATION = new RegExp(
  [
    // module replacement, and the stubs that outlive a file
    String.raw`\bvi\.(?:mock|doMock|unmock|doUnmock|stubGlobal|stubEnv|resetModules)\(`,
    // process.env.X = …, process.env[X] ??= …, delete process.env.X
    String.raw`\bprocess\.env(?:\.\w+|\[[^\]]+\])\s*(?:=(?!=)|\?\?=|\|\|=)`,
    String.raw`\bdelete\s+process\.env\b`,
    // a global replaced by assignment or defineProperty
    String.raw`\b(?:globalThis|window|navigator|document)\.\w+\s*=(?!=)`,
    String.raw`\bObject\.defineProperty\(\s*(?:globalThis|window|navigator|document)\b`,
  ].join('|'),
);

export function needsIsolation(source: string): boolean {
  return NEEDS_ISOLATION.test(source);
}

const TEST_FILE = /\.test\.tsx?$/;

/** Test files under `dirs` (relative to `root`, `/`-separated) whose source needs a module scope of their own. */
export function isolatedTestFiles(root: string, dirs: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (TEST_FILE.test(entry.name) && needsIsolation(readFileSync(path, 'utf8'))) {
        found.push(relative(root, path).split(sep).join('/'));
      }
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return found.sort();
}
