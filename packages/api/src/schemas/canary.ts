import { z } from 'zod';
import { listOrEmpty } from './common';

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
  checks_summary: listOrEmpty(checkSummarySchema),
});
export type CheckSummaryResponse = z.infer<typeof checkSummaryResponseSchema>;

/** `POST /canary/api/summary` body. Query parameters are ignored by the real backend; only this body filters. */
export const checkSummaryRequestSchema = z.object({
  sortBy: z.string().optional(),
  labels: z.record(z.string(), z.string()).optional(),
  deleteFrom: z.string().optional(),
});
export type CheckSummaryRequest = z.infer<typeof checkSummaryRequestSchema>;

/**
 * One bucket of `/canary/api/graph`. Go's `omitempty` drops `status: false`, so a failing bucket has no
 * `status` key: it is read as `false` here.
 */
export const graphBucketSchema = z.object({
  key: z.string().optional(),
  time: z.string().min(1),
  status: z
    .boolean()
    .nullish()
    .transform((s) => s === true),
  message: z.string().nullish(),
  error: z.string().nullish(),
  duration: z
    .number()
    .nullish()
    .transform((d) => d ?? 0),
  count: z.number().int().nonnegative().optional(),
  passed: z.number().int().nonnegative().optional(),
  failed: z.number().int().nonnegative().optional(),
});
export type GraphBucket = z.infer<typeof graphBucketSchema>;

/** `GET /canary/api/graph?check=&start=&end=`. `status` is `null` (not `[]`) when there are no rows. */
export const graphResponseSchema = z.object({
  duration: z.number().optional(),
  runnerName: z.string().optional(),
  status: listOrEmpty(graphBucketSchema),
  latency: latencySchema.nullish().transform((l) => l ?? {}),
  uptime: uptimeSchema.nullish().transform((u) => u ?? { passed: 0, failed: 0 }),
});
export type GraphResponse = z.infer<typeof graphResponseSchema>;

/**
 * `POST /canary/run/check/{id}` returns the first canary-checker `CheckResult`. `pass` is omitted on a
 * failed run, so it is read as `false`. An empty body (the run produced nothing) is `null`.
 */
export const checkResultSchema = z
  .object({
    name: z.string().optional(),
    start: z.string().optional(),
    pass: z
      .boolean()
      .nullish()
      .transform((p) => p === true),
    invalid: z.boolean().optional(),
    detail: z.unknown().optional(),
    data: z.record(z.string(), z.unknown()).nullish(),
    labels: z.record(z.string(), z.string()).nullish(),
    duration: z.number().optional(),
    description: z.string().optional(),
    display_type: z.string().optional(),
    message: z.string().optional(),
    namespace: z.string().optional(),
    error: z.string().optional(),
    metrics: z.array(z.unknown()).nullish(),
    transformed: z.boolean().optional(),
    artifacts: z.array(z.unknown()).nullish(),
    CanaryResult: z.array(z.unknown()).nullish(),
  })
  .nullish()
  .transform((r) => r ?? null);
export type CheckResult = NonNullable<z.infer<typeof checkResultSchema>>;

/** canary-checker `GET /about` (capitalised keys). */
export const canaryAboutSchema = z.object({
  Timestamp: z.string().optional(),
  Version: z.string(),
});
export type CanaryAbout = z.infer<typeof canaryAboutSchema>;

/** A `check_statuses` row read through PostgREST. */
export const checkStatusSchema = z.object({
  check_id: z.string().min(1),
  time: z.string().min(1),
  duration: z.number().int().nullish(),
  status: z.boolean(),
  invalid: z.boolean().nullish(),
  message: z.string().nullish(),
  error: z.string().nullish(),
  details: z.unknown().optional(),
  severity: z.string().nullish(),
  created_at: z.string().nullish(),
  is_pushed: z.boolean().nullish(),
});
export type CheckStatus = z.infer<typeof checkStatusSchema>;

/** A canary (a spec holding one or more checks): `id, name, namespace, source, spec` plus the table's extras. */
export const canarySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  namespace: z.string().nullish(),
  source: z.string().nullish(),
  spec: z.record(z.string(), z.unknown()),
  agent_id: z.string().optional(),
  labels: z.record(z.string(), z.string()).nullish(),
  annotations: z.record(z.string(), z.string()).nullish(),
  is_pushed: z.boolean().optional(),
  created_by: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  deleted_at: z.string().nullish(),
});
export type Canary = z.infer<typeof canarySchema>;

const namedRef = z.object({ id: z.string().min(1), name: z.string().nullish() });

/**
 * A `checks` row as read by the check detail (`select=*,canaries!checks_canary_id_fkey(...),agents...,
 * components:check_component_relationships(components(id,name,icon)),configs:...(configs(id,name,type))`).
 */
export const checkSchema = z.object({
  id: z.string().min(1),
  canary_id: z.string().min(1),
  agent_id: z.string().optional(),
  type: z.string(),
  name: z.string(),
  namespace: z.string().nullish(),
  description: z.string().nullish(),
  endpoint: z.string().nullish(),
  icon: z.string().nullish(),
  spec: z.record(z.string(), z.unknown()).nullish(),
  labels: z.record(z.string(), z.string()).nullish(),
  owner: z.string().nullish(),
  severity: z.string().nullish(),
  category: z.string().nullish(),
  status: z.string().nullish(),
  last_runtime: z.string().nullish(),
  next_runtime: z.string().nullish(),
  last_transition_time: z.string().nullish(),
  silenced_at: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  deleted_at: z.string().nullish(),
  canaries: namedRef.extend({ source: z.string().nullish() }).nullish(),
  agents: namedRef.nullish(),
  components: z.array(z.object({ components: namedRef.extend({ icon: z.string().nullish() }).nullish() })).nullish(),
  configs: z.array(z.object({ configs: namedRef.extend({ type: z.string().nullish() }).nullish() })).nullish(),
});
export type Check = z.infer<typeof checkSchema>;
