import { z } from 'zod';
import { listOrEmpty } from './common';

/** One entry of `GET /properties`: process-local properties first, then DB rows not already seen. */
export const propertySchema = z.object({
  name: z.string().min(1),
  value: z.string(),
  source: z.string().optional(),
  type: z.string().optional(),
  description: z.string().optional(),
});
export type Property = z.infer<typeof propertySchema>;

export const propertiesResponseSchema = listOrEmpty(propertySchema);

/** A row of `/db/properties` (admin only). */
export const propertyRowSchema = z.object({
  name: z.string().min(1),
  value: z.string(),
  created_by: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  deleted_at: z.string().nullish(),
});
export type PropertyRow = z.infer<typeof propertyRowSchema>;

/** A feature flag is a property `{feature}.disable` with name and value. */
export const featureFlagSchema = propertySchema.pick({ name: true, value: true });
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

/** mission-control `GET /about`. The console shows `chartVersion || appVersion`, else 'NA'. */
export const versionInfoSchema = z.object({
  appVersion: z.string().optional(),
  chartVersion: z.string().optional(),
});
export type VersionInfo = z.infer<typeof versionInfoSchema>;

export function backendVersion(info: VersionInfo | null | undefined): string {
  return info?.chartVersion || info?.appVersion || 'NA';
}
