// The page the benchmark drives: the real HealthDashboard, or a plain table of every
// row as the baseline, over generated checks handed over as if they came from the API.
import { useMemo, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
// By path, like the other benches: the root package does not depend on the workspace packages.
import type { CheckSummary, MissionControlClient } from '../../packages/api/src/index';
import {
  ConsoleProvider,
  createMemoryRouterAdapter,
  createMemoryStorage,
  HealthDashboard,
} from '../../packages/console/src/index';
import { generateChecks } from './checks';

const generate = generateChecks;

function Baseline({ checks }: { checks: CheckSummary[] }) {
  const [query, setQuery] = useState('');
  const [groupBy, setGroupBy] = useState('none');
  // Grouping renders a header row per group and every member under it, all in the DOM.
  const rows = useMemo(() => {
    const filtered = checks.filter((c) => c.name.includes(query));
    if (groupBy === 'none') return filtered.map((check) => ({ check, group: null as string | null }));
    const byGroup = new Map<string, CheckSummary[]>();
    for (const c of filtered) {
      const key = c.canary_name ?? '';
      const members = byGroup.get(key) ?? [];
      members.push(c);
      byGroup.set(key, members);
    }
    const out: Array<{ check: CheckSummary | null; group: string | null }> = [];
    for (const [group, members] of [...byGroup].sort(([a], [b]) => a.localeCompare(b))) {
      out.push({ check: null, group });
      for (const check of members) out.push({ check, group: null });
    }
    return out;
  }, [checks, query, groupBy]);
  return (
    <div>
      <input type="search" aria-label="Search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <select aria-label="Group By" value={groupBy} onChange={(e) => setGroupBy(e.target.value)}>
        <option value="none">No Grouping</option>
        <option value="canary_name">Group Name</option>
      </select>
      <table aria-label="Health checks">
        <tbody>
          {rows.map(({ check: c, group }) =>
            c ? (
              <tr key={c.id}>
                <td>{c.name}</td>
                <td>{c.status}</td>
                <td>{c.uptime.passed}</td>
                <td>{c.latency.p95}</td>
              </tr>
            ) : (
              <tr key={`group:${group}`}>
                <th colSpan={4}>group {group}</th>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}

let root: Root | null = null;

declare global {
  interface Window {
    benchRender(kind: 'dashboard' | 'baseline', count: number): Promise<number>;
    benchProbe: typeof probe;
  }
}

/** Resolves after the frame that painted what the last task changed: rAF runs before the paint, a message after it. */
function afterPaint(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    }),
  );
}

/**
 * Timing taken inside the page, so Playwright's round trips (tens of ms each on this machine) are not in the
 * figures: the start is the user event's own timestamp, the end the frame that first shows the change.
 */
const probe = {
  started: Number.NaN,
  echoed: Number.NaN,
  /** Records the first of `events` from now on (its timeStamp) and when the frame after it was painted. */
  arm(events: string[]) {
    probe.started = Number.NaN;
    probe.echoed = Number.NaN;
    const listener = (event: Event) => {
      if (!Number.isNaN(probe.started)) return;
      probe.started = event.timeStamp;
      for (const type of events) document.removeEventListener(type, listener, true);
      void afterPaint().then((at) => (probe.echoed = at));
    };
    for (const type of events) document.addEventListener(type, listener, true);
  },
  /** The end of the first frame in which `selector`'s text is no longer `before` (and the element exists). */
  paintedWhen(selector: string, before: string | null): Promise<number> {
    return new Promise((resolve) => {
      const check = () => {
        const element = document.querySelector(selector);
        if (element && (before === null || element.textContent !== before)) {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(0);
        } else requestAnimationFrame(check);
      };
      check();
    });
  },
  /** Scrolls the element that scrolls `selector` from top to bottom in `steps` frames; frame times from rAF. */
  async scroll(selector: string, steps: number) {
    let scroller = document.querySelector<HTMLElement>(selector);
    while (
      scroller &&
      !(scroller.scrollHeight > scroller.clientHeight && /auto|scroll/.test(getComputedStyle(scroller).overflowY))
    )
      scroller = scroller.parentElement;
    scroller ??= document.scrollingElement as HTMLElement;
    scroller.scrollTop = 0;
    await afterPaint();
    const distance = scroller.scrollHeight - scroller.clientHeight;
    const frames: number[] = [];
    let previous = await new Promise<number>((r) => requestAnimationFrame(r));
    for (let step = 1; step <= steps; step += 1) {
      scroller.scrollTop = (distance * step) / steps;
      const now = await new Promise<number>((r) => requestAnimationFrame(r));
      frames.push(now - previous);
      previous = now;
    }
    return { frames, rows: document.querySelectorAll('tbody tr:not([data-spacer])').length };
  },
};
window.benchProbe = probe;

/** Renders and resolves with the time the data was handed over (performance.now()). */
window.benchRender = (kind, count) => {
  const checks = generate(count);
  root?.unmount();
  root = createRoot(document.getElementById('root')!);
  return new Promise((resolve) => {
    if (kind === 'baseline') {
      resolve(performance.now());
      root!.render(<Baseline checks={checks} />);
      return;
    }
    const client = {
      url: (path: string) => path,
      canary: {
        summary: async () => {
          resolve(performance.now());
          return { checks_summary: checks };
        },
      },
    } as unknown as MissionControlClient;
    root!.render(
      <ConsoleProvider
        client={client}
        mode="embedded"
        router={createMemoryRouterAdapter('/health?hidePassing=false&groupBy=no-grouping')}
        storage={createMemoryStorage()}
        user={null}
        features={{}}
      >
        <HealthDashboard />
      </ConsoleProvider>,
    );
  });
};
