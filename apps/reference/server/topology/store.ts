import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import { enqueueEvent } from '../changes/events';
import type { PlannedComponent } from './build';
import { selectChecks, selectComponents, selectConfigs, selectorId, type SelectedCheck } from './selectors';

/** What one run changed, kept in its job row (details.topology_summary) and answered by Run now. */
export interface TopologyStoreSummary {
  components: number;
  created: number;
  updated: number;
  deleted: number;
  checks: number;
  configs: number;
  adopted: number;
  events: number;
}

interface ExistingRow {
  id: string;
  external_id: string;
  health: string | null;
  deleted_at: string | null;
}

/** Checks each component links through its inline canaries (by external id), resolved before the transaction. */
export type InlineChecks = Map<string, Array<SelectedCheck & { selector: string }>>;

/** Components written per statement. */
const UPSERT_CHUNK = 500;

const UPSERT_COMPONENTS = `INSERT INTO components (id, agent_id, topology_id, external_id, parent_id, name, text, topology_type,
    namespace, labels, hidden, status, status_reason, status_expr, health_expr, health, description, lifecycle, tooltip,
    icon, type, owner, selectors, log_selectors, component_checks, configs, properties, path, is_leaf)
  SELECT id, agent_id, topology_id, external_id, parent_id, name, text, topology_type, namespace, labels, hidden, status,
    status_reason, status_expr, health_expr, health, description, lifecycle, tooltip, icon, type, owner, selectors,
    log_selectors, component_checks, configs, properties, path, is_leaf
  FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, agent_id uuid, topology_id uuid, external_id text, parent_id uuid,
    name text, text text, topology_type text, namespace text, labels jsonb, hidden boolean, status text,
    status_reason text, status_expr text, health_expr text, health text, description text, lifecycle text, tooltip text,
    icon text, type text, owner text, selectors jsonb, log_selectors jsonb, component_checks jsonb, configs jsonb,
    properties jsonb, path text, is_leaf boolean)
  ON CONFLICT (id) DO UPDATE SET parent_id = EXCLUDED.parent_id, name = EXCLUDED.name, text = EXCLUDED.text,
    topology_type = EXCLUDED.topology_type, namespace = EXCLUDED.namespace, labels = EXCLUDED.labels,
    hidden = EXCLUDED.hidden, status = EXCLUDED.status, status_reason = EXCLUDED.status_reason,
    status_expr = EXCLUDED.status_expr, health_expr = EXCLUDED.health_expr, health = EXCLUDED.health,
    description = EXCLUDED.description, lifecycle = EXCLUDED.lifecycle, tooltip = EXCLUDED.tooltip,
    icon = EXCLUDED.icon, type = EXCLUDED.type, owner = EXCLUDED.owner, selectors = EXCLUDED.selectors,
    log_selectors = EXCLUDED.log_selectors, component_checks = EXCLUDED.component_checks, configs = EXCLUDED.configs,
    properties = EXCLUDED.properties, path = EXCLUDED.path, is_leaf = EXCLUDED.is_leaf, deleted_at = NULL,
    updated_at = now()`;

/**
 * Writes one run's tree in the caller's transaction: components upserted by external_id within the topology (ids
 * kept, soft-deleted ones revived), `path` = the ancestors' ids dotted from the root (the root's is ''), the ones
 * the run no longer produces soft-deleted with their links; check, catalog and adopted-component links upserted
 * (selector_id = the selector's hash) and stale ones soft-deleted (links made by hand, selector_id 'manual', are
 * left alone); a component whose own health changed gets its `component.<health>` event in the same transaction.
 */
