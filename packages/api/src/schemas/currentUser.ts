// Apart from people.ts's schemas, so that the provider, which shapes the signed-in user on every page, does not
// bring zod into the first paint's module graph (#26).
import type { Person, RbacPermission, WhoamiResponse } from './people';

/** The signed-in user as the console uses it: the person plus distinct roles and their permissions. */
export interface CurrentUser extends Person {
  roles: string[];
  permissions: RbacPermission[];
}

export function currentUserFromWhoami(response: WhoamiResponse): CurrentUser {
  const { user, roles, permissions } = response.payload;
  return { ...user, roles: [...new Set(roles)], permissions };
}
