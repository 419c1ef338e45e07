import { z } from 'zod';

/**
 * A list the backend may omit or send as `null` (Go's nil slices): read as `[]` so callers never
 * branch on absence.
 */
export function listOrEmpty<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((list): z.output<T>[] => list ?? []);
}

/** An optional RFC3339 timestamp column (`NULL` in the database, omitted by Go's omitempty). */
export const optionalTimestamp = z.string().nullish();
