import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { configDefaults, defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from './config/chromium.ts';
import { isolatedTestFiles } from './config/isolated-tests.ts';

/**
 * #25's three-server cluster on PostgreSQL: two minutes of check intervals with the machine mostly idle. Its own
 * project, last in a plain `vitest run`; `scripts/test-all.sh` runs it beside the Storybook step instead.
 */
const CLUSTER = 'apps/reference/server/cluster.test.ts';
/**
 * Server tests that assert on elapsed time or on scheduling across processes (health under 100 ms while a heavy
 * query runs, a revoked token refused within a second): the `server-serial` project runs them one file at a time
 * with nothing else running, while the other unit projects share the machine's workers.
 */
const SERVER_SERIAL = [
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

/** Files that replace a module or change a global (config/isolated-tests.ts): each runs in a module scope of its own. */
const ISOLATED = isolatedTestFiles(fileURLToPath(new URL('.', import.meta.url)), [
  'packages',
  'apps/reference/src',
  'apps/reference/server',
  'config',
]).filter((file) => file !== CLUSTER && !SERVER_SERIAL.includes(file));

type TestOptions = Record<string, unknown> & { name: string; include: string[] };

/**
 * A unit project whose files share their worker's module cache (`isolate: false`: React, the app's modules and
 * PGlite load once per worker, not once per file), and, when some of its files need one, an `<name>-isolated`
 * project that runs those files each in a fresh module scope.
 */
function unitProjects(dirs: string[], { exclude = [], ...test }: TestOptions & { exclude?: string[] }) {
  const own = ISOLATED.filter((file) => dirs.some((dir) => file.startsWith(`${dir}/`)));
  const projects = [
    {
      extends: true as const,
      test: { ...test, isolate: false, exclude: [...configDefaults.exclude, ...exclude, ...own] },
    },
  ];
  if (own.length) {
    projects.push({
      extends: true as const,
      test: {
        ...test,
        name: `${test.name}-isolated`,
        include: own,
        isolate: true,
        exclude: [...configDefaults.exclude, ...exclude],
      },
    });
  }
  return projects;
}

const jsdom = {
  environment: 'jsdom',
  setupFiles: ['./vitest.setup.ts'],
  // CI runs six projects at once on two cores; a render that takes 2 s there is slow, not wrong.
  testTimeout: 20_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      ...unitProjects(['packages/core/src'], {
        name: 'core',
        include: ['packages/core/src/**/*.test.ts'],
        environment: 'node',
      }),
      ...unitProjects(['packages/api/src'], {
        name: 'api',
        include: ['packages/api/src/**/*.test.ts'],
        environment: 'node',
      }),
      ...unitProjects(['packages/ui/src'], { name: 'ui', include: ['packages/ui/src/**/*.test.{ts,tsx}'], ...jsdom }),
      ...unitProjects(['packages/console/src'], {
        name: 'console',
        include: ['packages/console/src/**/*.test.{ts,tsx}'],
        ...jsdom,
      }),
      ...unitProjects(['apps/reference/src'], {
        name: 'reference',
        include: ['apps/reference/src/**/*.test.{ts,tsx}'],
        ...jsdom,
      }),
      ...unitProjects(['apps/reference/server', 'config'], {
        name: 'server',
        include: ['apps/reference/server/**/*.test.ts', 'config/**/*.test.ts'],
        exclude: [...SERVER_SERIAL, CLUSTER],
        environment: 'node',
        testTimeout: 60_000,
        hookTimeout: 120_000,
      }),
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
        test: {
          name: 'server-cluster',
          include: [CLUSTER],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 2 },
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
