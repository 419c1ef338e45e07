import { z } from 'zod';
import { listOrEmpty } from './common';

/** A `people` row; `type` is null for humans and `access_token` for token identities. */
export const personSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  email: z.string().nullish(),
  avatar: z.string().nullish(),
  type: z.string().nullish(),
  external_id: z.string().nullish(),
  team_id: z.string().nullish(),
  organization: z.string().nullish(),
  title: z.string().nullish(),
  phone: z.string().nullish(),
  properties: z.object({ role: z.string().optional() }).loose().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  deleted_at: z.string().nullish(),
  last_login: z.string().nullish(),
});
export type Person = z.infer<typeof personSchema>;

/** `people_roles` view: a person with the roles casbin grants them. */
export const personRolesSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  email: z.string().nullish(),
  roles: listOrEmpty(z.string()),
});
export type PersonRoles = z.infer<typeof personRolesSchema>;

export const teamSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  icon: z.string().nullish(),
  spec: z.record(z.string(), z.unknown()).nullish(),
  source: z.string().nullish(),
  created_by: z.union([z.string(), personSchema.pick({ id: true, name: true })]).nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  deleted_at: z.string().nullish(),
});
export type Team = z.infer<typeof teamSchema>;

export const teamMemberSchema = z.object({
  team_id: z.string().min(1),
  person_id: z.string().min(1),
  source: z.string().optional(),
  person: personSchema.nullish(),
  team: teamSchema.nullish(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A Kratos-style identity (`/db/identities`). */
export const identitySchema = z.object({
  id: z.string().min(1),
  traits: z.object({
    name: z.object({ first: z.string().optional(), last: z.string().optional() }).loose().nullish(),
    email: z.string().nullish(),
  }),
  roles: z.array(z.string()).nullish(),
  state: z.string().nullish(),
  state_changed_at: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});
export type Identity = z.infer<typeof identitySchema>;

/** A casbin rule as `whoami` and `/rbac` return it; every key is omitempty. Default policies carry `id: "na"`. */
export const rbacPermissionSchema = z.object({
  id: z.string().optional(),
  subject: z.string().optional(),
  object: z.string().optional(),
  action: z.string().optional(),
  deny: z.boolean().optional(),
  condition: z.string().optional(),
});
export type RbacPermission = z.infer<typeof rbacPermissionSchema>;

/** `GET /auth/whoami`. `roles` may repeat (`["admin","everyone","admin"]`); kept as sent. */
export const whoamiResponseSchema = z.object({
  message: z.string().optional(),
  payload: z.object({
    user: personSchema,
    roles: listOrEmpty(z.string()),
    permissions: listOrEmpty(rbacPermissionSchema),
    hostname: z.string().optional(),
  }),
});
export type WhoamiResponse = z.infer<typeof whoamiResponseSchema>;

/** The signed-in user as the console uses it: the person plus distinct roles and their permissions. */
export interface CurrentUser extends Person {
  roles: string[];
  permissions: RbacPermission[];
}

export function currentUserFromWhoami(response: WhoamiResponse): CurrentUser {
  const { user, roles, permissions } = response.payload;
  return { ...user, roles: [...new Set(roles)], permissions };
}

/** `POST /auth/invite_user`: email and role are required by the backend. */
export const inviteUserRequestSchema = z.object({
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  email: z.email(),
  role: z.string().min(1),
});
export type InviteUserRequest = z.input<typeof inviteUserRequestSchema>;

export const inviteUserResponseSchema = z.object({ link: z.string().optional() }).loose();
export type InviteUserResponse = z.infer<typeof inviteUserResponseSchema>;

/** `HTTPSuccess` wrapper `{message, payload?}` used by several mission-control endpoints. */
export const successMessageSchema = z
  .object({ message: z.string().optional() })
  .loose()
  .nullish()
  .transform((r) => r ?? {});
