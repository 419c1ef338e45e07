/**
 * Bundle benchmark: the gzipped JavaScript the reference app loads for the first
 * paint of `/health`, i.e. the entry chunk and every chunk it imports statically,
 * plus the chunks of the route module for `/health` when that is loaded on demand.
 * Chunks reached only by a dynamic `import()` (the check detail, charts, YAML,
 * forms, Monaco) are not counted: they load when used. The same figure for every
 * route with a size budget (health, catalog, changes, topology, notifications,
 * settings; bench/bundle/routes.mjs says which chunks each counts, and
 * .size-limit.mjs reads the same file).
 *
 * Run with `pnpm bench:bundle`: builds apps/reference into a temporary folder
 * (Vite, production mode, with a manifest and source maps), prints the figure beside the
 * baseline recorded in bench/bundle/baseline.json, every route's first paint, and
 * /health's first-paint chunks broken down by package through their source maps
 * (`BENCH_BUNDLE_ROUTE=catalog` breaks down another route instead).
 * `BENCH_SAVE_BASELINE=1` records the current build as the baseline instead.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { announceSmoke } from '../smoke.ts';
import { bytesByPackage, bytesBySource, packageOf, type SourceMap } from './breakdown.ts';
import { firstPaintJs, ROUTES, type Manifest, type Route } from './routes.mjs';

announceSmoke('bench:bundle');

interface ChunkMeasure {
  file: string;
  gzip: number;
  /** Gzip bytes by package (the chunk's gzip shared out by raw bytes; breakdown.ts). */
  packages?: Record<string, number>;
  /** Gzip bytes by source file, for the packages named in BENCH_BUNDLE_FILES (not saved in the baseline). */
  sources?: Record<string, number>;
}

interface Measurement {
  /** Gzipped bytes of JavaScript for /health's first paint. */
  healthFirstPaintGzip: number;
  /** Raw (minified, uncompressed) bytes of the same. */
  healthFirstPaintRaw: number;
  /** Every chunk counted, with its gzipped size. */
  chunks: ChunkMeasure[];
  /** Every budgeted route's first paint: gzip bytes and chunk count. */
  routes?: Record<string, { gzip: number; chunks: number }>;
  /** Gzipped bytes of every JavaScript chunk of the app (first paint or not). */
  totalGzip: number;
  measuredAt: string;
  commit: string;
  how: string;
}

const appRoot = resolve(import.meta.dirname, '../../apps/reference');
const baselineFile = resolve(import.meta.dirname, 'baseline.json');
const breakdownRoute = (process.env.BENCH_BUNDLE_ROUTE ?? 'health') as Route;
/** `BENCH_BUNDLE_FILES=zod,react-aria`: also list the source files of those packages in the breakdown route. */
const filesOf = new Set((process.env.BENCH_BUNDLE_FILES ?? '').split(',').filter(Boolean));
if (!(breakdownRoute in ROUTES)) throw new Error(`BENCH_BUNDLE_ROUTE: one of ${Object.keys(ROUTES).join(', ')}`);

