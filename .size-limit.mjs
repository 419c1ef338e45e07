// Size budgets, checked by `pnpm size` in the test command after `pnpm build`.
// Package entries: the built entry file and the package's own chunks it
// imports, gzipped; dependencies and peers stay external (library mode), so
// the figure is what each entry adds of our own code. The reference app: per
// route (#26: no page pays for another), the JavaScript the route loads before
// its first paint (entry chunk, its static imports and the route's on-demand
// modules with theirs), read from Vite's manifest by bench/bundle/routes.mjs,
// which `pnpm bench:bundle` uses too. Budgets sit just above the
// sizes measured when they were set (25 Nov 2026, unminified library output;
// the app minified), so growth fails CI. `pnpm size` (the size-limit CLI) checks them.
// Session 4: core 10.54 kB (offset caches by hour and day), ui 39.21 kB (Text,
// Stack, Inline, Card, CardList, InlineAlert, DescriptionList), ui/table 13.15 kB (VirtualRows).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstPaintJs } from './bench/bundle/routes.mjs';

const app = 'apps/reference/dist';

/** The JavaScript `route` loads before its first paint (bench/bundle/routes.mjs, shared with `pnpm bench:bundle`). */
function firstPaintFiles(route) {
  const manifestFile = join(app, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return firstPaintJs(manifest, route).map((file) => join(app, file));
}

/** A package entry: its file and the chunks of the same package it imports (`./x-hash.js`). */
function entryFiles(dist, file) {
  const seen = new Set();
  const visit = (name) => {
    const path = join(dist, name);
    if (seen.has(path) || !existsSync(path)) return;
    seen.add(path);
    const code = readFileSync(path, 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) visit(match[1]);
  };
  visit(file);
  return [...seen];
}

const budget = (name, path, limit) => ({ name, path, limit, gzip: true });

// Session 4 raised two budgets on purpose, to the measured sizes plus a little: the console entry
// (99 → 110 kB) for the topology, scraper and log-backend forms with six bundled chart schemas,
// the generic editor's tabs, effective access and hosted mode; console/testing (5.9 → 9.4 kB)
// because the provider it wraps now carries the organization gate.
// Session 5: Setup MCP (a token form: react-hook-form, zod resolver, scope rules) loads when it is
// first opened, so /health's first paint fell from 314.3 to 295.8 kB (measured 296.44 kB by
// size-limit; budget 322 → 302 kB); the console entry measures 109.93 kB (its token dialogs now sit
// in a chunk shared with the lazy part; budget 110 → 111 kB). The api root entry re-exports its
// subpaths with `export *` (the same surface; the bundler groups the chunks differently), and four
// more named queries: 41.31 kB, budget 41 → 41.5 kB.
// Security review S16: the parameter regex matcher compiles classes to ranges searched by bisection
// and has a step budget; with the S1 role rules, the api entry measures 42.37 kB (budget 41.5 → 42.5 kB).
// #29: errorBodySchema and errorMessageOf move into api (one home for the error sentence): 43.17 kB,
// budget 42.5 → 43.5 kB.
// #29: routes, sidebar and titles derive from the areas' declarations (defineArea), which the
// provider's router needs, so they sit in the provider's chunk; with HostedConsoleProvider split
// from the provider (hosted mode is no longer in the provider's chunk) the console entry measures
// 112.66 kB (budget 111 → 113 kB) and console/testing 9.11 kB (budget unchanged, 9.4 kB).
// #19 catalog (session 7): core gains the match-expression parser (a,!b,c*) the server and the console share:
// 11.82 kB (budget 10.8 -> 12 kB). api gains the catalog's list, summary, item and scraper calls with their row
// schemas: 48.87 kB (43.5 -> 49.2 kB). The console entry carries the catalog's area declaration, its lazy page
// wrappers and the form engine that connections and playbook parameters now share; the integration forms left
// it (loaded when opened): 118.98 kB (113 -> 119.5 kB); console/testing 9.97 kB (9.4 -> 10.2 kB). /health's first
// paint grows with them, mostly because api's createClient builds every area's client (catalog included):
// 311.47 kB (302 -> 312 kB). Making area clients load with their area is the frame-speed issue's (#26) work.
// Session 8 (#20-#23, #28): api gains the changes, insights, topology, notifications and resource-search clients
// with their row schemas: 55.63 kB (49.2 -> 56 kB). The console entry gains five areas' declarations and lazy page
// wrappers, the ResourceSelector the permission and run dialogs now use, the incident activity and PageGate:
// 135.4 kB (119.5 -> 136 kB); console/testing 10.79 kB (10.2 -> 10.9 kB); /health's first paint 321.65 kB
// (312 -> 322 kB). This moves away from #26's 150 kB goal: area clients and widgets still load with the entry.
// Session 9: the api root entry re-exports ./rules, which now holds the bundled playbook spec schema and its
// validator (the editor's inline messages and the server's 400 share it): 60.29 kB (56 -> 61 kB). The console
// entry gains the shared playbook runs table, the Silence action, the remembered page size of URL-kept tables and
// the playbook editor's routes: 138.81 kB (136 -> 139.5 kB; the check editor's model went to its own entry,
// ./checks, instead of adding 8.5 kB here). /health's first paint: 322.68 kB (322 -> 323.5 kB). Still away from
// #26's goal, which is that issue's work. The ui entry: the time-range picker's check-detail lookbacks and the
// popovers' landmark placement (axe's region rule while open): 40.11 kB (39.6 -> 40.2 kB).
// #26 (session 10): one budget per route, from the measured first paints with their source-map comments
// (the app builds with source maps; 27 Nov 2026, before #26's cuts): health 323.14, catalog 313.59, changes
// 363.47, topology 403.85, notifications 310.32, settings 388.01 kB. After them (the Preferences form and the
// kubeconfig dialog load when opened, the api's area clients with their schemas on first call, the settings
// lists in their own chunk): health 302.92, catalog 294.42, changes 350.44, topology 389.93, notifications
// 281.79, settings 341.77 kB; budgets 1.5 kB above, for the areas being added beside them this session.
// Still twice #26's 150 kB for /health: react-dom 64, react-aria 48 (the dashboard's selects, multiselect and
// tabs), zod 27, react-router 14, TanStack table 14 and virtual 10, query 11 kB (pnpm bench:bundle).
// #24 (session 10): the views, logs and applications areas. The api entry gains their clients and row schemas
// (views' ViewResult, logs' answer, the Application spec and report): 65.48 kB (61 -> 66 kB; they load on first
// call, so no page's first paint carries them). The console entry gains three areas' declarations, lazy pages and
// ViewContent: 145.56 kB (139.5 -> 146.5 kB); console/testing's fake client knows the new areas: 11.99 kB
// (10.9 -> 12.2 kB). /settings/canaries carries the views kind's schema check: 344.56 kB (343.5 -> 345 kB). #26's
// list index (search text, narrowing, key columns once per data version) makes core 12.6 kB (12 -> 12.8 kB).
// #26 (session 11): the history charts draw per pixel (markers once per half pixel, the latency line by M4 per
// column) and measure their width in a layout effect instead of @visx/responsive, which was external: ui 41.19 kB
// (40.2 -> 41.4 kB), most of it the new functions' doc comments, which the library output keeps. Session 12: the
// latency shading one point per column (areaPerPixel) and the shapes placed by plain arithmetic (timeToPixelsOf):
// 41.8 kB (41.4 -> 42 kB).
// #26 (session 14): DataTable's rows reuse the elements of rows that left the window (RowSlots) and track the
// row holding focus, so it is never reused: ui/table 13.63 kB (13.5 -> 13.8 kB).
// #26 (session 19): api's schemas are written with zod/mini, so first paint carries zod's core and the mini
// functions in use (15.5 kB) instead of classic zod (27.4 kB); forms that import classic zod still load it when
// opened. Every route falls 7 to 8 kB: health 295.64, catalog 287.8, changes 343.92, topology 383.4, notifications
// 274.02, settings 337.87 kB; budgets lowered to about 1 kB above. The api entry's functional forms and its
// English-messages module: 66.22 kB (66 -> 66.5 kB); console 146.52 kB (146.5 -> 147 kB).
// Then the reference app's build keeps react-aria's English strings alone (@react-aria/optimize-locales-plugin;
// about 175 locale modules of each first paint): health 288.65, catalog 280.82, changes 334.03, topology 372.58,
// notifications 270.02, settings 331.77 kB; budgets lowered to about 1 kB above.
// #26 (session 21): ui's Tab takes a badge and exports TabCount, and isValidTimeZone remembers its answers (the
// doc comments ship too): ui 42.03 kB (42 -> 42.3 kB).
// #26 (session 22): api's transport parses through the schemas' Standard Schema surface, and the modules /health
// needs to paint (the session checks, the current user, the agent id, the backend version, health's and the
// shell's reads) no longer import a schema, so zod loads beside the first paint instead of before it: /health
// 271.52 kB (289.5 -> 272.5 kB). The notification pages' reads load their row schemas the same way: /notifications
// 251.88 kB (271 -> 253 kB). So do the catalog list's (its query builders left the module of its row schemas):
// /catalog 260.46 kB (282 -> 261.5 kB). The changes, topology and settings pages still import theirs, and fall a
// little with the shared modules: changes 330.18 (335 -> 331), topology 370.23 (373.5 -> 371), settings 330.61 kB
// (333 -> 331.5 kB).
// #26 (session 23): the reference build puts every module its entry loads before any page in one chunk (16
// shared chunks had each been compressed on their own), found by a first build (config/first-load-chunk.ts):
// every route falls about 8 kB. The settings lists read plain kind data (resourceKindList.ts) and load their row
// schemas with the first request, so they no longer carry yaml, zod and react-hook-form (the connections page's
// chunk came along for one message): health 263.61, catalog 252.39, changes 321.94, topology 361.8,
// notifications 244, settings 238.01 kB; budgets lowered to about 1 kB above. The console entry gains
// listedResourceKind: 147.05 kB (147 -> 147.5 kB).
// Then Link to Incident and the playbook run dialog load when first opened (their forms brought react-hook-form
// and yaml), and the change feed's, the topology sidebar's and the playbook lists' reads load their row schemas
// with the first request: changes 271.29 (323 -> 272.5), topology 271.39 kB (363 -> 272.5 kB). The console entry
// no longer carries the two dialogs: 139.55 kB (147.5 -> 140 kB).
export default [
  budget('@mission-control/core', entryFiles('packages/core/dist', 'index.js'), '12.8 kB'),
  budget('@mission-control/api', entryFiles('packages/api/dist', 'index.js'), '66.5 kB'),
  budget('@mission-control/ui', entryFiles('packages/ui/dist', 'index.js'), '42.3 kB'),
  budget('@mission-control/ui/time', entryFiles('packages/ui/dist', 'time.js'), '2.2 kB'),
  budget('@mission-control/ui/table', entryFiles('packages/ui/dist', 'table.js'), '13.8 kB'),
  budget('@mission-control/console', entryFiles('packages/console/dist', 'index.js'), '140 kB'),
  budget('@mission-control/console/testing', entryFiles('packages/console/dist', 'testing.js'), '12.2 kB'),
  budget('reference app: /health first paint (JS)', firstPaintFiles('health'), '264.5 kB'),
  budget('reference app: /catalog first paint (JS)', firstPaintFiles('catalog'), '253.5 kB'),
  budget('reference app: /catalog/changes first paint (JS)', firstPaintFiles('changes'), '272.5 kB'),
  budget('reference app: /topology first paint (JS)', firstPaintFiles('topology'), '272.5 kB'),
  budget('reference app: /notifications first paint (JS)', firstPaintFiles('notifications'), '245 kB'),
  budget('reference app: /settings/canaries first paint (JS)', firstPaintFiles('settings'), '239 kB'),
];
