import { Hono } from 'hono';
import { ROLES } from '@mission-control/api';
import { isLastAdmin, lastAdminMessage, withAdminsLocked } from '../auth/admins';
import { deleteAccessTokensOf } from '../auth/tokens';
import type { AppEnv } from '../context';
import type { Queryable } from '../db/database';
import { principalOf, requireAccess } from '../http/access';
import { forgetOwners } from '../http/principal';
import { badRequest, HttpError, notFound } from '../http/errors';
import { isUuid, jsonObject, readJson } from '../http/input';
import { identityDeletedHooks } from '../identity/identities';
import { revokeSessionsOf } from '../identity/sessions';

// The identity admin API deletes identities too: their tokens go with them.
identityDeletedHooks.push(async (db, identityId) => {
  await deleteAccessTokensOf(db, identityId);
});

async function requirePerson(db: Queryable, id: string): Promise<void> {
  const { rows } = isUuid(id)
    ? await db.query('SELECT 1 FROM people WHERE id = $1 AND deleted_at IS NULL', [id])
    : { rows: [] };
  if (!rows.length) throw notFound(`person ${id} was not found`);
}

async function rolesOf(db: Queryable, id: string): Promise<string[]> {
  const { rows } = await db.query<{ v1: string }>(
    "SELECT DISTINCT v1 FROM casbin_rule WHERE ptype = 'g' AND v0 = $1 ORDER BY v1",
    [id],
  );
  return rows.map((row) => row.v1);
}

/**
 * Soft-deletes a person and ends everything that lets them in: access tokens,
 * sessions, roles, and the identity (set inactive, so no flow signs them in).
 */
export async function deletePerson(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE people SET deleted_at = now(), updated_at = now() WHERE id = $1', [id]);
  await deleteAccessTokensOf(db, id);
  await revokeSessionsOf(db, id);
  await db.query("DELETE FROM casbin_rule WHERE ptype = 'g' AND v0 = $1", [id]);
  await db.query("UPDATE identities SET state = 'inactive', state_changed_at = now() WHERE id = $1", [id]);
  forgetOwners(db);
}

const PERSON_FIELDS = ['name', 'email', 'avatar', 'phone', 'title', 'organization', 'properties'] as const;

/** `/people/*` (reference §0.1): profile updates and deletion by an administrator. */
export function peopleRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/update', requireAccess('rbac', 'write'), async (c) => {
    const body = await readJson(c, jsonObject);
    const id = typeof body.id === 'string' ? body.id : '';
    await requirePerson(c.var.db, id);
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const field of PERSON_FIELDS) {
      if (!Object.hasOwn(body, field)) continue;
      const value = body[field];
      if (field === 'properties') {
        if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
          throw badRequest('properties must be an object');
        }
        params.push(value === null ? null : JSON.stringify(value));
        sets.push(`properties = $${params.length}::jsonb`);
        continue;
      }
      if (value !== null && typeof value !== 'string') throw badRequest(`${field} must be text`);
      if (field === 'name' && !(typeof value === 'string' && value.trim())) throw badRequest('name is required');
      params.push(typeof value === 'string' ? value.trim() : null);
      sets.push(`${field} = $${params.length}`);
    }
    if (!sets.length) throw badRequest(`nothing to update: give one of ${PERSON_FIELDS.join(', ')}`);
    const { rows } = await c.var.db.query(
      `UPDATE people SET ${sets.join(', ')}, updated_at = now() WHERE id = $1
       RETURNING id, name, email, avatar, phone, title, organization, properties`,
      params,
    );
    return c.json(rows[0]);
  });

  routes.delete('/:id', requireAccess('rbac', 'write'), async (c) => {
    const id = c.req.param('id');
    await requirePerson(c.var.db, id);
    if (id === principalOf(c).id) throw badRequest('you cannot delete yourself');
    const db = c.var.db;
    await withAdminsLocked(db, async (tx) => {
      if (await isLastAdmin(tx, id)) throw new HttpError('conflict', lastAdminMessage('Deleting this person'));
      // Marked deleted under the lock, so a concurrent check counts them out; the rest runs on `db` below,
      // whose token and owner caches must be cleared too.
      await tx.query('UPDATE people SET deleted_at = now(), updated_at = now() WHERE id = $1', [id]);
    });
    await deletePerson(db, id);
    return c.json({ message: 'success' });
  });

  return routes;
}

/** `/rbac/{id}/roles` and `/rbac/{id}/update_role` (reference §3.3). */
export function rbacRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/:id/roles', requireAccess('rbac', 'read'), async (c) => {
    const id = c.req.param('id');
    await requirePerson(c.var.db, id);
    return c.json({ message: '', payload: await rolesOf(c.var.db, id) });
  });

  /**
   * Adds the given roles, as the backend does; with `"replace": true` the
   * person has exactly these roles afterwards (how the console changes a role).
   */
  routes.post('/:id/update_role', requireAccess('rbac', 'write'), async (c) => {
    const id = c.req.param('id');
    const db = c.var.db;
    await requirePerson(db, id);
    const body = await readJson(c, jsonObject);
    const roles = body.roles;
    if (!Array.isArray(roles) || !roles.length || !roles.every((r) => (ROLES as readonly unknown[]).includes(r))) {
      throw badRequest(`roles must be a list of ${ROLES.join(', ')}`);
    }
    const replace = body.replace === true;
    await withAdminsLocked(db, async (tx) => {
      const wasLast = await isLastAdmin(tx, id);
      if (replace) await tx.query("DELETE FROM casbin_rule WHERE ptype = 'g' AND v0 = $1::varchar", [id]);
      for (const role of new Set(roles as string[])) {
        // Explicit casts: the columns are varchar and the parameters text, and without them PostgreSQL (and
        // PGlite) deduce two types for one parameter and refuse the statement (42P08, review S21).
        await tx.query(
          `INSERT INTO casbin_rule (ptype, v0, v1) SELECT 'g', $1::varchar, $2::varchar
           WHERE NOT EXISTS (SELECT 1 FROM casbin_rule WHERE ptype = 'g' AND v0 = $1::varchar AND v1 = $2::varchar)`,
          [id, role],
        );
      }
      if (wasLast && !(await isLastAdmin(tx, id))) {
        throw new HttpError('conflict', lastAdminMessage('Removing the admin role from this person'));
      }
    });
    forgetOwners(db);
    return c.json({ message: 'Role updated successfully' });
  });

  return routes;
}
