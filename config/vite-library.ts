import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import dts from 'vite-plugin-dts';

interface LibraryOptions {
  /** Package folder (the caller's `import.meta.dirname`). */
  root: string;
  /** Output name → source entry, relative to the package folder. */
  entries: Record<string, string>;
}

/**
 * One build recipe for the three public packages: ES modules plus `.d.ts`,
 * every dependency and peer left external so hosts dedupe React and friends,
 * and no tests, stories or fixtures in the output.
 */
export function libraryConfig({ root, entries }: LibraryOptions): UserConfig {
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const externals = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
  const isExternal = (id: string) =>
    externals.some((dep) => id === dep || id.startsWith(`${dep}/`)) || id.startsWith('node:');

  return defineConfig({
    root,
    plugins: [
      react(),
      dts({
        tsconfigPath: resolve(root, 'tsconfig.json'),
        include: ['src'],
        exclude: [
          '**/*.test.ts',
          '**/*.test.tsx',
          '**/*.stories.tsx',
          '**/*.stories.ts',
          '**/__fixtures__/**',
          '**/test/**',
        ],
      }),
    ],
    build: {
      outDir: resolve(root, 'dist'),
      emptyOutDir: true,
      sourcemap: true,
      minify: false,
      lib: {
        entry: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, resolve(root, file)])),
        formats: ['es'],
      },
      rolldownOptions: {
        external: isExternal,
      },
    },
  });
}
