import { randomBytes } from 'node:crypto';
import { advisoryXactLock } from '../db/advisoryLocks';
import type { Database, Queryable } from '../db/database';
import {
  createIdentity,
  findByEmail,
  getCredential,
  getIdentity,
  normaliseEmail,
  setCredential,
  updateTraits,
} from './identities';
import { hashPassword, passwordProblem, verifyPassword } from './password';

/** The administrator person migration 002 seeds; its identity shares the id. */
export const ADMIN_ID = '00000000-0000-0000-0000-00000000a001';

/** Demo people, one per role other than admin, created without a password (an admin invites them or sets one). */
export const DEMO_ROLES = ['editor', 'commander', 'responder', 'viewer', 'guest'] as const;

export interface BootstrapResult {
  adminEmail: string;
  /** Set only when a random password was generated on this start (printed once). */
  generatedPassword?: string;
  demoPeople: number;
}

/**
 * First start: the admin identity for MC_ADMIN_EMAIL (default admin@example.com) on the seeded admin person, with
 * the password MC_ADMIN_PASSWORD (applied whenever it differs from the stored one) or, when unset and there is no
 * password yet, a random one that the caller prints once (main.ts: the start output).
 */
export async function bootstrapIdentities(db: Database, options: { demo: boolean }): Promise<BootstrapResult> {
  // Several servers starting at once on one PostgreSQL: one bootstraps, the others then find it done.
  return db.transaction(async (tx) => {
    const lock = advisoryXactLock('identityBootstrap');
    await tx.query(lock.sql, lock.params);
    return bootstrapIn(tx, options);
  });
}

async function bootstrapIn(db: Queryable, options: { demo: boolean }): Promise<BootstrapResult> {
  const adminEmail = normaliseEmail(process.env.MC_ADMIN_EMAIL || 'admin@example.com');
  const owner = await findByEmail(db, adminEmail);
  if (owner && owner.id !== ADMIN_ID) {
    throw new Error(`MC_ADMIN_EMAIL ${adminEmail} belongs to another account (${owner.id}); choose another address.`);
  }
  const existing = await getIdentity(db, ADMIN_ID);
  if (!existing) {
    await createIdentity(db, {
      id: ADMIN_ID,
      traits: { email: adminEmail, name: { first: 'Admin', last: '' } },
      role: 'admin',
      verified: true,
    });
  } else if (existing.traits.email !== adminEmail) {
    await updateTraits(db, ADMIN_ID, { ...existing.traits, email: adminEmail });
  }

  const result: BootstrapResult = { adminEmail, demoPeople: 0 };
  const configured = process.env.MC_ADMIN_PASSWORD;
  const current = await getCredential<{ hashed_password?: string }>(db, ADMIN_ID, 'password');
  if (configured) {
    const problem = passwordProblem(configured, adminEmail);
    if (problem) throw new Error(`MC_ADMIN_PASSWORD can not be used because ${problem}.`);
    if (!(await verifyPassword(current?.hashed_password, configured))) {
      await setCredential(db, ADMIN_ID, 'password', { hashed_password: await hashPassword(configured) });
    }
  } else if (!current?.hashed_password) {
    const password = randomBytes(18).toString('base64url');
    await setCredential(db, ADMIN_ID, 'password', { hashed_password: await hashPassword(password) });
    result.generatedPassword = password;
  }

  if (options.demo) {
    for (const role of DEMO_ROLES) {
      const email = `${role}@example.com`;
      // Also skipped when the person was deleted: an admin's deletion sticks across restarts.
      const { rows } = await db.query('SELECT 1 FROM people WHERE lower(email) = $1 LIMIT 1', [email]);
      if (rows.length || (await findByEmail(db, email))) continue;
      const name = { first: role[0]!.toUpperCase() + role.slice(1), last: 'Demo' };
      await createIdentity(db, { traits: { email, name }, role, verified: true });
      result.demoPeople += 1;
    }
  }
  return result;
}
