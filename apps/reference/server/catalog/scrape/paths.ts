import { existsSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where `file` scrapers may read: the data directory's `scrape/` folder, the shipped demo folder and the
 * folders listed in `MC_SCRAPE_PATHS` (colon-separated). A scraper that names anything else is refused on save,
 * and every file a run opens is checked again after symbolic links are resolved.
 */
export const SCRAPE_PATHS_SETTING = 'MC_SCRAPE_PATHS';

/** The demo documents shipped with the server (found from the source tree and from the built dist-server). */
export function demoCatalogDir(): string {
  for (const candidate of ['../demo/', '../server/catalog/demo/', './catalog/demo/']) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(join(dir, 'README.md'))) return dir.replace(/\/$/, '');
  }
  return fileURLToPath(new URL('../demo', import.meta.url));
}

export function scrapeRoots(dataDir: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env[SCRAPE_PATHS_SETTING] ?? '')
    .split(':')
    .map((path) => path.trim())
    .filter((path) => path && isAbsolute(path));
  return [...new Set([resolve(dataDir, 'scrape'), demoCatalogDir(), ...listed.map((path) => resolve(path))])];
}

const real = (path: string) => {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
};

/** True when `path` (resolved, links followed where they exist) is one of the roots or inside one. */
export function insideRoots(path: string, roots: string[]): boolean {
  const target = real(path);
  return roots.some((root) => {
    const base = real(root);
    const rel = relative(base, target);
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  });
}

/** The folder a glob starts from: its segments before the first one with a glob character. */
export function globBase(pattern: string): string {
  const segments = pattern.split('/');
  const fixed: string[] = [];
  for (const segment of segments) {
    if (/[*?[\]{}()!]/.test(segment)) break;
    fixed.push(segment);
  }
  if (fixed.length === segments.length) fixed.pop();
  const base = fixed.join('/');
  return base === '' && pattern.startsWith('/') ? '/' : base;
}

/** The sentence a refused path gets: it names the setting that would allow it. */
export function outsideRootsMessage(path: string, roots: string[]): string {
  return (
    `file scraper path "${path}" is outside the folders scrapers may read (${roots.join(', ')}); ` +
    `add its folder to ${SCRAPE_PATHS_SETTING} (colon-separated) to allow it`
  );
}

/**
 * The absolute glob for a spec path: relative paths are taken from the data directory's `scrape/` folder. Throws
 * with {@link outsideRootsMessage} when it leaves the roots, and refuses `..` segments outright.
 */
export function confinedGlob(path: string, roots: string[], dataDir: string): string {
  if (path.split(/[\\/]/).includes('..')) {
    throw new Error(`file scraper path "${path}" may not contain ".." segments`);
  }
  const absolute = isAbsolute(path) ? path : join(resolve(dataDir, 'scrape'), path);
  const base = globBase(absolute) || sep;
  if (!insideRoots(base, roots)) throw new Error(outsideRootsMessage(path, roots));
  return absolute;
}
