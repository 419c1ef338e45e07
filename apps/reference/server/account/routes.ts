import { Hono } from 'hono';
import { PLAYBOOK_SCOPE_ACTIONS, RESOURCE_AREAS, TOKEN_SCOPE_ACTIONS, TOKEN_SCOPE_OBJECTS } from '@mission-control/api';
import { createTokenRequestSchema, inviteUserRequestSchema } from '@mission-control/api/schemas';
import { z } from 'zod';
import { allows, decide, decideByRole } from '../auth/decide';
import {
  createAccessToken,
  DEFAULT_TOKEN_EXPIRY,
  deleteAccessToken,
  isTokenExpiry,
  type TokenExpiry,
  type TokenScopeEntry,
} from '../auth/tokens';
import type { AppEnv } from '../context';
import type { Queryable, QueryResult } from '../db/database';
import { authenticated, principalOf, requireAccess, sessionOnly, tokenManagement } from '../http/access';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { classicObject, readJson, uuidParam } from '../http/input';
import { courierFor } from '../identity/courier';
import { InviteError, inviteUser } from '../identity/invite';

/** Default casbin policies of the built-in roles, as the real backend reports them (`id: "na"`). */
const ROLE_POLICIES: Record<string, Array<{ subject: string; object: string; action: string; deny?: boolean }>> = {
  admin: [{ subject: 'admin', object: '*', action: '*' }],
  everyone: [{ subject: 'everyone', object: 'database.kratos', action: '*', deny: true }],
};

/** The console sends durations (`2160h`); presets are accepted too. `""` is the default, as in the backend. */
const WIRE_EXPIRIES: Readonly<Record<string, TokenExpiry>> = {
  '': DEFAULT_TOKEN_EXPIRY,
  '720h': '30d',
  '2160h': '90d',
  '4320h': '180d',
  '8760h': '365d',
  '876000h': 'never',
};

/**
 * api's create-token body, read as leniently as the backend: `name` checked by api's rule (and at most 100
 * characters), the other fields by the parsers above (presets, `autoRenew`, scope entries without a subject).
 */
const CREATE_TOKEN = z.looseObject({
  name: z._default(
    createTokenRequestSchema.shape.name.check(z.maxLength(100, 'name must be at most 100 characters')),
    '',
  ),
});

/** api's invite body; the identity service words what is wrong with the email (identity/invite.ts). */
const INVITE = classicObject(inviteUserRequestSchema).extend({
  email: z.string().default(''),
  role: z.string().default(''),
});

function parseExpiry(value: unknown): TokenExpiry {
  if (value == null) return DEFAULT_TOKEN_EXPIRY;
  if (isTokenExpiry(value)) return value;
  if (typeof value === 'string' && Object.hasOwn(WIRE_EXPIRIES, value)) return WIRE_EXPIRIES[value]!;
  throw badRequest('expiry must be one of 30d, 90d, 180d, 365d, never');
}

function parseScope(value: unknown): TokenScopeEntry[] {
  if (value == null) return [];
  if (!Array.isArray(value)) throw badRequest('scope must be a list of {object, action}');
  if (value.length > 100) throw badRequest('scope takes at most 100 entries');
  return value.map((entry: unknown) => {
    const { object, action } = (entry ?? {}) as Record<string, unknown>;
    if (typeof object !== 'string' || !(TOKEN_SCOPE_OBJECTS as readonly string[]).includes(object)) {
      throw badRequest(`scope object must be one of ${TOKEN_SCOPE_OBJECTS.join(', ')}`);
    }
    if (object === 'mcp') {
      if (action !== '*') throw badRequest('mcp takes only the * action');
    } else {
      const allowed: string[] = ['*', ...TOKEN_SCOPE_ACTIONS];
      if (object === 'playbooks') allowed.push(...PLAYBOOK_SCOPE_ACTIONS, 'playbook:*');
      if (typeof action !== 'string' || !allowed.includes(action)) {
        throw badRequest(`scope action on ${object} must be one of ${allowed.join(', ')}`);
      }
    }
    return { object, action: action as string };
  });
}

/**
 * One request's reads, shared: every area's decision reads the same permission rows, so they are queried once
 * rather than once per area and action.
 */
function memoized(db: Queryable): Queryable {
  const results = new Map<string, Promise<QueryResult<unknown>>>();
  return {
    query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const key = JSON.stringify([sql, params ?? []]);
      let result = results.get(key);
      if (!result) {
        result = db.query<T>(sql, params);
        results.set(key, result);
      }
      return result as Promise<QueryResult<T>>;
    },
  };
}

