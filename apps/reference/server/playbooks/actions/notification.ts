import type { EventEnv } from '../../notifications/cel';
import type { RuleRow } from '../../notifications/constraints';
import { redactUrl, resolveRecipients } from '../../notifications/recipients';
import { createSenders } from '../../notifications/senders';
import type { ActionContext, ActionOutcome } from '../actions';

/** Longest title and message an action sends (a chat message or a webhook body, not a document). */
export const MAX_TITLE = 1000;
export const MAX_MESSAGE = 64 * 1024;

/**
 * The `notification` action (upstream's `notification: {connection, url, title, message, properties}`): one
 * message through the notification senders, to a connection (`connection://namespace/name` or an id: an email
 * connection's smtp:// URL, a webhook, a chat service) or a Shoutrrr-style `url` (`generic+https://…`, `smtp://…`,
 * `slack://…`). The rules of connections hold (connections/resolve.ts). The result records the send: recipient
 * (without credentials), kind, title, message and how long it took; a refused or failed send fails the action.
 */
export async function runNotification(
  spec: unknown,
  timeoutMs: number,
  context: ActionContext,
): Promise<ActionOutcome> {
  const notification = (spec && typeof spec === 'object' ? spec : {}) as Record<string, unknown>;
  const title = typeof notification.title === 'string' ? notification.title : '';
  const message = typeof notification.message === 'string' ? notification.message : '';
  if (!title.trim()) return { status: 'failed', error: 'notification.title is required' };
  if (title.length > MAX_TITLE)
    return { status: 'failed', error: `notification.title is longer than ${MAX_TITLE} characters` };
  if (message.length > MAX_MESSAGE) {
    return { status: 'failed', error: `notification.message is longer than ${MAX_MESSAGE} characters` };
  }
  const connection = typeof notification.connection === 'string' ? notification.connection : '';
  const url = typeof notification.url === 'string' ? notification.url : '';
  if (!connection && !url) {
    return { status: 'failed', error: 'notification needs a connection (connection://namespace/name) or a url' };
  }
  if (!context.db) return { status: 'failed', error: 'notification actions are only available to playbook runs' };
  const properties =
    notification.properties && typeof notification.properties === 'object' ? notification.properties : {};
  // One custom service, resolved exactly as a notification rule's are (a rotated connection password applies now).
  const service = { ...properties, name: 'notification', ...(connection ? { connection } : { url }) };
  const [recipient] = await resolveRecipients(context.db, { custom_services: [service] } as unknown as RuleRow);
  if (!recipient) return { status: 'failed', error: 'notification has no recipient' };
  const to = connection || redactUrl(url);
  if (recipient.kind === 'unsupported') return { status: 'failed', error: `notification to ${to}: ${recipient.error}` };
  if (recipient.kind !== 'email' && recipient.kind !== 'webhook') {
    return { status: 'failed', error: `notification to ${to}: a ${recipient.kind} recipient cannot take a message` };
  }
  const env: EventEnv = {
    event: { name: 'playbook.action', properties: { ...context.env }, created_at: new Date().toISOString() },
    resource: {},
    permalink: '',
  };
  const senders = createSenders({ limits: { timeoutMs: Math.min(timeoutMs, 60_000) } });
  const started = performance.now();
  try {
    if (context.signal.aborted) return { status: 'failed', error: 'cancelled' };
    const sent = await senders.send(recipient, { title, body: message, env });
    const result = {
      to,
      kind: recipient.kind,
      title,
      message,
      sent: sent.ok,
      duration: Math.round(performance.now() - started),
    };
    if (!sent.ok) return { status: 'failed', result, error: sent.error ?? `notification to ${to} failed` };
    return { status: 'completed', result };
  } finally {
    senders.close();
  }
}
