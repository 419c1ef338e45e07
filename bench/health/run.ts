/**
 * Health dashboard benchmark: the virtualised HealthDashboard against a plain table
 * that renders every row, at 10,000 and 100,000 checks, in headless Chromium.
 * The dashboard is measured twice: as it is (its ChecksTable on the ui DataTable)
 * and built with the console's earlier hand-rolled table (bench/health/legacy), so
 * both tables are compared under the same machine load. BENCH_LEGACY=0 skips that.
 * Run with `pnpm bench:health`. Figures are milliseconds and DOM element counts, timed inside the page
 * (the user event's timestamp to the end of the frame that shows the change); the scroll rows are frame
 * times from requestAnimationFrame while the whole list is scrolled through (goal: no frame over 33 ms), and the
 * renderer main thread's work per scroll step from a second pass under Chromium's tracing (frame times round that
 * work up to whole vsyncs, so it moves with a change where they may not).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright';
import { build, preview, type Plugin, type PreviewServer } from 'vite';
import { chromiumArgs, chromiumPath } from '../../config/chromium.ts';
import { announceSmoke, sized } from '../smoke.ts';

announceSmoke('bench:health');

/** The dashboard's search debounce, taken out of the keystroke figure so both sides compare. */
const SEARCH_DEBOUNCE_MS = 400;
const STEP_TIMEOUT_MS = 30_000;
const SIZES = (process.env.BENCH_SIZES ?? sized('10000,100000', '500')).split(',').map(Number);
/**
 * BENCH_BEFORE=<git revision>: the second dashboard column is the health folder as it was at that revision
 * (read with `git show`, built beside the current one), so a change is measured before and after in one run
 * under the same machine load. It replaces the earlier-table column.
 */
const BEFORE_REV = process.env.BENCH_BEFORE || null;
/**
 * BENCH_CSS=<style sheet>: the second dashboard column is the current build with this style sheet added to its page,
 * so a style change is measured with and without it, alternating in one run (e.g. `tbody tr { contain: none }`).
 * It replaces the earlier-table column.
 */
const WITH_CSS = BEFORE_REV === null ? process.env.BENCH_CSS || null : null;
const WITH_LEGACY = (process.env.BENCH_LEGACY !== '0' || BEFORE_REV !== null) && WITH_CSS === null;
/** Each dashboard is measured this many times, alternating, and the median kept (the machine is shared and noisy). */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? sized(3, 1)));
/** BENCH_BASELINE=0 leaves out the plain table (slow at 100,000), e.g. while profiling. */
const WITH_BASELINE = process.env.BENCH_BASELINE !== '0';
/**
 * BENCH_PROFILE=firstPaint,filter,groupBy,scroll (any of them): an unminified build, and for
 * those steps of each dashboard column (not the plain table) the functions with the most self time on stderr.
 * BENCH_PROFILE_SAVE=<path prefix> also writes each of those profiles to `<prefix>-<step>.cpuprofile`
 * (Chrome DevTools' Performance panel opens it).
 */
const PROFILE = new Set((process.env.BENCH_PROFILE ?? '').split(',').filter(Boolean));

const SAMPLE_US = 200;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

/**
 * BENCH_TRACE=firstPaint,filter,groupBy,scroll (any of them): a Chromium trace of those steps of each dashboard
 * column (not the plain table; the columns alternate, the current one first), summarised on stderr as the renderer
 * main thread's time by kind of work (script, style, layout, paint…), each event's own time without the events
 * inside it, so the figures add up.
 */
