import { z } from 'zod';

import { CHECK_TYPES, type CheckTypeKey } from '@mission-control/core';

// The check types, canary settings keys and type detection live in @mission-control/core.
export { CHECK_TYPES, detectCheckType } from '@mission-control/core';
export type { CheckTypeKey } from '@mission-control/core';

/** One check definition under a spec key: an object or a list of them (canary-checker accepts lists). */
const checkDefinitions = z.union([z.array(z.record(z.string(), z.unknown())), z.record(z.string(), z.unknown())]);

const checkSpecShape = Object.fromEntries(
  CHECK_TYPES.filter((t) => t.specKey !== 'custom').map((t) => [t.specKey, checkDefinitions.optional()]),
) as Record<Exclude<CheckTypeKey, 'custom'>, z.ZodOptional<typeof checkDefinitions>>;

/** A canary spec with one optional top-level key per check type; unknown keys pass through for custom specs. */
export const checkSpecSchema = z
  .object({
    schedule: z.string().optional(),
    interval: z.number().int().nonnegative().optional(),
    ...checkSpecShape,
  })
  .loose();
export type CheckSpec = z.infer<typeof checkSpecSchema>;

/** The check resource (a canary) as edited in the check editor. */
export const checkResourceSchema = z.object({
  id: z.string().min(1).optional(),
  name: z.string().trim().min(1, 'Name is required'),
  namespace: z.string().default('default'),
  source: z.string().default('UI'),
  icon: z.string().nullish(),
  labels: z.record(z.string(), z.string()).nullish(),
  schedule: z.string().nullish(),
  spec: checkSpecSchema,
  agent_details: z.object({ id: z.string(), name: z.string().nullish() }).nullish(),
});
export type CheckResource = z.infer<typeof checkResourceSchema>;
