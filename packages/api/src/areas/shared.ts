import { z } from '../schemas/zod';
import { mapped } from '../schemas/common';
import type { Schema } from '../transport';

/** One path segment, encoded so an id can never change the route. */
export const seg = (value: string) => encodeURIComponent(value);

/** The backend's `{ message, payload }` envelope, read down to its payload (null when absent). */
export const payloadOf = <T extends Schema>(schema: T) =>
  mapped(z.object({ message: z.optional(z.string()), payload: z.nullish(schema) }), (r) => r.payload ?? null);
