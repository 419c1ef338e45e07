import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isolatedTestFiles, needsIsolation } from './isolated-tests';

describe('which unit test files run in a module scope of their own', () => {
  it.each([
    ["vi.mock('@node-rs/argon2', async () => ({}));"],
    ["vi.doMock('./clock');"],
    ["vi.stubGlobal('fetch', fetchStub);"],
    ["vi.stubEnv('TZ', 'UTC');"],
    ["process.env.MC_SECRET = 'x';"],
    ["process.env['TZ'] ??= 'UTC';"],
    ['delete process.env.DATABASE_URL;'],
    ['globalThis.fetch = fakeFetch;'],
    ['window.matchMedia = () => query;'],
    ["Object.defineProperty(navigator, 'clipboard', { value: clipboard });"],
  ])('needs one: %s', (source) => {
    expect(needsIsolation(source)).toBe(true);
  });

  it.each([
    ['if (process.env.DATABASE_URL === undefined) return;'],
    ['const url = process.env.DATABASE_URL;'],
    ['const fn = vi.fn();'],
    ["vi.spyOn(console, 'error').mockImplementation(() => {});"],
    ['vi.useFakeTimers();'],
    ['expect(window.location.pathname).toBe("/health");'],
  ])('shares its worker: %s', (source) => {
    expect(needsIsolation(source)).toBe(false);
  });

  it('finds the files in this repository that replace a module, and leaves the others shared', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const files = isolatedTestFiles(root, ['packages', 'apps/reference/server', 'config']);
    // Counts hashes through a mocked @node-rs/argon2: in a shared module cache it would see the real one.
    expect(files).toContain('apps/reference/server/auth/tokenHashes.test.ts');
    expect(files).not.toContain('packages/core/src/time/dateMath.test.ts');
    expect(files.every((file) => file.endsWith('.test.ts') || file.endsWith('.test.tsx'))).toBe(true);
  });
});
