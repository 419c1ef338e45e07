import { z } from '../schemas/zod';
import { mapped } from '../schemas/common';
import {
  inviteUserRequestSchema,
  inviteUserResponseSchema,
  rbacPermissionSchema,
  successMessageSchema,
  whoamiResponseSchema,
  type InviteUserRequest,
  type InviteUserResponse,
  type RbacPermission,
  type WhoamiResponse,
} from '../schemas/people';
import {
  createTokenRequestSchema,
  createTokenResponseSchema,
  tokenListResponseSchema,
  type CreateTokenRequest,
  type CreateTokenResponse,
  type TokenListItem,
} from '../schemas/tokens';
import { ApiError } from '../errors';
import { firstIssuePath, type HttpTransport, type RequestOptions, type Schema } from '../transport';

export interface AuthClient {
  /** `GET /auth/whoami`: the signed-in person, their roles (may repeat) and casbin permissions. */
  whoami(options?: RequestOptions): Promise<WhoamiResponse>;
  /** `POST /auth/create_token`; the body is validated first so a bad form never reaches the server. */
  createToken(request: CreateTokenRequest, options?: RequestOptions): Promise<CreateTokenResponse>;
  /** `GET /auth/tokens`. */
  tokens(options?: RequestOptions): Promise<TokenListItem[]>;
  /** `DELETE /auth/token/{id}`: only the creator or an admin may. */
  deleteToken(id: string, options?: RequestOptions): Promise<void>;
  /** `GET /rbac/token/{id}/permissions`: the effective permissions of a token. */
  tokenPermissions(id: string, options?: RequestOptions): Promise<RbacPermission[]>;
  /** `POST /auth/invite_user` (identity-service mode only). */
  inviteUser(request: InviteUserRequest, options?: RequestOptions): Promise<InviteUserResponse>;
  /**
   * `GET /auth/access`: what the caller may do per resource area, as the server decides it (roles, permission rows
   * with deny winning, and a token's scope). A reference-server addition; the upstream backend has no such route.
   */
  access(options?: RequestOptions): Promise<EffectiveAccess>;
}

/** Read and write decisions keyed by resource area (`canaries`, `connections`, ...). */
export type EffectiveAccess = Readonly<Record<string, { read: boolean; write: boolean }>>;

const effectiveAccessResponseSchema = z.object({
  message: z.optional(z.string()),
  payload: z.record(z.string(), z.object({ read: z.boolean(), write: z.boolean() })),
});

/** Validates an outgoing body; a mismatch is a `validation` error naming the field. */
export function validateBody<T>(schema: Schema<T>, value: unknown): T {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const field = firstIssuePath(result.error);
  throw new ApiError('validation', result.error.issues[0]?.message ?? `Invalid ${field}`, {
    field,
    cause: result.error,
  });
}

const id = (value: string) => encodeURIComponent(value);

export function createAuthClient(http: HttpTransport): AuthClient {
  return {
    whoami: (options = {}) => http.request({ path: '/auth/whoami', signal: options.signal }, whoamiResponseSchema),
    async createToken(request, options = {}) {
      const body = validateBody(createTokenRequestSchema, request);
      return http.request(
        { method: 'POST', path: '/auth/create_token', body, signal: options.signal },
        createTokenResponseSchema,
      );
    },
    async tokens(options = {}) {
      const response = await http.request({ path: '/auth/tokens', signal: options.signal }, tokenListResponseSchema);
      return response.payload;
    },
    async deleteToken(tokenId, options = {}) {
      await http.request(
        { method: 'DELETE', path: `/auth/token/${id(tokenId)}`, signal: options.signal },
        successMessageSchema,
      );
    },
    async tokenPermissions(tokenId, options = {}) {
      const response = await http.request(
        { path: `/rbac/token/${id(tokenId)}/permissions`, signal: options.signal },
        z.object({
          payload: mapped(z.nullish(z.array(rbacPermissionSchema)), (p) => p ?? []),
        }),
      );
      return response.payload;
    },
    async inviteUser(request, options = {}) {
      const body = validateBody(inviteUserRequestSchema, request);
      return http.request(
        { method: 'POST', path: '/auth/invite_user', body, signal: options.signal },
        inviteUserResponseSchema,
      );
    },
    async access(options = {}) {
      const response = await http.request(
        { path: '/auth/access', signal: options.signal },
        effectiveAccessResponseSchema,
      );
      return response.payload;
    },
  };
}
