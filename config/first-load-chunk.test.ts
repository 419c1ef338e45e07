import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { isFirstLoadPass, modulesLoadedWith } from './first-load-chunk.ts';

function chunk(fileName: string, moduleIds: string[], imports: string[] = [], entryName?: string): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    name: entryName ?? fileName,
    isEntry: entryName !== undefined,
    moduleIds,
    imports,
  } as Rollup.OutputChunk;
}

describe('modulesLoadedWith', () => {
  const output = [
    chunk('main.js', ['/app/index.html', '/app/main.tsx'], ['shell.js'], 'main'),
    chunk('shell.js', ['/ui/Shell.tsx'], ['react.js']),
    chunk('react.js', ['/node_modules/react-dom/index.js']),
    // A lazy page and what only it imports: not loaded with the entry.
    chunk('HealthRoute.js', ['/app/HealthRoute.tsx'], ['react.js', 'table.js']),
    chunk('table.js', ['/ui/DataTable.tsx']),
    chunk('embed.js', ['/app/embed/index.html'], ['react.js'], 'embed'),
  ];

  it('answers the modules of every chunk the entry imports statically, through their own imports', () => {
    expect([...modulesLoadedWith(output, 'main')].sort()).toEqual([
      '/node_modules/react-dom/index.js',
      '/ui/Shell.tsx',
    ]);
  });

  it("leaves out the entry's own modules, so that the entry chunk stays the entry", () => {
    expect(modulesLoadedWith(output, 'main').has('/app/main.tsx')).toBe(false);
  });

  it('reads the entry by name', () => {
    expect([...modulesLoadedWith(output, 'embed')]).toEqual(['/node_modules/react-dom/index.js']);
  });

  it('survives an import cycle between chunks', () => {
    const cyclic = [
      chunk('main.js', ['/m'], ['a.js'], 'main'),
      chunk('a.js', ['/a'], ['b.js']),
      chunk('b.js', ['/b'], ['a.js']),
    ];
    expect([...modulesLoadedWith(cyclic, 'main')].sort()).toEqual(['/a', '/b']);
  });

  it('refuses an output with no such entry', () => {
    expect(() => modulesLoadedWith(output, 'admin')).toThrow('no entry chunk named admin');
  });
});

describe('isFirstLoadPass', () => {
  it('is off unless the first build set it', () => {
    expect(isFirstLoadPass()).toBe(false);
  });
});
