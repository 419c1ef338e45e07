import type { Database } from '../db/database';
import type { Unlisten } from '../db/listen';
import { TOKEN_REVOCATION_CHANNEL, applyRevocation, type TokenRevocation } from './tokens';

/**
 * Several servers on one PostgreSQL database each cache verified tokens. A server that deletes a token announces it
 * (`pg_notify` in tokens.ts); this follows the announcements, so a token revoked on one server is refused by the
 * others within a moment rather than at their next re-check (30 s, still the backstop while a listener reconnects).
 * Resolves to undefined on PGlite, where one server owns the database.
 */
export async function followTokenRevocations(
  db: Database,
  log: (message: string) => void = (message) => console.error(message),
): Promise<Unlisten | undefined> {
  if (!db.listen) return undefined;
  return db.listen(TOKEN_REVOCATION_CHANNEL, (payload) => {
    let revocation: TokenRevocation;
    try {
      revocation = JSON.parse(payload) as TokenRevocation;
    } catch {
      log(`Ignored a malformed token revocation notice: ${payload.slice(0, 80)}`);
      return;
    }
    applyRevocation(db, {
      id: typeof revocation.id === 'string' ? revocation.id : undefined,
      owner: typeof revocation.owner === 'string' ? revocation.owner : undefined,
    });
  });
}
