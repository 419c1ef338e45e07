/** Roles of people: `/rbac`. */
import { z } from '../schemas/zod';
import { type RbacPermission, rbacPermissionSchema, successMessageSchema } from '../schemas/people';
import { payloadOf, seg } from './shared';
import type { HttpTransport, RequestOptions } from '../transport';

export interface RbacClient {
  /** `GET /rbac/{id}/roles`. */
  roles(personId: string, options?: RequestOptions): Promise<string[]>;
  /**
   * `POST /rbac/{id}/update_role`: adds roles; it does not remove others. With `replace` (reference
   * server) the person has exactly these roles afterwards.
   */
  updateRoles(personId: string, roles: string[], options?: RequestOptions & { replace?: boolean }): Promise<void>;
  /** `GET /rbac/dump`: every policy. */
  dump(options?: RequestOptions): Promise<RbacPermission[]>;
}

export function createRbacClient(http: HttpTransport): RbacClient {
  return {
    async roles(personId, options = {}) {
      const roles = await http.request(
        { path: `/rbac/${seg(personId)}/roles`, signal: options.signal },
        payloadOf(z.array(z.string())),
      );
      return roles ?? [];
    },
    async updateRoles(personId, roles, options = {}) {
      await http.request(
        {
          method: 'POST',
          path: `/rbac/${seg(personId)}/update_role`,
          body: options.replace ? { roles, replace: true } : { roles },
          signal: options.signal,
        },
        successMessageSchema,
      );
    },
    dump: (options = {}) => http.request({ path: '/rbac/dump', signal: options.signal }, z.array(rbacPermissionSchema)),
  };
}
