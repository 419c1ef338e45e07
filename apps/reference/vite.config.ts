import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .size-limit.mjs reads the first route's chunks from the manifest.
    manifest: true,
    // The embedding example (embed/index.html) is built beside the app.
    rollupOptions: {
      input: { main: `${import.meta.dirname}/index.html`, embed: `${import.meta.dirname}/embed/index.html` },
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
});
