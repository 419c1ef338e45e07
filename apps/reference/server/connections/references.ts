import { allows, decide } from '../auth/decide';
import type { Principal } from '../context';
import type { Queryable } from '../db/database';
import { PostgrestError } from '../postgrest/errors';
import { parseCanarySpec } from '../runner/spec';
import { UUID_PATTERN as UUID } from '../http/input';

/*
 * S4: a check or playbook action that names a connection borrows its
 * credentials, so (1) the spec may not also say where they go (`url`,
 * `host`, `addr` ...: the connection's own address is used with them), and
 * (2) only someone who may read the connection's secrets may name it. The
 * second rule is checked when the spec is saved (against the writer) and when
 * it runs (against whoever wrote the canary or playbook).
 */

/** `connection://namespace/name`, `connection://name` (namespace 'default') or a connection id. */
export function isConnectionReference(value: unknown): value is string {
  return typeof value === 'string' && (value.startsWith('connection://') || UUID.test(value));
}

/** Spec fields that say where a check connects; the connection's address is used instead. */
const TARGET_FIELDS = ['url', 'endpoint', 'host', 'addr', 'server'] as const;

/**
 * A spec the rules refuse: 400 for a spec that redirects credentials, 403 for
 * a writer who may not use them. A PostgrestError, so /api/db answers it as
 * it is; other writers map the status.
 */
export class ConnectionReferenceError extends PostgrestError {
  constructor(status: 400 | 403, message: string) {
    super(status, status === 400 ? '22023' : '42501', message);
  }
}

