// The JavaScript each route of the reference app loads before its first paint, read from Vite's manifest.
// Shared by `pnpm bench:bundle` (bench/bundle/run.ts) and the size budgets (.size-limit.mjs), so both count
// the same chunks. A route's first paint is the entry chunk (index.html) with its static imports, plus the
// modules the route's page needs loaded to paint (its app route module, and the console's lazy parts that
// page renders at once), each with its static imports. Chunks reached only through another dynamic
// import (dialogs, menus, Monaco, charts, forms) load when used and are not counted.

/**
 * Manifest keys (paths relative to apps/reference) of the on-demand modules each route needs to paint.
 * A key missing from a build's manifest (a module no longer split out) is skipped: its code then sits in
 * a chunk that is already counted.
 */
export const ROUTES = {
  // `/health`: the app's route module holds the dashboard.
  health: ['src/pages/health/HealthRoute.tsx'],
  // `/catalog` without a type or search: the page and its summary mode.
  catalog: [
    'src/pages/catalog/CatalogListRoutes.tsx',
    '../../packages/console/src/catalog/CatalogPage/index.ts',
    '../../packages/console/src/catalog/CatalogSummary/index.ts',
  ],
  // `/catalog/changes`: the change feed.
  changes: [
    'src/pages/catalog/CatalogListRoutes.tsx',
    '../../packages/console/src/catalog/changes/ChangesPage/index.ts',
  ],
  // `/topology`: the cards.
  topology: ['src/pages/topology/TopologyRoutes.tsx', '../../packages/console/src/topology/parts.ts'],
  // `/notifications`: the send history.
  notifications: [
    'src/pages/notifications/NotificationRoutes.tsx',
    '../../packages/console/src/notifications/NotificationsPage/index.ts',
  ],
  // `/settings/canaries`, the first settings entry: the generic resource list.
  settings: ['src/pages/settings/ResourceListRoute.tsx'],
};

/** The app's entry in the manifest: index.html (not the embedding example). */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find(
    (name) => manifest[name].isEntry && name.endsWith('index.html') && !name.includes('embed'),
  );
  if (!key) throw new Error('no index.html entry in the manifest');
  return key;
}

/** Manifest keys of the chunks `route` loads before its first paint. */
export function firstPaintKeys(manifest, route) {
  const sources = ROUTES[route];
  if (!sources) throw new Error(`unknown route ${route}; known: ${Object.keys(ROUTES).join(', ')}`);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(entryKey(manifest));
  for (const source of sources) visit(source);
  return [...seen];
}

/** The JavaScript files (relative to the build's folder) `route` loads before its first paint. */
export function firstPaintJs(manifest, route) {
  return [...new Set(firstPaintKeys(manifest, route).map((key) => manifest[key].file))].filter((file) =>
    file.endsWith('.js'),
  );
}
