import { z } from '../schemas/zod';
import { mapped } from '../schemas/common';
import { ACCESS_SCOPE_RESOURCES, type AccessScopeResource, type Scope } from '../schemas/accessScope';

export const ACCESS_SCOPE_MESSAGES = {
  nameRequired: 'Name is required',
  subject: 'Either a Guest or Team must be selected',
  resources: 'At least one resource type is required',
  scopes: 'At least one scope is required',
  scopeEmpty: 'Each scope must have at least one of: tags, agents, or names',
} as const;

/** Names are entered one per line: trimmed, blanks dropped. */
export function parseNames(text: string | readonly string[] | null | undefined): string[] {
  const lines = typeof text === 'string' ? text.split(/\r?\n/) : Array.isArray(text) ? text : [];
  return lines.map((line) => (typeof line === 'string' ? line.trim() : '')).filter((line) => line.length > 0);
}

/**
 * The resource picker's wildcard rule: choosing 'All Resources (*)' keeps only '*'; choosing another
 * type while '*' is selected drops the '*'.
 */
export function applyResourceSelection(
  previous: readonly AccessScopeResource[],
  next: readonly AccessScopeResource[],
): AccessScopeResource[] {
  const known = [...new Set(next.filter((r) => (ACCESS_SCOPE_RESOURCES as readonly string[]).includes(r)))];
  const addedWildcard = known.includes('*') && !previous.includes('*');
  if (addedWildcard) return ['*'];
  if (previous.includes('*') && known.length > 1) return known.filter((r) => r !== '*');
  return known;
}

const tagsSchema = mapped(z.nullish(z.record(z.string(), z.string())), (tags) => {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(tags ?? {})) {
    if (key.trim()) clean[key.trim()] = value.trim();
  }
  return clean;
});

const listSchema = mapped(z.nullish(z.union([z.string(), z.array(z.string())])), (value) => parseNames(value));

export const accessScopeFormScopeSchema = z.object({ tags: tagsSchema, agents: listSchema, names: listSchema }).check(
  z.refine((s) => Object.keys(s.tags).length > 0 || s.agents.length > 0 || s.names.length > 0, {
    message: ACCESS_SCOPE_MESSAGES.scopeEmpty,
  }),
);

/** The access scope dialog: a guest or a team, resource types, and scopes. */
export const accessScopeFormSchema = z
  .object({
    name: z.string().check(z.trim()).check(z.minLength(1, ACCESS_SCOPE_MESSAGES.nameRequired)),
    namespace: z._default(z.string().check(z.trim()), ''),
    description: z._default(z.string(), ''),
    person_id: z.nullish(z.string()),
    team_id: z.nullish(z.string()),
    resources: z.array(z.enum(ACCESS_SCOPE_RESOURCES)).check(z.minLength(1, ACCESS_SCOPE_MESSAGES.resources)),
    scopes: z.array(accessScopeFormScopeSchema).check(z.minLength(1, ACCESS_SCOPE_MESSAGES.scopes)),
  })
  .check(
    z.refine((form) => Boolean(form.person_id) || Boolean(form.team_id), {
      message: ACCESS_SCOPE_MESSAGES.subject,
      path: ['subject'],
    }),
  );
export type AccessScopeFormInput = z.input<typeof accessScopeFormSchema>;
export type AccessScopeFormValues = z.output<typeof accessScopeFormSchema>;

/** Form values → the `access_scopes` row body; empty parts of a scope are left out. */
export function toAccessScopePayload(form: AccessScopeFormValues) {
  return {
    name: form.name,
    namespace: form.namespace || null,
    description: form.description || null,
    person_id: form.person_id || null,
    team_id: form.team_id || null,
    resources: form.resources.includes('*') ? ['*'] : form.resources,
    scopes: form.scopes.map((scope) => {
      const out: Scope = {};
      if (Object.keys(scope.tags).length) out.tags = scope.tags;
      if (scope.agents.length) out.agents = scope.agents;
      if (scope.names.length) out.names = scope.names;
      return out;
    }),
    source: 'UI',
  };
}

/** What a scope is matched against. */
export interface ScopedResource {
  tags?: Readonly<Record<string, unknown>> | null;
  agent?: string | null;
  name?: string | null;
}

const isLoneWildcard = (list: readonly string[]) => list.length === 1 && list[0] === '*';

function scopeMatches(scope: Scope, resource: ScopedResource): boolean {
  const tags = Object.entries(scope.tags ?? {});
  const agents = scope.agents ?? [];
  const names = scope.names ?? [];
  // A scope that constrains nothing is invalid, and invalid grants nothing.
  if (tags.length === 0 && agents.length === 0 && names.length === 0) return false;
  const resourceTags = resource.tags ?? {};
  const tagsOk = tags.every(([key, value]) => Object.hasOwn(resourceTags, key) && resourceTags[key] === value);
  const agentsOk =
    agents.length === 0 || isLoneWildcard(agents) || (resource.agent != null && agents.includes(resource.agent));
  const namesOk =
    names.length === 0 || isLoneWildcard(names) || (resource.name != null && names.includes(resource.name));
  return tagsOk && agentsOk && namesOk;
}

/**
 * Whether any scope grants the resource. Within a scope, tags AND agents AND names must match (all
 * tags, any one agent, any one name; a lone '*' matches all). No scopes grant nothing.
 */
export function matchesAccessScope(scopes: readonly Scope[] | null | undefined, resource: ScopedResource): boolean {
  if (!Array.isArray(scopes)) return false;
  return scopes.some((scope) => scope != null && typeof scope === 'object' && scopeMatches(scope, resource));
}
