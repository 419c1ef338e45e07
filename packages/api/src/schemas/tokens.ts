import { z } from './zod';
import { listOrEmpty } from './common';
import { personSchema } from './people';

export const tokenScopeEntrySchema = z.object({
  subject: z.string(),
  object: z.string().check(z.minLength(1)),
  action: z.string().check(z.minLength(1)),
});
export type TokenScopeEntry = z.infer<typeof tokenScopeEntrySchema>;

/**
 * `POST /auth/create_token` body. The backend reads `auto_renew` (the upstream UI's `autoRenew` is
 * silently dropped), `expiry` is a duration string (`""` means the server default), and an empty
 * `scope` grants every permission of the user.
 */
export const createTokenRequestSchema = z.object({
  name: z.string().check(z.trim()).check(z.minLength(1, 'Name is required')),
  expiry: z.string(),
  auto_renew: z.boolean(),
  scope: z.array(tokenScopeEntrySchema),
});
export type CreateTokenRequest = z.infer<typeof createTokenRequestSchema>;

/** The only response that carries the plaintext token. */
export const createTokenResponseSchema = z.object({
  message: z.optional(z.string()),
  payload: z.object({ token: z.string().check(z.minLength(1)) }),
});
export type CreateTokenResponse = z.infer<typeof createTokenResponseSchema>;

/**
 * One item of `GET /auth/tokens`. The backend selects only id, name, person_id and created_at, so
 * `auto_renew` is always false there and `expires_at`/`created_by` are usually absent.
 */
export const tokenListItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  auto_renew: z.optional(z.boolean()),
  person_id: z.nullish(z.string()),
  created_at: z.nullish(z.string()),
  expires_at: z.nullish(z.string()),
  created_by: z.nullish(z.string()),
  /** Sent by the reference server: when a request last authenticated with the token. */
  last_used_at: z.nullish(z.string()),
  /** Sent by the reference server: the allow-list the token was created with (empty: the user's permissions). */
  scope: z.nullish(z.array(z.partial(tokenScopeEntrySchema, { subject: true }))),
  person: z.nullish(personSchema),
});
export type TokenListItem = z.infer<typeof tokenListItemSchema>;

export const tokenListResponseSchema = z.object({
  message: z.optional(z.string()),
  payload: listOrEmpty(tokenListItemSchema),
});
export type TokenListResponse = z.infer<typeof tokenListResponseSchema>;
