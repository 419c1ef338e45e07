import { z } from '../schemas/zod';
import {
  flowErrorSchema,
  identityFlowSchema,
  identitySubmitResultSchema,
  logoutFlowSchema,
  type FlowError,
  type IdentityFlow,
  type IdentityFlowType,
  type LogoutFlow,
} from '../schemas/identityFlow';
import type { HttpTransport, RequestOptions } from '../transport';

export interface CreateFlowOptions extends RequestOptions {
  returnTo?: string;
  /** Login only: ask for the password again (Confirm Action). */
  refresh?: boolean;
  /** Login only: `aal2` for the second factor. */
  aal?: 'aal1' | 'aal2';
}

/** Kratos-style self-service API. Errors carry the parsed body so `classifyFlowError` can decide. */
export interface IdentityClient {
  createFlow(type: IdentityFlowType, options?: CreateFlowOptions): Promise<IdentityFlow>;
  getFlow(type: IdentityFlowType, id: string, options?: RequestOptions): Promise<IdentityFlow>;
  /** Submits form values; a 400 answer is an `ApiError` whose body is the flow with messages. */
  submitFlow(
    type: IdentityFlowType,
    id: string,
    values: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<z.infer<typeof identitySubmitResultSchema>>;
  createLogoutFlow(options?: RequestOptions & { returnTo?: string }): Promise<LogoutFlow>;
  logout(token: string, options?: RequestOptions): Promise<void>;
  flowError(id: string, options?: RequestOptions): Promise<FlowError>;
  /** The current session, or an `unauthorized` error when there is none. */
  session(options?: RequestOptions): Promise<Record<string, unknown>>;
}

export function createIdentityClient(http: HttpTransport, basePath = '/kratos'): IdentityClient {
  const base = basePath.replace(/\/+$/, '');
  const quiet = { skipUnauthorizedHandler: true };
  return {
    createFlow: (type, { returnTo, refresh, aal, signal } = {}) =>
      http.request(
        {
          ...quiet,
          path: `${base}/self-service/${type}/browser`,
          query: {
            return_to: returnTo,
            refresh: type === 'login' ? refresh : undefined,
            aal: type === 'login' ? aal : undefined,
          },
          signal,
        },
        identityFlowSchema,
      ),
    getFlow: (type, id, options = {}) =>
      http.request(
        { ...quiet, path: `${base}/self-service/${type}/flows`, query: { id }, signal: options.signal },
        identityFlowSchema,
      ),
    submitFlow: (type, id, values, options = {}) =>
      http.request(
        {
          ...quiet,
          method: 'POST',
          path: `${base}/self-service/${type}`,
          query: { flow: id },
          body: values,
          signal: options.signal,
        },
        identitySubmitResultSchema,
      ),
    createLogoutFlow: ({ returnTo, signal } = {}) =>
      http.request(
        { ...quiet, path: `${base}/self-service/logout/browser`, query: { return_to: returnTo }, signal },
        logoutFlowSchema,
      ),
    async logout(token, options = {}) {
      await http.request(
        { ...quiet, path: `${base}/self-service/logout`, query: { token }, signal: options.signal },
        z.unknown(),
      );
    },
    flowError: (id, options = {}) =>
      http.request(
        { ...quiet, path: `${base}/self-service/errors`, query: { id }, signal: options.signal },
        flowErrorSchema,
      ),
    session: (options = {}) =>
      http.request(
        { ...quiet, path: `${base}/sessions/whoami`, signal: options.signal },
        z.record(z.string(), z.unknown()),
      ),
  };
}
