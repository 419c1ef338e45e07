import * as z from 'zod/mini';

// The schemas of the topology sidebar's reads and of Link to catalog, loaded by queries.ts with the first
// request, so that the topology page paints without zod (#26).

export { componentCheckLinkSchema } from '@mission-control/api';

export const linkedConfigSchema = z.object({
  config_id: z.string(),
  config: z.nullish(
    z.object({
      id: z.string(),
      name: z.nullish(z.string()),
      type: z.nullish(z.string()),
      health: z.nullish(z.string()),
      status: z.nullish(z.string()),
    }),
  ),
});

export const evidenceLinkSchema = z.object({ hypothesis: z.nullish(z.object({ incident_id: z.nullish(z.string()) })) });
export const componentIncidentSchema = z.object({
  id: z.string(),
  title: z.nullish(z.string()),
  severity: z.nullish(z.string()),
  status: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
});
export type ComponentIncidentRow = z.infer<typeof componentIncidentSchema>;

export const relationshipRowSchema = z.looseObject({ component_id: z.string(), config_id: z.string() });
