import { z } from './zod';
import { listOrEmpty, mapped } from './common';

export { LOCAL_AGENT_ID } from './localAgent';

/** Counts over the last hour (or the last status when older). */
export const uptimeSchema = z.object({
  passed: z.int().check(z.nonnegative()),
  failed: z.int().check(z.nonnegative()),
  p100: z.optional(z.number()),
  last_pass: z.nullish(z.string()),
  last_fail: z.nullish(z.string()),
});
export type Uptime = z.infer<typeof uptimeSchema>;

/** Milliseconds. The real backend omits zero percentiles, so every key is optional. */
export const latencySchema = z.object({
  p95: z.optional(z.number()),
  p97: z.optional(z.number()),
  p99: z.optional(z.number()),
  rolling1h: z.optional(z.number()),
});
export type Latency = z.infer<typeof latencySchema>;

export const checkSummarySchema = z.object({
  id: z.string().check(z.minLength(1)),
  canary_id: z.string().check(z.minLength(1)),
  canary_name: z.optional(z.string()),
  canary_namespace: z.optional(z.string()),
  agent_id: z.optional(z.string()),
  name: z.string(),
  namespace: z.nullish(z.string()),
  description: z.nullish(z.string()),
  endpoint: z.nullish(z.string()),
  type: z.string(),
  icon: z.nullish(z.string()),
  status: z.nullish(z.string()),
  severity: z.nullish(z.string()),
  owner: z.nullish(z.string()),
  labels: z.nullish(z.record(z.string(), z.string())),
  uptime: uptimeSchema,
  latency: latencySchema,
  last_runtime: z.nullish(z.string()),
  next_runtime: z.nullish(z.string()),
  last_transition_time: z.nullish(z.string()),
  created_at: z.optional(z.string()),
  updated_at: z.nullish(z.string()),
  deleted_at: z.nullish(z.string()),
  silenced_at: z.nullish(z.string()),
});
export type CheckSummary = z.infer<typeof checkSummarySchema>;

/** `checks_summary` is omitted by the real backend when there are no checks. */
export const checkSummaryResponseSchema = z.object({
  duration: z.optional(z.number()),
  runnerName: z.optional(z.string()),
  checks_summary: listOrEmpty(checkSummarySchema),
});
export type CheckSummaryResponse = z.infer<typeof checkSummaryResponseSchema>;

/** `POST /canary/api/summary` body. Query parameters are ignored by the real backend; only this body filters. */
export const checkSummaryRequestSchema = z.object({
  sortBy: z.optional(z.string()),
  labels: z.optional(z.record(z.string(), z.string())),
  deleteFrom: z.optional(z.string()),
});
export type CheckSummaryRequest = z.infer<typeof checkSummaryRequestSchema>;

/**
 * One bucket of `/canary/api/graph`. Go's `omitempty` drops `status: false`, so a failing bucket has no
 * `status` key: it is read as `false` here.
 */
export const graphBucketSchema = z.object({
  key: z.optional(z.string()),
  time: z.string().check(z.minLength(1)),
  status: mapped(z.nullish(z.boolean()), (s) => s === true),
  message: z.nullish(z.string()),
  error: z.nullish(z.string()),
  duration: mapped(z.nullish(z.number()), (d) => d ?? 0),
  count: z.optional(z.int().check(z.nonnegative())),
  passed: z.optional(z.int().check(z.nonnegative())),
  failed: z.optional(z.int().check(z.nonnegative())),
});
export type GraphBucket = z.infer<typeof graphBucketSchema>;

/** `GET /canary/api/graph?check=&start=&end=`. `status` is `null` (not `[]`) when there are no rows. */
export const graphResponseSchema = z.object({
  duration: z.optional(z.number()),
  runnerName: z.optional(z.string()),
  status: listOrEmpty(graphBucketSchema),
  latency: mapped(z.nullish(latencySchema), (l) => l ?? {}),
  uptime: mapped(z.nullish(uptimeSchema), (u) => u ?? { passed: 0, failed: 0 }),
});
export type GraphResponse = z.infer<typeof graphResponseSchema>;

/**
 * `POST /canary/run/check/{id}` returns the first canary-checker `CheckResult`. `pass` is omitted on a
 * failed run, so it is read as `false`. An empty body (the run produced nothing) is `null`.
 */
