import { Hono, type Context } from 'hono';
import { isLastAdmin, lastAdminMessage, withAdminsLocked } from '../auth/admins';
import { allows, decideByRole } from '../auth/decide';
import type { Principal } from '../context';
import { KratosError, errors } from './errors';
import { currentSession, readJsonBody, type IdentityDeps } from './http';
import {
  createIdentity,
  deleteIdentity,
  findByEmail,
  getIdentity,
  identityJson,
  rolesOf,
  setCredential,
  updateTraits,
  type IdentityRow,
  type Traits,
} from './identities';
import { hashPassword, passwordProblem } from './password';
import { traitProblems } from './flows/registration';
import { listSessions, revokeSessionsOf } from './sessions';
import { sessionJson } from './sessionView';

export const ROLES = ['admin', 'editor', 'commander', 'responder', 'viewer', 'guest'] as const;
const MAX_PAGE = 500;

/** The caller's roles: from the server's principal once sign-in enforcement resolves it, else from the session. */
async function callerRoles(c: Context, deps: IdentityDeps): Promise<{ id: string; roles: string[] }> {
  const principal = (c.var as { principal?: Principal & { via?: string } }).principal;
  if (principal?.via) return { id: principal.id, roles: principal.roles };
  const session = await currentSession(c, deps.db);
  if (!session) throw errors.sessionInactive();
  return { id: session.identityId, roles: await rolesOf(deps.db, session.identityId) };
}

function conflict(): KratosError {
  return new KratosError(409, 'This identity conflicts with another identity that already exists.', {
    reason: 'An identity with the same email address exists already.',
  });
}

/** 409: the change would leave no active administrator (auth/admins.ts). */
function lastAdmin(change: string): KratosError {
  return new KratosError(409, lastAdminMessage(change), {
    reason: 'This is the last active administrator of the instance.',
  });
}

function validTraits(raw: unknown): Traits {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const name = (value.name && typeof value.name === 'object' ? value.name : {}) as Record<string, unknown>;
  const traits: Traits = {
    email: typeof value.email === 'string' ? value.email.trim() : '',
    name: {
      first: typeof name.first === 'string' ? name.first.slice(0, 100) : '',
      last: typeof name.last === 'string' ? name.last.slice(0, 100) : '',
    },
  };
  const problem = Object.values(traitProblems(traits))[0]?.[0];
  if (problem) throw errors.badRequest(`traits: ${problem.text}`);
  return traits;
}

function validState(raw: unknown): 'active' | 'inactive' | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'active' || raw === 'inactive') return raw;
  throw errors.badRequest('state must be "active" or "inactive".');
}

async function passwordHashFrom(body: Record<string, unknown>, email: string): Promise<string | undefined> {
  const credentials = body.credentials as { password?: { config?: { password?: unknown } } } | undefined;
  const password = credentials?.password?.config?.password;
  if (password === undefined) return undefined;
  if (typeof password !== 'string') throw errors.badRequest('credentials.password.config.password must be a string.');
  const problem = passwordProblem(password, email);
  if (problem) throw errors.badRequest(`The password can not be used because ${problem}.`);
  return hashPassword(password);
}

