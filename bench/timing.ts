/** Shared by the in-process server benches (bench:server, bench:catalog). */

export interface Stats {
  median: number;
  p95: number;
}

/** Median and p95 in whole milliseconds of `iterations` calls, after two warm-up calls. */
export async function time(iterations: number, fn: () => Promise<void>): Promise<Stats> {
  for (let i = 0; i < 2; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => Math.round(samples[Math.min(samples.length - 1, Math.ceil(p * samples.length) - 1)]!);
  return { median: at(0.5), p95: at(0.95) };
}

/** PGlite always, and PostgreSQL beside it when TEST_DATABASE_URL is set (said on stderr when it is not). */
export function databaseKinds(): Array<'pglite' | 'postgres'> {
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  process.stderr.write(
    'TEST_DATABASE_URL is not set: PostgreSQL is skipped (eval "$(bash scripts/test-postgres.sh start)").\n',
  );
  return ['pglite'];
}

export const DATABASE_LABEL = { pglite: 'PGlite', postgres: 'PostgreSQL' } as const;
