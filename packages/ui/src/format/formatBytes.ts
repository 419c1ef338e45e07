const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

function trimNumber(value: number): string {
  // One decimal below 10 keeps "1.5 KB" readable while "512 KB" stays whole.
  return value < 10 && !Number.isInteger(value) ? String(Math.round(value * 10) / 10) : String(Math.round(value));
}

/** Bytes in steps of 1024 from B to YB. Non-numbers and non-finite values give ''. */
export function formatBytes(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes)) return '';
  const sign = bytes < 0 ? '-' : '';
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // Rounding 1023.96 KB up must not print "1024 KB".
  if (Math.round(value) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sign}${trimNumber(value)} ${UNITS[unit]}`;
}
