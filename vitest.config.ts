import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { configDefaults, defineConfig } from 'vitest/config';
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

/**
 * Server tests that assert on elapsed time or on scheduling across processes (health under 100 ms while a heavy
 * query runs, a revoked token refused within a second, checks run once per interval in a three-server cluster):
 * the `server-serial` project runs them one file at a time with nothing else running, while the other unit
 * projects share the machine's workers.
 */
const SERVER_SERIAL = [
  'apps/reference/server/cluster.test.ts',
  'apps/reference/server/auth/revocations.test.ts',
  'apps/reference/server/db/connectionLoss.test.ts',
  'apps/reference/server/db/pgliteThread.test.ts',
  'apps/reference/server/hardening/checks.test.ts',
  'apps/reference/server/hardening/dbLimits.test.ts',
  'apps/reference/server/hardening/fanOut.test.ts',
  'apps/reference/server/hardening/server.test.ts',
  'apps/reference/server/identity/review975.test.ts',
  'apps/reference/server/jobs/claims.test.ts',
  'apps/reference/server/kube/security.test.ts',
  'apps/reference/server/playbooks/interrupted.test.ts',
  'apps/reference/server/playbooks/params.test.ts',
  'apps/reference/server/postgrest/cost.test.ts',
  'apps/reference/server/runner/crash.test.ts',
  'apps/reference/server/runner/executors.test.ts',
  'apps/reference/server/runner/folder.test.ts',
  'apps/reference/server/runner/scheduling.test.ts',
  'apps/reference/server/sandbox/sandbox.test.ts',
  'apps/reference/server/sandbox/server.test.ts',
];

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
          exclude: [...configDefaults.exclude, ...SERVER_SERIAL],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-serial',
          include: SERVER_SERIAL,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file at a time, after every other unit project has finished: these measure time, kill
          // processes or run a cluster, and must have the machine to themselves.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
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
