import type { Queryable } from '../db/database';

export interface Traits {
  email: string;
  name?: { first?: string; last?: string };
}

export interface IdentityRow {
  id: string;
  schema_id: string;
  traits: Traits;
  state: 'active' | 'inactive';
  state_changed_at: Date | string | null;
  metadata_public: unknown;
  metadata_admin: unknown;
  created_at: Date | string;
  updated_at: Date | string;
}

export type CredentialType = 'password' | 'totp' | 'lookup_secret' | 'webauthn' | 'code';

interface AddressRow {
  id: string;
  via: string;
  value: string;
  verified: boolean;
  verified_at: Date | string | null;
  status: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string | null | undefined) => (value == null ? null : new Date(value).toISOString());

function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function displayName(traits: Traits): string {
  const name = [traits.name?.first, traits.name?.last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || traits.email;
}

export async function getIdentity(db: Queryable, id: string): Promise<IdentityRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await db.query<IdentityRow>('SELECT * FROM identities WHERE id = $1', [id]);
  const row = rows[0];
  return row ? { ...row, traits: parseJson<Traits>(row.traits) } : null;
}

/** The identity that signs in with an identifier (lower-cased email) and credential type. */
export async function findByIdentifier(
  db: Queryable,
  identifier: string,
  type: CredentialType = 'password',
): Promise<IdentityRow | null> {
  const { rows } = await db.query<{ identity_id: string }>(
    'SELECT identity_id FROM identity_credential_identifiers WHERE type = $1 AND identifier = $2',
    [type, normaliseEmail(identifier)],
  );
  return rows[0] ? getIdentity(db, rows[0].identity_id) : null;
}

/** The identity whose email trait (or address) is `email`, whether or not it has a password. */
export async function findByEmail(db: Queryable, email: string): Promise<IdentityRow | null> {
  const { rows } = await db.query<{ identity_id: string }>(
    'SELECT identity_id FROM identity_addresses WHERE lower(value) = $1 ORDER BY created_at LIMIT 1',
    [normaliseEmail(email)],
  );
  return rows[0] ? getIdentity(db, rows[0].identity_id) : null;
}

export async function getCredential<T = Record<string, unknown>>(
  db: Queryable,
  identityId: string,
  type: CredentialType,
): Promise<T | null> {
  const { rows } = await db.query<{ config: unknown }>(
    'SELECT config FROM identity_credentials WHERE identity_id = $1 AND type = $2',
    [identityId, type],
  );
  return rows[0] ? parseJson<T>(rows[0].config) : null;
}

export async function setCredential(
  db: Queryable,
  identityId: string,
  type: CredentialType,
  config: unknown,
): Promise<void> {
  await db.query(
    `INSERT INTO identity_credentials (identity_id, type, config) VALUES ($1, $2, $3)
     ON CONFLICT (identity_id, type) DO UPDATE SET config = EXCLUDED.config, updated_at = now()`,
    [identityId, type, config],
  );
}

export async function deleteCredential(db: Queryable, identityId: string, type: CredentialType): Promise<void> {
  await db.query('DELETE FROM identity_credentials WHERE identity_id = $1 AND type = $2', [identityId, type]);
}

export async function credentialTypes(db: Queryable, identityId: string): Promise<CredentialType[]> {
  const { rows } = await db.query<{ type: CredentialType }>(
    'SELECT type FROM identity_credentials WHERE identity_id = $1 ORDER BY type',
    [identityId],
  );
  return rows.map((row) => row.type);
}

const SECOND_FACTORS: CredentialType[] = ['totp', 'lookup_secret', 'webauthn'];

/** `aal2` when a second factor is set up (Kratos' `available_aal`); then sessions need it ("highest available"). */
export async function availableAal(db: Queryable, identityId: string): Promise<'aal1' | 'aal2'> {
  const types = await credentialTypes(db, identityId);
  return types.some((type) => SECOND_FACTORS.includes(type)) ? 'aal2' : 'aal1';
}

/** Which second factors the identity has set up (login with `aal=aal2` offers these). */
export async function secondFactors(db: Queryable, identityId: string): Promise<CredentialType[]> {
  return (await credentialTypes(db, identityId)).filter((type) => SECOND_FACTORS.includes(type));
}

/** Keeps the sign-in identifier and the email address in step with the email trait. */
export async function syncEmail(db: Queryable, identityId: string, email: string): Promise<void> {
  const value = normaliseEmail(email);
  await db.query("DELETE FROM identity_credential_identifiers WHERE identity_id = $1 AND type = 'password'", [
    identityId,
  ]);
  await db.query(
    `INSERT INTO identity_credential_identifiers (identifier, type, identity_id) VALUES ($1, 'password', $2)`,
    [value, identityId],
  );
  await db.query('DELETE FROM identity_addresses WHERE identity_id = $1 AND value <> $2', [identityId, value]);
  await db.query(
    `INSERT INTO identity_addresses (identity_id, via, value) VALUES ($1, 'email', $2)
     ON CONFLICT (identity_id, via, value) DO NOTHING`,
    [identityId, value],
  );
  await db.query('UPDATE people SET email = $2, updated_at = now() WHERE id = $1', [identityId, value]);
}

