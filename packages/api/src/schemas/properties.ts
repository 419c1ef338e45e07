import { z } from './zod';
import { listOrEmpty } from './common';

/** One entry of `GET /properties`: process-local properties first, then DB rows not already seen. */
export const propertySchema = z.object({
  name: z.string().check(z.minLength(1)),
  value: z.string(),
  source: z.optional(z.string()),
  type: z.optional(z.string()),
  description: z.optional(z.string()),
});
export type Property = z.infer<typeof propertySchema>;

export const propertiesResponseSchema = listOrEmpty(propertySchema);

/** A row of `/db/properties` (admin only). */
export const propertyRowSchema = z.object({
  name: z.string().check(z.minLength(1)),
  value: z.string(),
  created_by: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
  updated_at: z.nullish(z.string()),
  deleted_at: z.nullish(z.string()),
});
export type PropertyRow = z.infer<typeof propertyRowSchema>;

/** A feature flag is a property `{feature}.disable` with name and value. */
export const featureFlagSchema = z.pick(propertySchema, { name: true, value: true });
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

/** mission-control `GET /about`. The console shows `chartVersion || appVersion`, else 'NA'. */
export const versionInfoSchema = z.object({
  appVersion: z.optional(z.string()),
  chartVersion: z.optional(z.string()),
});
export type VersionInfo = z.infer<typeof versionInfoSchema>;

export { backendVersion } from './backendVersion';
