import type { Database } from '../db/database';
import type { TickPass } from '../runner/runner';
import { compileFilter, filterMatches, type FilterProgram } from './cel';
import {
  DEFAULT_RATE_LIMIT_PER_HOUR,
  firstSilence,
  groupKey,
  inhibitor,
  rateLimited,
  repeatBlocker,
  repeatIntervalMs,
  type RuleRow,
} from './constraints';
import { logNotificationSend } from '../logs/hooks';
import { createPlaybookRun, settlePlaybookSends } from './playbook';
import { resolveRecipients, type Recipient } from './recipients';
import { hasRecovered, kindOf, loadResource, type EventResource, type QueuedEvent } from './resource';
import { createSenders, type SendLimits, type Senders } from './senders';
import { defaultBody, defaultTitle, renderTemplate } from './templates';

export interface DispatcherOptions {
  /** The system SMTP server (MC_SMTP_URL), read once at start. */
  smtpUrl?: string;
  from?: string;
  /** Events claimed per pass. @default 500 */
  batchSize?: number;
  /** Attempts after the first before a send ends `error`. @default 3 */
  maxRetries?: number;
  /** First retry delay; doubles each attempt. @default 30 s */
  retryBaseMs?: number;
  /** Sends per rule and recipient per hour. @default 50 */
  rateLimitPerHour?: number;
  /** How long a claimed event or send stays another server's to leave alone. @default 60 s */
  leaseMs?: number;
  /** Sends in flight at once. @default 8 */
  concurrency?: number;
  limits?: Partial<SendLimits>;
  /** Hands a playbook recipient's new run to the playbook executor (main.ts passes the server's executor). */
  startPlaybookRun?: (runId: string) => void;
  onError?: (message: string, error: unknown) => void;
}

/** Rules in error are retried after this long (upstream resets the error after 1 h), or at once when edited. */
const RULE_ERROR_RESET = '1 hour';
/** Event attempts before an event is left in the queue with its error (event_queue_summary shows it). */
const MAX_EVENT_ATTEMPTS = 5;

interface HistoryRow {
  id: string;
  notification_id: string;
  status: string;
  retries: number | null;
  recipient: string | null;
  source_event: string;
  resource_id: string;
  payload: { event: QueuedEvent; group?: string } | null;
}

/**
 * Another consumer of the events this dispatcher claims (playbook `on` triggers): prepared once per claimed batch,
 * then handed each event before the rules. An error leaves the event in the queue for a later attempt, so a
 * consumer must be idempotent per event id.
 */
export interface EventConsumer {
  prepare(): Promise<(event: QueuedEvent) => Promise<void>>;
}

interface PreparedRule {
  rule: RuleRow;
  program?: FilterProgram;
}

/**
 * The notification dispatcher, a pass of the runner's tick: it claims events from `event_queue` (rows locked with
 * SKIP LOCKED and leased by `last_attempt`, so servers sharing PostgreSQL never take the same event), matches them
 * to rules, writes one `notification_send_history` row per recipient with the status its constraints give, and
 * then delivers the due rows (`sending`, and `pending` ones whose wait_for ended), retrying with backoff.
 */
export class NotificationDispatcher implements TickPass {
  readonly name = 'notifications';
  private readonly senders: Senders;
  private readonly options: Required<
    Omit<DispatcherOptions, 'smtpUrl' | 'from' | 'limits' | 'onError' | 'startPlaybookRun'>
  >;
  private startPlaybookRun: ((runId: string) => void) | undefined;
  private readonly onError: (message: string, error: unknown) => void;
  private running: Promise<unknown> | undefined;
  private readonly eventConsumers: EventConsumer[] = [];

  constructor(
    private readonly db: Database,
    options: DispatcherOptions = {},
  ) {
    this.senders = createSenders({ smtpUrl: options.smtpUrl, from: options.from, limits: options.limits });
    this.options = {
      batchSize: options.batchSize ?? 500,
      maxRetries: options.maxRetries ?? 3,
      retryBaseMs: options.retryBaseMs ?? 30_000,
      rateLimitPerHour: options.rateLimitPerHour ?? DEFAULT_RATE_LIMIT_PER_HOUR,
      leaseMs: options.leaseMs ?? 60_000,
      concurrency: options.concurrency ?? 8,
    };
    this.onError = options.onError ?? ((message, error) => console.error(message, error));
    this.startPlaybookRun = options.startPlaybookRun;
  }

  /**
   * Starts a pass unless one is still going, and returns at once: a slow mail server or webhook (up to the send
   * timeout per attempt) never holds the check scheduler's next tick back.
   */
  tick(signal: AbortSignal): Promise<void> {
    if (!this.running) {
      this.running = this.runOnce(signal)
        .catch((error: unknown) => this.onError('Notifications pass failed:', error))
        .finally(() => (this.running = undefined));
    }
    return Promise.resolve();
  }