export const checkResultSchema = mapped(
  z.nullish(
    z.object({
      name: z.optional(z.string()),
      start: z.optional(z.string()),
      pass: mapped(z.nullish(z.boolean()), (p) => p === true),
      invalid: z.optional(z.boolean()),
      detail: z.optional(z.unknown()),
      data: z.nullish(z.record(z.string(), z.unknown())),
      labels: z.nullish(z.record(z.string(), z.string())),
      duration: z.optional(z.number()),
      description: z.optional(z.string()),
      display_type: z.optional(z.string()),
      message: z.optional(z.string()),
      namespace: z.optional(z.string()),
      error: z.optional(z.string()),
      metrics: z.nullish(z.array(z.unknown())),
      transformed: z.optional(z.boolean()),
      artifacts: z.nullish(z.array(z.unknown())),
      CanaryResult: z.nullish(z.array(z.unknown())),
    }),
  ),
  (r) => r ?? null,
);
export type CheckResult = NonNullable<z.infer<typeof checkResultSchema>>;

/** canary-checker `GET /about` (capitalised keys). */
export const canaryAboutSchema = z.object({
  Timestamp: z.optional(z.string()),
  Version: z.string(),
});
export type CanaryAbout = z.infer<typeof canaryAboutSchema>;

/** A `check_statuses` row read through PostgREST. */
export const checkStatusSchema = z.object({
  check_id: z.string().check(z.minLength(1)),
  time: z.string().check(z.minLength(1)),
  duration: z.nullish(z.int()),
  status: z.boolean(),
  invalid: z.nullish(z.boolean()),
  message: z.nullish(z.string()),
  error: z.nullish(z.string()),
  details: z.optional(z.unknown()),
  severity: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
  is_pushed: z.nullish(z.boolean()),
});
export type CheckStatus = z.infer<typeof checkStatusSchema>;

/** A canary (a spec holding one or more checks): `id, name, namespace, source, spec` plus the table's extras. */
export const canarySchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  namespace: z.nullish(z.string()),
  source: z.nullish(z.string()),
  spec: z.record(z.string(), z.unknown()),
  agent_id: z.optional(z.string()),
  labels: z.nullish(z.record(z.string(), z.string())),
  annotations: z.nullish(z.record(z.string(), z.string())),
  is_pushed: z.optional(z.boolean()),
  created_by: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
  updated_at: z.nullish(z.string()),
  deleted_at: z.nullish(z.string()),
});
export type Canary = z.infer<typeof canarySchema>;

const namedRef = z.object({ id: z.string().check(z.minLength(1)), name: z.nullish(z.string()) });

/**
 * A `checks` row as read by the check detail (`select=*,canaries!checks_canary_id_fkey(...),agents...,
 * components:check_component_relationships(components(id,name,icon)),configs:...(configs(id,name,type))`).
 */
export const checkSchema = z.object({
  id: z.string().check(z.minLength(1)),
  canary_id: z.string().check(z.minLength(1)),
  agent_id: z.optional(z.string()),
  type: z.string(),
  name: z.string(),
  namespace: z.nullish(z.string()),
  description: z.nullish(z.string()),
  endpoint: z.nullish(z.string()),
  icon: z.nullish(z.string()),
  spec: z.nullish(z.record(z.string(), z.unknown())),
  labels: z.nullish(z.record(z.string(), z.string())),
  owner: z.nullish(z.string()),
  severity: z.nullish(z.string()),
  category: z.nullish(z.string()),
  status: z.nullish(z.string()),
  last_runtime: z.nullish(z.string()),
  next_runtime: z.nullish(z.string()),
  last_transition_time: z.nullish(z.string()),
  silenced_at: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
  updated_at: z.nullish(z.string()),
  deleted_at: z.nullish(z.string()),
  canaries: z.nullish(z.extend(namedRef, { source: z.nullish(z.string()) })),
  agents: z.nullish(namedRef),
  components: z.nullish(
    z.array(z.object({ components: z.nullish(z.extend(namedRef, { icon: z.nullish(z.string()) })) })),
  ),
  configs: z.nullish(z.array(z.object({ configs: z.nullish(z.extend(namedRef, { type: z.nullish(z.string()) })) }))),
});
export type Check = z.infer<typeof checkSchema>;
