import * as z from 'zod/mini';
import type { LogSearchRequest } from '@mission-control/api';
import { resolveTimeRange, type TimeRange } from '@mission-control/ui/time';

/** The search box's debounce (reference §4.1: 500 ms). */
export const LOG_SEARCH_DEBOUNCE_MS = 500;

/** The page's window unless the URL names another (the time range's first option). */
const DEFAULT_LOGS_START = 'now-1h';
export const DEFAULT_LOGS_RANGE: TimeRange = { type: 'relative', from: DEFAULT_LOGS_START, to: 'now' };

// ESC [ … final byte (colours, cursor moves) and ESC ] … BEL/ST (titles, links): what terminals leave in logs.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;

/** A log message without its terminal escape codes (reference §4.1: the Message column strips ANSI). */
export function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}

/** A component with log selectors, as the picker lists it. */
export const logComponentSchema = z.looseObject({
  id: z.string(),
  name: z.nullish(z.string()),
  icon: z.nullish(z.string()),
  type: z.nullish(z.string()),
  log_selectors: z.nullish(z.unknown()),
});
export type LogComponent = z.infer<typeof logComponentSchema> & { logs: string[] };

/** The selector names of a component (`log_selectors[].name`), in order. */
export function selectorNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry, index) => {
    if (!entry || typeof entry !== 'object') return [];
    const name = (entry as { name?: unknown }).name;
    return [typeof name === 'string' && name ? name : `logs ${index + 1}`];
  });
}

/** `start`/`end` for the server: date math as it is, a named range resolved to its instants. */
export function rangeBounds(range: TimeRange): Pick<LogSearchRequest, 'start' | 'end'> {
  if (range.type === 'relative')
    return { start: range.from, ...(range.to && range.to !== 'indefinitely' ? { end: range.to } : {}) };
  if (range.type === 'absolute') return { start: range.from, end: range.to };
  const resolved = resolveTimeRange(range, {});
  if (!resolved) return { start: DEFAULT_LOGS_START };
  return { start: resolved.from.toISOString(), ...(resolved.to ? { end: resolved.to.toISOString() } : {}) };
}

/**
 * A catalog item's selector names: its properties of type `logs` (the server reads the same entries), in order.
 * Empty when the item has none, so the item page offers View Logs only where there is something to search.
 */
export function catalogSelectorNames(properties: unknown): string[] {
  if (!Array.isArray(properties)) return [];
  return selectorNames(
    properties.filter((entry) => !!entry && typeof entry === 'object' && (entry as { type?: unknown }).type === 'logs'),
  );
}

/** The logs page's params for a catalog item (its first selector unless the page picks another), for `routes.logs`. */
export function catalogLogsParams(configId: string): Record<string, string> {
  return { configId };
}

/**
 * The page's URL state (reference §4.1's names: `topologyId`, `logsSelector`, `query`; ours: `configId`, a catalog
 * item whose log selectors are searched when no component is picked).
 */
export interface LogsParams {
  topologyId: string;
  configId: string;
  logsSelector: string;
  query: string;
}

export function decodeLogsParams(params: { get(name: string): string | null }): LogsParams {
  return {
    topologyId: params.get('topologyId') ?? '',
    configId: params.get('configId') ?? '',
    logsSelector: params.get('logsSelector') ?? '',
    query: params.get('query') ?? '',
  };
}

/**
 * The request, or null when there is nothing to search yet: no component, no named log and no words (the page then
 * says "Please select a component to view the logs"). Without a component, a named log or a search looks through
 * every log the caller may read.
 */
export function logsRequest(params: LogsParams, range: TimeRange): LogSearchRequest | null {
  const query = params.query.trim();
  const id = params.topologyId || params.configId;
  if (!id && !params.logsSelector && !query) return null;
  return {
    ...(id ? { id } : {}),
    ...(params.logsSelector ? { name: params.logsSelector } : {}),
    ...(query ? { query } : {}),
    ...rangeBounds(range),
  };
}

/** The logs page's params for a check's runs (a check's detail links to it), for `routes.logs`. */
export function checkLogsParams(checkId: string): Record<string, string> {
  return { logsSelector: 'checks', query: `check_id=${checkId}` };
}
