import { z } from 'zod';

/** The all-zero UUID is the local agent and is never displayed. */
export const LOCAL_AGENT_ID = '00000000-0000-0000-0000-000000000000';

/** Counts over the last hour (or the last status when older). */
export const uptimeSchema = z.object({
  passed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  p100: z.number().optional(),
  last_pass: z.string().nullish(),
  last_fail: z.string().nullish(),
});
export type Uptime = z.infer<typeof uptimeSchema>;

/** Milliseconds. The real backend omits zero percentiles, so every key is optional. */
export const latencySchema = z.object({
  p95: z.number().optional(),
  p97: z.number().optional(),
  p99: z.number().optional(),
  rolling1h: z.number().optional(),
});
export type Latency = z.infer<typeof latencySchema>;

export const checkSummarySchema = z.object({
  id: z.string().min(1),
  canary_id: z.string().min(1),
  canary_name: z.string().optional(),
  canary_namespace: z.string().optional(),
  agent_id: z.string().optional(),
  name: z.string(),
  namespace: z.string().nullish(),
  description: z.string().nullish(),
  endpoint: z.string().nullish(),
  type: z.string(),
  icon: z.string().nullish(),
  status: z.string().nullish(),
  severity: z.string().nullish(),
  owner: z.string().nullish(),
  labels: z.record(z.string(), z.string()).nullish(),
  uptime: uptimeSchema,
  latency: latencySchema,
  last_runtime: z.string().nullish(),
  next_runtime: z.string().nullish(),
  last_transition_time: z.string().nullish(),
  created_at: z.string().optional(),
  updated_at: z.string().nullish(),
  deleted_at: z.string().nullish(),
  silenced_at: z.string().nullish(),
});
export type CheckSummary = z.infer<typeof checkSummarySchema>;

/** `checks_summary` is omitted by the real backend when there are no checks. */
export const checkSummaryResponseSchema = z.object({
  duration: z.number().optional(),
  runnerName: z.string().optional(),
  checks_summary: z
    .array(checkSummarySchema)
    .nullish()
    .transform((checks) => checks ?? []),
});
export type CheckSummaryResponse = z.infer<typeof checkSummaryResponseSchema>;
