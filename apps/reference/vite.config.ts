import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadModules, isFirstLoadPass } from '../../config/first-load-chunk.ts';

export default defineConfig(async ({ command, isSsrBuild }) => {
  // The browser build puts what the entry loads before any page in one chunk (config/first-load-chunk.ts).
  const firstLoad =
    command === 'build' && !isSsrBuild && !isFirstLoadPass()
      ? await firstLoadModules(`${import.meta.dirname}/vite.config.ts`, 'main')
      : undefined;
  return {
    root: import.meta.dirname,
    plugins: [
      react(),
      // The console's own text is English, so react-aria's built-in strings (mostly labels a screen reader hears,
      // such as "Dismiss" or "Clear search") are kept in English alone; for another browser language react-aria
      // falls back to them. Its translations of every other locale were about 175 modules of each first paint (#26).
      // Number and date formatting still follow the user's locale (Intl); embedders build with their own locales.
      { ...optimizeLocales.vite({ locales: ['en-US'] }), apply: 'build' },
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // .size-limit.mjs reads the first route's chunks from the manifest.
      manifest: true,
      // The embedding example (embed/index.html) is built beside the app.
      rollupOptions: {
        input: { main: `${import.meta.dirname}/index.html`, embed: `${import.meta.dirname}/embed/index.html` },
        ...(firstLoad && {
          output: {
            codeSplitting: {
              groups: [
                { name: 'first-load', test: (id: string) => firstLoad.has(id), includeDependenciesRecursively: false },
              ],
            },
          },
        }),
      },
    },
    ssr: {
      // The server bundle carries its own copy of the workspace packages' source;
      // everything from the registry stays an ordinary import.
      noExternal: [/^@mission-control\//],
    },
    server: {
      proxy: { '/api': 'http://localhost:8080' },
    },
  };
});