const TRACE = new Set((process.env.BENCH_TRACE ?? '').split(',').filter(Boolean));

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** The renderer main thread's work while `run` runs: each trace event's own time (without the events inside it). */
async function mainThreadWork<T>(page: Page, run: () => Promise<T>) {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const result = await run();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  // Every open page has a renderer main thread in the trace; the traced page's is the one that worked most.
  const threadKey = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const mains = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map(threadKey),
  );
  const work = new Map<string, number>();
  for (const e of traceEvents)
    if (e.ph === 'X' && mains.has(threadKey(e))) work.set(threadKey(e), (work.get(threadKey(e)) ?? 0) + (e.dur ?? 0));
  const main = [...work].sort((a, b) => b[1] - a[1])[0]?.[0];
  const events = traceEvents
    .filter((e) => e.ph === 'X' && threadKey(e) === main && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const open: TraceEvent[] = [];
  const add = (name: string, us: number) => self.set(name, (self.get(name) ?? 0) + us);
  for (const event of events) {
    while (open.length && open.at(-1)!.ts + open.at(-1)!.dur! <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) add(parent.name, -Math.min(event.dur!, parent.ts + parent.dur! - event.ts));
    add(event.name, event.dur!);
    open.push(event);
  }
  const first = events[0]?.ts ?? 0;
  const last = Math.max(...events.map((e) => e.ts + e.dur!), first);
  const busy = [...self.values()].reduce((sum, us) => sum + us, 0);
  return { result, tracedMs: (last - first) / 1000, busyMs: busy / 1000, byKind: self };
}

async function traced<T>(page: Page, step: Step, run: () => Promise<T>): Promise<T> {
  if (!TRACE.has(step)) return run();
  const { result, tracedMs, busyMs, byKind } = await mainThreadWork(page, run);
  process.stderr.write(
    `trace of ${step}: ${Math.round(tracedMs)} ms traced, main thread busy ${Math.round(busyMs)} ms\n`,
  );
  for (const [name, us] of [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 15))
    if (us >= 500) process.stderr.write(`  ${String(Math.round(us / 1000)).padStart(6)} ms  ${name}\n`);
  return result;
}

async function profiled<T>(page: Page, step: Step, run: () => Promise<T>): Promise<T> {
  if (!PROFILE.has(step)) return traced(page, step, run);
  process.stderr.write(`profile of ${step}${page.url().includes(currentAddress) ? '' : ', earlier table'}:\n`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLE_US });
  await cdp.send('Profiler.start');
  const result = await run();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[] } };
  if (process.env.BENCH_PROFILE_SAVE)
    writeFileSync(`${process.env.BENCH_PROFILE_SAVE}-${step}.cpuprofile`, JSON.stringify(profile));
  const self = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (node.hitCount ?? 0));
    total += node.hitCount ?? 0;
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
  const ms = (hits: number) => ((hits * SAMPLE_US) / 1000).toFixed(0).padStart(6);
  process.stderr.write(`  ${ms(total)} ms sampled\n`);
  for (const [key, hits] of top) process.stderr.write(`  ${ms(hits)} ms  ${key}\n`);
  // Inclusive time of named functions (components among them): a function counted once per stack.
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const inclusive = new Map<string, number>();
  const walk = (node: ProfileNode, onStack: Set<string>): number => {
    let hits = node.hitCount ?? 0;
    const name = node.callFrame.functionName;
    const named = name && !onStack.has(name) ? name : null;
    if (named) onStack.add(named);
    for (const child of node.children ?? []) hits += walk(byId.get(child)!, onStack);
    if (named) {
      onStack.delete(named);
      inclusive.set(named, (inclusive.get(named) ?? 0) + hits);
    }
    return hits;
  };
  walk(profile.nodes[0]!, new Set());
  process.stderr.write(`  inclusive (named functions, components among them):\n`);
  for (const [key, hits] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 40))
    process.stderr.write(`  ${ms(hits)} ms  ${key}\n`);
  await cdp.detach();
  return result;
}

/** The steps BENCH_PROFILE can name. */
type Step = 'firstPaint' | 'filter' | 'groupBy' | 'scroll';

interface Figures {
  firstPaint: number;
  /** Keystroke to the frame that shows the typed character. */
  echo: number;
  filter: number;
  groupBy: number;
  domNodes: number;
  /** Scrolling the whole list: the longest frame and how many frames took over 33 ms. */
  longestFrame: number;
  slowFrames: number;
  /** Scrolling the whole list again, traced: the renderer main thread's busy time per step. */
  scrollWork: number;
}

