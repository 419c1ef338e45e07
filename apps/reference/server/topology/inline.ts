import type { Database } from '../db/database';
import { reconcileCanary } from '../runner/reconcile';
import { canaryUsesExec, execWriteProblem } from '../sandbox/policy';
import type { PlannedComponent } from './build';
import { authorRoles } from './lookup';
import type { InlineChecks } from './store';

/** Where the runner's inline canaries come from: `topology/<topology id>` in canaries.source. */
export const inlineSource = (topologyId: string) => `topology/${topologyId}`;

/**
 * A component's `checks: [{inline: {http: […]}}]` become canaries the runner owns (source `topology/<id>`, named
 * after the component and the entry's position), reconciled so their checks exist and run on the check runner's
 * schedule like any other; canaries of entries the spec no longer has are deleted (their checks with them).
 * Answers the checks of each component's inline canaries, to be linked by the run.
 */
export async function syncInlineCanaries(
  db: Database,
  topology: { id: string; name: string; namespace: string | null; created_by: string | null },
  root: PlannedComponent,
  errors: string[],
): Promise<InlineChecks> {
  const source = inlineSource(topology.id);
  const linked: InlineChecks = new Map();
  const kept: string[] = [];
  let roles: string[] | undefined;
  const visit = async (node: PlannedComponent) => {
    for (const [index, spec] of node.inlineCanaries.entries()) {
      // As a canary's save requires (sandbox/policy.ts): exec checks only from an author who may write them.
      if (canaryUsesExec(spec)) {
        roles ??= await authorRoles(db, topology.created_by);
        const problem = execWriteProblem({ roles });
        if (problem) {
          errors.push(
            `${node.externalId}: inline canary ${index + 1} has an exec check its author may not run: ${problem}`,
          );
          continue;
        }
      }
      const name = `${topology.name}-${node.externalId}-${index + 1}`
        .toLowerCase()
        .replace(/[^a-z0-9.-]+/g, '-')
        .slice(0, 200);
      const namespace = topology.namespace || 'default';
      const { rows } = await db.query<{ id: string }>(
        `UPDATE canaries SET spec = $3::jsonb, deleted_at = NULL, updated_at = now()
         WHERE source = $1 AND name = $2 RETURNING id`,
        [source, name, JSON.stringify(spec)],
      );
      const id =
        rows[0]?.id ??
        (
          await db.query<{ id: string }>(
            `INSERT INTO canaries (name, namespace, spec, source, created_by) VALUES ($1, $2, $3::jsonb, $4, $5)
             RETURNING id`,
            [name, namespace, JSON.stringify(spec), source, topology.created_by],
          )
        ).rows[0]!.id;
      kept.push(id);
      try {
        await reconcileCanary(db, id);
      } catch (error) {
        errors.push(`${node.externalId}: inline canary ${index + 1}: ${(error as Error).message}`);
        continue;
      }
      const { rows: checks } = await db.query<{ id: string; canary_id: string }>(
        'SELECT id, canary_id FROM checks WHERE canary_id = $1 AND deleted_at IS NULL',
        [id],
      );
      const list = linked.get(node.externalId) ?? [];
      list.push(...checks.map((check) => ({ ...check, selector: `inline:${id}` })));
      linked.set(node.externalId, list);
    }
    for (const child of node.children) await visit(child);
  };
  await visit(root);
  const { rows: dropped } = await db.query<{ id: string }>(
    `UPDATE canaries SET deleted_at = now() WHERE source = $1 AND deleted_at IS NULL AND NOT (id IN (SELECT jsonb_array_elements_text($2::jsonb)::uuid))
     RETURNING id`,
    [source, kept],
  );
  for (const { id } of dropped) await reconcileCanary(db, id).catch(() => undefined);
  return linked;
}
