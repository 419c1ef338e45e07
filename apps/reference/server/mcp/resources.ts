import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { stringify as toYaml } from 'yaml';
import { canarySchema, checkSchema, from, type Canary } from '@mission-control/api';
import { classicObject } from '../http/input';
import { isId, requireAllowed, type ToolContext } from './toolkit';

type CanaryRow = Pick<Canary, 'id' | 'name' | 'namespace' | 'labels' | 'spec'>;

/** A canary as the Kubernetes resource users write (canary-checker's format). */
export function canaryDocument(row: CanaryRow) {
  return {
    apiVersion: 'canaries.flanksource.com/v1',
    kind: 'Canary',
    metadata: { name: row.name, namespace: row.namespace, uid: row.id, ...(row.labels ? { labels: row.labels } : {}) },
    spec: row.spec,
  };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export function registerResources(server: McpServer, context: ToolContext) {
  server.registerResource(
    'canary',
    new ResourceTemplate('canary://{namespace}/{name}', {
      list: async () => {
        await requireAllowed(context, 'canaries', 'read');
        const { data: rows } = await context.client.db.list(
          from('canaries').select('id,name,namespace').is('deleted_at', null).order('namespace').order('name'),
          classicObject(canarySchema).pick({ id: true, name: true, namespace: true }),
        );
        return {
          resources: rows.map((row) => ({
            uri: `canary://${encodeURIComponent(row.namespace ?? '')}/${encodeURIComponent(row.name)}`,
            name: `${row.namespace}/${row.name}`,
            mimeType: 'application/yaml',
          })),
        };
      },
    }),
    {
      title: 'Canary',
      description:
        'A canary (a group of health checks) as its Canary resource in YAML: the spec that defines its checks.',
      mimeType: 'application/yaml',
    },
    async (uri, variables) => {
      await requireAllowed(context, 'canaries', 'read');
      const namespace = decodeURIComponent(one(variables.namespace));
      const name = decodeURIComponent(one(variables.name));
      const {
        data: [row],
      } = await context.client.db.list(
        from('canaries')
          .select('id,name,namespace,labels,spec,created_at')
          .eq('namespace', namespace)
          .eq('name', name)
          .is('deleted_at', null),
        canarySchema,
      );
      if (!row) throw new Error(`canary ${namespace}/${name} was not found`);
      return { contents: [{ uri: uri.href, mimeType: 'application/yaml', text: toYaml(canaryDocument(row)) }] };
    },
  );

  server.registerResource(
    'check',
    new ResourceTemplate('check://{id}', { list: undefined }),
    {
      title: 'Health check',
      description: 'One health check: its type, labels, canary and the spec it runs (JSON).',
      mimeType: 'application/json',
    },
    async (uri, variables) => {
      const id = one(variables.id);
      if (!isId(id)) throw new Error(`check "${id}" is not a valid id`);
      await requireAllowed(context, 'canaries', 'read', { checkId: id });
      const {
        data: [row],
      } = await context.client.db.list(
        from('checks')
          .select('id,name,namespace,type,status,description,labels,canary_id,owner,severity,spec,last_runtime')
          .eq('id', id),
        checkSchema,
      );
      if (!row) throw new Error(`check (${id}) was not found`);
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(row, null, 2) }] };
    },
  );

  server.registerPrompt(
    'diagnose_failing_check',
    {
      title: 'Diagnose a failing health check',
      description: 'Walks through finding why a health check fails, what to run, and where to record it.',
      argsSchema: { check_id: z.string().describe('The failing check id (from search_health_checks).') },
    },
    ({ check_id: checkId }) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: [
              `Health check ${checkId} is failing. Diagnose it with the Mission Control tools, step by step:`,
              `1. Call get_check_detail with id ${checkId} and range 24h: note since when it fails (history), its uptime and latency, and the error messages.`,
              `2. Read the resource check://${checkId} to see what the check tests (its spec and canary), then the canary resource if other checks of the same canary matter.`,
              '3. Call search_health_checks with the same namespace and status "unhealthy" to see whether the failure is isolated or shared.',
              `4. Call run_health_check with id ${checkId} to confirm the failure still happens now (if you may run checks).`,
              `5. Call list_playbooks with check_id ${checkId}; if one remedies the failure, explain it and its parameters, and run it only when the user agrees (run_playbook, then get_playbook_run with wait_seconds).`,
              '6. Call list_incidents with status open; if an incident covers this failure, offer link_check_to_incident.',
              'Finish with a short summary: the cause as far as the evidence shows, what was done, and what a person should check next.',
            ].join('\n'),
          },
        },
      ],
    }),
  );
}
