import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Every component test renders inside <React.StrictMode>, so effects that are
// not idempotent show up as failures here rather than in a host's app.
configure({
  reactStrictMode: true,
  // findBy/waitFor give up after this long. Testing Library's default (1 s) is shorter than a
  // busy CI machine sometimes needs to render a lazily loaded part; a wrong screen still fails.
  asyncUtilTimeout: 5_000,
});

afterEach(() => {
  cleanup();
});

// A test can end while a part it opened is still loading (React.lazy). The unit projects share each worker's
// module cache (isolate: false), so such an import would otherwise finish, or fail, during a later file or after
// the worker's environment is torn down: each file waits for its own dynamic imports before it ends.
afterAll(async () => {
  await vi.dynamicImportSettled();
});
