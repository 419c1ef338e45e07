import type { Context } from 'hono';
import type { Scope } from '@mission-control/api';
import { guestScopesFor, scopeAllows } from '../auth/scopes';
import type { AppEnv } from '../context';
import type { MachineAccess } from '../mcp/access';
import type { CanaryRow } from './canaries';

/** The agent a canary written here belongs to (the column's default: this server). */
const LOCAL_AGENT = '00000000-0000-0000-0000-000000000000';

/**
 * What the caller of the Kubernetes-style API may see (security review S2): the same guest access
 * scopes as `/api/db` (auth/scopes.ts) and the per-object permission rows (`isAllowed` with the
 * canary as target, so a deny row on one canary hides it from lists as it refuses its named GET).
 */
export interface CanaryVisibility {
  /** The guest's canary scopes, for the SQL filter; null when the caller is not a scoped guest. */
  scopes: readonly Scope[] | null;
  /** The rows the caller may read. */
  readable(rows: readonly CanaryRow[]): Promise<CanaryRow[]>;
  /** Whether a canary with this name and labels would be in the guest's scopes (it could not be read back otherwise). */
  covers(input: { name: string; labels: Record<string, string> | null }): boolean;
}

export async function canaryVisibility(c: Context<AppEnv>, access: MachineAccess): Promise<CanaryVisibility> {
  const guest = await guestScopesFor(c.var.db, c.var.principal);
  return {
    scopes: guest ? guest.canary : null,
    async readable(rows) {
      // Concurrent decisions share one read of the caller's permission rows (authorize.ts).
      const allowed = await Promise.all(rows.map((row) => access.allowed(c, 'canaries', 'read', { canaryId: row.id })));
      return rows.filter((_, index) => allowed[index]);
    },
    covers: ({ name, labels }) =>
      !guest || scopeAllows(guest, 'canary', { name, tags: labels ?? {}, agent: LOCAL_AGENT }),
  };
}
