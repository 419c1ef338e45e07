import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { from } from '@mission-control/api/postgrest';
import { idOf, requireAllowed, structured, toolHandler, type ToolContext } from '../toolkit';

/**
 * Notifications for assistants: the recent send history (what was sent, silenced, repeated or failed, about which
 * resource), read through /api/db as the token's owner, and creating a silence through POST
 * /api/notification/silence (write on notifications: a read-only token or role is refused with the API's sentence).
 */
const STATUSES = [
  'sent',
  'error',
  'sending',
  'pending',
  'pending_playbook_run',
  'pending_playbook_completion',
  'evaluating-waitfor',
  'repeat-interval',
  'silenced',
  'skipped',
  'inhibited',
] as const;

const notificationRow = z
  .object({
    id: z.string(),
    notification_id: z.string(),
    status: z.string().nullable(),
    source_event: z.string(),
    resource_id: z.string(),
    resource_type: z.string().nullable(),
    resource: z.unknown(),
    recipient: z.string().nullable(),
    error: z.string().nullable(),
    silenced_by: z.string().nullable(),
    created_at: z.string(),
  })
  .loose();

export function registerNotificationTools(server: McpServer, context: ToolContext) {
  server.registerTool(
    'list_notifications',
    {
      title: 'Recent notifications',
      description:
        'Notifications of the last days, newest first: for each send, the event (check.failed, config.unhealthy...), ' +
        'the resource it was about, the recipient, and its status (sent, error, silenced, repeat-interval, skipped, ' +
        'pending, inhibited...) with the error when it failed. Filter by status or resource id.',
      inputSchema: {
        status: z.enum(STATUSES).optional().describe('Only sends with this status.'),
        resource: idOf('resource').optional().describe('Only sends about this check, config item or component.'),
        limit: z.number().int().min(1).max(200).default(50).describe('At most this many (default 50).'),
      },
      outputSchema: { notifications: z.array(z.record(z.string(), z.unknown())) },
      annotations: { readOnlyHint: true },
    },
    toolHandler(async ({ status, resource, limit }) => {
      await requireAllowed(context, 'notifications', 'read');
      let query = from('notification_send_history_summary').select(
        'id,notification_id,status,source_event,resource_id,resource_type,resource,recipient,error,silenced_by,created_at',
      );
      if (status) query = query.eq('status', status);
      if (resource) query = query.eq('resource_id', resource);
      const { data } = await context.client.db.list(
        query.order('created_at', { ascending: false }).page(0, limit),
        notificationRow,
      );
      return structured({ notifications: JSON.parse(JSON.stringify(data)) as Array<Record<string, unknown>> });
    }),
  );

  server.registerTool(
    'create_notification_silence',
    {
      title: 'Silence notifications',
      description:
        'Silences notifications about a check, a config item (optionally with its children) or a component for a ' +
        'while, or those matching a CEL filter such as check.name == "payments-api". Needs write access to ' +
        'notifications.',
      inputSchema: {
        name: z.string().min(1).max(200).describe('A unique name for the silence.'),
        check_id: idOf('check').optional(),
        config_id: idOf('config item').optional(),
        component_id: idOf('component').optional(),
        recursive: z.boolean().optional().describe('Also silence the children of the config item or component.'),
        filter: z.string().max(1000).optional().describe('A CEL expression over the event (check, config, component).'),
        until: z.string().max(64).default('now+1h').describe('When it ends: now+2h, an ISO time... (default now+1h).'),
        reason: z.string().max(2000).optional(),
      },
      outputSchema: { id: z.string(), until: z.string().nullable() },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    toolHandler(async ({ name, check_id, config_id, component_id, recursive, filter, until, reason }) => {
      await requireAllowed(context, 'notifications', 'write');
      const saved = (await context.client.notification.silence({
        name,
        check_id,
        config_id,
        component_id,
        recursive,
        filter,
        until,
        description: reason,
      } as never)) as unknown as { id: string; until: string | null } | undefined;
      return structured({ id: saved?.id ?? '', until: saved?.until ?? null });
    }),
  );
}
