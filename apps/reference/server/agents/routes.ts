import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { createAccessToken } from '../auth/tokens';
import type { AppEnv } from '../context';
import { principalOf, requireAccess } from '../http/access';
import { badRequest, HttpError } from '../http/errors';
import { jsonObject, readJson } from '../http/input';

/** Agent names become Kubernetes release names in the install command: keep them to DNS labels. */
const AGENT_NAME = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;
const MAX_PROPERTIES = 50;

function parseProperties(value: unknown): Record<string, string> {
  if (value == null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw badRequest('properties must be an object of text values');
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_PROPERTIES) throw badRequest(`properties takes at most ${MAX_PROPERTIES} entries`);
  for (const [key, entry] of entries) {
    if (typeof entry !== 'string') throw badRequest(`property ${key} must be text`);
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

/**
 * `POST /agent/generate` (spec §7): registers an agent with a person of its own and an access token for
 * that person, and answers the credentials once. The token person holds no role, so the token grants
 * nothing beyond what is later given to the agent explicitly.
 */
export function agentRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/generate', requireAccess('agents', 'write'), async (c) => {
    const principal = principalOf(c);
    const body = await readJson(c, jsonObject);
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!name) throw badRequest('Name is required');
    if (!AGENT_NAME.test(name)) {
      throw badRequest(
        'name must be lower-case letters, digits and dashes (at most 63), starting and ending alphanumeric',
      );
    }
    const properties = parseProperties(body.properties);
    const db = c.var.db;
    const result = await db.transaction(async (tx) => {
      const { rows: taken } = await tx.query('SELECT 1 FROM agents WHERE name = $1 AND deleted_at IS NULL', [name]);
      if (taken.length) throw new HttpError('conflict', `an agent named ${name} already exists`);
      const agentId = randomUUID();
      const personId = randomUUID();
      await tx.query(`INSERT INTO people (id, name, type) VALUES ($1, $2, 'agent')`, [personId, `${name} (Agent)`]);
      await tx.query(
        `INSERT INTO agents (id, name, person_id, properties, created_by) VALUES ($1, $2, $3, $4::jsonb, $5)`,
        [agentId, name, personId, JSON.stringify(properties), principal.id],
      );
      const { token } = await createAccessToken(tx, {
        personId,
        name: `agent-${name}`,
        expiry: 'never',
        autoRenew: false,
        scope: [],
      });
      return { id: agentId, personId, token };
    });
    return c.json({ id: result.id, username: 'token', password: result.token, access_token: result.token });
  });

  return routes;
}
