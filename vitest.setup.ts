import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Every component test renders inside <React.StrictMode>, so effects that are
// not idempotent show up as failures here rather than in a host's app.
configure({ reactStrictMode: true });

afterEach(() => {
  cleanup();
});
