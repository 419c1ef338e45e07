import * as z from 'zod/mini';

// Row shapes of the admin screens' reads (the views they list), parsed at the edge like every api row.

export const agentRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  hostname: z.nullish(z.string()),
  version: z.nullish(z.string()),
  properties: z.nullish(z.record(z.string(), z.unknown())),
  created_at: z.nullish(z.string()),
  last_seen: z.nullish(z.string()),
});
export type AgentRow = z.infer<typeof agentRowSchema>;

export const propertyRowSchema = z.object({
  name: z.string(),
  value: z.string(),
  updated_at: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
});
export type PropertyRow = z.infer<typeof propertyRowSchema>;

/** One row of event_queue_summary per event name; counts arrive as strings from bigint columns. */
export const eventQueueRowSchema = z.object({
  name: z.string(),
  pending: z.coerce.number(),
  failed: z.coerce.number(),
  average_attempts: z.nullish(z.coerce.number()),
  first_failure: z.nullish(z.string()),
  last_failure: z.nullish(z.string()),
  most_common_error: z.nullish(z.string()),
});
export type EventQueueRow = z.infer<typeof eventQueueRowSchema>;
