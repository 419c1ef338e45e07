import * as z from 'zod/mini';
import {
  escapeLike,
  from,
  PERMISSION_ACTIONS,
  PERMISSION_GLOBAL_OBJECTS,
  PERMISSION_ROLE_SUBJECTS,
  PLAYBOOK_PERMISSION_ACTIONS,
  type DbClient,
  type PermissionFormValues,
  type PermissionResourceKind,
  type PermissionSummary,
} from '@mission-control/api';
import type { ComboboxOption, SelectOption } from '@mission-control/ui';

export type SubjectKind = PermissionFormValues['subject_type'];

export const SUBJECT_KIND_OPTIONS: readonly SelectOption[] = [
  { id: 'person', label: 'Person' },
  { id: 'team', label: 'Team' },
  { id: 'notification', label: 'Notification' },
  { id: 'group', label: 'Role' },
  { id: 'playbook', label: 'Playbook' },
];

export const ROLE_OPTIONS: readonly SelectOption[] = PERMISSION_ROLE_SUBJECTS.map((role) => ({
  id: role,
  label: role,
}));

export const RESOURCE_KIND_OPTIONS: readonly SelectOption[] = [
  { id: 'global', label: 'Global' },
  { id: 'catalog', label: 'Catalog' },
  { id: 'component', label: 'Component' },
  { id: 'playbook', label: 'Playbook' },
  { id: 'connection', label: 'Connection' },
  { id: 'canary', label: 'Canary' },
];

export const GLOBAL_OBJECT_OPTIONS: readonly SelectOption[] = PERMISSION_GLOBAL_OBJECTS.map((object) => ({
  id: object,
  label: object,
}));

/** Playbook actions are offered when the resource is a playbook or the global playbooks object. */
export function actionOptions(kind: PermissionResourceKind, object: string | null | undefined): SelectOption[] {
  const playbook = kind === 'playbook' || (kind === 'global' && object === 'playbooks');
  return [...PERMISSION_ACTIONS, ...(playbook ? PLAYBOOK_PERMISSION_ACTIONS : [])].map((action) => ({
    id: action,
    label: action,
  }));
}

const named = z.object({ id: z.string(), name: z.nullish(z.string()), email: z.nullish(z.string()) });

/** The table each searchable subject or resource kind is found in. */
const SOURCES = {
  person: { table: 'people', extra: (q: ReturnType<typeof from>) => q.is('deleted_at', null).not('email', 'is', null) },
  team: { table: 'teams', extra: (q: ReturnType<typeof from>) => q.is('deleted_at', null) },
  notification: { table: 'notifications', extra: (q: ReturnType<typeof from>) => q.is('deleted_at', null) },
  playbook: { table: 'playbooks', extra: (q: ReturnType<typeof from>) => q.is('deleted_at', null) },
  catalog: { table: 'config_items', extra: (q: ReturnType<typeof from>) => q.is('deleted_at', null) },
  component: { table: 'components', extra: (q: ReturnType<typeof from>) => q.is('deleted_at', null) },
  connection: { table: 'connections', extra: (q: ReturnType<typeof from>) => q.is('deleted_at', null) },
  canary: { table: 'canaries', extra: (q: ReturnType<typeof from>) => q.is('deleted_at', null) },
} as const;
export type SearchKind = keyof typeof SOURCES;

const SELECT: Partial<Record<SearchKind, string>> = { person: 'id,name,email' };

/** Rows of a kind whose name contains the text (typed wildcards match literally), at most 50. */
export async function searchOptions(
  db: DbClient,
  kind: SearchKind,
  text: string,
  signal?: AbortSignal,
): Promise<ComboboxOption[]> {
  const source = SOURCES[kind];
  let query = source.extra(from(source.table).select(SELECT[kind] ?? 'id,name')).order('name');
  const term = escapeLike(text.trim());
  if (term) query = query.ilike('name', `*${term}*`);
  const { data } = await db.list(query.limit(50), named, { signal, count: false });
  return data.map((row) => ({ id: row.id, label: row.name ?? row.id, description: row.email ?? undefined }));
}

/** One row's label, for showing the current choice of an existing permission. */
export async function labelOf(db: DbClient, kind: SearchKind, id: string, signal?: AbortSignal): Promise<string> {
  const source = SOURCES[kind];
  const { data } = await db.list(from(source.table).select('id,name').eq('id', id), named, { signal, count: false });
  return data[0]?.name ?? id;
}

/** The Subject column: the person, team, notification, role or playbook a permission applies to. */
export function subjectLabel(row: PermissionSummary): string {
  if (row.person) return row.person.name ?? row.person.email ?? row.person.id;
  if (row.team) return row.team.name ?? row.team.id;
  if (row.notification) return row.notification.name ?? row.notification.id;
  if (row.playbook) return row.playbook.name ?? row.playbook.id;
  if (row.group) return row.group.name ?? row.subject ?? '';
  return row.subject ?? '';
}

/** Subject kind as the table shows it ('group' reads as Role). */
export function subjectKindLabel(kind: string | null | undefined): string {
  return SUBJECT_KIND_OPTIONS.find((option) => option.id === kind)?.label ?? kind ?? '';
}

/** The Resource column: the catalog item, component, playbook, connection or canary, else the global object. */
export function resourceLabel(row: PermissionSummary): string {
  const target =
    row.config_object ?? row.component_object ?? row.playbook_object ?? row.connection_object ?? row.canary_object;
  if (target) return target.name ?? target.id;
  if (row.object_selector) return 'Selector';
  return row.object || '*';
}
