/**
 * Bundle benchmark: the gzipped JavaScript the reference app loads for the first
 * paint of `/health`, i.e. the entry chunk and every chunk it imports statically,
 * plus the chunks of the route module for `/health` when that is loaded on demand.
 * Chunks reached only by a dynamic `import()` (the check detail, charts, YAML,
 * forms, Monaco) are not counted: they load when used.
 *
 * Run with `pnpm bench:bundle`: builds apps/reference into a temporary folder
 * (Vite, production mode, with a manifest), prints the figure beside the
 * baseline recorded in bench/bundle/baseline.json, and the largest chunks.
 * `BENCH_SAVE_BASELINE=1` records the current build as the baseline instead.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { announceSmoke } from '../smoke.ts';

announceSmoke('bench:bundle');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Measurement {
  /** Gzipped bytes of JavaScript for /health's first paint. */
  healthFirstPaintGzip: number;
  /** Raw (minified, uncompressed) bytes of the same. */
  healthFirstPaintRaw: number;
  /** Every chunk counted, with its gzipped size. */
  chunks: Array<{ file: string; gzip: number }>;
  /** Gzipped bytes of every JavaScript chunk of the app (first paint or not). */
  totalGzip: number;
  measuredAt: string;
  commit: string;
  how: string;
}

const appRoot = resolve(import.meta.dirname, '../../apps/reference');
/** The route modules the reference app renders for /health (when split into their own chunk). */
const HEALTH_ROUTE_SOURCES = ['src/pages/health/HealthRoute.tsx'];
const baselineFile = resolve(import.meta.dirname, 'baseline.json');

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key]!.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

async function measure(): Promise<Measurement> {
  const outDir = mkdtempSync(join(tmpdir(), 'mc-bundle-'));
  try {
    await build({
      configFile: join(appRoot, 'vite.config.ts'),
      root: appRoot,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const entry = Object.keys(manifest).find(
      (key) => manifest[key]!.isEntry && key.endsWith('index.html') && !key.includes('embed'),
    );
    if (!entry) throw new Error('no index.html entry in the manifest');
    const routes = HEALTH_ROUTE_SOURCES.filter((src) => manifest[src]?.isDynamicEntry);
    const keys = closure(manifest, [entry, ...routes]);
    const sizeOf = (file: string) => {
      const bytes = readFileSync(join(outDir, file));
      return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    };
    const chunks = [...keys]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, ...sizeOf(file) }))
      .sort((a, b) => b.gzip - a.gzip);
    const allJs = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((f) => f.endsWith('.js'));
    const { execSync } = await import('node:child_process');
    return {
      healthFirstPaintGzip: chunks.reduce((sum, c) => sum + c.gzip, 0),
      healthFirstPaintRaw: chunks.reduce((sum, c) => sum + c.raw, 0),
      chunks: chunks.map(({ file, gzip }) => ({ file, gzip })),
      totalGzip: allJs.reduce((sum, file) => sum + sizeOf(file).gzip, 0),
      measuredAt: new Date().toISOString(),
      commit: execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim(),
      how: 'vite build of apps/reference (production, its own vite.config.ts); gzip -9 of the entry chunk, its static imports and the /health route chunk with its static imports',
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const current = await measure();

if (process.env.BENCH_SAVE_BASELINE === '1') {
  writeFileSync(baselineFile, `${JSON.stringify(current, null, 2)}\n`);
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
  console.log(`all JavaScript of the app: ${kB(current.totalGzip)} gzipped`);
  console.log('largest first-paint chunks:');
  for (const chunk of current.chunks.slice(0, 8)) console.log(`  ${kB(chunk.gzip).padStart(10)}  ${chunk.file}`);
}
