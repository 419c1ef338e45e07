import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Static checks for issue #29's single homes, each proven by a deliberate violation: test fixtures never
// reach the demo or a published entry, and the error-toast rule is written once.

const root = new URL('..', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.includes('node_modules') && !path.includes('/dist'));
}

/** Files that ship (the packages' sources) or build the public demo; tests, stories and fixtures may use fixtures. */
function mustNotImportFixtures(path: string): boolean {
  if (/\.(test|stories|spec)\.tsx?$/.test(path) || path.includes('/__fixtures__/')) return false;
  return (
    /^packages\/[^/]+\/src\//.test(path) ||
    path.startsWith('apps/reference/demo/') ||
    path.startsWith('apps/reference/src/')
  );
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

export function fixtureImports(path: string, code: string): string[] {
  if (!mustNotImportFixtures(path)) return [];
  return [...code.matchAll(IMPORT)]
    .map((match) => match[1]!)
    .filter((specifier) => specifier.split('/').includes('__fixtures__'))
    .map((specifier) => `${path} imports ${specifier}: demo rows live in demo/data, test fakes in testing/`);
}

const DEFINITION = /\b(?:function\s+errorMessageOf\b|(?:const|let|var)\s+errorMessageOf\s*[=:])/;

export function errorMessageOfDefinitions(files: Array<[path: string, code: string]>): string[] {
  return files.filter(([, code]) => DEFINITION.test(code)).map(([path]) => path);
}

const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('the demo and the published packages import no __fixtures__', () => {
  it('holds for every source file', () => {
    const files = [...sources('packages'), ...sources('apps/reference/demo'), ...sources('apps/reference/src')];
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((path) => fixtureImports(path, read(path)))).toEqual([]);
  });

  it.each([
    ['packages/console/src/demo/areas.ts', "import { JOBS } from '../settings/__fixtures__/jobs';"],
    ['packages/console/src/health/Widget.tsx', "export { checkFixtures } from '../__fixtures__/checks';"],
    ['packages/ui/src/index.ts', "const rows = await import('./table/__fixtures__/rows');"],
    ['apps/reference/demo/main.tsx', "import '@mission-control/console/src/__fixtures__/checks';"],
    ['apps/reference/src/App.tsx', "import { TOKENS } from '@mission-control/console/src/access/__fixtures__/tokens';"],
  ])('rejects a deliberate violation in %s', (path, code) => {
    expect(fixtureImports(path, code)).toHaveLength(1);
  });

  it.each([
    ['packages/console/src/health/Widget.test.tsx', "import { checkFixtures } from '../__fixtures__/checks';"],
    ['packages/console/src/health/Widget.stories.tsx', "import { checkFixtures } from '../__fixtures__/checks';"],
    ['packages/console/src/incidents/__fixtures__/incidents.ts', "import { x } from '../../__fixtures__/checks';"],
    ['packages/console/src/demo/areas.ts', "import { JOBS } from './data/jobs'; // not __fixtures__"],
  ])('allows %s', (path, code) => {
    expect(fixtureImports(path, code)).toEqual([]);
  });
});

describe('errorMessageOf is defined once, in api', () => {
  it('holds for packages and apps', () => {
    const files = [...sources('packages'), ...sources('apps')]
      .filter((path) => !/\.(test|spec)\.tsx?$/.test(path))
      .map((path): [string, string] => [path, read(path)]);
    expect(errorMessageOfDefinitions(files)).toEqual(['packages/api/src/errors.ts']);
  });

  it.each([
    ['a function', 'export function errorMessageOf(error: unknown) {\n  return String(error);\n}'],
    ['an arrow', 'export const errorMessageOf = (error: unknown) => String(error);'],
    ['a typed const', 'const errorMessageOf: (e: unknown) => string = String;'],
  ])('rejects a deliberate second definition: %s', (_kind, code) => {
    const files: Array<[string, string]> = [
      ['packages/api/src/errors.ts', read('packages/api/src/errors.ts')],
      ['packages/console/src/settings/shared/messages.ts', code],
    ];
    expect(errorMessageOfDefinitions(files)).toEqual([
      'packages/api/src/errors.ts',
      'packages/console/src/settings/shared/messages.ts',
    ]);
  });

  it('counts a re-export as a use, not a definition', () => {
    const reexport: [string, string] = ['x.ts', "export { errorMessageOf } from '@mission-control/api';"];
    expect(errorMessageOfDefinitions([reexport])).toEqual([]);
  });
});
