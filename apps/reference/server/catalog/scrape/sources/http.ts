import type { Queryable } from '../../../db/database';
import { findConnection } from '../../../connections/resolve';
import { isConnectionReference } from '../../../connections/references';
import { requestFollowing } from '../../../net/http';
import { authorMayRead } from './sql';
import type { SourceConfig } from '../spec';
import type { RawDocument, SourceContext } from '../types';

/**
 * The `http` scraper: a JSON endpoint (`url`, or the URL and credentials of a `connection`), with `method`,
 * `body`, `headers` ({name, value} list or a map) and basic `username`/`password`. Requests go through the
 * destination policy (net/http.ts), like HTTP checks; the answer is one document.
 */
export function httpSourceProblem(config: SourceConfig): string | undefined {
  const hasConnection = isConnectionReference(config.connection);
  if (hasConnection && config.url) return 'an http scraper takes its url from its connection; do not set both';
  if (!hasConnection && (typeof config.url !== 'string' || !/^https?:\/\//.test(config.url))) {
    return 'an http scraper needs an http(s) url or a connection';
  }
  return undefined;
}

function headersOf(value: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  if (Array.isArray(value)) {
    for (const entry of value as Array<Record<string, unknown>>) {
      if (entry && typeof entry.name === 'string' && typeof entry.value === 'string') headers[entry.name] = entry.value;
    }
  } else if (value && typeof value === 'object') {
    for (const [name, entry] of Object.entries(value)) if (typeof entry === 'string') headers[name] = entry;
  }
  return headers;
}

export async function httpSource(
  config: SourceConfig,
  db: Queryable,
  author: string | null,
  context: SourceContext,
): Promise<RawDocument[]> {
  const problem = httpSourceProblem(config);
  if (problem) throw new Error(problem);
  let url = String(config.url ?? '');
  let username = typeof config.username === 'string' ? config.username : undefined;
  let password = typeof config.password === 'string' ? config.password : undefined;
  if (isConnectionReference(config.connection)) {
    const connection = await findConnection(db, config.connection);
    // The S4 rule at run time: whoever wrote the scraper must still be allowed to read the connection.
    if (!(await authorMayRead(db, author, connection.id))) {
      throw new Error(`${config.connection} may not be used: the scraper's author may not read its secrets`);
    }
    url = connection.url ?? '';
    username ??= connection.username ?? undefined;
    password ??= connection.password ?? undefined;
  }
  const headers: Record<string, string> = { accept: 'application/json', ...headersOf(config.headers) };
  if ((username || password) && !Object.keys(headers).some((name) => name.toLowerCase() === 'authorization')) {
    headers.authorization = `Basic ${Buffer.from(`${username ?? ''}:${password ?? ''}`).toString('base64')}`;
  }
  const timeout = AbortSignal.timeout(context.timeoutMs);
  const response = await requestFollowing(new URL(url), {
    method: typeof config.method === 'string' ? config.method.toUpperCase() : 'GET',
    headers,
    body: typeof config.body === 'string' ? config.body : config.body != null ? JSON.stringify(config.body) : undefined,
    signal: AbortSignal.any([context.signal, timeout]),
    maxBytes: context.maxBytes,
  });
  const where = response.url.toString();
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`${where} answered ${response.status} ${response.statusText}`.trim());
  }
  if (response.truncated) throw new Error(`${where} sent more than the limit of ${context.maxBytes} bytes`);
  try {
    return [{ data: JSON.parse(response.body) as unknown, origin: where, format: 'json' }];
  } catch {
    throw new Error(`${where} did not answer with JSON`);
  }
}
