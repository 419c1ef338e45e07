/**
 * Date-math benchmark: 100,000 expressions through core's `parseDateMath`,
 * with no zone (the runtime's), UTC and two DST zones, beside a baseline of
 * plain `Date` arithmetic doing the same offsets in UTC. Run with
 * `pnpm bench:core`. Figures are the median of 5 runs, in milliseconds.
 */
import { DAY_MS, HOUR_MS, MINUTE_MS, parseDateMath } from '../../packages/core/src/index.ts';
import { announceSmoke, sized } from '../smoke.ts';

announceSmoke('bench:core');

const COUNT = sized(100_000, 2_000);
const RUNS = sized(5, 1);
const NOW = Date.UTC(2026, 10, 22, 10, 30, 45, 500);
/** What the console and the server evaluate: offsets, calendar offsets and rounding, as typed and from quick ranges. */
const EXPRESSIONS = [
  'now',
  'now-15m',
  'now-1h',
  'now-24h',
  'now-7d',
  'now-1M',
  'now/d',
  'now-1d/d',
  'now/w',
  'now-1y/y',
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(run: () => number): { ms: number; checksum: number } {
  const figures: number[] = [];
  // One untimed pass first, so the first variant measured does not pay for the JIT's warm-up.
  let checksum = run();
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    checksum = run();
    figures.push(performance.now() - start);
  }
  return { ms: median(figures), checksum };
}

function dateMath(timeZone: string | undefined): () => number {
  return () => {
    let sum = 0;
    for (let i = 0; i < COUNT; i += 1) {
      // A new `now` every 1,000 expressions, as a polling dashboard moves on.
      const now = NOW + Math.floor(i / 1000) * 1000;
      const date = parseDateMath(EXPRESSIONS[i % EXPRESSIONS.length]!, { now, timeZone });
      sum += date ? date.getTime() % 7 : 1;
    }
    return sum;
  };
}

/** The same work without parsing or zones: fixed offsets and UTC calendar rounding on `Date`. */
function plainDate(): number {
  let sum = 0;
  for (let i = 0; i < COUNT; i += 1) {
    const now = NOW + Math.floor(i / 1000) * 1000;
    const date = new Date(now);
    switch (i % EXPRESSIONS.length) {
      case 1:
        date.setTime(now - 15 * MINUTE_MS);
        break;
      case 2:
        date.setTime(now - HOUR_MS);
        break;
      case 3:
        date.setTime(now - DAY_MS);
        break;
      case 4:
        date.setUTCDate(date.getUTCDate() - 7);
        break;
      case 5:
        date.setUTCMonth(date.getUTCMonth() - 1);
        break;
      case 6:
        date.setUTCHours(0, 0, 0, 0);
        break;
      case 7:
        date.setUTCDate(date.getUTCDate() - 1);
        date.setUTCHours(0, 0, 0, 0);
        break;
      case 8:
        date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
        date.setUTCHours(0, 0, 0, 0);
        break;
      case 9:
        date.setUTCFullYear(date.getUTCFullYear() - 1, 0, 1);
        date.setUTCHours(0, 0, 0, 0);
        break;
    }
    sum += date.getTime() % 7;
  }
  return sum;
}

const rows: Array<[string, number]> = [
  ['plain Date arithmetic (UTC, baseline)', time(plainDate).ms],
  ['parseDateMath, no zone (runtime zone)', time(dateMath(undefined)).ms],
  ['parseDateMath, UTC', time(dateMath('UTC')).ms],
  ['parseDateMath, Europe/Berlin', time(dateMath('Europe/Berlin')).ms],
  ['parseDateMath, America/New_York', time(dateMath('America/New_York')).ms],
];
console.log(`${COUNT.toLocaleString('en')} expressions (${EXPRESSIONS.join(', ')}), median of ${RUNS} runs`);
const baseline = rows[0]![1];
for (const [label, ms] of rows) {
  console.log(
    `${label.padEnd(42)} ${ms.toFixed(1).padStart(8)} ms  ${(ms / baseline).toFixed(2).padStart(5)}× baseline`,
  );
}
const budget = 50;
const over = rows.slice(1).filter(([, ms]) => ms > budget);
if (over.length) {
  console.error(`over the ${budget} ms budget: ${over.map(([label]) => label).join(', ')}`);
  process.exitCode = 1;
}
