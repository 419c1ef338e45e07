import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Static checks for issue #29's server kit, each proven by a deliberate violation: the server has one HttpError
// (http/errors.ts) and writes the UUID pattern once (http/input.ts), so a refusal has one shape and an id one rule.

const root = new URL('..', import.meta.url).pathname;
const SERVER = 'apps/reference/server';

/** The server's own sources: tests may spell a UUID in an expectation. */
function serverSources(): Array<[path: string, code: string]> {
  return readdirSync(join(root, SERVER), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|mts)$/.test(entry.name) && !/\.(test|spec)\.ts$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.includes('node_modules'))
    .map((path) => [path, readFileSync(join(root, path), 'utf8')]);
}

const HTTP_ERROR_CLASS = /\bclass\s+HttpError\b/;

/** The files that declare a class named HttpError (a subclass of it is a use, not a second one). */
export function httpErrorClasses(files: Array<[string, string]>): string[] {
  return files.filter(([, code]) => HTTP_ERROR_CLASS.test(code)).map(([path]) => path);
}

/**
 * A hand-written UUID: eight hex digits and a dash, in any spelling of the hex class (`[0-9a-f]`, `[0-9a-fA-F]`,
 * `[\da-f]`, `[a-f0-9]`, `[[:xdigit:]]`).
 */
const UUID_SPELLING = /\[(?:[^\]\n]*(?:0-9|\\d|a-f|A-F)[^\]\n]*|\[:xdigit:\])\]\{8\}-/g;

/** Every place a UUID pattern is written, as `path (n)`. */
export function uuidPatterns(files: Array<[string, string]>): string[] {
  return files.flatMap(([path, code]) => {
    const count = [...code.matchAll(UUID_SPELLING)].length;
    return count ? [`${path} (${count})`] : [];
  });
}

describe('the server has one HttpError', () => {
  it('holds for the server sources', () => {
    const files = serverSources();
    expect(files.length).toBeGreaterThan(100);
    expect(httpErrorClasses(files)).toEqual([`${SERVER}/http/errors.ts`]);
  });

  it.each([
    ['a private class', 'class HttpError extends Error {\n  constructor(readonly status: number) { super(); }\n}'],
    ['an exported one', 'export class HttpError extends Error {}'],
  ])('rejects a deliberate second HttpError: %s', (_kind, code) => {
    const files: Array<[string, string]> = [
      [`${SERVER}/http/errors.ts`, readFileSync(join(root, SERVER, 'http/errors.ts'), 'utf8')],
      [`${SERVER}/playbooks/routes.ts`, code],
    ];
    expect(httpErrorClasses(files)).toEqual([`${SERVER}/http/errors.ts`, `${SERVER}/playbooks/routes.ts`]);
  });

  it('counts a subclass or an import as a use', () => {
    const files: Array<[string, string]> = [
      ['a.ts', 'export class DatabaseUnavailableError extends HttpError {}'],
      ['b.ts', "import { HttpError } from '../http/errors';"],
    ];
    expect(httpErrorClasses(files)).toEqual([]);
  });
});

describe('the server writes the UUID pattern once', () => {
  it('holds for the server sources', () => {
    expect(uuidPatterns(serverSources())).toEqual([`${SERVER}/http/input.ts (1)`]);
  });

  it.each([
    ['the usual spelling', 'const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;'],
    ['both cases', "const id = z.string().regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-/, 'an id');"],
    ['\\d', 'const UUID = /^[\\da-f]{8}-[\\da-f]{4}-[\\da-f]{4}-[\\da-f]{4}-[\\da-f]{12}$/;'],
    ['letters first, in SQL', "const sql = `WHERE id ~ '^[a-f0-9]{8}-[a-f0-9]{4}'`;"],
  ])('rejects a deliberate second pattern: %s', (_kind, code) => {
    const files: Array<[string, string]> = [
      [`${SERVER}/http/input.ts`, readFileSync(join(root, SERVER, 'http/input.ts'), 'utf8')],
      [`${SERVER}/canary/routes.ts`, code],
    ];
    expect(uuidPatterns(files)).toEqual([`${SERVER}/http/input.ts (1)`, `${SERVER}/canary/routes.ts (1)`]);
  });

  it('counts the kit’s name as a use', () => {
    const files: Array<[string, string]> = [
      ['a.ts', "import { isUuid, UUID_PATTERN } from '../http/input';\nconst ok = UUID_PATTERN.test(id);"],
    ];
    expect(uuidPatterns(files)).toEqual([]);
  });
});