export async function markAddressVerified(db: Queryable, identityId: string, email: string): Promise<void> {
  await db.query(
    `UPDATE identity_addresses SET verified = true, verified_at = now(), status = 'completed', updated_at = now()
     WHERE identity_id = $1 AND lower(value) = $2 AND NOT verified`,
    [identityId, normaliseEmail(email)],
  );
}

/** Kratos' identity JSON. Credentials are listed (type and identifiers) only for the admin API, never their secrets. */
export async function identityJson(
  db: Queryable,
  identity: IdentityRow,
  options: { admin?: boolean } = {},
): Promise<Record<string, unknown>> {
  const { rows: addresses } = await db.query<AddressRow>(
    'SELECT id, via, value, verified, verified_at, status, created_at, updated_at FROM identity_addresses WHERE identity_id = $1 ORDER BY created_at',
    [identity.id],
  );
  const json: Record<string, unknown> = {
    id: identity.id,
    schema_id: identity.schema_id,
    schema_url: '',
    state: identity.state,
    state_changed_at: iso(identity.state_changed_at),
    traits: identity.traits,
    verifiable_addresses: addresses.map((a) => ({
      id: a.id,
      value: a.value,
      verified: a.verified,
      via: a.via,
      status: a.status,
      ...(a.verified_at ? { verified_at: iso(a.verified_at) } : {}),
      created_at: iso(a.created_at),
      updated_at: iso(a.updated_at),
    })),
    recovery_addresses: addresses.map((a) => ({
      id: a.id,
      value: a.value,
      via: a.via,
      created_at: iso(a.created_at),
      updated_at: iso(a.updated_at),
    })),
    metadata_public: parseJson(identity.metadata_public) ?? null,
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    organization_id: null,
  };
  if (options.admin) {
    json.metadata_admin = parseJson(identity.metadata_admin) ?? null;
    const { rows } = await db.query<{ type: string; version: number; created_at: Date; updated_at: Date }>(
      'SELECT type, version, created_at, updated_at FROM identity_credentials WHERE identity_id = $1 ORDER BY type',
      [identity.id],
    );
    json.credentials = Object.fromEntries(
      rows.map((row) => [
        row.type,
        {
          type: row.type,
          identifiers: row.type === 'password' ? [identity.traits.email] : [identity.id],
          version: row.version,
          created_at: iso(row.created_at),
          updated_at: iso(row.updated_at),
        },
      ]),
    );
  }
  return json;
}

export interface CreateIdentityInput {
  id?: string;
  traits: Traits;
  role: string;
  state?: 'active' | 'inactive';
  /** An Argon2id hash; omitted for people who get a password by invitation or recovery. */
  passwordHash?: string;
  verified?: boolean;
}

/** Creates the identity and its person (one uuid), the sign-in identifier and the role. Run inside a transaction. */
export async function createIdentity(db: Queryable, input: CreateIdentityInput): Promise<string> {
  const email = normaliseEmail(input.traits.email);
  const traits: Traits = { ...input.traits, email };
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO identities (id, traits, state) VALUES (coalesce($1::uuid, gen_random_uuid()), $2, $3) RETURNING id`,
    [input.id ?? null, traits, input.state ?? 'active'],
  );
  const id = rows[0]!.id;
  await db.query(
    `INSERT INTO people (id, name, email, type) VALUES ($1, $2, $3, 'person')
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, email = EXCLUDED.email, deleted_at = NULL, updated_at = now()`,
    [id, displayName(traits), email],
  );
  await syncEmail(db, id, email);
  if (input.verified) await markAddressVerified(db, id, email);
  if (input.passwordHash) await setCredential(db, id, 'password', { hashed_password: input.passwordHash });
  await db.query(`INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', $1, $2) ON CONFLICT DO NOTHING`, [
    id,
    input.role,
  ]);
  return id;
}

export async function updateTraits(db: Queryable, identityId: string, traits: Traits): Promise<void> {
  const email = normaliseEmail(traits.email);
  const next = { ...traits, email };
  await db.query('UPDATE identities SET traits = $2, updated_at = now() WHERE id = $1', [identityId, next]);
  await db.query('UPDATE people SET name = $2, updated_at = now() WHERE id = $1', [identityId, displayName(next)]);
  await syncEmail(db, identityId, email);
}

/** Roles of a person, from casbin's `g` rows. */
export async function rolesOf(db: Queryable, personId: string): Promise<string[]> {
  const { rows } = await db.query<{ role: string }>(
    "SELECT v1 AS role FROM casbin_rule WHERE ptype = 'g' AND v0 = $1 ORDER BY v1",
    [personId],
  );
  return rows.map((row) => row.role);
}

/** Someone else (e.g. the people and tokens code) can end more when an identity is deleted. */
export const identityDeletedHooks: Array<(db: Queryable, identityId: string) => Promise<void>> = [];

/** Deletes the identity (credentials, sessions and flows go with it) and soft-deletes its person. */
export async function deleteIdentity(db: Queryable, identityId: string): Promise<boolean> {
  const { affectedRows } = await db.query('DELETE FROM identities WHERE id = $1', [identityId]);
  if (!affectedRows) return false;
  await db.query('UPDATE people SET deleted_at = now(), updated_at = now() WHERE id = $1 AND deleted_at IS NULL', [
    identityId,
  ]);
  for (const hook of identityDeletedHooks) await hook(db, identityId);
  return true;
}
