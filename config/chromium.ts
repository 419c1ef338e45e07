/**
 * Debian's Chromium, shared by Playwright e2e, Storybook tests and benchmarks.
 * Downloading a browser is not possible where only package registries are
 * reachable, so nothing here ever calls `playwright install`.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep a headless Chromium from reaching for the network on its own. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
];
