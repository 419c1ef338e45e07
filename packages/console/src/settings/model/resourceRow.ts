import * as z from 'zod/mini';

/** A settings resource row as the list and the editor read it; each kind adds its own columns. */
export const resourceRowSchema = z.looseObject({
  id: z.string(),
  name: z.nullish(z.string()),
  namespace: z.nullish(z.string()),
  source: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
  updated_at: z.nullish(z.string()),
});
export type ResourceRow = z.infer<typeof resourceRowSchema>;