const ROWS = 'table[aria-label="Health checks"] tbody tr:not([data-spacer])';
const SCROLL_STEPS = sized(120, 10);
const SLOW_FRAME_MS = 33;

/** The end of the frame that first shows `ROWS` with text other than `before` (in the page's clock). */
const paintedWhen = (page: Page, before: string | null) =>
  page.evaluate(([selector, previous]) => window.benchProbe.paintedWhen(selector!, previous!), [ROWS, before] as const);

/** Bounds a wait on the page, so a step that never paints becomes 'timeout' instead of a hang. */
function within<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), STEP_TIMEOUT_MS)),
  ]);
}

/**
 * Gets the 'Group By' control ready and returns the action that picks 'Group Name'.
 * A native select (the baseline) is picked directly; the dashboard's listbox select
 * is opened first, so the figure is the switch itself and not the popover opening.
 */
async function openGroupBy(page: Page): Promise<() => Promise<unknown>> {
  const native = page.locator('select:visible', { has: page.locator('option', { hasText: 'Group Name' }) }).first();
  if (await native.count()) return () => native.selectOption({ label: 'Group Name' });
  await page
    .getByRole('button', { name: /Group By/ })
    .first()
    .click();
  const option = page.getByRole('option', { name: 'Group Name', exact: true });
  await option.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  return () => option.click();
}

/** Per metric, the median of the runs (a timed-out step counts as the slowest). */
function median(runs: Figures[]): Figures {
  const pick = (key: keyof Figures) => {
    const values = runs.map((r) => r[key]).sort((a, b) => (Number.isNaN(a) ? 1 : Number.isNaN(b) ? -1 : a - b));
    return values[Math.floor(values.length / 2)]!;
  };
  return {
    firstPaint: pick('firstPaint'),
    echo: pick('echo'),
    filter: pick('filter'),
    groupBy: pick('groupBy'),
    domNodes: pick('domNodes'),
    longestFrame: pick('longestFrame'),
    slowFrames: pick('slowFrames'),
    scrollWork: pick('scrollWork'),
  };
}

/** A step that never paints is reported as 'timeout' rather than hanging the run. */
async function timed(step: () => Promise<number>): Promise<number> {
  try {
    return await step();
  } catch {
    return Number.NaN;
  }
}

/**
 * One pass over a dashboard: every figure is taken in the page (event timestamp to the end of the frame that
 * shows the change), so the driver's round trips are not counted; the debounce is taken out of the filter figure.
 */
