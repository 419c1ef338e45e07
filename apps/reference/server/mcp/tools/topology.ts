import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { classicObject } from '../../http/input';
import {
  componentCheckLinkSchema,
  componentCheckSchema,
  componentChecksQuery,
  isApiError,
  topologyComponentFieldsSchema,
  type TopologyComponent,
} from '@mission-control/api';
import { idOf, requireAllowed, structured, toolHandler, ToolError, wire, type ToolContext } from '../toolkit';

/**
 * The topology for assistants: one component with its rolled-up health (the worst of its own, its linked checks'
 * latest statuses and its children's), its children and its linked checks. It reads what the topology page reads
 * (GET /api/canary/api/topology, /api/db/check_component_relationships) as the token's owner, so a guest's scopes
 * apply: a component out of scope is "not found".
 */

/** The component's fields the answer carries. */
const componentOutputSchema = wire(
  classicObject(topologyComponentFieldsSchema).pick({
    id: true,
    name: true,
    type: true,
    health: true,
    status: true,
    status_reason: true,
    description: true,
    labels: true,
    owner: true,
    team_names: true,
    properties: true,
    summary: true,
    path: true,
    updated_at: true,
  }),
);

const childOutputSchema = wire(
  classicObject(topologyComponentFieldsSchema).pick({
    id: true,
    name: true,
    type: true,
    health: true,
    status: true,
    summary: true,
  }),
);

const checkOutputSchema = wire(componentCheckSchema);

/** Most children and roots one answer lists; the topology page shows the rest. */
const MAX_LISTED = 200;

const pick = <T extends object>(row: T, schema: { shape: object }) =>
  Object.fromEntries(
    Object.keys(schema.shape)
      .filter((key) => row[key as keyof T] !== undefined)
      .map((key) => [key, row[key as keyof T]]),
  );

/** Unhealthy first, then warning, then the rest: what an assistant should look at first. */
const RANK: Record<string, number> = { unhealthy: 0, warning: 1 };
const worstFirst = (list: readonly TopologyComponent[]) =>
  [...list].sort((a, b) => (RANK[a.health] ?? 2) - (RANK[b.health] ?? 2) || a.name.localeCompare(b.name));

export function registerTopologyTools(server: McpServer, context: ToolContext) {
  server.registerTool(
    'get_topology_component',
    {
      title: 'Topology component with its health and checks',
      description:
        'One component of the topology (a system, service, database or queue): its health rolled up from its own health, ' +
        'its linked health checks and its children (unhealthy > warning > healthy), its status, properties and summary ' +
        'counts, its children (worst first) and the checks linked to it with their latest status. Without an id, lists ' +
        'the top-level components to start from. Follow an unhealthy child down to the failing check.',
      inputSchema: {
        id: idOf('component').optional().describe('The component id (UUID); omit to list the top-level components.'),
      },
      outputSchema: {
        component: componentOutputSchema.optional(),
        children: z.array(childOutputSchema).describe('Children (or, without an id, the top-level components).'),
        children_total: z.number(),
        checks: z.array(checkOutputSchema).describe('Checks linked to this component (not its descendants).'),
      },
      annotations: { readOnlyHint: true },
    },
    toolHandler(async ({ id }: { id?: string }) => {
      await requireAllowed(context, 'topologies', 'read', id ? { componentId: id } : undefined);
      let response;
      try {
        response = await context.client.canary.topology(id ? { id, depth: 1 } : { depth: 1 });
      } catch (error) {
        if (isApiError(error) && error.kind === 'not_found') throw new ToolError(`component (${id}) was not found`);
        throw error;
      }
      const [root] = id ? response.components : [];
      const children = worstFirst(id ? (root?.components ?? []) : response.components);
      let checks: Array<Record<string, unknown>> = [];
      // Checks are read on canaries: a caller without that right still gets the component and its counts.
      if (id && (await context.allowed('canaries', 'read'))) {
        const { data } = await context.client.db.list(componentChecksQuery(id), componentCheckLinkSchema, {
          count: false,
        });
        checks = data.flatMap((link) => (link.checks && !link.checks.deleted_at ? [link.checks] : []));
      }
      return structured({
        ...(root ? { component: pick(root, componentOutputSchema) } : {}),
        children: children.slice(0, MAX_LISTED).map((child) => pick(child, childOutputSchema)),
        children_total: children.length,
        checks,
      });
    }),
  );
}
