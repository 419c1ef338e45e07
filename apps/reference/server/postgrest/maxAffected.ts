import { PostgrestError } from './errors';

/**
 * `Prefer: max-affected=N` on PATCH and DELETE: a write that would touch more rows
 * fails with PostgREST's PGRST124 and is rolled back. PostgREST applies it only
 * with `handling=strict` (its clients send both); here it is applied whenever a
 * client sends it, since a caller that states a limit wants it kept.
 */
export function maxAffectedFrom(header: string | undefined | null): number | undefined {
  let limit: number | undefined;
  // Preferences are separated by commas (RFC 7240); some clients use semicolons.
  for (const part of (header ?? '').split(/[,;]/)) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim().toLowerCase() !== 'max-affected') continue;
    const value = part.slice(eq + 1).trim();
    if (!/^\d{1,9}$/.test(value)) {
      throw new PostgrestError(
        400,
        'PGRST122',
        'Invalid preferences given with handling=strict',
        `max-affected must be a whole number of rows, got "${value.slice(0, 40)}"`,
      );
    }
    limit = Number(value);
  }
  return limit;
}

/** Throws PGRST124 when a write touched more rows than the client allowed. */
export function checkMaxAffected(limit: number | undefined, affected: number): void {
  if (limit === undefined || affected <= limit) return;
  throw new PostgrestError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${affected} rows`,
  );
}