async function measure(): Promise<{ current: Measurement; breakdown: ChunkMeasure[] }> {
  const outDir = mkdtempSync(join(tmpdir(), 'mc-bundle-'));
  try {
    await build({
      configFile: join(appRoot, 'vite.config.ts'),
      root: appRoot,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: true },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const sizes = new Map<string, { raw: number; gzip: number }>();
    const sizeOf = (file: string) => {
      let size = sizes.get(file);
      if (!size) {
        const bytes = readFileSync(join(outDir, file));
        size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
        sizes.set(file, size);
      }
      return size;
    };
    const withPackages = (file: string): ChunkMeasure => {
      const { raw, gzip } = sizeOf(file);
      const code = readFileSync(join(outDir, file), 'utf8');
      const mapFile = join(outDir, `${file}.map`);
      if (!existsSync(mapFile)) return { file, gzip, packages: { '(no source map)': gzip } };
      const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap;
      const toGzip = (bytes: Map<string, number>) =>
        Object.fromEntries(
          [...bytes]
            .map(([name, share]) => [name, Math.round((share / raw) * gzip)] as const)
            .sort((a, b) => b[1] - a[1]),
        );
      const packages = toGzip(bytesByPackage(code, map));
      if (filesOf.size === 0) return { file, gzip, packages };
      const chosen = { ...map, sources: map.sources.map((source) => (filesOf.has(packageOf(source)) ? source : '')) };
      const sources = toGzip(bytesBySource(code, chosen));
      delete sources[''];
      return { file, gzip, packages, sources };
    };
    const byGzip = (a: ChunkMeasure, b: ChunkMeasure) => b.gzip - a.gzip;
    const routes: Record<string, { gzip: number; chunks: number }> = {};
    for (const route of Object.keys(ROUTES) as Route[]) {
      const files = firstPaintJs(manifest, route);
      routes[route] = { gzip: files.reduce((sum, file) => sum + sizeOf(file).gzip, 0), chunks: files.length };
    }
    const chunks = firstPaintJs(manifest, 'health').map(withPackages).sort(byGzip);
    const breakdown =
      breakdownRoute === 'health' ? chunks : firstPaintJs(manifest, breakdownRoute).map(withPackages).sort(byGzip);
    const allJs = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((f) => f.endsWith('.js'));
    const { execSync } = await import('node:child_process');
    const current: Measurement = {
      healthFirstPaintGzip: chunks.reduce((sum, c) => sum + c.gzip, 0),
      healthFirstPaintRaw: chunks.reduce((sum, c) => sum + sizeOf(c.file).raw, 0),
      chunks,
      routes,
      totalGzip: allJs.reduce((sum, file) => sum + sizeOf(file).gzip, 0),
      measuredAt: new Date().toISOString(),
      commit: execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim(),
      how: 'vite build of apps/reference (production, its own vite.config.ts, source maps on); gzip -9 of the entry chunk, its static imports and the route modules of bench/bundle/routes.mjs with their static imports; packages by source map, gzip shared out by raw bytes',
    };
    return { current, breakdown };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const { current, breakdown } = await measure();

/** Packages under half a kilobyte in a chunk are summed as "others", so the list stays readable. */
function printPackages(packages: Record<string, number>, indent: string, limit: number) {
  const rows = Object.entries(packages).sort((a, b) => b[1] - a[1]);
  const shown = rows.filter(([, gzip], index) => gzip >= 500 && index < limit);
  for (const [name, gzip] of shown) console.log(`${indent}${kB(gzip).padStart(10)}  ${name}`);
  const rest = rows.slice(shown.length);
  const restGzip = rest.reduce((sum, [, gzip]) => sum + gzip, 0);
  if (rest.length > 0) console.log(`${indent}${kB(restGzip).padStart(10)}  ${rest.length} more under 0.5 kB each`);
}

if (process.env.BENCH_SAVE_BASELINE === '1') {
  const saved = { ...current, chunks: current.chunks.map(({ sources: _sources, ...chunk }) => chunk) };
  writeFileSync(baselineFile, `${JSON.stringify(saved, null, 2)}\n`);
  console.log(`baseline recorded: /health first paint ${kB(current.healthFirstPaintGzip)} gzipped JS`);
} else {
  const before = existsSync(baselineFile) ? (JSON.parse(readFileSync(baselineFile, 'utf8')) as Measurement) : null;
  console.log('/health first paint, gzipped JavaScript');
  console.log(
    `  ${'before'.padEnd(8)} ${before ? `${kB(before.healthFirstPaintGzip).padStart(10)}  (${before.commit}, ${before.chunks.length} chunks)` : '(no baseline)'}`,
  );
  console.log(
    `  ${'after'.padEnd(8)} ${kB(current.healthFirstPaintGzip).padStart(10)}  (${current.commit}, ${current.chunks.length} chunks)`,
  );
  if (before) {
    const change = ((current.healthFirstPaintGzip - before.healthFirstPaintGzip) / before.healthFirstPaintGzip) * 100;
    console.log(`  change   ${change.toFixed(1).padStart(9)}%`);
  }
  console.log('first paint by route, gzipped JavaScript (before / after):');
  for (const [route, after] of Object.entries(current.routes ?? {})) {
    const was = before?.routes?.[route];
    console.log(
      `  ${route.padEnd(14)} ${(was ? kB(was.gzip) : '-').padStart(10)}  ${kB(after.gzip).padStart(10)}  (${after.chunks} chunks)`,
    );
  }
  console.log(`all JavaScript of the app: ${kB(current.totalGzip)} gzipped`);
  const total: Record<string, number> = {};
  for (const chunk of breakdown) {
    for (const [name, gzip] of Object.entries(chunk.packages ?? {})) total[name] = (total[name] ?? 0) + gzip;
  }
  console.log(`/${breakdownRoute} first paint by package (gzip, every first-paint chunk together):`);
  printPackages(total, '  ', 25);
  console.log(`/${breakdownRoute} first-paint chunks, each by package:`);
  for (const chunk of breakdown) {
    if (chunk.gzip < 1000) continue;
    console.log(`  ${kB(chunk.gzip).padStart(10)}  ${chunk.file}`);
    printPackages(chunk.packages ?? {}, '      ', 8);
  }
  if (filesOf.size > 0) {
    const files: Record<string, number> = {};
    for (const chunk of breakdown) {
      for (const [name, gzip] of Object.entries(chunk.sources ?? {})) files[name] = (files[name] ?? 0) + gzip;
    }
    console.log(`/${breakdownRoute} first paint, files of ${[...filesOf].join(', ')}:`);
    printPackages(files, '  ', 60);
  }
  const small = breakdown.filter((chunk) => chunk.gzip < 1000);
  if (small.length > 0) {
    console.log(`  ${kB(small.reduce((sum, c) => sum + c.gzip, 0)).padStart(10)}  ${small.length} chunks under 1 kB`);
  }
}
