import * as z from 'zod/mini';

// The schemas of this folder's reads, loaded by queries.ts with the first request, so that the pages that
// offer playbooks (the topology cards among them) paint without zod (#26).

export { playbookNameSchema, playbookRowSchema, runRowSchema } from './model/listRows';

export const checkNameSchema = z.object({ id: z.string(), name: z.nullish(z.string()) });
