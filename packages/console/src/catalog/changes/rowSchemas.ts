import * as z from 'zod/mini';

// The schema of the Change Type filter's read, loaded with its first request, so that the feed paints
// without zod (#26).

export const changeTypeRowSchema = z.object({ change_type: z.string() });
