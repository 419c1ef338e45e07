import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Static check for issue #29: an app path is written once, in its area's declaration (`<area>/area.ts`,
// `areas/`) or the routes module; every other console source links through the routes. Tests, stories,
// fixtures and the testing kit are exempt: they assert or stage the paths a user sees.

const root = new URL('..', import.meta.url).pathname;

/** First segments of the console's app paths (every area's pages, built or not). */
const APP_SEGMENTS =
  'settings|health|playbooks|incidents|catalog|topology|logs|applications|views|notifications|config-db|configs|login|registration|recovery|verification|profile-settings|organizations';
/** A string or template literal that starts with an app path. */
const LITERAL_PATH = new RegExp(`(['"\`])/(?:${APP_SEGMENTS})(?=[/?'"\`$]|$)`);

export function isExempt(path: string): boolean {
  return (
    /\.(test|stories|spec)\.tsx?$/.test(path) ||
    path.includes('/__fixtures__/') ||
    path.includes('/testing/') ||
    /\/area\.ts$/.test(path) ||
    path.includes('/src/areas/') ||
    path.endsWith('/src/routes/routes.ts')
  );
}

/** Comments may name a path (`/settings/{table}` documents a page); only code is checked. */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');
}

export function literalAppPaths(path: string, code: string): string[] {
  if (isExempt(path)) return [];
  return withoutComments(code)
    .split('\n')
    .flatMap((line, index) =>
      LITERAL_PATH.test(line)
        ? [`${path}:${index + 1}: ${line.trim()} (link through useConsole().routes; declare the page in its area.ts)`]
        : [],
    );
}

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe('no literal app path in console sources outside the area declarations and the routes module', () => {
  it('holds for every console source file', () => {
    const files = sources('packages/console/src');
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) => literalAppPaths(path, readFileSync(join(root, path), 'utf8')));
    expect(found).toEqual([]);
  });

  it.each([
    ['packages/console/src/shell/TopBar/TopBar.tsx', '<Link to="/notifications">bell</Link>'],
    ['packages/console/src/settings/jobs/JobHistoryPage.tsx', 'return `/settings/canaries/${encodeURIComponent(id)}`;'],
    ['packages/console/src/health/Widget.tsx', "router.navigate('/health?checkId=' + id);"],
    ['packages/console/src/account/navigation.ts', 'return `/login${query}`;'],
    ['packages/console/src/shell/navItems.ts', "{ id: 'logs', href: '/logs' },"],
  ])('rejects a deliberate violation in %s', (path, code) => {
    expect(literalAppPaths(path, code)).toHaveLength(1);
  });

  it.each([
    ['packages/console/src/health/area.ts', "{ id: 'health', path: '/health' }"],
    ['packages/console/src/routes/routes.ts', "const SETTINGS_RESOURCE = '/settings/:segment';"],
    ['packages/console/src/settings/jobs/JobHistoryPage.test.tsx', "expect(href).toBe('/settings/canaries/c1');"],
    ['packages/console/src/settings/resources/ResourceListPage.tsx', '/** `/settings/{table}`: the list. */'],
    ['packages/console/src/settings/resources/ResourceListPage.tsx', "client.get('/api/db/canaries');"],
  ])('accepts %s', (path, code) => {
    expect(literalAppPaths(path, code)).toEqual([]);
  });
});
