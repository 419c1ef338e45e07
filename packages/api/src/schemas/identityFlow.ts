import { z } from './zod';
import { listOrEmpty } from './common';

export const IDENTITY_FLOW_TYPES = ['login', 'registration', 'recovery', 'verification', 'settings'] as const;
export type IdentityFlowType = (typeof IDENTITY_FLOW_TYPES)[number];

const uiTextSchema = z.looseObject({
  id: z.optional(z.number()),
  text: z.string(),
  type: z.optional(z.string()),
  context: z.optional(z.unknown()),
});
export type UiText = z.infer<typeof uiTextSchema>;

/** One form node of a self-service flow; attributes depend on the node type (input, a, img, text, script). */
export const uiNodeSchema = z.looseObject({
  type: z.string(),
  group: z.string(),
  attributes: z.record(z.string(), z.unknown()),
  messages: listOrEmpty(uiTextSchema),
  meta: z.nullish(z.looseObject({ label: z.nullish(uiTextSchema) })),
});
export type UiNode = z.infer<typeof uiNodeSchema>;

/** A Kratos-style self-service flow (login, registration, recovery, verification, settings). */
export const identityFlowSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  type: z.optional(z.string()),
  expires_at: z.optional(z.string()),
  issued_at: z.optional(z.string()),
  request_url: z.optional(z.string()),
  return_to: z.nullish(z.string()),
  state: z.nullish(z.string()),
  refresh: z.nullish(z.boolean()),
  requested_aal: z.nullish(z.string()),
  ui: z.object({
    action: z.string(),
    method: z.string(),
    nodes: z.array(uiNodeSchema),
    messages: listOrEmpty(uiTextSchema),
  }),
});
export type IdentityFlow = z.infer<typeof identityFlowSchema>;

/** A successful login/registration returns a session (and may continue with further steps). */
export const identitySubmitResultSchema = z.union([
  identityFlowSchema,
  z.looseObject({
    session: z.optional(z.record(z.string(), z.unknown())),
    continue_with: z.nullish(z.array(z.unknown())),
  }),
]);

export const logoutFlowSchema = z.object({
  logout_url: z.string().check(z.minLength(1)),
  logout_token: z.string().check(z.minLength(1)),
});
export type LogoutFlow = z.infer<typeof logoutFlowSchema>;

/** `GET /self-service/errors?id=`. */
export const flowErrorSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  error: z.looseObject({
    code: z.optional(z.number()),
    status: z.optional(z.string()),
    reason: z.optional(z.string()),
    message: z.optional(z.string()),
  }),
  created_at: z.optional(z.string()),
});
export type FlowError = z.infer<typeof flowErrorSchema>;

/** The generic error body of the identity service (`{error: {id, code, message}, redirect_browser_to?}`). */
export const identityErrorBodySchema = z.looseObject({
  error: z.looseObject({
    id: z.optional(z.string()),
    code: z.optional(z.number()),
    message: z.optional(z.string()),
    reason: z.optional(z.string()),
  }),
  redirect_browser_to: z.optional(z.string()),
});
