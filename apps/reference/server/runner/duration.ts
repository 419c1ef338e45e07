/**
 * Go-style durations (`1h30m`, `500ms`, `7d`, `1.5h`) in milliseconds: the one
 * unit table and parser, from core through api.
 */
export { parseDuration } from '@mission-control/api/rules';

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
