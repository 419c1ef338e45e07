import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

export type Aal = 'aal1' | 'aal2';

/** The cookie that carries a browser session's token. */
export const SESSION_COOKIE = 'mc_session';

/** A completed factor, as Kratos lists it in `authentication_methods`. */
export interface AuthenticationMethod {
  method: string;
  aal: Aal;
  completed_at: string;
}

export interface SessionRecord {
  id: string;
  identityId: string;
  aal: Aal;
  /** Factors completed, in order (`password`, `totp`, `lookup_secret`, `webauthn`, `code`). */
  methods: string[];
  authenticationMethods: AuthenticationMethod[];
  authenticatedAt: Date;
  expiresAt: Date;
  issuedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  /**
   * `aal2` when the identity has a second factor set up. Kratos' default (`highest_available`) then requires an
   * aal2 session: a session with `aal: 'aal1'` and `availableAal: 'aal2'` must be refused (403
   * session_aal2_required) everywhere except the identity service's own flows.
   */
  availableAal: Aal;
}

export interface CreateSessionInput {
  identityId: string;
  aal: Aal;
  methods: string[];
  ip?: string | undefined;
  userAgent?: string | undefined;
}

const DEFAULT_LIFESPAN_MS = 24 * 60 * 60 * 1000;
/** Lifetime extensions are written at most once a minute per session, so busy pages do not write on every request. */
const EXTEND_GRANULARITY_MS = 60 * 1000;

/** `MC_SESSION_LIFESPAN` in hours (default 24). */
export function sessionLifespanMs(): number {
  const hours = Number.parseFloat(process.env.MC_SESSION_LIFESPAN ?? '');
  return Number.isFinite(hours) && hours > 0 ? hours * 60 * 60 * 1000 : DEFAULT_LIFESPAN_MS;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Kratos' session token prefix, so a leaked token is recognisable by secret scanners. */
function newToken(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

interface SessionRow {
  id: string;
  identity_id: string;
  aal: Aal;
  authentication_methods: AuthenticationMethod[] | string;
  authenticated_at: Date | string;
  expires_at: Date | string;
  issued_at: Date | string;
  ip_address: string | null;
  user_agent: string | null;
  available_aal?: Aal;
}

const SESSION_COLUMNS = `id, identity_id, aal, authentication_methods, authenticated_at, expires_at, issued_at,
  ip_address, user_agent,
  CASE WHEN EXISTS (SELECT 1 FROM identity_credentials c WHERE c.identity_id = identity_sessions.identity_id
    AND c.type IN ('totp', 'lookup_secret', 'webauthn')) THEN 'aal2' ELSE 'aal1' END AS available_aal`;

function toRecord(row: SessionRow): SessionRecord {
  const methods: AuthenticationMethod[] =
    typeof row.authentication_methods === 'string'
      ? (JSON.parse(row.authentication_methods) as AuthenticationMethod[])
      : row.authentication_methods;
  return {
    id: row.id,
    identityId: row.identity_id,
    aal: row.aal,
    methods: methods.map((m) => m.method),
    authenticationMethods: methods,
    authenticatedAt: new Date(row.authenticated_at),
    expiresAt: new Date(row.expires_at),
    issuedAt: new Date(row.issued_at),
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    availableAal: row.available_aal ?? 'aal1',
  };
}

export async function createSession(
  db: Queryable,
  input: CreateSessionInput,
): Promise<{ id: string; token: string; expiresAt: Date }> {
  const token = newToken('ory_st_');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + sessionLifespanMs());
  const methods: AuthenticationMethod[] = input.methods.map((method, index) => ({
    method,
    aal: index === 0 ? 'aal1' : 'aal2',
    completed_at: now.toISOString(),
  }));
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO identity_sessions (identity_id, token_hash, aal, authentication_methods, authenticated_at, issued_at,
       expires_at, ip_address, user_agent)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8) RETURNING id`,
    [
      input.identityId,
      hashToken(token),
      input.aal,
      methods,
      now,
      expiresAt,
      input.ip ?? null,
      input.userAgent?.slice(0, 500) ?? null,
    ],
  );
  await db.query('UPDATE people SET last_login = $2 WHERE id = $1', [input.identityId, now]);
  return { id: rows[0]!.id, token, expiresAt };
}

/** The active, unexpired session of a token; its lifetime is extended on use. */
export async function lookupSession(db: Queryable, token: string): Promise<SessionRecord | null> {
  if (!token || token.length > 200) return null;
  const { rows } = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM identity_sessions
     WHERE token_hash = $1 AND active AND expires_at > now()
       AND EXISTS (SELECT 1 FROM identities i WHERE i.id = identity_sessions.identity_id AND i.state = 'active')`,
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row) return null;
  const record = toRecord(row);
  const extended = Date.now() + sessionLifespanMs();
  if (extended - record.expiresAt.getTime() > EXTEND_GRANULARITY_MS) {
    record.expiresAt = new Date(extended);
    await db.query('UPDATE identity_sessions SET expires_at = $2, updated_at = now() WHERE id = $1', [
      record.id,
      record.expiresAt,
    ]);
  }
  return record;
}

