import { z } from './zod';
import { listOrEmpty, mapped } from './common';

/** A `people` row; `type` is null for humans and `access_token` for token identities. */
export const personSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  email: z.nullish(z.string()),
  avatar: z.nullish(z.string()),
  type: z.nullish(z.string()),
  external_id: z.nullish(z.string()),
  team_id: z.nullish(z.string()),
  organization: z.nullish(z.string()),
  title: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  properties: z.nullish(z.looseObject({ role: z.optional(z.string()) })),
  created_at: z.nullish(z.string()),
  updated_at: z.nullish(z.string()),
  deleted_at: z.nullish(z.string()),
  last_login: z.nullish(z.string()),
});
export type Person = z.infer<typeof personSchema>;

/** `people_roles` view: a person with the roles casbin grants them. */
export const personRolesSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  email: z.nullish(z.string()),
  roles: listOrEmpty(z.string()),
});
export type PersonRoles = z.infer<typeof personRolesSchema>;

export const teamSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  icon: z.nullish(z.string()),
  spec: z.nullish(z.record(z.string(), z.unknown())),
  source: z.nullish(z.string()),
  created_by: z.nullish(z.union([z.string(), z.pick(personSchema, { id: true, name: true })])),
  created_at: z.nullish(z.string()),
  updated_at: z.nullish(z.string()),
  deleted_at: z.nullish(z.string()),
});
export type Team = z.infer<typeof teamSchema>;

export const teamMemberSchema = z.object({
  team_id: z.string().check(z.minLength(1)),
  person_id: z.string().check(z.minLength(1)),
  source: z.optional(z.string()),
  person: z.nullish(personSchema),
  team: z.nullish(teamSchema),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A Kratos-style identity (`/db/identities`). */
export const identitySchema = z.object({
  id: z.string().check(z.minLength(1)),
  traits: z.object({
    name: z.nullish(z.looseObject({ first: z.optional(z.string()), last: z.optional(z.string()) })),
    email: z.nullish(z.string()),
  }),
  roles: z.nullish(z.array(z.string())),
  state: z.nullish(z.string()),
  state_changed_at: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
  updated_at: z.nullish(z.string()),
});
export type Identity = z.infer<typeof identitySchema>;

/** A casbin rule as `whoami` and `/rbac` return it; every key is omitempty. Default policies carry `id: "na"`. */
export const rbacPermissionSchema = z.object({
  id: z.optional(z.string()),
  subject: z.optional(z.string()),
  object: z.optional(z.string()),
  action: z.optional(z.string()),
  deny: z.optional(z.boolean()),
  condition: z.optional(z.string()),
});
export type RbacPermission = z.infer<typeof rbacPermissionSchema>;

/** `GET /auth/whoami`. `roles` may repeat (`["admin","everyone","admin"]`); kept as sent. */
export const whoamiResponseSchema = z.object({
  message: z.optional(z.string()),
  payload: z.object({
    user: personSchema,
    roles: listOrEmpty(z.string()),
    permissions: listOrEmpty(rbacPermissionSchema),
    hostname: z.optional(z.string()),
  }),
});
export type WhoamiResponse = z.infer<typeof whoamiResponseSchema>;

export { currentUserFromWhoami, type CurrentUser } from './currentUser';

/** `POST /auth/invite_user`: email and role are required by the backend. */
export const inviteUserRequestSchema = z.object({
  firstName: z._default(z.string(), ''),
  lastName: z._default(z.string(), ''),
  email: z.email(),
  role: z.string().check(z.minLength(1)),
});
export type InviteUserRequest = z.input<typeof inviteUserRequestSchema>;

export const inviteUserResponseSchema = z.looseObject({ link: z.optional(z.string()) });
export type InviteUserResponse = z.infer<typeof inviteUserResponseSchema>;

/** `HTTPSuccess` wrapper `{message, payload?}` used by several mission-control endpoints. */
export const successMessageSchema = mapped(
  z.nullish(z.looseObject({ message: z.optional(z.string()) })),
  (r) => r ?? {},
);
