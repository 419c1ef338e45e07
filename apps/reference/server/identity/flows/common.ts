import type { Context } from 'hono';
import { absoluteReturnTo, kratosBase, publicBase, UI_PATHS } from '../config';
import { clientAddress, isFormSubmit, setSessionCookie, type IdentityDeps } from '../http';
import { createSession, getSession, type Aal } from '../sessions';
import { sessionJson } from '../sessionView';
import { flowJson, saveFlow, type Flow } from './store';

/** A submit the user has to correct: 400 with the flow, its nodes and messages. */
export async function invalidFlow(c: Context, deps: IdentityDeps, flow: Flow): Promise<Response> {
  await saveFlow(deps.db, flow);
  if (flow.flowType === 'browser' && isFormSubmit(c)) {
    return c.redirect(`${publicBase(c.req.url)}${UI_PATHS[flow.kind]}?flow=${flow.id}`, 303);
  }
  return c.json(flowJson(c, flow), 400);
}

/** `continue_with` entries Kratos adds after a flow completes. */
export function continueWith(c: Context, flow: Flow): Array<Record<string, unknown>> {
  return flow.returnTo
    ? [{ action: 'redirect_browser_to', redirect_browser_to: absoluteReturnTo(flow.returnTo, c.req.url) }]
    : [];
}

/** Issues a new session and answers as Kratos does: the token for native apps, a cookie for browsers. */
export async function signIn(
  c: Context,
  deps: IdentityDeps,
  flow: Flow,
  input: { identityId: string; aal: Aal; methods: string[] },
  extra: Record<string, unknown> = {},
): Promise<Response> {
  const created = await createSession(deps.db, {
    ...input,
    ip: clientAddress(c),
    userAgent: c.req.header('user-agent'),
  });
  return answerWithSession(c, deps, flow, created.id, created.token, extra);
}

export async function answerWithSession(
  c: Context,
  deps: IdentityDeps,
  flow: Flow,
  sessionId: string,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<Response> {
  const session = await getSession(deps.db, sessionId);
  if (!session) throw new Error('session vanished right after sign-in');
  flow.state = 'passed_challenge';
  await saveFlow(deps.db, flow);
  const { continue_with: before, ...rest } = extra;
  const body: Record<string, unknown> = { session: await sessionJson(deps.db, session), ...rest };
  const next = [...(Array.isArray(before) ? (before as Array<Record<string, unknown>>) : []), ...continueWith(c, flow)];
  if (flow.flowType === 'api') {
    body.session_token = token;
    body.continue_with = [{ action: 'set_ory_session_token', ory_session_token: token }, ...next];
  } else {
    setSessionCookie(c, token, session.expiresAt);
    if (next.length) body.continue_with = next;
    if (isFormSubmit(c)) {
      const target = flow.returnTo ? absoluteReturnTo(flow.returnTo, c.req.url) : `${publicBase(c.req.url)}/`;
      return c.redirect(target, 303);
    }
  }
  return c.json(body);
}

/** Where a browser goes for the second factor (as Kratos' `redirect_browser_to`). */
export function aal2LoginUrl(c: Context, returnTo?: string): string {
  const params = new URLSearchParams({ aal: 'aal2' });
  if (returnTo) params.set('return_to', returnTo);
  return `${kratosBase(c.req.url)}/self-service/login/browser?${params}`;
}

export function refreshLoginUrl(c: Context, returnTo?: string): string {
  const params = new URLSearchParams({ refresh: 'true' });
  if (returnTo) params.set('return_to', returnTo);
  return `${kratosBase(c.req.url)}/self-service/login/browser?${params}`;
}

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');