export async function storeTree(
  tx: Queryable,
  topologyId: string,
  agentId: string,
  root: PlannedComponent,
  inline: InlineChecks,
): Promise<TopologyStoreSummary> {
  const summary: TopologyStoreSummary = {
    components: 0,
    created: 0,
    updated: 0,
    deleted: 0,
    checks: 0,
    configs: 0,
    adopted: 0,
    events: 0,
  };
  const { rows: existingRows } = await tx.query<ExistingRow>(
    `SELECT id, external_id, health, deleted_at::text FROM components WHERE topology_id = $1
     ORDER BY deleted_at NULLS FIRST, created_at`,
    [topologyId],
  );
  const existing = new Map<string, ExistingRow>();
  for (const row of existingRows) if (!existing.has(row.external_id)) existing.set(row.external_id, row);

  const live: string[] = [];
  const checkLinks = new Map<
    string,
    { component_id: string; check_id: string; canary_id: string; selector_id: string }
  >();
  const configLinks = new Map<string, { component_id: string; config_id: string; selector_id: string }>();
  const adoptLinks = new Map<string, { component_id: string; relationship_id: string; selector_id: string }>();

  const componentRows: Record<string, unknown>[] = [];
  const events: Array<{ name: string; id: string }> = [];
  const write = async (node: PlannedComponent, parent: { id: string; path: string } | null) => {
    const before = existing.get(node.externalId);
    const id = before?.id ?? randomUUID();
    const path = parent ? (parent.path ? `${parent.path}.${parent.id}` : parent.id) : '';
    const f = node.fields;
    componentRows.push({
      id,
      agent_id: agentId,
      topology_id: topologyId,
      external_id: node.externalId,
      parent_id: parent?.id ?? null,
      name: node.name,
      text: f.text,
      topology_type: root.fields.type,
      namespace: f.namespace,
      labels: f.labels,
      hidden: f.hidden,
      status: f.status,
      status_reason: f.status_reason,
      status_expr: f.status_expr,
      health_expr: f.health_expr,
      health: f.health,
      description: f.description,
      lifecycle: f.lifecycle,
      tooltip: f.tooltip,
      icon: f.icon,
      type: f.type,
      owner: f.owner,
      selectors: f.selectors,
      log_selectors: f.log_selectors,
      component_checks: f.component_checks,
      configs: f.configs,
      properties: node.properties.length ? node.properties : null,
      path,
      is_leaf: node.children.length === 0,
    });
    live.push(id);
    summary.components += 1;
    if (!before) summary.created += 1;
    else summary.updated += 1;
    // Own health changed on a live component: notifications hear of it (creation is not a change, as upstream's
    // trigger fires on UPDATE OF health).
    if (before && !before.deleted_at && (before.health ?? 'unknown') !== (f.health ?? 'unknown')) {
      events.push({ name: `component.${f.health ?? 'unknown'}`, id });
    }

    for (const selector of node.checkSelectors) {
      const selector_id = selectorId(selector);
      for (const check of await selectChecks(tx, selector)) {
        checkLinks.set(`${id} ${check.id} ${selector_id}`, {
          component_id: id,
          check_id: check.id,
          canary_id: check.canary_id,
          selector_id,
        });
      }
    }
    for (const check of inline.get(node.externalId) ?? []) {
      checkLinks.set(`${id} ${check.id} ${check.selector}`, {
        component_id: id,
        check_id: check.id,
        canary_id: check.canary_id,
        selector_id: check.selector,
      });
    }
    for (const selector of node.configSelectors) {
      const selector_id = selectorId(selector);
      for (const config of await selectConfigs(tx, selector)) {
        configLinks.set(`${id} ${config} ${selector_id}`, { component_id: id, config_id: config, selector_id });
      }
    }
    for (const selector of node.componentSelectors) {
      const selector_id = selectorId(selector);
      for (const adopted of await selectComponents(tx, selector, topologyId)) {
        adoptLinks.set(`${id} ${adopted} ${selector_id}`, { component_id: id, relationship_id: adopted, selector_id });
      }
    }
    for (const child of node.children) await write(child, { id, path });
  };
  await write(root, null);

  // One statement per chunk (parents before children: the self-reference is checked at the statement's end).
  for (let index = 0; index < componentRows.length; index += UPSERT_CHUNK) {
    await tx.query(UPSERT_COMPONENTS, [JSON.stringify(componentRows.slice(index, index + UPSERT_CHUNK))]);
  }
  for (const event of events) {
    await enqueueEvent(tx, event.name, { id: event.id, topology_id: topologyId });
    summary.events += 1;
  }

  const { rows: deleted } = await tx.query<{ id: string }>(
    `UPDATE components SET deleted_at = now() WHERE topology_id = $1 AND deleted_at IS NULL
       AND NOT (id IN (SELECT jsonb_array_elements_text($2::jsonb)::uuid)) RETURNING id`,
    [topologyId, live],
  );
  summary.deleted = deleted.length;
  if (deleted.length) {
    const gone = deleted.map((row) => row.id);
    for (const table of ['check_component_relationships', 'config_component_relationships']) {
      await tx.query(
        `UPDATE ${table} SET deleted_at = now() WHERE component_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid) AND deleted_at IS NULL`,
        [gone],
      );
    }
    await tx.query(
      `UPDATE component_relationships SET deleted_at = now()
       WHERE (component_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid) OR relationship_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)) AND deleted_at IS NULL`,
      [gone],
    );
  }

  summary.checks = checkLinks.size;
  summary.configs = configLinks.size;
  summary.adopted = adoptLinks.size;
  await tx.query(
    `INSERT INTO check_component_relationships (component_id, check_id, canary_id, selector_id)
     SELECT component_id, check_id, canary_id, selector_id
     FROM jsonb_to_recordset($1::jsonb) AS x(component_id uuid, check_id uuid, canary_id uuid, selector_id text)
     ON CONFLICT (component_id, check_id, canary_id, selector_id) DO UPDATE SET deleted_at = NULL, updated_at = now()`,
    [JSON.stringify([...checkLinks.values()])],
  );
  await tx.query(
    `INSERT INTO config_component_relationships (component_id, config_id, selector_id)
     SELECT component_id, config_id, selector_id
     FROM jsonb_to_recordset($1::jsonb) AS x(component_id uuid, config_id uuid, selector_id text)
     ON CONFLICT (component_id, config_id, selector_id) DO UPDATE SET deleted_at = NULL, updated_at = now()`,
    [JSON.stringify([...configLinks.values()])],
  );
  await tx.query(
    `INSERT INTO component_relationships (component_id, relationship_id, selector_id)
     SELECT component_id, relationship_id, selector_id
     FROM jsonb_to_recordset($1::jsonb) AS x(component_id uuid, relationship_id uuid, selector_id text)
     ON CONFLICT (component_id, relationship_id, selector_id) DO UPDATE SET deleted_at = NULL, updated_at = now()`,
    [JSON.stringify([...adoptLinks.values()])],
  );
  // Links of live components this run did not touch (their updated_at is older than the transaction) are stale.
  for (const table of ['check_component_relationships', 'config_component_relationships', 'component_relationships']) {
    await tx.query(
      `UPDATE ${table} SET deleted_at = now()
       WHERE component_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid) AND deleted_at IS NULL AND updated_at < now()
         AND selector_id IS DISTINCT FROM 'manual'`,
      [live],
    );
  }
  return summary;
}
