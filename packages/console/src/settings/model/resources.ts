import type { ResourceKind } from './resourceKindList';
import type { ResourceRow } from './resourceRow';
import { toYaml } from './yaml';

export type { ResourceRow } from './resourceRow';

/** The editor's working copy: the YAML texts as typed, and the last values that parsed. */
export interface ResourceDraft {
  name: string;
  namespace: string;
  icon: string;
  schedule: string;
  labelsText: string;
  specText: string;
  labels: unknown;
  spec: unknown;
}

export const draftOf = (
  row: ResourceRow | undefined,
  defaults: Readonly<Record<string, unknown>> = {},
): ResourceDraft => ({
  name: row?.name ?? '',
  namespace: String(row?.namespace ?? defaults.namespace ?? ''),
  icon: String(row?.icon ?? defaults.icon ?? ''),
  schedule: String(row?.schedule ?? ''),
  labelsText: toYaml(row?.labels),
  specText: toYaml(row?.spec),
  labels: row?.labels ?? null,
  spec: row?.spec ?? null,
});

/** The row a save writes: only the columns the kind has, with their defaults; a new row is the UI's own. */
export function resourceBody(
  kind: ResourceKind | undefined,
  draft: ResourceDraft,
  isNew: boolean,
): Record<string, unknown> {
  const body: Record<string, unknown> = { name: draft.name.trim(), spec: draft.spec ?? {} };
  if (kind?.fields.includes('namespace')) body.namespace = draft.namespace.trim() || 'default';
  if (kind?.fields.includes('labels')) body.labels = draft.labels;
  if (kind?.fields.includes('icon')) body.icon = draft.icon.trim() || 'group';
  if (kind?.fields.includes('schedule') && draft.schedule) body.schedule = draft.schedule;
  // A resource made here is the UI's own (operations §3.4: source defaults to 'UI').
  if (isNew) body.source = kind?.defaults?.source ?? 'UI';
  return body;
}
