import * as z from 'zod/mini';

// The rows of the playbook list and the runs list (reference §5.2, §5.3), apart from lists.ts's helpers, so
// that a page that only groups or filters does not load zod (#26).

const person = z.looseObject({ id: z.string(), name: z.nullish(z.string()), avatar: z.nullish(z.string()) });

export const playbookRowSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  icon: z.nullish(z.string()),
  category: z.nullish(z.string()),
  source: z.nullish(z.string()),
  spec: z.nullish(z.record(z.string(), z.unknown())),
  created_at: z.nullish(z.string()),
});
export type PlaybookRow = z.infer<typeof playbookRowSchema>;

export const playbookNameSchema = z.looseObject({ id: z.string(), name: z.string(), title: z.nullish(z.string()) });
export type PlaybookName = z.infer<typeof playbookNameSchema>;

const named = z.looseObject({ id: z.string(), name: z.nullish(z.string()) });

export const runRowSchema = z.looseObject({
  id: z.string(),
  playbook_id: z.nullish(z.string()),
  status: z.nullish(z.string()),
  start_time: z.nullish(z.string()),
  end_time: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
  playbook: z.nullish(z.looseObject({ id: z.string(), name: z.string(), title: z.nullish(z.string()) })),
  component: z.nullish(named),
  check: z.nullish(named),
  config: z.nullish(z.extend(named, { type: z.nullish(z.string()) })),
  creator: z.nullish(person),
});
export type RunRow = z.infer<typeof runRowSchema>;
