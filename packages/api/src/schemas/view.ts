import { z } from './zod';
import { optionalTimestamp } from './common';

/**
 * A `views` row. The shell reads the sidebar's views before it paints, so this schema has a module of its own: the
 * first load then builds none of the other settings resources' schemas (resources.ts re-exports it).
 */
export const viewSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  namespace: z.nullish(z.string()),
  title: z.nullish(z.string()),
  icon: z.nullish(z.string()),
  ordinal: z.nullish(z.number()),
  sidebar: z.nullish(z.boolean()),
  spec: z.nullish(z.record(z.string(), z.unknown())),
  source: z.nullish(z.string()),
  created_at: optionalTimestamp,
  updated_at: optionalTimestamp,
  deleted_at: optionalTimestamp,
});
export type View = z.infer<typeof viewSchema>;