/** Applies RFC 6902 add/replace/remove operations to the writable parts of an identity. */
function applyPatch(
  identity: IdentityRow,
  ops: unknown,
): { traits: unknown; state: unknown; metadata_public: unknown; metadata_admin: unknown } {
  if (!Array.isArray(ops)) throw errors.badRequest('The body must be a JSON Patch array.');
  const doc: Record<string, unknown> = structuredClone({
    traits: identity.traits,
    state: identity.state,
    metadata_public: identity.metadata_public ?? null,
    metadata_admin: identity.metadata_admin ?? null,
  });
  for (const op of ops as Array<{ op?: unknown; path?: unknown; value?: unknown }>) {
    if (typeof op?.path !== 'string' || !/^\/(traits|state|metadata_public|metadata_admin)(\/|$)/.test(op.path)) {
      throw errors.badRequest(`Patch path ${String(op?.path)} is not allowed.`);
    }
    const keys = op.path
      .slice(1)
      .split('/')
      .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
    let target = doc;
    for (const key of keys.slice(0, -1)) {
      if (target[key] === null || typeof target[key] !== 'object') target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    const last = keys[keys.length - 1]!;
    if (op.op === 'add' || op.op === 'replace') target[last] = op.value;
    else if (op.op === 'remove') delete target[last];
    else throw errors.badRequest(`Patch operation ${String(op.op)} is not supported.`);
  }
  return doc as { traits: unknown; state: unknown; metadata_public: unknown; metadata_admin: unknown };
}

/** Kratos' admin identities API, for the admin role only. */
export function adminRoutes(deps: IdentityDeps) {
  const { db } = deps;
  const routes = new Hono();

  routes.use('*', async (c, next) => {
    const caller = await callerRoles(c, deps);
    if (!allows(decideByRole(caller, { action: 'administer' })))
      throw errors.forbidden('Only administrators may manage identities.');
    c.set('callerId' as never, caller.id as never);
    await next();
  });

  const load = async (id: string) => {
    const identity = await getIdentity(db, id);
    if (!identity) throw errors.notFound('Unable to locate the resource');
    return identity;
  };

  routes.get('/identities', async (c) => {
    const pageSize = Math.min(
      MAX_PAGE,
      Math.max(1, Number.parseInt(c.req.query('page_size') ?? c.req.query('per_page') ?? '250', 10) || 250),
    );
    const page = Math.max(0, Number.parseInt(c.req.query('page') ?? '0', 10) || 0);
    const identifier = c.req.query('credentials_identifier');
    const { rows } = identifier
      ? await db.query<{ id: string }>(
          "SELECT identity_id AS id FROM identity_credential_identifiers WHERE type = 'password' AND identifier = $1",
          [identifier.trim().toLowerCase()],
        )
      : await db.query<{ id: string }>('SELECT id FROM identities ORDER BY created_at, id LIMIT $1 OFFSET $2', [
          pageSize,
          page * pageSize,
        ]);
    const list = [];
    for (const row of rows) {
      const identity = await getIdentity(db, row.id);
      if (identity) list.push(await identityJson(db, identity, { admin: true }));
    }
    return c.json(list);
  });

  routes.get('/identities/:id', async (c) =>
    c.json(await identityJson(db, await load(c.req.param('id')), { admin: true })),
  );

  routes.post('/identities', async (c) => {
    const body = await readJsonBody(c);
    const traits = validTraits(body.traits);
    const state = validState(body.state);
    const meta = (body.metadata_admin ?? {}) as { role?: unknown };
    const role = typeof meta.role === 'string' ? meta.role : 'viewer';
    if (!(ROLES as readonly string[]).includes(role))
      throw errors.badRequest(`metadata_admin.role must be one of ${ROLES.join(', ')}.`);
    if (await findByEmail(db, traits.email)) throw conflict();
    const passwordHash = await passwordHashFrom(body, traits.email);
    const id = await db.transaction((tx) =>
      createIdentity(tx, { traits, role, ...(state ? { state } : {}), ...(passwordHash ? { passwordHash } : {}) }),
    );
    await db.query('UPDATE identities SET metadata_public = $2, metadata_admin = $3 WHERE id = $1', [
      id,
      body.metadata_public ?? null,
      body.metadata_admin ?? null,
    ]);
    return c.json(await identityJson(db, await load(id), { admin: true }), 201);
  });

  const update = async (
    c: Context,
    id: string,
    next: { traits: unknown; state: unknown; metadata_public: unknown; metadata_admin: unknown },
    body: Record<string, unknown>,
  ) => {
    const traits = validTraits(next.traits);
    const state = validState(next.state) ?? 'active';
    const owner = await findByEmail(db, traits.email);
    if (owner && owner.id !== id) throw conflict();
    const passwordHash = await passwordHashFrom(body, traits.email);
    await withAdminsLocked(db, async (tx) => {
      if (state === 'inactive' && (await isLastAdmin(tx, id))) throw lastAdmin('Deactivating this identity');
      await updateTraits(tx, id, traits);
      await tx.query(
        `UPDATE identities SET state = $2, metadata_public = $3, metadata_admin = $4,
           state_changed_at = CASE WHEN state <> $2 THEN now() ELSE state_changed_at END, updated_at = now() WHERE id = $1`,
        [id, state, next.metadata_public ?? null, next.metadata_admin ?? null],
      );
      if (passwordHash) await setCredential(tx, id, 'password', { hashed_password: passwordHash });
    });
    // S20: a password reset also ends the identity's sessions, so an old password's sessions do not outlive it.
    if (state === 'inactive' || passwordHash) await revokeSessionsOf(db, id);
    return c.json(await identityJson(db, await load(id), { admin: true }));
  };

  routes.put('/identities/:id', async (c) => {
    const identity = await load(c.req.param('id'));
    const body = await readJsonBody(c);
    return update(
      c,
      identity.id,
      {
        traits: body.traits,
        state: body.state,
        metadata_public: body.metadata_public,
        metadata_admin: body.metadata_admin,
      },
      body,
    );
  });

  routes.patch('/identities/:id', async (c) => {
    const identity = await load(c.req.param('id'));
    let ops: unknown;
    try {
      ops = await c.req.json();
    } catch {
      throw errors.badRequest('The body must be a JSON Patch array.');
    }
    return update(c, identity.id, applyPatch(identity, ops), {});
  });

  routes.delete('/identities/:id', async (c) => {
    const identity = await load(c.req.param('id'));
    if (identity.id === (c.get('callerId' as never) as unknown))
      throw errors.badRequest('You can not delete your own identity.');
    await withAdminsLocked(db, async (tx) => {
      if (await isLastAdmin(tx, identity.id)) throw lastAdmin('Deleting this identity');
      // Counted out under the lock; deleteIdentity below runs on `db`, whose caches its hooks clear.
      await tx.query('UPDATE people SET deleted_at = now(), updated_at = now() WHERE id = $1 AND deleted_at IS NULL', [
        identity.id,
      ]);
    });
    await deleteIdentity(db, identity.id);
    return c.body(null, 204);
  });

  routes.get('/identities/:id/sessions', async (c) => {
    const identity = await load(c.req.param('id'));
    const sessions = await listSessions(db, identity.id);
    return c.json(await Promise.all(sessions.map((s) => sessionJson(db, s))));
  });

  routes.delete('/identities/:id/sessions', async (c) => {
    const identity = await load(c.req.param('id'));
    await revokeSessionsOf(db, identity.id);
    return c.body(null, 204);
  });

  return routes;
}
