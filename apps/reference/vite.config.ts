import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
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
