import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The demo page (no server at all), built into dist/demo/ after the app, with relative asset paths,
// so any static file server can serve that folder alone (the reference server serves it at /demo/).
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  build: {
    outDir: `${import.meta.dirname}/../dist/demo`,
    emptyOutDir: true,
  },
});
