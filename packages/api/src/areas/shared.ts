import { z } from 'zod';

/** One path segment, encoded so an id can never change the route. */
export const seg = (value: string) => encodeURIComponent(value);

/** The backend's `{ message, payload }` envelope, read down to its payload (null when absent). */
export const payloadOf = <T extends z.ZodType>(schema: T) =>
  z.object({ message: z.string().optional(), payload: schema.nullish() }).transform((r) => r.payload ?? null);
