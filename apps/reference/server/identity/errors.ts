import type { Context } from 'hono';

/** Kratos' generic error body: `{error: {id?, code, status, reason, message}, redirect_browser_to?, use_flow_id?}`. */
export interface KratosErrorBody {
  error: { id?: string; code: number; status: string; reason?: string; message: string; details?: unknown };
  redirect_browser_to?: string;
  use_flow_id?: string;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** An error answered as Kratos' JSON error shape. */
export class KratosError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly options: {
      id?: string;
      reason?: string;
      redirectBrowserTo?: string;
      useFlowId?: string;
      details?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
  }

  body(): KratosErrorBody {
    const body: KratosErrorBody = {
      error: {
        ...(this.options.id ? { id: this.options.id } : {}),
        code: this.code,
        status: STATUS_TEXT[this.code] ?? 'Error',
        ...(this.options.reason ? { reason: this.options.reason } : {}),
        message: this.message,
        ...(this.options.details ? { details: this.options.details } : {}),
      },
    };
    if (this.options.redirectBrowserTo) body.redirect_browser_to = this.options.redirectBrowserTo;
    if (this.options.useFlowId) body.use_flow_id = this.options.useFlowId;
    return body;
  }
}

export function respondError(c: Context, error: KratosError): Response {
  for (const [name, value] of Object.entries(error.options.headers ?? {})) c.header(name, value);
  return c.json(error.body(), error.code as 400);
}

export const errors = {
  notFound: (reason = 'The requested resource could not be found.') =>
    new KratosError(404, 'The requested resource could not be found', { reason }),
  badRequest: (reason: string) =>
    new KratosError(400, 'The request was malformed or contained invalid parameters', { reason }),
  sessionInactive: () =>
    new KratosError(401, 'request does not have a valid authentication session', {
      id: 'session_inactive',
      reason: 'No active session was found in this request.',
    }),
  aal2Required: (redirectBrowserTo: string) =>
    new KratosError(403, 'Session does not fulfill the requested Authenticator Assurance Level', {
      id: 'session_aal2_required',
      reason:
        'An active session was found but it does not fulfill the Authenticator Assurance Level, implying that the session must (e.g.) authenticate the second factor.',
      redirectBrowserTo,
    }),
  sessionAlreadyAvailable: () =>
    new KratosError(
      400,
      'A valid session was detected and thus login is not possible. Did you forget to set `?refresh=true`?',
      {
        id: 'session_already_available',
        reason: 'A valid session was detected and thus this flow can not be started.',
      },
    ),
  refreshRequired: (redirectBrowserTo: string) =>
    new KratosError(
      403,
      'The login session is too old and thus not allowed to update these fields. Please re-authenticate.',
      {
        id: 'session_refresh_required',
        reason: 'The login session is too old and thus not allowed to update these fields. Please re-authenticate.',
        redirectBrowserTo,
      },
    ),
  returnToForbidden: () =>
    new KratosError(400, 'Requested return_to URL is not allowed.', {
      id: 'self_service_flow_return_to_forbidden',
      reason: 'The return_to address is not allowed.',
    }),
  csrf: () =>
    new KratosError(403, 'the request was rejected to protect you from Cross-Site-Request-Forgery', {
      id: 'security_csrf_violation',
      reason:
        'Please retry the flow and optionally clear your cookies. The request was rejected to protect you from Cross-Site-Request-Forgery (CSRF) which could cause account takeover, leaking personal information, and other serious security issues.',
    }),
  identityMismatch: () =>
    new KratosError(403, 'Requested identity does not match the identity of the flow.', {
      id: 'security_identity_mismatch',
      reason: 'The flow was started by another identity.',
    }),
  flowExpired: (useFlowId: string, expiredAt: Date) =>
    new KratosError(410, 'self-service flow expired', {
      id: 'self_service_flow_expired',
      reason: `The self-service flow expired ${((Date.now() - expiredAt.getTime()) / 60000).toFixed(2)} minutes ago, initialize a new one.`,
      useFlowId,
      details: { expired_at: expiredAt.toISOString() },
    }),
  locationChange: (redirectBrowserTo: string) =>
    new KratosError(422, 'browser location change required', {
      id: 'browser_location_change_required',
      reason: `In order to complete this flow please redirect the browser to: ${redirectBrowserTo}`,
      redirectBrowserTo,
    }),
  registrationDisabled: () =>
    new KratosError(403, 'Registration is disabled', {
      id: 'self_service_flow_disabled',
      reason: 'Registration is disabled. Ask an administrator to invite you.',
    }),
  tooManyAttempts: (seconds: number) =>
    new KratosError(429, `Too many sign-in attempts. Try again in ${seconds} seconds.`, {
      id: 'rate_limit_exceeded',
      reason: `Too many sign-in attempts. Try again in ${seconds} seconds.`,
      headers: { 'Retry-After': String(seconds) },
    }),
  tooManyRequests: (seconds: number) =>
    new KratosError(429, `Too many requests from this address. Try again in ${seconds} seconds.`, {
      id: 'rate_limit_exceeded',
      reason: `Too many requests from this address. Try again in ${seconds} seconds.`,
      headers: { 'Retry-After': String(seconds) },
    }),
  forbidden: (reason: string) => new KratosError(403, 'The requested action was forbidden', { reason }),
};
