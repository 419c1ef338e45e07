import type { Context } from 'hono';
import type { Scope } from '@mission-control/api';
import { decide, rowFilterOf } from '../auth/decide';
import type { AppEnv } from '../context';
import type { MachineAccess } from '../auth/machine';
import type { CanaryRow } from './canaries';

/** The agent a canary written here belongs to (the column's default: this server). */
const LOCAL_AGENT = '00000000-0000-0000-0000-000000000000';

/**
 * What the caller of the Kubernetes-style API may see (security review S2): the same guest access
 * scopes as `/api/db` (decide's row filter) and the per-object permission rows (decide with the
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
  // The caller's row filter, as `/api/db` reads through it; its canary scopes go into the SQL of the list.
  const filter = rowFilterOf(await decide(c.var.principal, { rows: 'read' }, c.var.db));
  return {
    scopes: filter?.guest?.canary ?? null,
    async readable(rows) {
      // Concurrent decisions share one read of the caller's permission rows (auth/rows.ts).
      const allowed = await Promise.all(rows.map((row) => access.allowed(c, 'canaries', 'read', { canaryId: row.id })));
      return rows.filter((_, index) => allowed[index]);
    },
    covers: ({ name, labels }) => !filter || filter.sees('canary', { name, tags: labels ?? {}, agent: LOCAL_AGENT }),
  };
}

export interface TopologyVisibility {
  /** The guest's component scopes, for the SQL filter; null when the caller is not a scoped guest. */
  scopes: readonly Scope[] | null;
  /** Whether a topology with this name and labels would be in the guest's scopes. */
  covers(input: { name: string; labels: Record<string, string> | null }): boolean;
}

/**
 * Topologies for a scoped guest: a topology is its root component (the runner gives the root the
 * topology's name and labels), so the guest's `component` access scopes decide which they see and write,
 * as they decide which components the tree shows them. Permission rows name components, not topologies.
 */
export async function topologyVisibility(c: Context<AppEnv>): Promise<TopologyVisibility> {
  const filter = rowFilterOf(await decide(c.var.principal, { rows: 'read' }, c.var.db));
  return {
    scopes: filter?.guest ? filter.guest.component : null,
    covers: ({ name, labels }) =>
      !filter?.guest || filter.sees('component', { name, tags: labels ?? {}, agent: LOCAL_AGENT }),
  };
}
