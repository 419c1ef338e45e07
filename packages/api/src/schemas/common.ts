import { z } from './zod';

/** `schema` read through `fn`: classic zod's `.transform`. */
export function mapped<S extends z.core.$ZodType, O>(schema: S, fn: (value: z.output<S>) => O) {
  return z.pipe(schema, z.transform<z.output<S>, O>(fn));
}

/**
 * A list the backend may omit or send as `null` (Go's nil slices): read as `[]` so callers never
 * branch on absence.
 */
export function listOrEmpty<T extends z.core.$ZodType>(item: T) {
  return mapped(z.nullish(z.array(item)), (list): z.output<T>[] => list ?? []);
}

/** An optional RFC3339 timestamp column (`NULL` in the database, omitted by Go's omitempty). */
export const optionalTimestamp = z.nullish(z.string());