/** `/auth/*`: who the caller is, and their access tokens. */
export function authRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/whoami', authenticated(), async (c) => {
    const principal = principalOf(c);
    const db = c.var.db;
    const { rows } = await db.query<{ id: string; name: string; email: string | null; avatar: string | null }>(
      'SELECT id, name, email, avatar FROM people WHERE id = $1 AND deleted_at IS NULL',
      [principal.id],
    );
    const person = rows[0] ?? { id: principal.id, name: principal.name, email: principal.email, avatar: null };
    const roles = [...principal.roles, 'everyone'];
    const { rows: granted } = await db.query<{
      id: string;
      subject: string | null;
      object: string | null;
      action: string;
      deny: boolean;
    }>(
      `SELECT p.id, COALESCE(p.subject, p.person_id::text, p.team_id::text) AS subject, p.object, p.action, p.deny
       FROM permissions p
       WHERE p.deleted_at IS NULL AND (p."until" IS NULL OR p."until" > now())
         AND (p.person_id = $1 OR (p.subject_type = 'person' AND p.subject = $1::text)
              OR p.team_id IN (SELECT team_id FROM team_members WHERE person_id = $1)
              OR (p.subject_type IN ('group', 'role') AND p.subject IN (SELECT jsonb_array_elements_text($2::jsonb))))
       ORDER BY p.created_at`,
      [principal.id, JSON.stringify(roles)],
    );
    const permissions = [
      ...roles.flatMap((role) => ROLE_POLICIES[role] ?? []).map((p) => ({ ...p, id: 'na' })),
      ...granted.map((p) => ({
        id: p.id,
        ...(p.subject ? { subject: p.subject } : {}),
        object: p.object || '*',
        action: p.action,
        ...(p.deny ? { deny: true } : {}),
      })),
    ];
    return c.json({
      message: 'success',
      payload: {
        user: Object.fromEntries(Object.entries(person).filter(([, v]) => v != null)),
        roles,
        permissions,
        // The backend's shape has `hostname`; the machine's real name is reconnaissance for nobody's benefit
        // (security review L7/S22), so every instance reports the same value.
        hostname: 'mission-control',
      },
    });
  });

  /**
   * What the caller may do in each resource area, decided as every route decides it (roles, then permission rows
   * where a deny wins, then a token's scope), so the console hides exactly the controls the server would refuse.
   */
  routes.get('/access', authenticated(), async (c) => {
    const principal = principalOf(c);
    const db = memoized(c.var.db);
    const entries = await Promise.all(
      RESOURCE_AREAS.map(
        async (area) =>
          [
            area,
            {
              read: allows(await decide(principal, { action: 'read', area }, db)),
              write: allows(await decide(principal, { action: 'write', area }, db)),
            },
          ] as const,
      ),
    );
    return c.json({ message: 'success', payload: Object.fromEntries(entries) });
  });

  routes.post('/create_token', sessionOnly(), async (c) => {
    const principal = principalOf(c);
    const body = await readJson(c, CREATE_TOKEN);
    const name = body.name;
    if (!name) throw badRequest('Name is required');
    const autoRenew = body.auto_renew ?? body.autoRenew ?? false;
    if (typeof autoRenew !== 'boolean') throw badRequest('auto_renew must be true or false');
    const { token } = await createAccessToken(c.var.db, {
      personId: principal.id,
      name,
      expiry: parseExpiry(body.expiry),
      autoRenew,
      scope: parseScope(body.scope),
    });
    return c.json({ message: 'success', payload: { token } });
  });

  routes.get('/tokens', tokenManagement(), async (c) => {
    const principal = principalOf(c);
    const all = allows(decideByRole(principal, { action: 'administer' }));
    const { rows } = await c.var.db.query(
      `SELECT t.id, t.name, t.auto_renew, t.person_id, t.created_at, t.expires_at, t.created_by, t.last_used_at,
              t.scope, json_build_object('id', p.id, 'name', p.name, 'email', p.email) AS person
       FROM access_tokens t JOIN people p ON p.id = t.person_id
       WHERE $2::boolean OR t.person_id = $1
       ORDER BY t.created_at DESC`,
      [principal.id, all],
    );
    return c.json({ message: 'success', payload: rows });
  });

  routes.delete('/token/:id', tokenManagement(), async (c) => {
    const principal = principalOf(c);
    const id = c.req.param('id');
    const { rows } = uuidParam(c, 'id')
      ? await c.var.db.query<{ person_id: string }>('SELECT person_id FROM access_tokens WHERE id = $1', [id])
      : { rows: [] };
    if (!rows[0]) throw notFound(`access token ${id} was not found`);
    if (rows[0].person_id !== principal.id && !allows(decideByRole(principal, { action: 'administer' }))) {
      throw forbidden('only the creator or admins can delete access tokens');
    }
    await deleteAccessToken(c.var.db, id);
    return c.json({ message: 'success' });
  });

  /**
   * Creates the identity and person with the role and emails a recovery code (identity/invite.ts). Identities
   * write is the admin role's alone (auth/decide.ts); the role check below keeps an invitation from ever
   * handing out admin to someone invited by a non-admin, whatever the permission rows say (review S1).
   */
  routes.post('/invite_user', requireAccess('identities', 'write'), async (c) => {
    const principal = principalOf(c);
    const body = await readJson(c, INVITE);
    if (body.role === 'admin' && !allows(decideByRole(principal, { action: 'administer' })))
      throw forbidden('only administrators may invite an admin');
    try {
      const { id } = await inviteUser(c.var.db, courierFor(c.var.db), {
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        role: body.role,
        invitedBy: principal.name || principal.email,
        requestUrl: c.req.url,
      });
      return c.json({ message: 'success', payload: { id } });
    } catch (error) {
      if (error instanceof InviteError) {
        throw new HttpError(error.status === 409 ? 'conflict' : 'bad_request', error.message);
      }
      throw error;
    }
  });

  return routes;
}

/** `GET /properties`: feature flags and settings, as `{name, value, source, type, description}`. */
export function propertiesRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/', authenticated(), async (c) => {
    const { rows } = await c.var.db.query<{ name: string; value: string }>(
      'SELECT name, value FROM properties WHERE deleted_at IS NULL ORDER BY name',
    );
    return c.json(rows.map((row) => ({ ...row, source: 'db', type: '', description: '' })));
  });
  return routes;
}
