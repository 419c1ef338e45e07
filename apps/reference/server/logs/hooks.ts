import type { Queryable } from '../db/database';
import { emitLog } from './store';

/**
 * The engines' one-line hooks: each turns what an engine just did into one line of the server's own logs. They
 * return at once (emitLog buffers) and never throw, so a hook cannot slow or break a run.
 */

const clip = (text: string, max = 4000) => (text.length > max ? `${text.slice(0, max)}…` : text);

function safely(work: () => void): void {
  try {
    work();
  } catch (error) {
    console.error('Logs: a hook could not record a line:', error);
  }
}

/** A check run: `Check <name> failed: <error>` or `Check <name> passed[: <message>]`. */
export function logCheckRun(
  db: Queryable,
  check: { id: string; canary_id?: string; name: string; type?: string },
  run: { start: Date; duration: number; pass: boolean; invalid?: boolean; message?: string; error?: string },
): void {
  safely(() => {
    const detail = run.pass ? run.message : run.error || run.message;
    emitLog(db, {
      source: 'check',
      timestamp: run.start,
      message: clip(`Check ${check.name} ${run.pass ? 'passed' : 'failed'}${detail ? `: ${detail}` : ''}`),
      labels: {
        level: run.pass ? 'info' : 'error',
        check_id: check.id,
        check_name: check.name,
        ...(check.canary_id ? { canary_id: check.canary_id } : {}),
        ...(check.type ? { check_type: check.type } : {}),
        status: run.pass ? 'passed' : run.invalid ? 'invalid' : 'failed',
        run_start: run.start.toISOString(),
        duration_ms: String(run.duration),
      },
    });
  });
}

/** A playbook action that finished: its output (result's stdout/stderr) or its error. */
export function logPlaybookAction(
  db: Queryable,
  action: { runId: string; name: string; status: string; result?: unknown; error?: string },
): void {
  safely(() => {
    const result = action.result && typeof action.result === 'object' ? (action.result as Record<string, unknown>) : {};
    const output = [result.stdout, result.stderr].filter((part) => typeof part === 'string' && part.trim()).join('\n');
    const detail = action.error || output || (action.result === undefined ? '' : JSON.stringify(action.result));
    emitLog(db, {
      source: 'playbook',
      message: clip(`Playbook action ${action.name} ${action.status}${detail ? `: ${detail}` : ''}`),
      labels: {
        level: action.status === 'failed' ? 'error' : 'info',
        playbook_run_id: action.runId,
        action: action.name,
        status: action.status,
      },
    });
  });
}

/** A scraper run: how many items it stored and its first errors. */
export function logScrapeRun(
  db: Queryable,
  run: { scraperId: string; name: string; status: string; items: number; errors: readonly string[] },
): void {
  safely(() => {
    const errors = run.errors.length ? `; ${run.errors.length} error(s): ${run.errors.slice(0, 3).join('; ')}` : '';
    emitLog(db, {
      source: 'scraper',
      message: clip(`Scraper ${run.name} ${run.status.toLowerCase()}: ${run.items} item(s)${errors}`),
      labels: {
        level: run.status === 'FAILED' ? 'error' : run.status === 'WARNING' ? 'warning' : 'info',
        scraper_id: run.scraperId,
        scraper_name: run.name,
        status: run.status,
      },
    });
  });
}

/** A notification send attempt: sent, or why not. */
export function logNotificationSend(
  db: Queryable,
  send: { id: string; notificationId?: string | null; recipient: string; title: string; ok: boolean; error?: string },
): void {
  safely(() => {
    emitLog(db, {
      source: 'notification',
      message: clip(
        send.ok
          ? `Notification "${send.title}" sent to ${send.recipient}`
          : `Notification "${send.title}" to ${send.recipient} failed: ${send.error ?? 'failed'}`,
      ),
      labels: {
        level: send.ok ? 'info' : 'error',
        send_id: send.id,
        ...(send.notificationId ? { notification_id: send.notificationId } : {}),
        recipient: send.recipient,
        status: send.ok ? 'sent' : 'error',
      },
    });
  });
}
