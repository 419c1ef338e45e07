import { z } from 'zod';
import { personSchema, teamSchema } from './people';

/** One scope of an access scope: tags AND agents AND names must all match a resource. */
export const scopeSchema = z.object({
  tags: z.record(z.string(), z.string()).nullish(),
  agents: z.array(z.string()).nullish(),
  names: z.array(z.string()).nullish(),
});
export type Scope = z.infer<typeof scopeSchema>;

export const ACCESS_SCOPE_RESOURCES = ['*', 'config', 'component', 'playbook', 'canary'] as const;
export type AccessScopeResource = (typeof ACCESS_SCOPE_RESOURCES)[number];

const personRef = personSchema.pick({ id: true, name: true, email: true, avatar: true });

/** An access scope row, as listed with person, team and created_by expanded. */
export const accessScopeSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  namespace: z.string().nullish(),
  description: z.string().nullish(),
  person_id: z.string().nullish(),
  team_id: z.string().nullish(),
  resources: z.array(z.enum(ACCESS_SCOPE_RESOURCES)),
  scopes: z.array(scopeSchema),
  source: z.string().nullish(),
  created_by: z.union([z.string(), personRef]).nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  deleted_at: z.string().nullish(),
  person: personRef.partial({ avatar: true, email: true }).nullish(),
  team: teamSchema.pick({ id: true, name: true }).nullish(),
});
export type AccessScope = z.infer<typeof accessScopeSchema>;
