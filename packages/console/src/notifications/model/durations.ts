// Wait For is stored in nanoseconds (upstream's Go durations); the form shows `30s`, `5m`, `1h30m`.

const UNIT_NS: Record<string, number> = { ms: 1e6, s: 1e9, m: 60e9, h: 3600e9, d: 86_400e9 };

/** `1h30m` → nanoseconds; undefined when it is not a duration. Empty text is 0 (no wait). */
export function parseDurationNs(text: string): number | undefined {
  const value = text.trim();
  if (!value) return 0;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h|d)/g)];
  if (parts.map((part) => part[0]).join('') !== value) return undefined;
  return Math.round(parts.reduce((sum, part) => sum + Number(part[1]) * UNIT_NS[part[2]!]!, 0));
}

/** Nanoseconds → the shortest `1h30m` form; '' for none. */
export function formatDurationNs(ns: number | null | undefined): string {
  if (!ns || ns <= 0) return '';
  let rest = Math.round(ns / 1e6);
  const out: string[] = [];
  for (const [unit, ms] of [
    ['d', 86_400_000],
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1000],
    ['ms', 1],
  ] as const) {
    const amount = Math.floor(rest / ms);
    if (amount > 0) out.push(`${amount}${unit}`);
    rest -= amount * ms;
  }
  return out.join('');
}
