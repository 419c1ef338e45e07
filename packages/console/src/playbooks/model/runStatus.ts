/** Run and action statuses after which nothing changes any more (the backend's final states). */
export const TERMINAL_RUN_STATUSES = ['completed', 'failed', 'cancelled', 'timed_out', 'skipped'] as const;

/** How often a run that is still going is fetched again, in milliseconds. */
export const RUN_POLL_INTERVAL_MS = 2000;

export function isTerminalStatus(status: string | null | undefined): boolean {
  return (TERMINAL_RUN_STATUSES as readonly string[]).includes((status ?? '').trim().toLowerCase());
}

/**
 * The ui StatusDot picks its colour from health words, so a run status is
 * mapped to one: completed is healthy, failed and timed out are unhealthy,
 * cancelled and skipped are grey, anything still going is a warning.
 */
export function runStatusTone(status: string | null | undefined): 'healthy' | 'unhealthy' | 'unknown' | 'warning' {
  switch ((status ?? '').trim().toLowerCase()) {
    case 'completed':
      return 'healthy';
    case 'failed':
    case 'timed_out':
      return 'unhealthy';
    case 'cancelled':
    case 'skipped':
      return 'unknown';
    default:
      return 'warning';
  }
}

/** `timed_out` reads as `timed out`. */
export function statusText(status: string | null | undefined): string {
  return (status ?? '').trim().replace(/_/g, ' ') || 'unknown';
}

/** Milliseconds between two timestamps, or undefined when either is missing or the order is wrong. */
export function durationMs(start: string | null | undefined, end: string | null | undefined): number | undefined {
  if (!start || !end) return undefined;
  const ms = Date.parse(end) - Date.parse(start);
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

export interface ActionOutput {
  /** A labelled block of text: stdout, stderr, an HTTP body, or the whole result as JSON. */
  blocks: Array<{ key: string; label: string; text: string }>;
  /** Short facts: exit code, HTTP status, content type. */
  facts: Array<{ key: string; label: string; value: string }>;
}

/**
 * What an action's `result` shows: exec results (stdout, stderr, exitCode) and
 * http results (code, body, contentType) are laid out; any other result is
 * shown as JSON, so nothing the backend recorded is hidden.
 */
export function actionOutput(result: unknown): ActionOutput {
  const output: ActionOutput = { blocks: [], facts: [] };
  if (result == null || result === '') return output;
  if (typeof result !== 'object' || Array.isArray(result)) {
    output.blocks.push({ key: 'result', label: 'Result', text: typeof result === 'string' ? result : json(result) });
    return output;
  }
  const record = { ...(result as Record<string, unknown>) };
  /** Removes and returns a field only when it has the expected type; anything else stays in the JSON rest. */
  const take = <T>(key: string, is: (value: unknown) => value is T): T | undefined => {
    const value = record[key];
    if (!is(value)) return undefined;
    delete record[key];
    return value;
  };
  const code = take('code', isNumber);
  const exitCode = take('exitCode', isNumber);
  const contentType = take('contentType', isString);
  const stdout = take('stdout', isString);
  const stderr = take('stderr', isString);
  const body = take('body', isString);
  if (code !== undefined) output.facts.push({ key: 'code', label: 'HTTP status', value: String(code) });
  if (exitCode !== undefined) output.facts.push({ key: 'exitCode', label: 'Exit code', value: String(exitCode) });
  if (contentType) output.facts.push({ key: 'contentType', label: 'Content type', value: contentType });
  if (stdout) output.blocks.push({ key: 'stdout', label: 'Output', text: stdout });
  if (stderr) output.blocks.push({ key: 'stderr', label: 'Error output', text: stderr });
  if (body) output.blocks.push({ key: 'body', label: 'Response body', text: body });
  const rest = Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
  if (Object.keys(rest).length > 0) output.blocks.push({ key: 'result', label: 'Result', text: json(rest) });
  return output;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';

function json(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/** A parameter value as text: strings as they are, everything else as JSON. */
export function parameterText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return json(value);
}
