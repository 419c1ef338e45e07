import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import type { TLSSocket } from 'node:tls';
import { connectTcp } from '../runner/executors/network';

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

/** One HTTP(S) request; TLS is verified unless `insecure`. */
export function httpProbe(
  url: URL,
  options: { method?: string; headers?: Record<string, string>; insecure?: boolean; signal: AbortSignal },
): Promise<HttpProbe> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        signal: options.signal,
        rejectUnauthorized: !options.insecure,
      },
      (res) => {
        const socket = res.socket as TLSSocket;
        const cert = typeof socket.getPeerCertificate === 'function' ? socket.getPeerCertificate() : undefined;
        const certExpiry = cert?.valid_to ? new Date(cert.valid_to) : undefined;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (body.length < MAX_BODY) body += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            statusText: res.statusMessage ?? '',
            body: body.slice(0, MAX_BODY),
            ...(certExpiry ? { certExpiry } : {}),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
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
