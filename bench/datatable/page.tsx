// The page the benchmark drives: `?mode=datatable` renders the real DataTable,
// `?mode=baseline` a plain table that renders every row. `?n=` sets the row
// count. The runner reads `window.bench` for timings.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DataTable } from '../../packages/ui/src/table/DataTable';
import { checkColumns, makeCheckRows, type CheckRow } from '../../packages/ui/src/table/__fixtures__/checks';
import { ThemeProvider } from '../../packages/ui/src/theme/ThemeProvider';

const params = new URLSearchParams(location.search);
const mode = params.get('mode') === 'baseline' ? 'baseline' : 'datatable';
const rows = makeCheckRows(Number(params.get('n') ?? 100_000));

function BaselineTable({ data }: { data: CheckRow[] }) {
  const [desc, setDesc] = useState<boolean | null>(null);
  const sorted = desc === null ? data : [...data].sort((a, b) => (a.latency - b.latency) * (desc ? -1 : 1));
  return (
    <div data-mc-scroll="" style={{ maxHeight: 600, overflow: 'auto' }}>
      <table aria-label="Checks">
        <thead>
          <tr>
            <th>Name</th>
            <th>Status</th>
            <th>
              <button type="button" onClick={() => setDesc(desc === false)}>
                Latency
              </button>
            </th>
            <th>Namespace</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={row.id} style={{ height: 35 }}>
              <td>{row.name}</td>
              <td>{row.status}</td>
              <td>{row.latency} ms</td>
              <td>{row.namespace}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function afterNextPaint(): Promise<number> {
  // rAF runs before the paint; a task queued from it runs after that paint.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))));
}

function leadingRowsText(): string {
  return [...document.querySelectorAll('tbody tr')]
    .slice(0, 2)
    .map((row) => row.textContent)
    .join('|');
}

async function sort(): Promise<number> {
  const before = leadingRowsText();
  const button = [...document.querySelectorAll<HTMLButtonElement>('thead button')].find((candidate) =>
    candidate.textContent?.startsWith('Latency'),
  );
  const start = performance.now();
  button?.click();
  for (;;) {
    const end = await afterNextPaint();
    if (leadingRowsText() !== before) return end - start;
    if (end - start > 120_000) return Number.NaN;
  }
}

async function scrollThrough(
  steps: number,
): Promise<{ total: number; frames: number; slowFrames: number; longest: number }> {
  const scroller = document.querySelector<HTMLElement>('[data-mc-scroll]')!;
  scroller.scrollTop = 0;
  await afterNextPaint();
  const start = performance.now();
  let previous = start;
  let slowFrames = 0;
  let longest = 0;
  const distance = scroller.scrollHeight - scroller.clientHeight;
  for (let step = 1; step <= steps; step += 1) {
    scroller.scrollTop = (distance * step) / steps;
    const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    const frame = now - previous;
    previous = now;
    longest = Math.max(longest, frame);
    if (frame > 50) slowFrames += 1;
  }
  await afterNextPaint();
  return { total: performance.now() - start, frames: steps, slowFrames, longest };
}

const renderStart = performance.now();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      {mode === 'datatable' ? (
        <DataTable<CheckRow>
          aria-label="Checks"
          columns={checkColumns}
          data={rows}
          getRowId={(row) => row.id}
          pagination="none"
        />
      ) : (
        <BaselineTable data={rows} />
      )}
    </ThemeProvider>
  </StrictMode>,
);

declare global {
  interface Window {
    bench: {
      firstPaint: Promise<number>;
      sort: typeof sort;
      scrollThrough: typeof scrollThrough;
    };
  }
}

window.bench = {
  firstPaint: (async () => {
    while (!document.querySelector('tbody tr td')) await afterNextPaint();
    return (await afterNextPaint()) - renderStart;
  })(),
  sort,
  scrollThrough,
};
