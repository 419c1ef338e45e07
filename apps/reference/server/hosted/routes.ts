import { Hono, type MiddlewareHandler } from 'hono';
import { createAccessToken } from '../auth/tokens';
import type { AppEnv } from '../context';
import type { Queryable } from '../db/database';
import { authenticated, principalOf, sessionOnly } from '../http/access';
import { badRequest, HttpError, notFound } from '../http/errors';
import { isUuid, jsonObject, readJson } from '../http/input';
import { HOSTED_TOKEN_TTL_SECONDS, type HostedConfig } from './config';

/** The name of the access tokens the console's direct requests carry (one per page load, short-lived). */
export const HOSTED_TOKEN_NAME = 'hosted console session';
/** Unexpired console tokens kept per person (several tabs); older ones are removed when a new one is made. */
const KEPT_TOKENS = 10;
interface OrganizationRow {
  id: string;
  name: string;
  direct: boolean;
  provisioning: boolean;
  selected: boolean;
}

/** The wire shape the console's OrganizationAdapter reads. */
export interface HostedOrganization {
  id: string;
  name: string;
  metadata: { backend_url: string; direct: boolean; provisioning: boolean };
}

const toOrganization = (row: OrganizationRow, config: HostedConfig): HostedOrganization => ({
  id: row.id,
  name: row.name,
  metadata: { backend_url: config.backendUrl, direct: row.direct, provisioning: row.provisioning },
});

const ORGANIZATION_COLUMNS = `o.id, o.name, o.direct, o.provisioned_at > now() AS provisioning, m.selected`;

async function organizationsOf(db: Queryable, personId: string): Promise<OrganizationRow[]> {
  const { rows } = await db.query<OrganizationRow>(
    `SELECT ${ORGANIZATION_COLUMNS}
     FROM hosted_organizations o JOIN hosted_organization_members m ON m.organization_id = o.id
     WHERE m.person_id = $1 ORDER BY lower(o.name), o.id`,
    [personId],
  );
  return rows;
}

function parseName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw badRequest('Name is required');
  if (name.length > 100) throw badRequest('name must be at most 100 characters');
  return name;
}

/**
 * `/api/hosted/*`: what a hosting platform's organisations API gives the console in hosted mode
 * (list, select, create) and a bearer token of the signed-in person for direct requests. Mounted
 * always, so its access declarations are checked with every other route, and answering 404 (after
 * the access check) unless hosted mode is on.
 */
export function hostedRoutes(config: HostedConfig) {
  const routes = new Hono<AppEnv>();

  // After each route's access check, so a caller who may not use a route is refused the same
  // way whether hosted mode is on or off.
  const hostedOn: MiddlewareHandler<AppEnv> = async (_c, next) => {
    if (!config.enabled) throw notFound('hosted mode is off (set MC_HOSTED=1 to turn it on)');
    await next();
  };

  routes.get('/organizations', authenticated(), hostedOn, async (c) => {
    const rows = await organizationsOf(c.var.db, principalOf(c).id);
    return c.json({
      organizations: rows.map((row) => toOrganization(row, config)),
      selected: rows.find((row) => row.selected)?.id ?? null,
    });
  });

  routes.post('/organizations', sessionOnly(), hostedOn, async (c) => {
    const principal = principalOf(c);
    const body = await readJson(c, jsonObject);
    const name = parseName(body.name);
    const direct = body.direct ?? true;
    if (typeof direct !== 'boolean') throw badRequest('direct must be true or false');
    const row = await c.var.db.transaction(async (tx) => {
      const { rows: count } = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM hosted_organizations WHERE created_by = $1',
        [principal.id],
      );
      if ((count[0]?.n ?? 0) >= config.maxOrganizationsPerPerson) {
        throw new HttpError(
          'conflict',
          `you can create at most ${config.maxOrganizationsPerPerson} organizations (MC_HOSTED_MAX_ORGANIZATIONS)`,
        );
      }
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO hosted_organizations (name, direct, provisioned_at, created_by)
         VALUES ($1, $2, now() + make_interval(secs => $3), $4) RETURNING id`,
        [name, direct, config.provisioningSeconds, principal.id],
      );
      const id = rows[0]!.id;
      await tx.query('INSERT INTO hosted_organization_members (organization_id, person_id) VALUES ($1, $2)', [
        id,
        principal.id,
      ]);
      const { rows: created } = await tx.query<OrganizationRow>(
        `SELECT ${ORGANIZATION_COLUMNS}
         FROM hosted_organizations o JOIN hosted_organization_members m ON m.organization_id = o.id
         WHERE o.id = $1 AND m.person_id = $2`,
        [id, principal.id],
      );
      return created[0]!;
    });
    return c.json(toOrganization(row, config), 201);
  });

  routes.post('/organizations/:id/select', sessionOnly(), hostedOn, async (c) => {
    const principal = principalOf(c);
    const id = c.req.param('id');
    const selected = await c.var.db.transaction(async (tx) => {
      const { rows } = isUuid(id)
        ? await tx.query('SELECT 1 FROM hosted_organization_members WHERE organization_id = $1 AND person_id = $2', [
            id,
            principal.id,
          ])
        : { rows: [] };
      if (!rows.length) return false;
      // Clear first: the partial unique index allows one selected row per person at any moment.
      await tx.query('UPDATE hosted_organization_members SET selected = false WHERE person_id = $1 AND selected', [
        principal.id,
      ]);
      await tx.query(
        'UPDATE hosted_organization_members SET selected = true WHERE organization_id = $1 AND person_id = $2',
        [id, principal.id],
      );
      return true;
    });
    if (!selected) throw notFound(`organization ${id} was not found among yours`);
    return c.json({ selected: id });
  });

  // A real access token of the signed-in person (full rights of that person, nothing more), for the
  // console's direct requests to the organisation backend. Sessions only: a token minting tokens
  // could outlive its own expiry.
  routes.post('/token', sessionOnly(), hostedOn, async (c) => {
    const principal = principalOf(c);
    const db = c.var.db;
    // Hashing happens outside any transaction: PGlite runs one at a time.
    const { id, token } = await createAccessToken(db, {
      personId: principal.id,
      name: HOSTED_TOKEN_NAME,
      expiry: '30d',
      autoRenew: false,
      scope: [],
    });
    // The shortest preset is 30 days; a browser's token lives an hour and is fetched again.
    const { rows } = await db.query<{ expires_at: Date | string }>(
      `UPDATE access_tokens SET expires_at = now() + make_interval(secs => $2) WHERE id = $1 RETURNING expires_at`,
      [id, HOSTED_TOKEN_TTL_SECONDS],
    );
    await db.query(
      `DELETE FROM access_tokens WHERE person_id = $1 AND name = $2 AND (expires_at <= now() OR id NOT IN (
         SELECT id FROM access_tokens WHERE person_id = $1 AND name = $2 ORDER BY created_at DESC, id LIMIT $3))`,
      [principal.id, HOSTED_TOKEN_NAME, KEPT_TOKENS],
    );
    const issued = { token, expires_at: new Date(rows[0]!.expires_at).toISOString() };
    c.header('Cache-Control', 'no-store');
    return c.json(issued);
  });

  return routes;
}
