import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue #29: access is decided in one place, `decide()` in apps/reference/server/auth/decide.ts. Outside
// server/auth/ a source may ask decide() (or decideByRole, auth/machine.ts) and apply the row filter it answers,
// but it may not decide by itself. This check finds the three ways a second decision creeps in:
// - importing auth's internals (auth/rows: the permission rows; auth/maps: the area maps and token scope test);
// - importing a deciding helper of auth/objects or auth/scopes (who is a scoped guest, which objects are denied
//   or allowed), or api's role table helpers (`can`, `isAdmin`, `canRunChecks`, `isViewer`);
// - comparing a principal's roles itself (`principal.roles.includes(...)`, `.roles.some(...)`, `roles.includes('admin')`).
// Tests are exempt (they probe auth's parts on purpose); so is the console, whose role gates only hide controls.

const root = new URL('..', import.meta.url).pathname;
const SERVER = 'apps/reference/server';
const AUTH = `${SERVER}/auth/`;

function serverSources(): Array<[path: string, code: string]> {
  return readdirSync(join(root, SERVER), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|mts)$/.test(entry.name) && !/\.(test|spec)\.ts$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.includes('node_modules'))
    .map((path) => [path, readFileSync(join(root, path), 'utf8')]);
}

/** auth modules nothing outside auth/ imports at all. */
const INTERNAL_MODULES = /(^|\/)auth\/(rows|maps)$/;
/** Names that decide, by the module that exports them. */
const DECIDING_NAMES: ReadonlyArray<[module: RegExp, names: readonly string[]]> = [
  [/(^|\/)auth\/objects$/, ['deniedObjects', 'allowedObjects']],
  [/(^|\/)auth\/scopes$/, ['guestScopesFor', 'isScopedGuest']],
  [/^@mission-control\/api(\/rules)?$/, ['can', 'isAdmin', 'canRunChecks', 'isViewer']],
];
const IMPORT = /import\s+(?:type\s+)?(?:\{([^}]*)\}|[\w$]+|\*\s+as\s+[\w$]+)\s+from\s+['"]([^'"]+)['"]/g;
const ROLE_TESTS = [/\.roles\??\.(?:includes|some|every|indexOf|find|filter)\(/, /\broles\??\.includes\(\s*['"`]/];

/** Every decision made outside server/auth/, as `path: what`. */
export function decisionsOutsideAuth(files: Array<[string, string]>): string[] {
  return files.flatMap(([path, code]) => {
    if (path.startsWith(AUTH)) return [];
    const found: string[] = [];
    for (const [, names = '', module = ''] of code.matchAll(IMPORT)) {
      if (INTERNAL_MODULES.test(module)) found.push(`${path}: imports ${module}`);
      const imported = names
        .split(',')
        .map((name) =>
          name
            .replace(/^\s*type\s+/, '')
            .split(/\s+as\s+/)[0]!
            .trim(),
        )
        .filter(Boolean);
      for (const [pattern, deciding] of DECIDING_NAMES) {
        if (!pattern.test(module)) continue;
        for (const name of imported.filter((n) => deciding.includes(n))) found.push(`${path}: imports ${name}`);
      }
    }
    if (ROLE_TESTS.some((test) => test.test(code))) found.push(`${path}: compares roles`);
    return found;
  });
}

describe('access is decided only in server/auth/', () => {
  it('holds for the server sources', () => {
    const files = serverSources();
    expect(files.length).toBeGreaterThan(100);
    expect(decisionsOutsideAuth(files)).toEqual([]);
  });

  it.each([
    [
      'an auth internal',
      `${SERVER}/canary/routes.ts`,
      "import { permissionRowsFor } from '../auth/rows';",
      'imports ../auth/rows',
    ],
    [
      'the area maps',
      `${SERVER}/kube/routes.ts`,
      "import { tokenScopeAllows } from '../auth/maps';",
      'imports ../auth/maps',
    ],
    [
      'a deciding helper',
      `${SERVER}/playbooks/routes.ts`,
      "import { isDenied, deniedObjects } from '../auth/objects';",
      'imports deniedObjects',
    ],
    [
      'a guest test, renamed',
      `${SERVER}/db/routes.ts`,
      "import {\n  shadowRelations,\n  guestScopesFor as scopes,\n} from '../auth/scopes';",
      'imports guestScopesFor',
    ],
    [
      'the role table',
      `${SERVER}/people/routes.ts`,
      "import { ROLES, isAdmin } from '@mission-control/api';",
      'imports isAdmin',
    ],
    [
      'a role comparison',
      `${SERVER}/identity/admin.ts`,
      "if (!caller.roles.includes('admin')) throw forbidden();",
      'compares roles',
    ],
    [
      'a role list test',
      `${SERVER}/sandbox/policy.ts`,
      'return principal.roles.some((r) => allowed.includes(r));',
      'compares roles',
    ],
    ['a literal role', `${SERVER}/hosted/routes.ts`, "const admin = roles.includes('admin');", 'compares roles'],
  ])('rejects a deliberate violation: %s', (_kind, path, code, what) => {
    expect(decisionsOutsideAuth([[path, code]])).toEqual([`${path}: ${what}`]);
  });

  it('lets auth/ decide, and others ask decide() and apply its row filter', () => {
    const files: Array<[string, string]> = [
      [
        `${SERVER}/auth/decide.ts`,
        "import { can, isAdmin } from '@mission-control/api';\nprincipal.roles.includes('guest');",
      ],
      [`${SERVER}/canary/routes.ts`, "import { allows, decide, rowFilterOf } from '../auth/decide';"],
      [`${SERVER}/db/routes.ts`, "import { deniedAmong, withinAllowed } from '../auth/objects';"],
      [
        `${SERVER}/people/routes.ts`,
        "import { ROLES } from '@mission-control/api';\nif (!roles.every((r) => ROLES.includes(r))) throw x;",
      ],
    ];
    expect(decisionsOutsideAuth(files)).toEqual([]);
  });
});
