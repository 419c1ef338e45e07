import { z } from '../schemas/zod';
import { PERMISSION_GLOBAL_OBJECTS, PERMISSION_SUBJECT_TYPES } from '../schemas/permission';

export const REQUIRED_MESSAGE = 'This field is required';

export const PERMISSION_RESOURCE_KINDS = [
  'catalog',
  'component',
  'playbook',
  'connection',
  'canary',
  'global',
] as const;
export type PermissionResourceKind = (typeof PERMISSION_RESOURCE_KINDS)[number];

/** The column each resource kind selects into. */
export const RESOURCE_KIND_FIELD = {
  catalog: 'config_id',
  component: 'component_id',
  playbook: 'playbook_id',
  connection: 'connection_id',
  canary: 'canary_id',
  global: 'object',
} as const satisfies Record<PermissionResourceKind, string>;

/** The column each subject kind selects into; roles (group) and playbooks use `subject` itself. */
export const SUBJECT_KIND_FIELD = {
  person: 'person_id',
  team: 'team_id',
  notification: 'notification_id',
  group: 'subject',
  playbook: 'subject',
} as const;

const optionalId = z.nullish(z.string());

export const permissionFormSchema = z
  .object({
    id: z.optional(z.string()),
    subject_type: z._default(z.enum(PERMISSION_SUBJECT_TYPES), 'person'),
    subject: optionalId,
    person_id: optionalId,
    team_id: optionalId,
    notification_id: optionalId,
    resource_kind: z.enum(PERMISSION_RESOURCE_KINDS),
    object: optionalId,
    config_id: optionalId,
    component_id: optionalId,
    playbook_id: optionalId,
    connection_id: optionalId,
    canary_id: optionalId,
    check_id: optionalId,
    action: z.string().check(z.trim()).check(z.minLength(1, REQUIRED_MESSAGE)),
    deny: z._default(z.boolean(), false),
    description: z._default(z.string(), ''),
  })
  .check(
    z.superRefine((form, ctx) => {
      const subjectField = SUBJECT_KIND_FIELD[form.subject_type];
      if (!form[subjectField]) ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: [subjectField] });
      const resourceField = RESOURCE_KIND_FIELD[form.resource_kind];
      const value = form[resourceField];
      if (!value) ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: [resourceField] });
      else if (form.resource_kind === 'global' && !(PERMISSION_GLOBAL_OBJECTS as readonly string[]).includes(value)) {
        ctx.addIssue({ code: 'custom', message: `Unknown object: ${value}`, path: ['object'] });
      }
    }),
  );
export type PermissionFormInput = z.input<typeof permissionFormSchema>;
export type PermissionFormValues = z.output<typeof permissionFormSchema>;

type Values = Partial<PermissionFormInput>;

/** Changing the subject kind clears person, team and notification ids. */
export function changeSubjectKind<T extends Values>(values: T, kind: PermissionFormValues['subject_type']): T {
  return { ...values, subject_type: kind, person_id: null, team_id: null, notification_id: null };
}

/** Changing the resource kind clears object, config_id, check_id, canary_id, component_id and playbook_id. */
export function changeResourceKind<T extends Values>(values: T, kind: PermissionResourceKind): T {
  return {
    ...values,
    resource_kind: kind,
    object: null,
    config_id: null,
    check_id: null,
    canary_id: null,
    component_id: null,
    playbook_id: null,
  };
}

/** The resource kind of an existing permission, for opening it in the dialog. */
export function resourceKindOf(permission: {
  config_id?: string | null;
  component_id?: string | null;
  playbook_id?: string | null;
  connection_id?: string | null;
  canary_id?: string | null;
}): PermissionResourceKind {
  if (permission.config_id) return 'catalog';
  if (permission.component_id) return 'component';
  if (permission.playbook_id) return 'playbook';
  if (permission.connection_id) return 'connection';
  if (permission.canary_id) return 'canary';
  return 'global';
}

/**
 * Form values → the `permissions` body: `subject` follows the chosen subject kind, only the chosen
 * resource column is set (the others are sent as null so a PATCH clears them), and the author is
 * stamped as `created_by` (create) or `updated_by` (update).
 */
export function toPermissionPayload(form: PermissionFormValues, userId: string, mode: 'create' | 'update') {
  const subjectField = SUBJECT_KIND_FIELD[form.subject_type];
  const resourceField = RESOURCE_KIND_FIELD[form.resource_kind];
  const resources = Object.fromEntries(
    Object.values(RESOURCE_KIND_FIELD).map((field) => [field, field === resourceField ? (form[field] ?? null) : null]),
  );
  return {
    subject_type: form.subject_type,
    subject: form[subjectField] ?? null,
    person_id: form.subject_type === 'person' ? (form.person_id ?? null) : null,
    team_id: form.subject_type === 'team' ? (form.team_id ?? null) : null,
    notification_id: form.subject_type === 'notification' ? (form.notification_id ?? null) : null,
    ...resources,
    check_id: form.resource_kind === 'canary' ? (form.check_id ?? null) : null,
    action: form.action,
    deny: form.deny,
    description: form.description,
    source: 'UI',
    ...(mode === 'create' ? { created_by: userId } : { updated_by: userId }),
  };
}