  /** Playbook recipients' runs go to this executor (main.ts makes it after the dispatcher). */
  startPlaybookRunsWith(executor: { start(runId: string): void }): void {
    this.startPlaybookRun = (runId) => executor.start(runId);
  }

  /** One queue, several consumers: each claimed event also goes to `consumer` (see EventConsumer). */
  addEventConsumer(consumer: EventConsumer): void {
    this.eventConsumers.push(consumer);
  }

  drain(): Promise<unknown> {
    return this.running ?? Promise.resolve();
  }

  close(): void {
    this.senders.close();
  }

  /** One pass: every queued event (batch by batch), then every due send. Answers the events and sends handled. */
  async runOnce(signal?: AbortSignal): Promise<{ events: number; sends: number }> {
    let events = 0;
    let sends = await settlePlaybookSends(this.db);
    // Sends are delivered after each batch of events, not after the whole queue: a burst's first notifications
    // go out while the rest of it is still being matched.
    for (;;) {
      if (signal?.aborted) break;
      const handled = await this.consumeEvents();
      events += handled;
      for (;;) {
        if (signal?.aborted) break;
        const delivered = await this.deliverDue();
        sends += delivered;
        if (delivered < this.options.batchSize) break;
      }
      if (handled < this.options.batchSize) break;
    }
    return { events, sends };
  }

  private async loadRules(): Promise<Map<string, PreparedRule[]>> {
    const { rows } = await this.db.query<RuleRow>(
      `SELECT id, name, namespace, events, filter, title, template, person_id, team_id, playbook_id, custom_services,
              repeat_interval, inhibitions, wait_for, group_by, properties, error, error_at
       FROM notifications
       WHERE deleted_at IS NULL
         AND (error IS NULL OR error_at IS NULL OR error_at < now() - interval '${RULE_ERROR_RESET}'
              OR updated_at > error_at)`,
    );
    const byEvent = new Map<string, PreparedRule[]>();
    for (const rule of rows) {
      const prepared: PreparedRule = { rule };
      if (rule.filter?.trim()) {
        const compiled = compileFilter('filter', rule.filter);
        if ('problem' in compiled) {
          await this.markRuleError(rule.id, compiled.problem);
          continue;
        }
        prepared.program = compiled.program;
      }
      if (rule.error)
        await this.db.query('UPDATE notifications SET error = NULL, error_at = NULL WHERE id = $1', [rule.id]);
      for (const event of rule.events ?? []) {
        const list = byEvent.get(event) ?? [];
        list.push(prepared);
        byEvent.set(event, list);
      }
    }
    return byEvent;
  }

  private async markRuleError(id: string, error: string) {
    await this.db.query('UPDATE notifications SET error = $2, error_at = now() WHERE id = $1', [id, error]);
  }

  private async consumeEvents(): Promise<number> {
    const { rows: events } = await this.db.query<QueuedEvent>(
      `UPDATE event_queue SET attempts = attempts + 1, last_attempt = now()
       WHERE id IN (
         SELECT id FROM event_queue
         WHERE (name LIKE 'check.%' OR name LIKE 'config.%' OR name LIKE 'component.%')
           AND attempts < ${MAX_EVENT_ATTEMPTS}
           AND (last_attempt IS NULL OR last_attempt < now() - ($2::double precision * interval '1 millisecond'))
         ORDER BY priority DESC, created_at
         LIMIT $1
         FOR UPDATE SKIP LOCKED)
       RETURNING id, name, properties, created_at`,
      [this.options.batchSize, this.options.leaseMs],
    );
    if (!events.length) return 0;
    const rules = await this.loadRules();
    const consumers = await Promise.all(this.eventConsumers.map((consumer) => consumer.prepare()));
    const recipientsCache = new Map<string, Promise<Recipient[]>>();
    const disabled = new Set<string>();
    for (const event of events) {
      try {
        // Consumers first: they are idempotent per event, so a failure here repeats nothing when retried.
        for (const consume of consumers) await consume(event);
        await this.handleEvent(event, rules, recipientsCache, disabled);
        await this.db.query('DELETE FROM event_queue WHERE id = $1', [event.id]);
      } catch (error) {
        await this.db.query('UPDATE event_queue SET error = $2 WHERE id = $1', [
          event.id,
          (error as Error).message.slice(0, 1000),
        ]);
        this.onError(`Notifications: event ${event.name} ${event.id} failed:`, error);
      }
    }
    return events.length;
  }

