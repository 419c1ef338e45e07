import * as z from 'zod/mini';

// The schemas of this folder's reads, loaded by each query with its first request, so that a settings list
// paints without zod (#26).

export { jobHistorySchema } from '@mission-control/api';
export { resourceRowSchema } from './model/resourceRow';

export const jobNameSchema = z.object({ name: z.string() });
