import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const packageRoot = resolve(import.meta.dirname, '..');
const script = join(packageRoot, 'scripts', 'check-no-react.mjs');

function run(args: string[]): { code: number; output: string } {
  try {
    return { code: 0, output: execFileSync(process.execPath, [script, ...args], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const failed = error as { status: number; stderr: string };
    return { code: failed.status, output: failed.stderr };
  }
}

function fakePackage(manifest: object, dist?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'mc-api-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
  if (dist !== undefined) {
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'index.js'), dist);
  }
  return dir;
}

describe('no React in @mission-control/api', () => {
  it('has a dependency graph without react', () => {
    expect(run([])).toMatchObject({ code: 0 });
  });

  it('keeps its runtime dependencies to zod and core', () => {
    const pkg = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as Record<
      string,
      object | undefined
    >;
    expect(Object.keys(pkg.dependencies ?? {})).toEqual(['@mission-control/core', 'zod']);
    expect(pkg.peerDependencies).toBeUndefined();
  });

  it.each([
    ['a react peer dependency', fakePackage({ name: 'x', peerDependencies: { react: '*' } })],
    ['react-dom as a dependency', fakePackage({ name: 'x', dependencies: { 'react-dom': '*' } })],
    ['a built file importing react', fakePackage({ name: 'x' }, 'import { useState } from "react";\n')],
    [
      'a built file importing the jsx runtime',
      fakePackage({ name: 'x' }, "import { jsx } from 'react/jsx-runtime';\n"),
    ],
  ])('the check fails on %s', (_name, dir) => {
    const result = run(['--root', dir]);
    expect(result.code).toBe(1);
    expect(result.output).toContain('React found');
  });

  it('the check passes on a clean build output', () => {
    expect(
      run(['--root', fakePackage({ name: 'x' }, 'export const reaction = "react-ish";\n'), '--dist']),
    ).toMatchObject({
      code: 0,
    });
  });
});
