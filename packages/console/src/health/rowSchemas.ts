// The schemas that health's reads and writes parse with. queries.ts loads this module with the first request
// that needs one, so the dashboard's first paint does not carry zod (#26); the client loads zod beside the first
// paint anyway, for its areas, so the request does not wait for it.
import * as z from 'zod/mini';

export { canarySchema, checkSchema } from '@mission-control/api/schemas';

export const agentRowSchema = z.object({ id: z.string(), name: z.nullish(z.string()) });

export const sourceRowSchema = z.looseObject({ id: z.string(), name: z.nullish(z.string()) });
