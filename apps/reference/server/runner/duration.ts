/** Milliseconds per unit of a Go-style duration, plus `d` and `w` as canary-checker accepts them. */
const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
};

const PART = /(\d+(?:\.\d+)?|\.\d+)(ns|us|µs|ms|s|m|h|d|w)/y;

/**
 * Parses `1h30m`, `500ms`, `7d`, `1.5h` into milliseconds. A bare `0` is zero.
 * Anything else (no unit, unknown unit, sign, spaces) is an error, never a guess.
 */
export function parseDuration(input: string): number {
  const text = input.trim();
  if (text === '0') return 0;
  if (!text) throw new Error('duration is empty');
  let total = 0;
  PART.lastIndex = 0;
  while (PART.lastIndex < text.length) {
    const start = PART.lastIndex;
    const match = PART.exec(text);
    if (!match || match.index !== start) {
      throw new Error(`invalid duration "${input}": expected a number and a unit such as 30s, 5m, 1h or 7d`);
    }
    total += Number(match[1]) * UNIT_MS[match[2]!]!;
  }
  if (!Number.isFinite(total)) throw new Error(`invalid duration "${input}": too large`);
  return total;
}

/** Sizes such as `10Mi`, `1Gi`, `512Ki`, `100`, `2MB` into bytes. */
export function parseSize(input: string | number): number {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) throw new Error(`invalid size ${input}`);
    return input;
  }
  const match = /^\s*(\d+(?:\.\d+)?)\s*(Ki|Mi|Gi|Ti|K|KB|M|MB|G|GB|T|TB|B)?\s*$/i.exec(input);
  if (!match) throw new Error(`invalid size "${input}": expected a number with an optional unit such as 10Mi or 1Gi`);
  const unit = (match[2] ?? 'B').toLowerCase();
  const factor: Record<string, number> = {
    b: 1,
    ki: 1024,
    mi: 1024 ** 2,
    gi: 1024 ** 3,
    ti: 1024 ** 4,
    k: 1000,
    kb: 1000,
    m: 1000 ** 2,
    mb: 1000 ** 2,
    g: 1000 ** 3,
    gb: 1000 ** 3,
    t: 1000 ** 4,
    tb: 1000 ** 4,
  };
  return Number(match[1]) * factor[unit]!;
}
