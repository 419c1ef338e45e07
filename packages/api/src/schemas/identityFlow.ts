import { z } from 'zod';
import { listOrEmpty } from './common';

export const IDENTITY_FLOW_TYPES = ['login', 'registration', 'recovery', 'verification', 'settings'] as const;
export type IdentityFlowType = (typeof IDENTITY_FLOW_TYPES)[number];

const uiTextSchema = z
  .object({ id: z.number().optional(), text: z.string(), type: z.string().optional(), context: z.unknown().optional() })
  .loose();
export type UiText = z.infer<typeof uiTextSchema>;

/** One form node of a self-service flow; attributes depend on the node type (input, a, img, text, script). */
export const uiNodeSchema = z
  .object({
    type: z.string(),
    group: z.string(),
    attributes: z.record(z.string(), z.unknown()),
    messages: listOrEmpty(uiTextSchema),
    meta: z.object({ label: uiTextSchema.nullish() }).loose().nullish(),
  })
  .loose();
export type UiNode = z.infer<typeof uiNodeSchema>;

/** A Kratos-style self-service flow (login, registration, recovery, verification, settings). */
export const identityFlowSchema = z
  .object({
    id: z.string().min(1),
    type: z.string().optional(),
    expires_at: z.string().optional(),
    issued_at: z.string().optional(),
    request_url: z.string().optional(),
    return_to: z.string().nullish(),
    state: z.string().nullish(),
    refresh: z.boolean().nullish(),
    requested_aal: z.string().nullish(),
    ui: z.object({
      action: z.string(),
      method: z.string(),
      nodes: z.array(uiNodeSchema),
      messages: listOrEmpty(uiTextSchema),
    }),
  })
  .loose();
export type IdentityFlow = z.infer<typeof identityFlowSchema>;

/** A successful login/registration returns a session (and may continue with further steps). */
export const identitySubmitResultSchema = z.union([
  identityFlowSchema,
  z
    .object({ session: z.record(z.string(), z.unknown()).optional(), continue_with: z.array(z.unknown()).nullish() })
    .loose(),
]);

export const logoutFlowSchema = z.object({ logout_url: z.string().min(1), logout_token: z.string().min(1) });
export type LogoutFlow = z.infer<typeof logoutFlowSchema>;

/** `GET /self-service/errors?id=`. */
export const flowErrorSchema = z
  .object({
    id: z.string().min(1),
    error: z
      .object({
        code: z.number().optional(),
        status: z.string().optional(),
        reason: z.string().optional(),
        message: z.string().optional(),
      })
      .loose(),
    created_at: z.string().optional(),
  })
  .loose();
export type FlowError = z.infer<typeof flowErrorSchema>;

/** The generic error body of the identity service (`{error: {id, code, message}, redirect_browser_to?}`). */
export const identityErrorBodySchema = z
  .object({
    error: z
      .object({
        id: z.string().optional(),
        code: z.number().optional(),
        message: z.string().optional(),
        reason: z.string().optional(),
      })
      .loose(),
    redirect_browser_to: z.string().optional(),
  })
  .loose();
