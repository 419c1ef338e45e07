import { z } from './zod';
import { mapped, optionalTimestamp } from './common';
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
const idName = z.object({ id: z.string().check(z.minLength(1)), name: z.nullish(z.string()) });
const idNsName = z.extend(idName, { namespace: z.nullish(z.string()) });

/** `object_selector` (duty `PermissionObject`): resource selectors per kind and scope references. */
export const objectSelectorSchema = z.looseObject({
  playbooks: z.nullish(z.array(z.record(z.string(), z.unknown()))),
  configs: z.nullish(z.array(z.record(z.string(), z.unknown()))),
  components: z.nullish(z.array(z.record(z.string(), z.unknown()))),
  connections: z.nullish(z.array(z.record(z.string(), z.unknown()))),
  views: z.nullish(
    z.array(z.object({ namespace: z.nullish(z.string()), name: z.string(), id: z.nullish(z.string()) })),
  ),
  scopes: z.nullish(z.array(z.object({ namespace: z.nullish(z.string()), name: z.string() }))),
});
export type ObjectSelector = z.infer<typeof objectSelectorSchema>;

/** A `permissions` row. */
export const permissionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.nullish(z.string()),
  namespace: z.nullish(z.string()),
  action: z.string().check(z.minLength(1)),
  deny: mapped(z.nullish(z.boolean()), (d) => d === true),
  description: z.nullish(z.string()),
  object: z.nullish(z.string()),
  object_selector: z.nullish(objectSelectorSchema),
  config_id: z.nullish(z.string()),
  component_id: z.nullish(z.string()),
  canary_id: z.nullish(z.string()),
  playbook_id: z.nullish(z.string()),
  connection_id: z.nullish(z.string()),
  check_id: z.nullish(z.string()),
  subject: z.nullish(z.string()),
  subject_type: z.nullish(z.string()),
  person_id: z.nullish(z.string()),
  team_id: z.nullish(z.string()),
  notification_id: z.nullish(z.string()),
  until: ts,
  source: mapped(z.nullish(z.string()), (s) => s ?? 'UI'),
  error: z.nullish(z.string()),
  tags: z.nullish(z.record(z.string(), z.string())),
  agents: z.nullish(z.array(z.string())),
  created_at: ts,
  created_by: z.nullish(
    z.union([
      z.string(),
      z.partial(z.pick(personSchema, { id: true, name: true, email: true, avatar: true }), {
        email: true,
        avatar: true,
      }),
    ]),
  ),
  updated_at: ts,
  updated_by: z.nullish(z.string()),
  deleted_at: ts,
});
export type Permission = z.infer<typeof permissionSchema>;

/** A `permissions_summary` row: the permission with its subject and resource expanded (NULL unless applicable). */
export const permissionSummarySchema = z.extend(permissionSchema, {
  person: z.nullish(z.extend(idName, { email: z.nullish(z.string()) })),
  team: z.nullish(idNsName),
  group: z.nullish(idNsName),
  canary: z.nullish(idNsName),
  notification: z.nullish(idNsName),
  playbook: z.nullish(idNsName),
  scraper: z.nullish(idNsName),
  topology: z.nullish(idNsName),
  component_object: z.nullish(z.extend(idName, { icon: z.nullish(z.string()) })),
  config_object: z.nullish(z.extend(idName, { icon: z.nullish(z.string()), type: z.nullish(z.string()) })),
  canary_object: z.nullish(idName),
  playbook_object: z.nullish(z.extend(idName, { icon: z.nullish(z.string()) })),
  connection_object: z.nullish(z.extend(idName, { type: z.nullish(z.string()) })),
});
export type PermissionSummary = z.infer<typeof permissionSummarySchema>;
