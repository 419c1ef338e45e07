import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { badRequest, forbidden, notFound } from '../http/errors';
import { uuidParam } from '../http/input';
import { authorize as defaultAuthorize, type Authorize } from '../resources';
import { testConnection, type ConnectionRow } from './test';

export interface ConnectionRoutesOptions {
  /** Per-test time limit, ms. @default 10000 */
  timeoutMs?: number;
  authorize?: Authorize;
}

/**
 * `/api/connection`: `POST /test/{id}` connects with the stored connection
 * (secrets in clear, server-side only) and answers `{message}` on success or
 * 400 `{error, code}` with the driver's message. The result never echoes a secret.
 * Testing uses the secrets, so it needs write on connections (admin).
 */
export function connectionRoutes(options: ConnectionRoutesOptions = {}) {
  const authorize = options.authorize ?? defaultAuthorize;
  const routes = new Hono<AppEnv>();
  routes.post('/test/:id', async (c) => {
    if (!(await authorize(c, 'connections', 'write'))) {
      throw forbidden('testing a connection needs write access to connections');
    }
    const id = uuidParam(c, 'id');
    if (!id) throw badRequest(`"${c.req.param('id').slice(0, 80)}" is not a connection id`);
    const { rows } = await c.var.db.query<ConnectionRow>(
      `SELECT id, name, namespace, type, url, username, password, certificate, insecure_tls, properties
       FROM connections WHERE id = $1 AND deleted_at IS NULL`,
      [id],
    );
    const connection = rows[0];
    if (!connection) throw notFound(`connection ${id} not found`);
    const result = await testConnection(connection, options.timeoutMs);
    const message = redact(result.message, connection);
    if (!result.ok) throw badRequest(message);
    return c.json({ message });
  });
  return routes;
}

/** A driver may quote what it was given (a URL with its password); never send a secret back. */
function redact(message: string, connection: ConnectionRow): string {
  let text = message;
  for (const secret of [connection.password, connection.certificate]) {
    if (secret && secret.length >= 3) text = text.split(secret).join('********');
  }
  return text;
}