async function measure(page: Page, kind: 'dashboard' | 'baseline', count: number): Promise<Figures> {
  await page.reload();
  const profile = kind === 'dashboard' ? profiled : <T>(_p: Page, _s: Step, run: () => Promise<T>) => run();
  const firstPaint = await profile(page, 'firstPaint', async () => {
    const handedOver = await page.evaluate(([k, n]) => window.benchRender(k, n), [kind, count] as const);
    return (await paintedWhen(page, null)) - handedOver;
  });
  const firstRow = () => page.evaluate((selector) => document.querySelector(selector)?.textContent ?? '', ROWS);

  let echo = Number.NaN;
  const filter = await timed(() =>
    profile(page, 'filter', async () => {
      const before = await firstRow();
      const painted = paintedWhen(page, before);
      await page.evaluate(() => window.benchProbe.arm(['input']));
      await page.fill('input[type="search"]', '9');
      const end = await within(painted);
      const { started, echoed } = await page.evaluate(() => ({ ...window.benchProbe }));
      echo = echoed - started;
      return end - started - (kind === 'dashboard' ? SEARCH_DEBOUNCE_MS : 0);
    }),
  );
  const groupBy = await timed(async () => {
    const before = await firstRow();
    const choose = await openGroupBy(page);
    return profile(page, 'groupBy', async () => {
      const painted = paintedWhen(page, before);
      await page.evaluate(() => window.benchProbe.arm(['pointerdown', 'mousedown', 'input', 'change']));
      await choose();
      const end = await within(painted);
      return end - (await page.evaluate(() => window.benchProbe.started));
    });
  });
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);

  // Back to every check, ungrouped, then through the whole list frame by frame.
  await page.reload();
  await page.evaluate(([k, n]) => window.benchRender(k, n), [kind, count] as const);
  await within(paintedWhen(page, null));
  const scroller = 'table[aria-label="Health checks"]';
  const scrollThrough = () =>
    page.evaluate(([selector, steps]) => window.benchProbe.scroll(selector as string, steps as number), [
      scroller,
      SCROLL_STEPS,
    ] as const);
  const { frames } = await profile(page, 'scroll', scrollThrough);
  // Once more under Chromium's tracing (which slows frames, so apart from the pass above): the main thread's
  // work per step, which frame times round up to whole vsyncs.
  const { busyMs } = await mainThreadWork(page, scrollThrough);
  return {
    firstPaint,
    echo,
    filter,
    groupBy,
    domNodes,
    longestFrame: Math.max(...frames),
    slowFrames: frames.filter((f) => f > SLOW_FRAME_MS).length,
    scrollWork: busyMs / SCROLL_STEPS,
  };
}

const root = import.meta.dirname;
/** The current dashboard's page (the other dashboard page is the earlier table's). */
let currentAddress = '\0';
const consoleChecksTable = join(root, '../../packages/console/src/health/ChecksTable/ChecksTable.tsx');

/**
 * Builds the dashboard with the earlier table: HealthDashboard's import of its
 * ChecksTable goes to bench/health/legacy, whose packages resolve as the console's do.
 */
function legacyChecksTable(): Plugin {
  const legacyDir = join(root, 'legacy');
  return {
    name: 'legacy-checks-table',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      if (source === '../ChecksTable/ChecksTable' && importer.includes('/health/HealthDashboard/'))
        return join(legacyDir, 'ChecksTable.tsx');
      if (importer.startsWith(legacyDir) && !source.startsWith('.'))
        return this.resolve(source, consoleChecksTable, { ...options, skipSelf: true });
      return null;
    },
  };
}

const consoleSrc = join(root, '../../packages/console/src');

/**
 * Builds the dashboard from the console's health folder at `rev`: its files are written to a temporary folder,
 * the console's import of the dashboard goes there, and everything they import from outside the health folder
 * (provider, packages) resolves as the console's own files do.
 */
function healthAt(rev: string, tmp: string): Plugin {
  const copy = join(tmp, 'health');
  const files = execFileSync('git', ['ls-tree', '-r', '--name-only', rev, 'packages/console/src/health'], {
    cwd: join(root, '../..'),
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  for (const file of files) {
    const target = join(copy, relative('packages/console/src/health', file));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, execFileSync('git', ['show', `${rev}:${file}`], { cwd: join(root, '../..') }));
  }
  return {
    name: 'health-at-revision',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      if (importer.startsWith(consoleSrc) && source.startsWith('./health/') && !importer.includes('/health/'))
        return this.resolve(join(copy, source.slice('./health/'.length)), importer, { ...options, skipSelf: true });
      if (!importer.startsWith(copy)) return null;
      const asIf = join(consoleSrc, 'health', relative(copy, importer));
      if (!source.startsWith('.')) return this.resolve(source, asIf, { ...options, skipSelf: true });
      const target = resolve(dirname(importer), source);
      if (target.startsWith(copy)) return null;
      return this.resolve(resolve(dirname(asIf), source), asIf, { ...options, skipSelf: true });
    },
  };
}

