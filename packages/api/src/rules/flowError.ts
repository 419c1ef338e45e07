import {
  identityErrorBodySchema,
  identityFlowSchema,
  type IdentityFlow,
  type IdentityFlowType,
} from '../schemas/identityFlow';
import { IDENTITY_MESSAGES } from './identityFlow';

/** What the page should do with a failed identity-flow call (spec: shell and access, §8). */
export type FlowErrorAction =
  | { action: 'redirect'; to: string }
  | { action: 'home' }
  | { action: 'login'; refresh?: boolean; aal?: 'aal2'; returnTo?: string }
  | { action: 'restart'; message?: string }
  | { action: 'show_form'; flow: IdentityFlow }
  | { action: 'message'; message: string }
  | { action: 'unhandled' };

/**
 * Maps the identity service's answer to an action. `status` is the HTTP status and `body` the parsed
 * response. Unknown shapes are `unhandled`, never a crash.
 */
export function classifyFlowError(
  flowType: IdentityFlowType,
  status: number | undefined,
  body: unknown,
  returnTo?: string,
): FlowErrorAction {
  const parsed = identityErrorBodySchema.safeParse(body);
  const id = parsed.success ? parsed.data.error.id : undefined;
  const redirectTo = parsed.success ? parsed.data.redirect_browser_to : undefined;
  switch (id) {
    case 'session_aal2_required':
      return redirectTo ? { action: 'redirect', to: redirectTo } : { action: 'login', aal: 'aal2', returnTo };
    case 'session_already_available':
      return { action: 'home' };
    case 'session_refresh_required':
      return { action: 'login', refresh: true, returnTo };
    case 'self_service_flow_return_to_forbidden':
      return { action: 'message', message: IDENTITY_MESSAGES.returnToForbidden };
    case 'self_service_flow_expired':
      return { action: 'restart', message: IDENTITY_MESSAGES.flowExpired };
    case 'security_csrf_violation':
      return { action: 'restart', message: IDENTITY_MESSAGES.csrf };
    case 'security_identity_mismatch':
      return { action: 'restart' };
    case 'browser_location_change_required':
      return redirectTo ? { action: 'redirect', to: redirectTo } : { action: 'unhandled' };
    case 'session_inactive':
      return { action: 'login', returnTo };
    default:
      break;
  }
  if (status === 410) return { action: 'restart' };
  if (flowType === 'verification' && status === 403) return { action: 'restart' };
  if (status === 400) {
    const flow = identityFlowSchema.safeParse(body);
    if (flow.success) return { action: 'show_form', flow: flow.data };
  }
  return { action: 'unhandled' };
}
