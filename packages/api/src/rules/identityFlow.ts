// The identity service's messages and the session checks that the shell runs on every page. The flow error
// classification, which parses bodies with zod schemas, is in flowError.ts, so that the first paint's module
// graph does not carry zod (#26).

export const IDENTITY_MESSAGES = {
  returnToForbidden: 'The return_to address is not allowed.',
  flowExpired: 'Your interaction expired, please fill out the form again.',
  csrf: 'A security violation was detected, please fill out the form again.',
  badSession: 'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.',
  unknown: 'Unknown error',
} as const;

/** The flow error page redirects home for these statuses. */
export function flowErrorRedirectsHome(code: number | undefined): boolean {
  return code === 403 || code === 404 || code === 410;
}

/** The bad-session page text for an `error_code`. */
export function sessionErrorMessage(errorCode: string | null | undefined): string {
  return errorCode === 'BAD_SESSION' ? IDENTITY_MESSAGES.badSession : IDENTITY_MESSAGES.unknown;
}

/** whoami failing with 5xx or 404 means the instance is still being provisioned (hosted mode). */
export function whoamiFailureMeansProvisioning(status: number | undefined): boolean {
  return status === 404 || (status !== undefined && status >= 500 && status <= 599);
}

/** A 403 or 422 from the session check means a second factor (aal2) is needed. */
export function sessionCheckNeedsSecondFactor(status: number | undefined): boolean {
  return status === 403 || status === 422;
}

export { classifyFlowError, type FlowErrorAction } from './flowError';
