import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Static check for issue #29's one area layout: server state is read and written through hooks in an
// area's `queries.ts` (or a shared hooks module named below), never by a component calling TanStack Query
// itself. A component then shows data and states; the cache keys, the fetch and the toast rule live once.

const root = new URL('..', import.meta.url).pathname;
const CONSOLE = 'packages/console/src/';

const HOOKS = ['useQuery', 'useMutation', 'useSuspenseQuery', 'useInfiniteQuery'] as const;

/**
 * Shared hooks modules (not components) that may call TanStack Query: the provider's loaders feed the
 * context every area reads, and the sidebar's views list is one hook the shell renders.
 */
export const SHARED_HOOK_MODULES = ['provider/loaders.ts', 'shell/useSidebarViews.ts'];

/**
 * Folders and files not yet moved to the layout (console-relative). Shrink it as each lands: an entry
 * with no violation left fails the check below, so it cannot linger.
 */
export const NOT_YET_MOVED: readonly string[] = [];

export function isExempt(path: string): boolean {
  return /\.(test|stories|spec)\.tsx?$/.test(path) || path.includes('/__fixtures__/') || path.includes('/testing/');
}

/** Files named `queries.ts` anywhere under the console, and the shared hooks modules above. */
export function mayCallQueryHooks(path: string): boolean {
  if (!path.startsWith(CONSOLE) || isExempt(path)) return true;
  const local = path.slice(CONSOLE.length);
  return /(^|\/)queries\.ts$/.test(local) || SHARED_HOOK_MODULES.includes(local);
}

/** Comments may name a hook ("no useQuery in components"); only code is checked. */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');
}

const CALL = new RegExp(`\\b(${HOOKS.join('|')})\\s*(?:<|\\()`);
const IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@tanstack\/react-query['"]/g;

export function queryHookUses(path: string, code: string): string[] {
  if (mayCallQueryHooks(path)) return [];
  const clean = withoutComments(code);
  const imported = [...clean.matchAll(IMPORT)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0]!)
      .filter((name) => (HOOKS as readonly string[]).includes(name)),
  );
  const called = clean.split('\n').flatMap((line, index) => (CALL.test(line) ? [`${index + 1}: ${line.trim()}`] : []));
  if (imported.length === 0 && called.length === 0) return [];
  const what = imported.length > 0 ? `imports ${imported.join(', ')}` : `calls ${called[0]}`;
  return [`${path} ${what} (move the hook into the area's queries.ts and call that)`];
}

function consoleSources(): string[] {
  return readdirSync(join(root, CONSOLE), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const notYetMoved = (path: string) => NOT_YET_MOVED.some((entry) => path.startsWith(CONSOLE + entry));

describe('no TanStack Query hook in a console component file', () => {
  const files = consoleSources();
  const found = files.flatMap((path) => queryHookUses(path, readFileSync(join(root, path), 'utf8')));

  it('holds for every console source outside the not-yet-moved list', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(found.filter((line) => !notYetMoved(line))).toEqual([]);
  });

  it('lists only folders that still have a violation (shrink NOT_YET_MOVED as areas land)', () => {
    const stale = NOT_YET_MOVED.filter((entry) => !found.some((line) => line.startsWith(CONSOLE + entry)));
    expect(stale).toEqual([]);
  });

  it.each([
    [
      'packages/console/src/access/users/UsersPage.tsx',
      "import { useMutation, useQueryClient } from '@tanstack/react-query';\nconst m = useMutation({});",
    ],
    [
      'packages/console/src/catalog/ConfigList/ConfigList.tsx',
      "import { useQuery as useQ } from '@tanstack/react-query';\nexport const x = () => useQ({});",
    ],
    ['packages/console/src/health/Widget.tsx', 'export const x = () => useSuspenseQuery({ queryKey: [] });'],
    ['packages/console/src/settings/jobs/useJobs.ts', 'export const useJobs = () => useInfiniteQuery<Page>({});'],
  ])('rejects a deliberate violation in %s', (path, code) => {
    expect(queryHookUses(path, code)).toHaveLength(1);
  });

  it.each([
    ['packages/console/src/access/queries.ts', "import { useQuery } from '@tanstack/react-query';\nuseQuery({});"],
    ['packages/console/src/incidents/IncidentSummary/queries.ts', 'useMutation({});'],
    ['packages/console/src/provider/loaders.ts', 'useQuery({});'],
    ['packages/console/src/access/users/users.test.tsx', 'useQuery({});'],
    ['packages/console/src/access/users/UsersPage.tsx', '// no useQuery( here: the page calls usePeople()\n'],
    [
      'packages/console/src/access/users/UsersPage.tsx',
      "import { useQueryClient } from '@tanstack/react-query';\nconst client = useQueryClient();",
    ],
  ])('allows %s', (path, code) => {
    expect(queryHookUses(path, code)).toEqual([]);
  });
});
