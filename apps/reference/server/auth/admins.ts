import type { Database, Transaction } from '../db/database';

/**
 * The last administrator (security review S1): only the admin role manages people, roles, identities and
 * permissions, so an instance whose last active admin is demoted, deleted or deactivated can only be repaired
 * by editing the database. Every route that can do that asks here first and answers 409 instead.
 */

/** One key for every change of who is admin, so two concurrent demotions cannot each see the other admin remain. */
const ADMINS_LOCK = 7_270_001;

/** Runs `fn` in a transaction that holds the admins lock (PostgreSQL; PGlite runs transactions one at a time anyway). */
export function withAdminsLocked<T>(db: Database, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [ADMINS_LOCK]);
    return fn(tx);
  });
}

/** People holding the admin role who can still act: not deleted, and an identity (if any) not deactivated. */
export async function activeAdmins(db: Transaction): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT DISTINCT p.id::text AS id
     FROM casbin_rule r
     JOIN people p ON p.id::text = r.v0
     LEFT JOIN identities i ON i.id = p.id
     WHERE r.ptype = 'g' AND r.v1 = 'admin' AND p.deleted_at IS NULL AND coalesce(i.state, 'active') = 'active'`,
  );
  return rows.map((row) => row.id);
}

/** Whether taking `personId` out of the active admins (deleting, deactivating or demoting them) leaves none. */
export async function isLastAdmin(db: Transaction, personId: string): Promise<boolean> {
  const admins = await activeAdmins(db);
  return admins.length === 1 && admins[0] === personId;
}

/** The sentence a 409 carries; `change` says what was refused, e.g. "Deleting this person". */
export function lastAdminMessage(change: string): string {
  return (
    `${change} would leave no active administrator, and only an administrator can manage people, roles and ` +
    'permissions: make another person admin first'
  );
}
