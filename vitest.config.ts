import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './config/chromium.ts';

const jsdomProject = (name: string, include: string[]) => ({
  extends: true as const,
  test: {
    name,
    include,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // CI runs six projects at once on two cores; a render that takes 2 s there is slow, not wrong.
    testTimeout: 20_000,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'api', include: ['packages/api/src/**/*.test.ts'], environment: 'node' },
      },
      jsdomProject('ui', ['packages/ui/src/**/*.test.{ts,tsx}']),
      jsdomProject('console', ['packages/console/src/**/*.test.{ts,tsx}']),
      jsdomProject('reference', ['apps/reference/src/**/*.test.{ts,tsx}']),
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/reference/server/**/*.test.ts', 'config/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          // Monaco's first load in a cold Vite dev server takes well over the default 15 s on a small machine.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
