import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The demo page (no server at all), built into dist/demo/ after the app, with relative asset paths,
// so any static file server can serve that folder alone (the reference server serves it at /demo/).
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  // The app's public files (zod-jitless.js, loaded before the modules) are the demo's too.
  publicDir: `${import.meta.dirname}/../public`,
  build: {
    outDir: `${import.meta.dirname}/../dist/demo`,
    emptyOutDir: true,
  },
});
