import { z } from './zod';

import { CHECK_TYPES, type CheckTypeKey } from '@mission-control/core';

// The check types, canary settings keys and type detection live in @mission-control/core.
export { CHECK_TYPES, detectCheckType } from '@mission-control/core';
export type { CheckTypeKey } from '@mission-control/core';

/** One check definition under a spec key: an object or a list of them (canary-checker accepts lists). */
const checkDefinitions = z.union([z.array(z.record(z.string(), z.unknown())), z.record(z.string(), z.unknown())]);

const checkSpecShape = Object.fromEntries(
  CHECK_TYPES.filter((t) => t.specKey !== 'custom').map((t) => [t.specKey, z.optional(checkDefinitions)]),
) as Record<Exclude<CheckTypeKey, 'custom'>, z.ZodMiniOptional<typeof checkDefinitions>>;

/** A canary spec with one optional top-level key per check type; unknown keys pass through for custom specs. */
export const checkSpecSchema = z.looseObject({
  schedule: z.optional(z.string()),
  interval: z.optional(z.int().check(z.nonnegative())),
  ...checkSpecShape,
});
export type CheckSpec = z.infer<typeof checkSpecSchema>;

/** The check resource (a canary) as edited in the check editor. */
export const checkResourceSchema = z.object({
  id: z.optional(z.string().check(z.minLength(1))),
  name: z.string().check(z.trim()).check(z.minLength(1, 'Name is required')),
  namespace: z._default(z.string(), 'default'),
  source: z._default(z.string(), 'UI'),
  icon: z.nullish(z.string()),
  labels: z.nullish(z.record(z.string(), z.string())),
  schedule: z.nullish(z.string()),
  spec: checkSpecSchema,
  agent_details: z.nullish(z.object({ id: z.string(), name: z.nullish(z.string()) })),
});
export type CheckResource = z.infer<typeof checkResourceSchema>;
