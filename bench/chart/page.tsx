// The page bench:chart drives: the check detail's history chart (CheckGraph: the status history and latency
// charts of the design system) over generated graph buckets, or as the baseline one plain SVG polyline per chart
// drawn from the same points with no scales, axes or table. The runner calls window.benchChart.
import { createRoot, type Root } from 'react-dom/client';
// By path, like the other benches: the root package does not depend on the workspace packages.
import type { GraphBucket } from '../../packages/api/src/index';
import { CheckGraph } from '../../packages/console/src/health/CheckDetail/CheckGraph';
import { ThemeProvider } from '../../packages/ui/src/theme/ThemeProvider';

const START = Date.parse('2026-11-20T00:00:00Z');
const STEP_MS = 60_000;

/** One bucket a minute, ending now; 1 in 20 failed, latency a saw with noise. */
function buckets(count: number): GraphBucket[] {
  return Array.from({ length: count }, (_, i) => ({
    time: new Date(START + i * STEP_MS).toISOString(),
    status: i % 20 !== 0,
    duration: 50 + ((i * 37) % 400) + (i % 7) * 11,
  })) as GraphBucket[];
}

/** The baseline: what drawing the points costs with nothing around them. */
function Polylines({ data }: { data: GraphBucket[] }) {
  const first = Date.parse(data[0]?.time ?? '');
  const last = Date.parse(data.at(-1)?.time ?? '');
  const x = (time: string) => ((Date.parse(time) - first) / Math.max(1, last - first)) * 860;
  const status = data.map((b) => `${x(b.time).toFixed(1)},${b.status ? 10 : 50}`).join(' ');
  const latency = data.map((b) => `${x(b.time).toFixed(1)},${(180 - (b.duration ?? 0) / 3).toFixed(1)}`).join(' ');
  return (
    <div>
      <svg width={900} height={120} role="img" aria-label="status">
        <polyline points={status} fill="none" stroke="green" />
      </svg>
      <svg width={900} height={180} role="img" aria-label="latency">
        <polyline points={latency} fill="none" stroke="blue" />
      </svg>
    </div>
  );
}

function Chart({ kind, data }: { kind: 'chart' | 'baseline'; data: GraphBucket[] }) {
  return <ThemeProvider>{kind === 'chart' ? <CheckGraph buckets={data} /> : <Polylines data={data} />}</ThemeProvider>;
}

/** The end of the first frame (rAF before the paint, a message after it) in which `ready()` holds. */
function paintedWhen(ready: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      if (!ready()) return void requestAnimationFrame(check);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    };
    requestAnimationFrame(check);
  });
}

/** Every chart's drawn shapes, as text: changes when any of them is redrawn. */
const drawn = () =>
  [...document.querySelectorAll('svg[role="img"] path, svg[role="img"] polyline')]
    .map((el) => el.getAttribute('d') ?? el.getAttribute('points') ?? '')
    .join('|');

let root: Root | null = null;
let all: GraphBucket[] = [];
let shown: 'chart' | 'baseline' = 'chart';

declare global {
  interface Window {
    benchChart: {
      /** Mounts the chart over `count` points; ms from render to the painted frame. */
      draw(kind: 'chart' | 'baseline', count: number): Promise<number>;
      /** A range change: the last `count` points only; ms from the update to the painted frame. */
      redraw(count: number): Promise<number>;
    };
  }
}

window.benchChart = {
  async draw(kind, count) {
    all = buckets(count);
    shown = kind;
    root?.unmount();
    document.getElementById('root')!.replaceChildren();
    root = createRoot(document.getElementById('root')!);
    const started = performance.now();
    root.render(<Chart kind={kind} data={all} />);
    // Both charts (status and latency) drawn with their shapes.
    const end = await paintedWhen(() => document.querySelectorAll('svg[role="img"]').length >= 2 && drawn().length > 0);
    return end - started;
  },
  async redraw(count) {
    const before = drawn();
    const started = performance.now();
    root!.render(<Chart kind={shown} data={all.slice(-count)} />);
    return (await paintedWhen(() => drawn() !== before)) - started;
  },
};