  private async handleEvent(
    event: QueuedEvent,
    rules: Map<string, PreparedRule[]>,
    recipientsCache: Map<string, Promise<Recipient[]>>,
    disabled: Set<string>,
  ): Promise<void> {
    const candidates = (rules.get(event.name) ?? []).filter(({ rule }) => !disabled.has(rule.id));
    if (!candidates.length || !kindOf(event.name)) return;
    const resource = await loadResource(this.db, event);
    if (!resource) return;
    let silence: Promise<string | undefined> | undefined;
    for (const { rule, program } of candidates) {
      if (program) {
        let matches: boolean;
        try {
          matches = filterMatches('filter', program, resource.env);
        } catch (error) {
          disabled.add(rule.id);
          await this.markRuleError(rule.id, (error as Error).message);
          continue;
        }
        if (!matches) continue;
      }
      let intervalMs: number | undefined;
      try {
        intervalMs = repeatIntervalMs(rule);
      } catch (error) {
        disabled.add(rule.id);
        await this.markRuleError(rule.id, `repeat_interval: ${(error as Error).message}`);
        continue;
      }
      let recipients = recipientsCache.get(rule.id);
      if (!recipients) recipientsCache.set(rule.id, (recipients = resolveRecipients(this.db, rule)));
      const group = groupKey(rule, resource);
      for (const recipient of await recipients) {
        silence ??= firstSilence(this.db, resource);
        await this.decide(event, rule, resource, recipient, group, intervalMs, silence);
      }
    }
  }