async function serve(outDir: string, legacy: boolean): Promise<{ server: PreviewServer; address: string }> {
  const other = !legacy ? [] : BEFORE_REV ? [healthAt(BEFORE_REV, join(outDir, 'src'))] : [legacyChecksTable()];
  await build({
    root,
    plugins: [react(), ...other],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000, minify: PROFILE.size === 0 },
  });
  const server = await preview({ root, build: { outDir }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
  const address = server.resolvedUrls?.local[0];
  if (!address) throw new Error('preview server has no address');
  return { server, address };
}

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'mc-bench-health-'));
  const servers: PreviewServer[] = [];
  const current = await serve(join(outDir, 'current'), false);
  currentAddress = current.address;
  servers.push(current.server);
  const legacy = WITH_LEGACY ? await serve(join(outDir, 'legacy'), true) : null;
  if (legacy) servers.push(legacy.server);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const open = async (address: string, css?: string) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      // tsx compiles the evaluated functions with esbuild's keep-names helper; give the page one.
      await page.addInitScript('window.__name = (fn) => fn');
      if (css)
        await page.addInitScript(
          `document.addEventListener('DOMContentLoaded', () => document.head.append(Object.assign(document.createElement('style'), { textContent: ${JSON.stringify(css)} })))`,
        );
      await page.goto(address);
      page.setDefaultTimeout(600_000);
      if (process.env.BENCH_DEBUG) page.on('console', (m) => process.stderr.write(`page: ${m.text()}\n`));
      return page;
    };
    const page = await open(current.address);
    const legacyPage = legacy ? await open(legacy.address) : WITH_CSS ? await open(current.address, WITH_CSS) : null;
    const secondColumn = BEFORE_REV
      ? `HealthDashboard at ${BEFORE_REV}`
      : WITH_CSS
        ? 'HealthDashboard, BENCH_CSS added'
        : 'HealthDashboard, earlier table';
    const header = [
      'checks',
      'metric',
      'HealthDashboard',
      ...(legacyPage ? [secondColumn] : []),
      ...(WITH_BASELINE ? ['plain table'] : []),
    ];
    const lines: string[][] = [];
    for (const count of SIZES) {
      const dashboards: Figures[] = [];
      const befores: Figures[] = [];
      for (let run = 0; run < RUNS; run++) {
        dashboards.push(await measure(page, 'dashboard', count));
        process.stderr.write(`${count} dashboard: ${JSON.stringify(dashboards.at(-1))}\n`);
        if (!legacyPage) continue;
        befores.push(await measure(legacyPage, 'dashboard', count));
        process.stderr.write(`${count} ${secondColumn}: ${JSON.stringify(befores.at(-1))}\n`);
      }
      const dashboard = median(dashboards);
      const before = legacyPage ? median(befores) : null;
      const baseline = WITH_BASELINE ? await measure(page, 'baseline', count) : null;
      if (baseline) process.stderr.write(`${count} plain table: ${JSON.stringify(baseline)}\n`);
      const metrics: Array<[string, keyof Figures]> = [
        ['data to first paint (ms)', 'firstPaint'],
        ['keystroke to typed character painted (ms)', 'echo'],
        ['filter keystroke to paint (ms, debounce excluded)', 'filter'],
        ['group-by switch to paint (ms)', 'groupBy'],
        [`scroll all rows: longest frame (ms)`, 'longestFrame'],
        [`scroll all rows: frames over ${SLOW_FRAME_MS} ms (of ${SCROLL_STEPS})`, 'slowFrames'],
        ['scroll all rows: main-thread work per step (ms, traced)', 'scrollWork'],
        ['DOM elements', 'domNodes'],
      ];
      for (const [label, key] of metrics) {
        const cell = (value: number) => (Number.isNaN(value) ? 'timeout' : String(Math.round(value)));
        lines.push([
          String(count),
          label,
          cell(dashboard[key]),
          ...(before ? [cell(before[key])] : []),
          ...(baseline ? [cell(baseline[key])] : []),
        ]);
      }
    }
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
    const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
    process.stdout.write(`${format(header)}\n${lines.map(format).join('\n')}\n`);
  } finally {
    await browser.close();
    for (const server of servers) await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
