import { UNIT_MS, type TimeUnit } from './units';

const GO_PART = /(\d+(?:\.\d+)?|\.\d+)(ns|us|µs|ms|s|m|h|d|w)/y;

/**
 * Parses a Go-style duration (`1h30m`, `500ms`, `1.5h`, and `d` / `w` as
 * canary-checker accepts them) into milliseconds. A bare `0` is zero.
 * Anything else (no unit, unknown unit, sign, spaces) throws, never a guess.
 */
export function parseDuration(input: string): number {
  const text = input.trim();
  if (text === '0') return 0;
  if (!text) throw new Error('duration is empty');
  let total = 0;
  GO_PART.lastIndex = 0;
  while (GO_PART.lastIndex < text.length) {
    const start = GO_PART.lastIndex;
    const match = GO_PART.exec(text);
    if (!match || match.index !== start) {
      throw new Error(`invalid duration "${input}": expected a number and a unit such as 30s, 5m, 1h or 7d`);
    }
    total += Number(match[1]) * UNIT_MS[match[2] as TimeUnit];
  }
  if (!Number.isFinite(total)) throw new Error(`invalid duration "${input}": too large`);
  return total;
}

const SHORTHAND = /^(\d{1,6})(ms|mo|s|m|h|d|w|M|y)$/;

export type ShorthandUnit = 'ms' | 'mo' | 's' | 'm' | 'h' | 'd' | 'w' | 'M' | 'y';

/** A range shorthand (`15m`, `2mo`, `6M`, `1y`) split into amount and unit, or null. */
export function splitShorthand(text: string): { amount: number; unit: ShorthandUnit } | null {
  const match = SHORTHAND.exec(text.trim());
  return match ? { amount: Number(match[1]), unit: match[2] as ShorthandUnit } : null;
}

/** `'2mo'` → milliseconds with fixed-length months and years; null for anything else. */
export function shorthandToMs(text: string): number | null {
  const parts = splitShorthand(text);
  return parts ? parts.amount * UNIT_MS[parts.unit] : null;
}