export async function getSession(db: Queryable, id: string): Promise<SessionRecord | null> {
  const { rows } = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM identity_sessions WHERE id = $1 AND active AND expires_at > now()`,
    [id],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Active sessions of an identity, newest first. */
export async function listSessions(db: Queryable, identityId: string): Promise<SessionRecord[]> {
  const { rows } = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM identity_sessions
     WHERE identity_id = $1 AND active AND expires_at > now() ORDER BY authenticated_at DESC`,
    [identityId],
  );
  return rows.map(toRecord);
}

/** Adds a completed factor to a session (second factor, or re-authentication), raising its level. */
export async function upgradeSession(db: Queryable, id: string, method: string, aal: Aal): Promise<void> {
  const now = new Date();
  const entry: AuthenticationMethod[] = [{ method, aal, completed_at: now.toISOString() }];
  await db.query(
    `UPDATE identity_sessions
     SET aal = CASE WHEN aal = 'aal2' OR $3 = 'aal2' THEN 'aal2' ELSE 'aal1' END,
         authentication_methods = authentication_methods || $2::jsonb,
         authenticated_at = $4, updated_at = now()
     WHERE id = $1`,
    [id, entry, aal, now],
  );
}

/** A token for `GET /self-service/logout?token=`; only its hash is kept, on the session. */
export async function createLogoutToken(db: Queryable, sessionId: string): Promise<string> {
  const token = newToken('ory_lo_');
  await db.query('UPDATE identity_sessions SET logout_token_hash = $2 WHERE id = $1', [sessionId, hashToken(token)]);
  return token;
}

/** Ends the session a logout token belongs to; false when none (already ended, or not a token of ours). */
export async function revokeByLogoutToken(db: Queryable, token: string): Promise<boolean> {
  const { affectedRows } = await db.query(
    'UPDATE identity_sessions SET active = false, updated_at = now() WHERE logout_token_hash = $1 AND active',
    [hashToken(token)],
  );
  return affectedRows > 0;
}

export async function revokeSessionByToken(db: Queryable, token: string): Promise<boolean> {
  const { affectedRows } = await db.query(
    'UPDATE identity_sessions SET active = false, updated_at = now() WHERE token_hash = $1 AND active',
    [hashToken(token)],
  );
  return affectedRows > 0;
}

export async function revokeSession(db: Queryable, id: string): Promise<boolean> {
  const { affectedRows } = await db.query(
    'UPDATE identity_sessions SET active = false, updated_at = now() WHERE id = $1 AND active',
    [id],
  );
  return affectedRows > 0;
}

/** Ends every session of an identity (optionally all but one); returns how many. */
export async function revokeSessionsOf(
  db: Queryable,
  identityId: string,
  options: { exceptId?: string } = {},
): Promise<number> {
  const { affectedRows } = await db.query(
    `UPDATE identity_sessions SET active = false, updated_at = now()
     WHERE identity_id = $1 AND active AND ($2::uuid IS NULL OR id <> $2::uuid)`,
    [identityId, options.exceptId ?? null],
  );
  return affectedRows;
}

/** `Secure` only when the console is served over https (MC_PUBLIC_URL), so http://localhost keeps working. */
export function secureCookies(): boolean {
  return (process.env.MC_PUBLIC_URL ?? '').startsWith('https://');
}
