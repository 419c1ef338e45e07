import { ExecUnavailableError, networkField, runSandboxed } from '../sandbox/run';
import { parseDuration } from '../runner/duration';
import { requestFollowing } from '../net/http';
import type { Database } from '../db/database';
import { runLocalAction } from './actions/index';

/** What an action left behind: `completed`, `failed` or `skipped`, a result and an error. */
export interface ActionOutcome {
  status: 'completed' | 'failed' | 'skipped';
  result?: Record<string, unknown>;
  error?: string;
}

export interface ActionContext {
  signal: AbortSignal;
  /** Environment of exec actions: `PARAM_*` and the target's ids and names. */
  env: Record<string, string>;
  /** The server's database and the run (sql, notification: connections and the playbook's author). */
  db?: Database;
  runId?: string;
}

/** The action types of the spec (operations §3.11) and the key each one is written under. */
export const ACTION_TYPES = [
  'ai',
  'notification',
  'exec',
  'gitops',
  'github',
  'azureDevopsPipeline',
  'http',
  'sql',
  'pod',
  'logs',
] as const;

const MAX_OUTPUT = 64 * 1024;
const MAX_HTTP_BODY = 4 * 1024;
const DEFAULT_TIMEOUT_MS = 60_000;
const MAX_TIMEOUT_MS = 10 * 60_000;

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}… (truncated)` : text);

export function actionType(action: Record<string, unknown>): string | undefined {
  return ACTION_TYPES.find((type) => action[type] != null);
}

/** The action's `timeout` (`30s`, `5m`), else a minute; never more than ten minutes. */
export function actionTimeout(action: Record<string, unknown>): number {
  const value = action.timeout;
  if (typeof value !== 'string' || !value.trim()) return DEFAULT_TIMEOUT_MS;
  const ms = parseDuration(value);
  return Math.min(Math.max(ms, 1), MAX_TIMEOUT_MS);
}

/**
 * `exec.script` through `sh -c` in the exec sandbox (sandbox/bwrap.ts), as an
 * exec check runs: no view of the server, no network unless `exec.network:
 * true`, resource limits, and a timeout or a cancelled run kills the whole PID
 * namespace. Parameters reach the script only as environment variables; the
 * script text is used exactly as written.
 */
export async function runExec(spec: unknown, timeoutMs: number, context: ActionContext): Promise<ActionOutcome> {
  const exec = (spec ?? {}) as { script?: unknown; network?: unknown };
  const script = exec.script;
  if (typeof script !== 'string' || !script.trim()) return { status: 'failed', error: 'exec.script is required' };
  const network = networkField(exec.network);
  if (typeof network === 'string') return { status: 'failed', error: `exec.${network}` };
  let stopped: string | undefined;
  const controller = new AbortController();
  const stop = (reason: string) => {
    stopped ??= reason;
    controller.abort(new Error(reason));
  };
  const timer = setTimeout(() => stop(`timed out after ${timeoutMs} ms`), timeoutMs);
  const onAbort = () => stop('cancelled');
  if (context.signal.aborted) onAbort();
  context.signal.addEventListener('abort', onAbort, { once: true });
  try {
    const run = await runSandboxed({ script, env: context.env, network, signal: controller.signal });
    const result = {
      stdout: truncate(run.stdout, MAX_OUTPUT),
      stderr: truncate(run.stderr, MAX_OUTPUT),
      exitCode: run.exitCode,
    };
    if (stopped) return { status: 'failed', result, error: `script ${stopped}` };
    if (run.exitCode === 0) return { status: 'completed', result };
    const detail = run.stderr.trim() ? `: ${truncate(run.stderr.trim(), 500)}` : '';
    const how = run.killedBy ? `was killed by ${run.killedBy}` : `exited with code ${run.exitCode}`;
    return { status: 'failed', result, error: `script ${how}${detail}` };
  } catch (error) {
    if (error instanceof ExecUnavailableError) return { status: 'failed', error: error.message };
    return { status: 'failed', error: `could not start the script: ${(error as Error).message}` };
  } finally {
    clearTimeout(timer);
    context.signal.removeEventListener('abort', onAbort);
  }
}

function headerList(value: unknown): Array<[string, string]> {
  if (Array.isArray(value)) {
    return value.flatMap((entry) => {
      const header = entry as { name?: unknown; value?: unknown } | null;
      return header && typeof header.name === 'string' && typeof header.value === 'string'
        ? [[header.name, header.value] as [string, string]]
        : [];
    });
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  }
  return [];
}

/**
 * `http.url` with `method` (GET), `headers` and `body`. A response of 400 or
 * above fails the action; the status code and the start of the body are kept.
 */
export async function runHttp(spec: unknown, timeoutMs: number, context: ActionContext): Promise<ActionOutcome> {
  const http = (spec ?? {}) as Record<string, unknown>;
  const url = typeof http.url === 'string' ? http.url.trim() : '';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { status: 'failed', error: url ? `http.url "${url}" is not a URL` : 'http.url is required' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { status: 'failed', error: 'http.url must be an http or https URL' };
  }
  const method = typeof http.method === 'string' && http.method ? http.method.toUpperCase() : 'GET';
  const body =
    http.body == null || method === 'GET' || method === 'HEAD'
      ? undefined
      : typeof http.body === 'string'
        ? http.body
        : JSON.stringify(http.body);
  const started = performance.now();
  try {
    // Redirects are followed by hand so each hop passes the destination policy (net/destinations.ts).
    const response = await requestFollowing(parsed, {
      method,
      headers: Object.fromEntries(headerList(http.headers)),
      body,
      maxBytes: MAX_HTTP_BODY,
      signal: AbortSignal.any([context.signal, AbortSignal.timeout(timeoutMs)]),
    });
    const result = {
      code: response.status,
      body: response.truncated ? `${response.body}… (truncated)` : response.body,
      contentType: String(response.headers['content-type'] ?? ''),
      duration: Math.round(performance.now() - started),
    };
    if (response.status >= 400)
      return { status: 'failed', result, error: `${method} ${url} returned ${response.status}` };
    return { status: 'completed', result };
  } catch (error) {
    const reason = context.signal.aborted
      ? 'cancelled'
      : error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        ? `timed out after ${timeoutMs} ms`
        : error instanceof Error
          ? error.message
          : String(error);
    return { status: 'failed', error: `${method} ${url} failed: ${reason}` };
  }
}

export async function runAction(action: Record<string, unknown>, context: ActionContext): Promise<ActionOutcome> {
  const type = actionType(action);
  if (!type)
    return { status: 'skipped', error: `action has no type; supported: exec, http, sql, notification, gitops` };
  let timeoutMs: number;
  try {
    timeoutMs = actionTimeout(action);
  } catch (error) {
    return { status: 'failed', error: `timeout: ${(error as Error).message}` };
  }
  switch (type) {
    case 'exec':
      return runExec(action.exec, timeoutMs, context);
    case 'http':
      return runHttp(action.http, timeoutMs, context);
    default:
      // sql, notification and gitops run here; the rest record what they need (actions/index.ts).
      return runLocalAction(type, action, timeoutMs, context);
  }
}
