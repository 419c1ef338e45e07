import { z } from './zod';
import { personSchema, teamSchema } from './people';

/** One scope of an access scope: tags AND agents AND names must all match a resource. */
export const scopeSchema = z.object({
  tags: z.nullish(z.record(z.string(), z.string())),
  agents: z.nullish(z.array(z.string())),
  names: z.nullish(z.array(z.string())),
});
export type Scope = z.infer<typeof scopeSchema>;

export const ACCESS_SCOPE_RESOURCES = ['*', 'config', 'component', 'playbook', 'canary'] as const;
export type AccessScopeResource = (typeof ACCESS_SCOPE_RESOURCES)[number];

const personRef = z.pick(personSchema, { id: true, name: true, email: true, avatar: true });

/** An access scope row, as listed with person, team and created_by expanded. */
export const accessScopeSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  namespace: z.nullish(z.string()),
  description: z.nullish(z.string()),
  person_id: z.nullish(z.string()),
  team_id: z.nullish(z.string()),
  resources: z.array(z.enum(ACCESS_SCOPE_RESOURCES)),
  scopes: z.array(scopeSchema),
  source: z.nullish(z.string()),
  created_by: z.nullish(z.union([z.string(), personRef])),
  created_at: z.nullish(z.string()),
  updated_at: z.nullish(z.string()),
  deleted_at: z.nullish(z.string()),
  person: z.nullish(z.partial(personRef, { avatar: true, email: true })),
  team: z.nullish(z.pick(teamSchema, { id: true, name: true })),
});
export type AccessScope = z.infer<typeof accessScopeSchema>;
