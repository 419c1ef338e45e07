import type net from 'node:net';
import { DestinationRefusedError, resolveAllowed } from '../net/destinations';
import { guardedRequest } from '../net/http';
import { connectTcp } from '../runner/executors/network';
import type { ConnectionRow } from './test';

/** Outcome of a connection test: `message` is what the user reads, success or the driver's error. */
export interface TestResult {
  ok: boolean;
  message: string;
}

export const success = (message: string): TestResult => ({ ok: true, message });
export const failure = (message: string): TestResult => ({ ok: false, message });

const errorText = (error: unknown) => {
  if (error instanceof AggregateError && error.errors.length) return errorText(error.errors[0]);
  const base = error instanceof Error ? error.message || error.name : String(error);
  const code = (error as { code?: unknown }).code;
  // Node's errno codes (ECONNREFUSED) say more than their text; drivers' own codes (SQLSTATE) do not.
  return typeof code === 'string' && /^E[A-Z]+$/.test(code) && !base.includes(code) ? `${code}: ${base}` : base;
};
export { errorText };

export interface HttpProbe {
  status: number;
  statusText: string;
  body: string;
  /** Set for https: when the peer certificate expires. */
  certExpiry?: Date;
}

/** Bytes of a response body kept (enough for version JSON and error pages). */
const MAX_BODY = 64 * 1024;

/** One HTTP(S) request, within the destination policy; TLS is verified unless `insecure`. Redirects are not followed. */
export async function httpProbe(
  url: URL,
  options: { method?: string; headers?: Record<string, string>; insecure?: boolean; signal: AbortSignal },
): Promise<HttpProbe> {
  const response = await guardedRequest(url, { ...options, maxBytes: MAX_BODY });
  return {
    status: response.status,
    statusText: response.statusText,
    body: response.body,
    ...(response.certExpiry ? { certExpiry: response.certExpiry } : {}),
  };
}

/**
 * The host a connection points at (its `host`/`server` property or its URL,
 * `scp`-style git remotes included), when it has a network one.
 */
export function connectionHost(conn: ConnectionRow): string | undefined {
  const props = conn.properties ?? {};
  const raw = [props.host, props.server, props.url, conn.url].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  if (!raw || conn.type === 'folder') return undefined;
  const scp = /^[^@/\s]+@([^:/\s]+):/.exec(raw.trim());
  if (scp && !/^[a-z][a-z0-9+.-]*:\/\//i.test(raw.trim())) return scp[1];
  try {
    return hostPort(raw, 0).host || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The destination policy for a connection Test, checked before any driver
 * runs: the drivers that resolve names themselves (SMTP, git, database and
 * directory clients) are covered here; the HTTP, TCP, redis and PostgreSQL
 * testers are checked again on each address they connect to.
 */
export async function assertConnectionDestination(conn: ConnectionRow): Promise<void> {
  const host = connectionHost(conn);
  if (!host) return;
  // A name that does not resolve here (a mongodb+srv seed list) is left to the driver, which reports it.
  await resolveAllowed(host).catch((error: unknown) => {
    if (error instanceof DestinationRefusedError) throw error;
  });
}

/** `Authorization: Basic` for a username/password pair, when one is given. */
export function basicAuth(username?: string | null, password?: string | null): Record<string, string> {
  if (!username && !password) return {};
  return { Authorization: `Basic ${Buffer.from(`${username ?? ''}:${password ?? ''}`).toString('base64')}` };
}

/** `host[:port]` or a `scheme://host:port/...` URL, with a default port. */
export function hostPort(raw: string, defaultPort: number): { host: string; port: number } {
  const text = raw.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    const url = new URL(text);
    return { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || defaultPort) };
  }
  const match = /^\[([^\]]+)\](?::(\d+))?$/.exec(text) ?? /^([^:/]+)(?::(\d+))?$/.exec(text);
  if (!match) throw new Error(`"${raw}" is not a host or host:port`);
  return { host: match[1]!, port: Number(match[2] ?? defaultPort) };
}

/**
 * Opens a TCP connection, sends `request` and returns the first bytes of the
 * answer within `waitMs` (empty when the server says nothing or closes).
 */
export async function tcpExchange(
  host: string,
  port: number,
  request: Buffer,
  signal: AbortSignal,
  waitMs = 5000,
): Promise<Buffer> {
  const socket: net.Socket = await connectTcp(host, port, signal);
  try {
    return await new Promise<Buffer>((resolve) => {
      const timer = setTimeout(() => resolve(Buffer.alloc(0)), waitMs);
      socket.once('data', (chunk: Buffer) => {
        clearTimeout(timer);
        resolve(chunk);
      });
      socket.once('close', () => {
        clearTimeout(timer);
        resolve(Buffer.alloc(0));
      });
      socket.once('error', () => undefined);
      socket.write(request);
    });
  } finally {
    socket.destroy();
  }
}
