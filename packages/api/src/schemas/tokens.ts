import { z } from 'zod';
import { listOrEmpty } from './common';
import { personSchema } from './people';

export const tokenScopeEntrySchema = z.object({
  subject: z.string(),
  object: z.string().min(1),
  action: z.string().min(1),
});
export type TokenScopeEntry = z.infer<typeof tokenScopeEntrySchema>;

/**
 * `POST /auth/create_token` body. The backend reads `auto_renew` (the upstream UI's `autoRenew` is
 * silently dropped), `expiry` is a duration string (`""` means the server default), and an empty
 * `scope` grants every permission of the user.
 */
export const createTokenRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  expiry: z.string(),
  auto_renew: z.boolean(),
  scope: z.array(tokenScopeEntrySchema),
});
export type CreateTokenRequest = z.infer<typeof createTokenRequestSchema>;

/** The only response that carries the plaintext token. */
export const createTokenResponseSchema = z.object({
  message: z.string().optional(),
  payload: z.object({ token: z.string().min(1) }),
});
export type CreateTokenResponse = z.infer<typeof createTokenResponseSchema>;

/**
 * One item of `GET /auth/tokens`. The backend selects only id, name, person_id and created_at, so
 * `auto_renew` is always false there and `expires_at`/`created_by` are usually absent.
 */
export const tokenListItemSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  auto_renew: z.boolean().optional(),
  person_id: z.string().nullish(),
  created_at: z.string().nullish(),
  expires_at: z.string().nullish(),
  created_by: z.string().nullish(),
  /** Sent by the reference server: when a request last authenticated with the token. */
  last_used_at: z.string().nullish(),
  /** Sent by the reference server: the allow-list the token was created with (empty: the user's permissions). */
  scope: z.array(tokenScopeEntrySchema.partial({ subject: true })).nullish(),
  person: personSchema.nullish(),
});
export type TokenListItem = z.infer<typeof tokenListItemSchema>;

export const tokenListResponseSchema = z.object({
  message: z.string().optional(),
  payload: listOrEmpty(tokenListItemSchema),
});
export type TokenListResponse = z.infer<typeof tokenListResponseSchema>;
