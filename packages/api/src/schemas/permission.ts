import { z } from 'zod';
import { optionalTimestamp } from './common';
import { personSchema } from './people';

export const PERMISSION_SUBJECT_TYPES = ['person', 'team', 'notification', 'group', 'playbook'] as const;
export type PermissionSubjectType = (typeof PERMISSION_SUBJECT_TYPES)[number];

/** Global RBAC objects offered by the permission dialog. */
export const PERMISSION_GLOBAL_OBJECTS = [
  'canaries',
  'catalog',
  'topology',
  'playbooks',
  'connection',
  'connection-detail',
  'agent-push',
  'kubernetes-proxy',
  'notification',
  'rbac',
  'logs',
  'agent',
  'artifact',
] as const;

/** Roles selectable as a permission subject. */
export const PERMISSION_ROLE_SUBJECTS = ['admin', 'editor', 'guest', 'viewer', 'responder', 'commander'] as const;

export const PERMISSION_ACTIONS = ['read', 'update', 'create', 'delete', '*', 'create,read,update,delete'] as const;
export const PLAYBOOK_PERMISSION_ACTIONS = ['playbook:run', 'playbook:approve', 'playbook:*'] as const;

const ts = optionalTimestamp;
const idName = z.object({ id: z.string().min(1), name: z.string().nullish() });
const idNsName = idName.extend({ namespace: z.string().nullish() });

/** `object_selector` (duty `PermissionObject`): resource selectors per kind and scope references. */
export const objectSelectorSchema = z
  .object({
    playbooks: z.array(z.record(z.string(), z.unknown())).nullish(),
    configs: z.array(z.record(z.string(), z.unknown())).nullish(),
    components: z.array(z.record(z.string(), z.unknown())).nullish(),
    connections: z.array(z.record(z.string(), z.unknown())).nullish(),
    views: z.array(z.object({ namespace: z.string().nullish(), name: z.string(), id: z.string().nullish() })).nullish(),
    scopes: z.array(z.object({ namespace: z.string().nullish(), name: z.string() })).nullish(),
  })
  .loose();
export type ObjectSelector = z.infer<typeof objectSelectorSchema>;

/** A `permissions` row. */
export const permissionSchema = z.object({
  id: z.string().min(1),
  name: z.string().nullish(),
  namespace: z.string().nullish(),
  action: z.string().min(1),
  deny: z
    .boolean()
    .nullish()
    .transform((d) => d === true),
  description: z.string().nullish(),
  object: z.string().nullish(),
  object_selector: objectSelectorSchema.nullish(),
  config_id: z.string().nullish(),
  component_id: z.string().nullish(),
  canary_id: z.string().nullish(),
  playbook_id: z.string().nullish(),
  connection_id: z.string().nullish(),
  check_id: z.string().nullish(),
  subject: z.string().nullish(),
  subject_type: z.string().nullish(),
  person_id: z.string().nullish(),
  team_id: z.string().nullish(),
  notification_id: z.string().nullish(),
  until: ts,
  source: z
    .string()
    .nullish()
    .transform((s) => s ?? 'UI'),
  error: z.string().nullish(),
  tags: z.record(z.string(), z.string()).nullish(),
  agents: z.array(z.string()).nullish(),
  created_at: ts,
  created_by: z
    .union([
      z.string(),
      personSchema.pick({ id: true, name: true, email: true, avatar: true }).partial({ email: true, avatar: true }),
    ])
    .nullish(),
  updated_at: ts,
  updated_by: z.string().nullish(),
  deleted_at: ts,
});
export type Permission = z.infer<typeof permissionSchema>;

/** A `permissions_summary` row: the permission with its subject and resource expanded (NULL unless applicable). */
export const permissionSummarySchema = permissionSchema.extend({
  person: idName.extend({ email: z.string().nullish() }).nullish(),
  team: idNsName.nullish(),
  group: idNsName.nullish(),
  canary: idNsName.nullish(),
  notification: idNsName.nullish(),
  playbook: idNsName.nullish(),
  scraper: idNsName.nullish(),
  topology: idNsName.nullish(),
  component_object: idName.extend({ icon: z.string().nullish() }).nullish(),
  config_object: idName.extend({ icon: z.string().nullish(), type: z.string().nullish() }).nullish(),
  canary_object: idName.nullish(),
  playbook_object: idName.extend({ icon: z.string().nullish() }).nullish(),
  connection_object: idName.extend({ type: z.string().nullish() }).nullish(),
});
export type PermissionSummary = z.infer<typeof permissionSummarySchema>;