export interface ConnectionUse {
  /** Where in the spec: `http check "api"`, `action "fetch"`. */
  where: string;
  reference: string;
  /** Fields of the spec that would send the connection's credentials elsewhere. */
  redirects: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function targetsOf(spec: Record<string, unknown>, type: string): string[] {
  // A postgres/sql check's `connection` is its URL; `url` is the other spelling of it.
  const fields = type === 'postgres' || type === 'sql' ? ['url'] : TARGET_FIELDS;
  return fields.filter((field) => spec[field] != null && spec[field] !== '');
}

/** The connection references of one check spec. */
export function checkConnectionUse(type: string, name: string, spec: unknown): ConnectionUse | undefined {
  if (!isRecord(spec) || !isConnectionReference(spec.connection)) return undefined;
  return { where: `${type} check "${name}"`, reference: spec.connection, redirects: targetsOf(spec, type) };
}

/** The connection references of a canary spec (nothing for a spec that does not parse: its save fails elsewhere). */
export function canaryConnectionUses(spec: unknown): ConnectionUse[] {
  try {
    return parseCanarySpec(spec).checks.flatMap(
      (check) => checkConnectionUse(check.type, check.name, check.spec) ?? [],
    );
  } catch {
    return [];
  }
}

/** The connection reference of one playbook action (`http.connection`, or any action type's `connection`). */
export function actionConnectionUse(action: unknown, index: number): ConnectionUse | undefined {
  if (!isRecord(action)) return undefined;
  const name = typeof action.name === 'string' && action.name ? action.name : `${index + 1}`;
  for (const [type, body] of Object.entries(action)) {
    if (isRecord(body) && isConnectionReference(body.connection)) {
      return { where: `action "${name}"`, reference: body.connection, redirects: targetsOf(body, type) };
    }
  }
  return undefined;
}

export function playbookConnectionUses(spec: unknown): ConnectionUse[] {
  const actions = isRecord(spec) && Array.isArray(spec.actions) ? spec.actions : [];
  return actions.flatMap((action, index) => actionConnectionUse(action, index) ?? []);
}

/** Refuses a use that would send the connection's credentials to an address the spec chose. */
export function assertNoRedirect(use: ConnectionUse): void {
  if (!use.redirects.length) return;
  throw new ConnectionReferenceError(
    400,
    `${use.where} names ${use.reference} and also sets ${use.redirects.join(', ')}: a check or action that uses a ` +
      `connection connects to the connection's own address; remove ${use.redirects.join(', ')}`,
  );
}

/** The id of the live connection a reference names, or undefined. */
export async function connectionIdOf(db: Queryable, reference: string): Promise<string | undefined> {
  if (UUID.test(reference)) {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM connections WHERE id = $1 AND deleted_at IS NULL', [
      reference,
    ]);
    return rows[0]?.id;
  }
  const path = reference.slice('connection://'.length).replace(/\/+$/, '');
  const parts = path.split('/');
  if (!path || parts.length > 2 || parts.some((part) => !part)) return undefined;
  const [namespace, name] = parts.length === 2 ? parts : ['default', parts[0]];
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM connections WHERE namespace = $1 AND name = $2 AND deleted_at IS NULL
     ORDER BY created_at DESC LIMIT 1`,
    [namespace, name],
  );
  return rows[0]?.id;
}

/** Reading a connection with its secrets: admins, or a permission row granting read on connections or on this one. */
export async function mayReadConnection(db: Queryable, principal: Principal, connectionId: string): Promise<boolean> {
  return allows(await decide(principal, { action: 'read', area: 'connections', target: { connectionId } }, db));
}

/**
 * The save-time rule for a canary, check or playbook spec written by
 * `principal`: no use may redirect the credentials, and the writer must be
 * allowed to read every connection the spec names. Throws ConnectionReferenceError.
 */
export async function assertConnectionUsesAllowed(
  db: Queryable,
  principal: Principal,
  uses: readonly ConnectionUse[],
): Promise<void> {
  for (const use of uses) {
    assertNoRedirect(use);
    const id = await connectionIdOf(db, use.reference);
    if (!id) throw new ConnectionReferenceError(400, `${use.where}: connection ${use.reference} not found`);
    if (!(await mayReadConnection(db, principal, id))) {
      throw new ConnectionReferenceError(
        403,
        `${use.where} names ${use.reference}, whose secrets ${principal.email || principal.id} may not read; ` +
          'only admins or a permission granting read on connections may use a connection',
      );
    }
  }
}

/** Save-time rule for a canary spec (the /api/db and kube writers). */
export const assertCanaryConnections = (db: Queryable, principal: Principal, spec: unknown) =>
  assertConnectionUsesAllowed(db, principal, canaryConnectionUses(spec));

/** Save-time rule for a playbook or playbook run spec. */
export const assertPlaybookConnections = (db: Queryable, principal: Principal, spec: unknown) =>
  assertConnectionUsesAllowed(db, principal, playbookConnectionUses(spec));

/** Save-time rule for a check row written directly (`checks` table). */
export async function assertCheckConnections(
  db: Queryable,
  principal: Principal,
  type: string | undefined,
  spec: unknown,
): Promise<void> {
  const use = checkConnectionUse(type ?? 'check', isRecord(spec) ? String(spec.name ?? '') : '', spec);
  if (use) await assertConnectionUsesAllowed(db, principal, [use]);
}

/** Whose rights a running spec borrows: the canary of a check, or the run of a playbook action. */
export interface SpecOwner {
  canaryId?: string;
  playbookRunId?: string;
}

/**
 * The people who wrote the canary or the run's playbook (created_by, and
 * updated_by where the table records it). Read through to_jsonb so a table
 * without updated_by is not an error.
 */
async function authorsOf(db: Queryable, owner: SpecOwner): Promise<string[]> {
  const sql = owner.canaryId
    ? `SELECT to_jsonb(k) ->> 'created_by' AS created_by, to_jsonb(k) ->> 'updated_by' AS updated_by
       FROM canaries k WHERE k.id::text = $1`
    : `SELECT to_jsonb(p) ->> 'created_by' AS created_by, to_jsonb(p) ->> 'updated_by' AS updated_by
       FROM playbook_runs r JOIN playbooks p ON p.id = r.playbook_id WHERE r.id::text = $1`;
  const { rows } = await db.query<{ created_by: string | null; updated_by: string | null }>(sql, [
    owner.canaryId ?? owner.playbookRunId,
  ]);
  const row = rows[0];
  return [...new Set([row?.created_by, row?.updated_by].filter((id): id is string => !!id))];
}

/** A person as the authorisation rules see them (their roles), or undefined when they are gone. */
async function personPrincipal(db: Queryable, personId: string): Promise<Principal | undefined> {
  const { rows } = await db.query<{ id: string; name: string; email: string | null; roles: string[] | null }>(
    `SELECT p.id, p.name, p.email,
            ARRAY(SELECT DISTINCT r.v1::text FROM casbin_rule r WHERE r.ptype = 'g' AND r.v0 = p.id::text) AS roles
     FROM people p WHERE p.id::text = $1 AND p.deleted_at IS NULL`,
    [personId],
  );
  const person = rows[0];
  if (!person) return undefined;
  return { id: person.id, name: person.name, email: person.email ?? '', roles: person.roles ?? [], via: 'session' };
}

/**
 * The run-time rule: every author of the canary or playbook must still be
 * allowed to read the connection (a permission revoked since the save
 * applies to the next run). A spec without a recorded author may not use a
 * connection. Throws ConnectionReferenceError.
 */
export async function assertOwnersMayUse(
  db: Queryable,
  owner: SpecOwner,
  connectionId: string,
  reference: string,
): Promise<void> {
  const authors = await authorsOf(db, owner);
  const what = owner.canaryId ? 'the canary' : 'the playbook';
  if (!authors.length) {
    throw new ConnectionReferenceError(403, `${what} has no recorded author, so it may not use ${reference}`);
  }
  for (const author of authors) {
    const principal = await personPrincipal(db, author);
    if (!principal || !(await mayReadConnection(db, principal, connectionId))) {
      throw new ConnectionReferenceError(
        403,
        `${reference} may not be used: ${what} was written by ${principal?.email || author}, who may not read its secrets`,
      );
    }
  }
}
