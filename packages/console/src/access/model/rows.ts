import { z } from 'zod';

// Row shapes of the admin screens' reads (the views they list), parsed at the edge like every api row.

export const agentRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  hostname: z.string().nullish(),
  version: z.string().nullish(),
  properties: z.record(z.string(), z.unknown()).nullish(),
  created_at: z.string().nullish(),
  last_seen: z.string().nullish(),
});
export type AgentRow = z.infer<typeof agentRowSchema>;

export const propertyRowSchema = z.object({
  name: z.string(),
  value: z.string(),
  updated_at: z.string().nullish(),
  created_at: z.string().nullish(),
});
export type PropertyRow = z.infer<typeof propertyRowSchema>;

/** One row of event_queue_summary per event name; counts arrive as strings from bigint columns. */
export const eventQueueRowSchema = z.object({
  name: z.string(),
  pending: z.coerce.number(),
  failed: z.coerce.number(),
  average_attempts: z.coerce.number().nullish(),
  first_failure: z.string().nullish(),
  last_failure: z.string().nullish(),
  most_common_error: z.string().nullish(),
});
export type EventQueueRow = z.infer<typeof eventQueueRowSchema>;
