/**
 * Every bench has a smoke mode (`BENCH_SMOKE=1`, run by `pnpm bench:smoke` and CI): the same code paths at a
 * size that takes seconds, so a bench that no longer builds or runs fails CI instead of rotting. Its figures
 * mean nothing; the full run is the measurement.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** `full` normally, `smoke` in smoke mode. */
export function sized<T>(full: T, smoke: T): T {
  return SMOKE ? smoke : full;
}

/** Printed first by a bench in smoke mode, so nobody quotes its figures. */
export function announceSmoke(name: string): void {
  if (SMOKE) console.log(`[smoke] ${name}: reduced sizes, figures are not a measurement`);
}
