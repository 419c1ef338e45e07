/**
 * Transaction-level advisory lock keys (`pg_advisory_xact_lock`). Servers
 * sharing one PostgreSQL take these so start-up work runs once; each key is
 * named here so two features can never pick the same number by accident.
 */
export const ADVISORY_LOCKS = {
  /** Schema migrations: two servers starting at once must not run a file twice. */
  migrations: 827364501,
  /** The live self canary: created once, updated on every start. */
  selfCanary: 827364502,
  /** The demo playbooks and their incident. */
  demoPlaybooks: 827364503,
  /** The first administrator's identity and password, and the demo people. */
  identityBootstrap: 827364504,
  /** #22 the live notifications demo (its canary and rules). */
  demoNotifications: 827364530,
} as const;

export type AdvisoryLock = keyof typeof ADVISORY_LOCKS;

/** The statement that takes `lock` for the rest of the current transaction. */
export function advisoryXactLock(lock: AdvisoryLock): { sql: string; params: [number] } {
  return { sql: 'SELECT pg_advisory_xact_lock($1)', params: [ADVISORY_LOCKS[lock]] };
}