  /** The constraints in upstream's order; writes the history row with the status they give. */
  private async decide(
    event: QueuedEvent,
    rule: RuleRow,
    resource: EventResource,
    recipient: Recipient,
    group: string,
    intervalMs: number | undefined,
    silence: Promise<string | undefined>,
  ) {
    const row: Record<string, unknown> = { status: 'sending', not_before: new Date() };
    const blocker = intervalMs
      ? await repeatBlocker(this.db, rule, recipient.key, group, resource, intervalMs)
      : undefined;
    const silencedBy = blocker ? undefined : await silence;
    const inhibitedBy = blocker || silencedBy ? undefined : await inhibitor(this.db, rule, resource, intervalMs);
    if (blocker) Object.assign(row, { status: 'repeat-interval', parent_id: blocker, not_before: null });
    else if (silencedBy) Object.assign(row, { status: 'silenced', silenced_by: silencedBy, not_before: null });
    else if (inhibitedBy) Object.assign(row, { status: 'inhibited', parent_id: inhibitedBy, not_before: null });
    else if (await rateLimited(this.db, rule, recipient.key, this.options.rateLimitPerHour)) {
      Object.assign(row, {
        status: 'skipped',
        not_before: null,
        error: `rate limit: more than ${this.options.rateLimitPerHour} notifications to ${recipient.key} in the last hour`,
      });
    } else {
      const waitMs = Number(rule.wait_for ?? 0) / 1e6;
      if (waitMs > 0) Object.assign(row, { status: 'pending', not_before: new Date(Date.now() + waitMs) });
    }
    await this.db.query(
      `INSERT INTO notification_send_history (notification_id, status, not_before, retries, payload, body_payload,
         source_event, resource_id, resource_health, resource_status, resource_health_description, person_id,
         team_id, connection_id, silenced_by, parent_id, recipient, error)
       VALUES ($1, $2, $3, 0, $4::jsonb, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [
        rule.id,
        row.status,
        row.not_before,
        JSON.stringify({ event: { ...event, created_at: new Date(event.created_at).toISOString() }, group }),
        JSON.stringify({ group }),
        event.name,
        resource.id,
        resource.health ?? null,
        resource.status ?? null,
        resource.description?.slice(0, 1000) ?? null,
        recipient.kind === 'email' ? (recipient.personId ?? null) : null,
        rule.team_id,
        'connectionId' in recipient ? (recipient.connectionId ?? null) : null,
        row.silenced_by ?? null,
        row.parent_id ?? null,
        recipient.key,
        row.error ?? null,
      ],
    );
  }

  /** Claims due rows (lease: not_before moved forward) and handles them with bounded concurrency. */
  private async deliverDue(): Promise<number> {
    const { rows } = await this.db.query<HistoryRow>(
      `UPDATE notification_send_history SET not_before = now() + ($2::double precision * interval '1 millisecond')
       WHERE id IN (
         SELECT id FROM notification_send_history
         WHERE status IN ('pending', 'sending') AND not_before <= now()
         ORDER BY not_before
         LIMIT $1
         FOR UPDATE SKIP LOCKED)
       RETURNING id, notification_id, status, retries, recipient, source_event, resource_id, payload`,
      [this.options.batchSize, this.options.leaseMs],
    );
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        try {
          await this.deliver(row);
        } catch (error) {
          this.onError(`Notifications: send ${row.id} failed:`, error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, rows.length) }, worker));
    return rows.length;
  }

  private async finish(id: string, fields: Record<string, unknown>) {
    const keys = Object.keys(fields);
    await this.db.query(
      `UPDATE notification_send_history SET ${keys.map((key, i) => `${key} = $${i + 2}`).join(', ')} WHERE id = $1`,
      [id, ...keys.map((key) => fields[key])],
    );
  }

  private async deliver(row: HistoryRow): Promise<void> {
    const event = row.payload?.event;
    const { rows: rules } = await this.db.query<RuleRow>(
      `SELECT id, name, namespace, events, filter, title, template, person_id, team_id, playbook_id, custom_services,
              repeat_interval, inhibitions, wait_for, group_by, properties, error, error_at
       FROM notifications WHERE id = $1 AND deleted_at IS NULL`,
      [row.notification_id],
    );
    const rule = rules[0];
    const resource = event ? await loadResource(this.db, event) : undefined;
    if (!rule || !resource || !event) {
      const why = !rule ? 'the rule was deleted' : 'the resource no longer exists';
      return this.finish(row.id, { status: 'skipped', error: `not sent: ${why}`, not_before: null });
    }
    if (row.status === 'pending') {
      // wait_for ended: a resource that recovered meanwhile is not worth a notification (upstream's skip).
      if (hasRecovered(event.name, resource)) {
        return this.finish(row.id, {
          status: 'skipped',
          error: `not sent: ${resource.kind} recovered during wait_for (now ${resource.status ?? resource.health})`,
          not_before: null,
        });
      }
      const silencedBy = await firstSilence(this.db, resource);
      if (silencedBy) return this.finish(row.id, { status: 'silenced', silenced_by: silencedBy, not_before: null });
      await this.finish(row.id, { status: 'sending' });
    }
    const recipient = (await resolveRecipients(this.db, rule)).find((r) => r.key === row.recipient);
    const env = resource.env;
    const title = renderTemplate(rule.title?.trim() || defaultTitle(event.name), env);
    const body = renderTemplate(rule.template?.trim() || defaultBody(event.name), env);
    if (recipient?.kind === 'playbook') return this.runPlaybook(row, recipient.playbookId, resource, body, title);
    const started = performance.now();
    const result = recipient
      ? await this.senders.send(recipient, { title, body, env })
      : { ok: false, permanent: true, error: `${row.recipient} is no longer a recipient of the rule` };
    const duration = Math.round(performance.now() - started);
    logNotificationSend(this.db, {
      ...result,
      id: row.id,
      notificationId: rule.id,
      recipient: row.recipient ?? 'unknown',
      title,
    });
    const retries = (row.retries ?? 0) + (result.ok ? 0 : 1);
    const bodyPayload = JSON.stringify({ group: row.payload?.group, title });
    if (result.ok) {
      return this.finish(row.id, {
        status: 'sent',
        body,
        body_payload: bodyPayload,
        duration_millis: duration,
        error: null,
        not_before: null,
      });
    }
    if (result.permanent || retries > this.options.maxRetries) {
      return this.finish(row.id, {
        status: 'error',
        body,
        body_payload: bodyPayload,
        duration_millis: duration,
        retries,
        error: result.error?.slice(0, 4000) ?? 'failed',
        not_before: null,
      });
    }
    const delay = this.options.retryBaseMs * 2 ** (retries - 1);
    await this.finish(row.id, {
      retries,
      error: result.error?.slice(0, 4000) ?? 'failed',
      duration_millis: duration,
      not_before: new Date(Date.now() + delay),
    });
  }

  /** A playbook recipient: a run on the event's resource; the send waits for it (settlePlaybookSends). */
  private async runPlaybook(row: HistoryRow, playbookId: string, resource: EventResource, body: string, title: string) {
    const started = await createPlaybookRun(this.db, playbookId, resource, row.id);
    const bodyPayload = JSON.stringify({ group: row.payload?.group, title });
    if ('error' in started) {
      return this.finish(row.id, {
        status: 'error',
        body,
        body_payload: bodyPayload,
        error: started.error,
        not_before: null,
      });
    }
    await this.finish(row.id, {
      status: 'pending_playbook_completion',
      playbook_run_id: started.runId,
      body,
      body_payload: bodyPayload,
      error: null,
      not_before: null,
    });
    this.startPlaybookRun?.(started.runId);
  }
}

/** The server's dispatcher: the system SMTP server and sender as the identity courier reads them. */
export function notificationDispatcherFromEnv(db: Database, env: NodeJS.ProcessEnv = process.env) {
  return new NotificationDispatcher(db, {
    smtpUrl: env.MC_SMTP_URL || undefined,
    from: env.MC_SMTP_FROM || undefined,
    maxRetries: Number.parseInt(env.MC_NOTIFICATION_RETRIES ?? '', 10) || undefined,
  });
}
