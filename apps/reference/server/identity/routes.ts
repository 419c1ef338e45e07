import { Hono, type Context } from 'hono';
import type { Database } from '../db/database';
import { absoluteReturnTo, normaliseReturnTo, publicBase, UI_PATHS } from './config';
import { courierFor, type Courier } from './courier';
import { KratosError, errors, respondError } from './errors';
import { clientAddress, csrfValid, readJsonBody, wantsJson, type IdentityDeps } from './http';
import { createLoginFlow, submitLogin } from './flows/login';
import { createRecoveryFlow, submitRecovery } from './flows/recovery';
import { createRegistrationFlow, submitRegistration } from './flows/registration';
import { createSettingsFlow, requireSettingsSession, settingsFlowJson, submitSettings } from './flows/settings';
import { flowJson, isExpired, loadFlow, type Flow, type FlowKind, type FlowType } from './flows/store';
import { createVerificationFlow, submitVerification } from './flows/verification';
import { adminRoutes } from './admin';
import { flowLimit, LoginRateLimiter, REGISTRATION_LIMIT } from './ratelimit';
import { sessionRoutes } from './sessionRoutes';

export interface IdentityRoutesOptions {
  db: Database;
  /** Default: a courier for MC_SMTP_URL (or the log). */
  courier?: Courier;
}

const KINDS: FlowKind[] = ['login', 'registration', 'recovery', 'verification', 'settings'];

/** Remembers an error for the console's error page and sends the browser there. */
async function redirectToError(c: Context, db: Database, error: KratosError, limiter: LoginRateLimiter) {
  // Each error page is a stored row: one address may only create so many (with the flows' budget).
  const counter = await limiter.store.hit(`flows:${clientAddress(c)}`, flowLimit().duration);
  if (counter.points > flowLimit().points) return respondError(c, error);
  const { rows } = await db.query<{ id: string }>('INSERT INTO selfservice_errors (error) VALUES ($1) RETURNING id', [
    error.body().error,
  ]);
  return c.redirect(`${publicBase(c.req.url)}${UI_PATHS.error}?id=${rows[0]!.id}`, 303);
}

