import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { absoluteReturnTo, kratosBase, normaliseReturnTo, publicBase } from './config';
import { errors } from './errors';
import {
  clearSessionCookie,
  currentSession,
  readJsonBody,
  setSessionCookie,
  wantsJson,
  type IdentityDeps,
} from './http';
import { aal2LoginUrl } from './flows/common';
import {
  createLogoutToken,
  getSession,
  listSessions,
  revokeByLogoutToken,
  revokeSession,
  revokeSessionByToken,
  revokeSessionsOf,
  SESSION_COOKIE,
} from './sessions';
import { sessionJson } from './sessionView';

/** whoami, the session list and logout. */
export function sessionRoutes(deps: IdentityDeps) {
  const { db } = deps;
  const routes = new Hono();

  const requireSession = async (c: Parameters<typeof currentSession>[0]) => {
    const session = await currentSession(c, db);
    if (!session) throw errors.sessionInactive();
    return session;
  };

  /** Listing or revoking sessions needs the second factor when the account has one (S20). */
  const requireHighestAal = async (c: Parameters<typeof currentSession>[0]) => {
    const session = await requireSession(c);
    if (session.aal !== 'aal2' && session.availableAal === 'aal2') {
      throw errors.aal2Required(aal2LoginUrl(c, `${publicBase(c.req.url)}/`));
    }
    return session;
  };

  routes.get('/sessions/whoami', async (c) => {
    const session = await requireSession(c);
    // Kratos' default `required_aal: highest_available`: an account with a second factor needs it.
    if (session.aal !== 'aal2' && session.availableAal === 'aal2') {
      throw errors.aal2Required(aal2LoginUrl(c, `${publicBase(c.req.url)}/`));
    }
    // The server extends a session on use; the browser's cookie follows so it does not expire first.
    const cookie = getCookie(c, SESSION_COOKIE);
    if (cookie && !c.req.header('x-session-token')) setSessionCookie(c, cookie, session.expiresAt);
    c.header('X-Kratos-Authenticated-Identity-Id', session.identityId);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await sessionJson(db, session));
  });

  routes.get('/sessions', async (c) => {
    const session = await requireHighestAal(c);
    const others = (await listSessions(db, session.identityId)).filter((s) => s.id !== session.id);
    return c.json(await Promise.all(others.map((s) => sessionJson(db, s))));
  });

  routes.delete('/sessions', async (c) => {
    const session = await requireHighestAal(c);
    const count = await revokeSessionsOf(db, session.identityId, { exceptId: session.id });
    return c.json({ count });
  });

  routes.get('/sessions/:id', async (c) => {
    const session = await requireHighestAal(c);
    const other = await getSession(db, c.req.param('id'));
    if (!other || other.identityId !== session.identityId) throw errors.notFound('The session could not be found.');
    return c.json(await sessionJson(db, other));
  });

  routes.delete('/sessions/:id', async (c) => {
    const session = await requireHighestAal(c);
    const id = c.req.param('id');
    if (id === session.id) throw errors.badRequest('The current session can not be revoked here; sign out instead.');
    const other = /^[0-9a-f-]{36}$/i.test(id) ? await getSession(db, id) : null;
    if (!other || other.identityId !== session.identityId) throw errors.notFound('The session could not be found.');
    await revokeSession(db, id);
    return c.body(null, 204);
  });

  routes.get('/self-service/logout/browser', async (c) => {
    const requested = c.req.query('return_to') || undefined;
    const returnTo = requested === undefined ? undefined : normaliseReturnTo(requested, c.req.url);
    if (returnTo === null) throw errors.returnToForbidden();
    const session = await requireSession(c);
    const token = await createLogoutToken(db, session.id);
    const params = new URLSearchParams({ token });
    if (returnTo) params.set('return_to', returnTo);
    return c.json({ logout_url: `${kratosBase(c.req.url)}/self-service/logout?${params}`, logout_token: token });
  });

  routes.get('/self-service/logout', async (c) => {
    const token = c.req.query('token') ?? '';
    const requested = c.req.query('return_to') || undefined;
    const returnTo = requested === undefined ? undefined : normaliseReturnTo(requested, c.req.url);
    if (returnTo === null) throw errors.returnToForbidden();
    const ended = token ? await revokeByLogoutToken(db, token) : false;
    clearSessionCookie(c);
    if (!ended) {
      throw errors.badRequest('The logout token is invalid or the session has already ended.');
    }
    if (wantsJson(c)) return c.body(null, 204);
    return c.redirect(returnTo ? absoluteReturnTo(returnTo, c.req.url) : `${publicBase(c.req.url)}/login`, 303);
  });

  routes.delete('/self-service/logout/api', async (c) => {
    const body = await readJsonBody(c);
    const token = typeof body.session_token === 'string' ? body.session_token : '';
    if (!token) throw errors.badRequest('The session_token is missing.');
    if (!(await revokeSessionByToken(db, token))) {
      throw errors.forbidden('The provided session token is invalid or the session has already ended.');
    }
    return c.body(null, 204);
  });

  return routes;
}
