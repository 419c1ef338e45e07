import { hostname } from 'node:os';
import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** Default casbin policies of the built-in roles, as the real backend reports them (`id: "na"`). */
const ROLE_POLICIES: Record<string, Array<{ subject: string; object: string; action: string; deny?: boolean }>> = {
  admin: [{ subject: 'admin', object: '*', action: '*' }],
  everyone: [{ subject: 'everyone', object: 'database.kratos', action: '*', deny: true }],
};

/** `/auth/*`: who the caller is. Sign-in and tokens arrive with the access issue. */
export function authRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/whoami', async (c) => {
    const principal = c.var.principal;
    const { rows } = await c.var.db.query<{ id: string; name: string; email: string | null; avatar: string | null }>(
      'SELECT id, name, email, avatar FROM people WHERE id = $1 AND deleted_at IS NULL',
      [principal.id],
    );
    const person = rows[0] ?? { id: principal.id, name: principal.name, email: principal.email, avatar: null };
    const roles = [...principal.roles, 'everyone'];
    const permissions = roles.flatMap((role) => ROLE_POLICIES[role] ?? []).map((p) => ({ ...p, id: 'na' }));
    return c.json({
      message: 'success',
      payload: {
        user: Object.fromEntries(Object.entries(person).filter(([, v]) => v != null)),
        roles,
        permissions,
        hostname: hostname(),
      },
    });
  });
  return routes;
}

/** `GET /properties`: feature flags and settings, as `{name, value, source, type, description}`. */
export function propertiesRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/', async (c) => {
    const { rows } = await c.var.db.query<{ name: string; value: string }>(
      'SELECT name, value FROM properties WHERE deleted_at IS NULL ORDER BY name',
    );
    return c.json(rows.map((row) => ({ ...row, source: 'db', type: '', description: '' })));
  });
  return routes;
}