/** `/api/kratos`: Ory Kratos' public API (self-service flows, sessions, logout) and its admin identities API. */
export function identityRoutes({ db, courier = courierFor(db) }: IdentityRoutesOptions) {
  const deps: IdentityDeps = { db, courier, limiter: new LoginRateLimiter(db) };
  const routes = new Hono();

  routes.onError(async (error, c) => {
    if (error instanceof KratosError) {
      // Plain browser navigation to a flow endpoint lands on the console's error page, as with Kratos.
      if (c.req.method === 'GET' && !wantsJson(c) && error.code !== 401 && !error.options.redirectBrowserTo) {
        return redirectToError(c, db, error, deps.limiter);
      }
      if (c.req.method === 'GET' && !wantsJson(c) && error.options.redirectBrowserTo) {
        return c.redirect(error.options.redirectBrowserTo, 303);
      }
      return respondError(c, error);
    }
    console.error(error);
    return c.json(
      {
        error: {
          code: 500,
          status: 'Internal Server Error',
          message: 'An internal server error occurred, please contact the system administrator',
        },
      },
      500,
    );
  });

  async function create(c: Context, kind: FlowKind, flowType: FlowType): Promise<Response> {
    const requested = c.req.query('return_to') || undefined;
    // Only the normalised form is kept and redirected to: the raw value may hide `//host` behind a tab.
    const returnTo = requested === undefined ? undefined : normaliseReturnTo(requested, c.req.url);
    if (returnTo === null) throw errors.returnToForbidden();
    // Every flow is a stored row (kept for days): one address may only create so many.
    await deps.limiter.store.consume(`flows:${clientAddress(c)}`, flowLimit(), errors.tooManyRequests);
    let flow: Flow;
    try {
      flow = await createKind(c, kind, flowType, returnTo);
    } catch (error) {
      // A browser that is already signed in goes where it wanted to go instead of seeing an error.
      if (
        error instanceof KratosError &&
        error.options.id === 'session_already_available' &&
        flowType === 'browser' &&
        !wantsJson(c)
      ) {
        return c.redirect(returnTo ? absoluteReturnTo(returnTo, c.req.url) : `${publicBase(c.req.url)}/`, 303);
      }
      if (
        error instanceof KratosError &&
        error.code === 401 &&
        kind === 'settings' &&
        flowType === 'browser' &&
        !wantsJson(c)
      ) {
        const back = encodeURIComponent(`${publicBase(c.req.url)}${UI_PATHS.settings}`);
        return c.redirect(`${publicBase(c.req.url)}/api/kratos/self-service/login/browser?return_to=${back}`, 303);
      }
      throw error;
    }
    if (flowType === 'browser' && !wantsJson(c)) {
      return c.redirect(`${publicBase(c.req.url)}${UI_PATHS[kind]}?flow=${flow.id}`, 303);
    }
    return c.json(kind === 'settings' ? await settingsFlowJson(c, deps, flow) : flowJson(c, flow));
  }

  async function createKind(c: Context, kind: FlowKind, flowType: FlowType, returnTo?: string): Promise<Flow> {
    switch (kind) {
      case 'login':
        return createLoginFlow(c, deps, flowType, {
          refresh: c.req.query('refresh') === 'true',
          aal: c.req.query('aal'),
          returnTo,
        });
      case 'registration':
        return createRegistrationFlow(c, deps, flowType, returnTo);
      case 'recovery':
        return createRecoveryFlow(c, deps, flowType, returnTo);
      case 'verification':
        return createVerificationFlow(c, deps, flowType, returnTo);
      case 'settings': {
        const session = await requireSettingsSession(c, deps, returnTo);
        return createSettingsFlow(c, deps, flowType, {
          identityId: session.identityId,
          sessionId: session.id,
          returnTo,
        });
      }
    }
  }

  for (const kind of KINDS) {
    routes.get(`/self-service/${kind}/browser`, (c) => create(c, kind, 'browser'));
    routes.get(`/self-service/${kind}/api`, (c) => create(c, kind, 'api'));

    routes.get(`/self-service/${kind}/flows`, async (c) => {
      const flow = await loadFlow(db, kind, c.req.query('id'));
      if (!flow) throw errors.notFound(`The ${kind} flow could not be found.`);
      if (isExpired(flow)) {
        throw new KratosError(410, 'self-service flow expired', {
          id: 'self_service_flow_expired',
          reason: 'The self-service flow has expired, initialize a new one.',
          details: { expired_at: flow.expiresAt.toISOString() },
        });
      }
      if (kind === 'settings') {
        const session = await requireSettingsSession(c, deps);
        if (session.identityId !== flow.identityId) throw errors.identityMismatch();
        return c.json(await settingsFlowJson(c, deps, flow));
      }
      return c.json(flowJson(c, flow));
    });

    routes.post(`/self-service/${kind}`, async (c) => {
      const flow = await loadFlow(db, kind, c.req.query('flow'));
      if (!flow) throw errors.notFound(`The ${kind} flow could not be found.`);
      const body = await readJsonBody(c);
      if (flow.flowType === 'browser' && !csrfValid(c, body.csrf_token, flow.csrfTokenHash)) throw errors.csrf();
      if (isExpired(flow)) {
        // Kratos answers with a fresh flow of the same kind to continue with.
        const next = await createKind(c, kind, flow.flowType, flow.returnTo ?? undefined).catch(() => null);
        throw errors.flowExpired(next?.id ?? '', flow.expiresAt);
      }
      switch (kind) {
        case 'login':
          return submitLogin(c, deps, flow, body);
        case 'registration':
          // Registration answers whether an address is taken (as Kratos does): only so many tries per address.
          await deps.limiter.store.consume(
            `registration:${clientAddress(c)}`,
            REGISTRATION_LIMIT,
            errors.tooManyRequests,
          );
          return submitRegistration(c, deps, flow, body);
        case 'recovery':
          return submitRecovery(c, deps, flow, body);
        case 'verification':
          return submitVerification(c, deps, flow, body);
        case 'settings':
          return submitSettings(c, deps, flow, body);
      }
    });
  }

  routes.get('/self-service/errors', async (c) => {
    const id = c.req.query('id') ?? '';
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw errors.notFound('The error could not be found.');
    const { rows } = await db.query<{ id: string; error: unknown; created_at: Date }>(
      'SELECT id, error, created_at FROM selfservice_errors WHERE id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) throw errors.notFound('The error could not be found.');
    const error = typeof row.error === 'string' ? (JSON.parse(row.error) as unknown) : row.error;
    const created = new Date(row.created_at).toISOString();
    return c.json({ id: row.id, error, created_at: created, updated_at: created });
  });

  routes.route('/', sessionRoutes(deps));
  routes.route('/admin', adminRoutes(deps));
  routes.notFound((c) => respondError(c, errors.notFound()));
  return routes;
}
