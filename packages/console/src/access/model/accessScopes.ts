import {
  accessScopeFormSchema,
  parseNames,
  type AccessScope,
  type AccessScopeFormValues,
  type AccessScopeResource,
} from '@mission-control/api';

/** One scope as the dialog edits it: tags as `key=value` lines, agents and names one per line. */
export interface ScopeDraft {
  key: number;
  tags: string;
  agents: string;
  names: string;
}

export interface AccessScopeDraft {
  name: string;
  namespace: string;
  description: string;
  subjectKind: 'guest' | 'team';
  person_id: string | null;
  team_id: string | null;
  resources: AccessScopeResource[];
  scopes: ScopeDraft[];
}

let nextKey = 1;
export const emptyScope = (): ScopeDraft => ({ key: nextKey++, tags: '', agents: '', names: '' });

export function emptyDraft(): AccessScopeDraft {
  return {
    name: '',
    namespace: '',
    description: '',
    subjectKind: 'guest',
    person_id: null,
    team_id: null,
    resources: [],
    scopes: [emptyScope()],
  };
}

/** `key=value` lines → a tags map; a line without `=` is a key with an empty value. */
export function parseTags(text: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const line of parseNames(text)) {
    const at = line.indexOf('=');
    const key = (at >= 0 ? line.slice(0, at) : line).trim();
    if (key) tags[key] = at >= 0 ? line.slice(at + 1).trim() : '';
  }
  return tags;
}

export function draftOf(scope: AccessScope): AccessScopeDraft {
  return {
    name: scope.name,
    namespace: scope.namespace ?? '',
    description: scope.description ?? '',
    subjectKind: scope.team_id ? 'team' : 'guest',
    person_id: scope.person_id ?? null,
    team_id: scope.team_id ?? null,
    resources: [...scope.resources],
    scopes: scope.scopes.map((s) => ({
      key: nextKey++,
      tags: Object.entries(s.tags ?? {})
        .map(([k, v]) => `${k}=${v}`)
        .join('\n'),
      agents: (s.agents ?? []).join('\n'),
      names: (s.names ?? []).join('\n'),
    })),
  };
}

export interface DraftErrors {
  name?: string;
  subject?: string;
  resources?: string;
  scopes?: string;
  /** By scope key. */
  scope: Record<number, string>;
}

/** Validates with the api's rules; messages keep the spec's words. */
export function validateDraft(
  draft: AccessScopeDraft,
): { ok: true; values: AccessScopeFormValues } | { ok: false; errors: DraftErrors } {
  const result = accessScopeFormSchema.safeParse({
    name: draft.name,
    namespace: draft.namespace,
    description: draft.description,
    // Only the chosen kind's subject counts: a guest picked before switching to Team is not sent.
    person_id: draft.subjectKind === 'guest' ? draft.person_id : null,
    team_id: draft.subjectKind === 'team' ? draft.team_id : null,
    resources: draft.resources,
    scopes: draft.scopes.map((s) => ({ tags: parseTags(s.tags), agents: s.agents, names: s.names })),
  });
  if (result.success) return { ok: true, values: result.data };
  const errors: DraftErrors = { scope: {} };
  for (const issue of result.error.issues) {
    const [head, index] = issue.path;
    if (head === 'scopes' && typeof index === 'number') {
      const key = draft.scopes[index]?.key;
      if (key !== undefined) errors.scope[key] ??= issue.message;
    } else if (head === 'name' || head === 'subject' || head === 'resources' || head === 'scopes') {
      errors[head] ??= issue.message;
    }
  }
  return { ok: false, errors };
}
