import http from 'node:http';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import { guardedConnectOptions } from './destinations';

/** Redirects followed before a request fails, as canary-checker follows them. */
export const MAX_REDIRECTS = 10;

export interface GuardedResponse {
  status: number;
  statusText: string;
  headers: http.IncomingHttpHeaders;
  /** The start of the body, at most `maxBytes` bytes. */
  body: string;
  /** True when the body was longer than `maxBytes` and reading stopped there. */
  truncated?: boolean;
  certExpiry?: Date;
  /** The URL that answered. */
  url: URL;
}

export interface GuardedRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal: AbortSignal;
  /** Bytes of the body read; the rest is never downloaded. */
  maxBytes: number;
  /** Skip TLS verification (a connection's `insecure_tls`). @default false */
  insecure?: boolean;
}

/**
 * One HTTP(S) exchange, its connection bound by the destination policy: an IP
 * literal is checked before connecting and a name at the moment it resolves.
 * Redirects are not followed here (see `requestFollowing`). A fresh
 * connection every time (no agent pool), so a pooled socket opened under
 * another policy is never reused.
 */
export function guardedRequest(url: URL, options: GuardedRequest): Promise<GuardedResponse> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.reject(new Error(`${url.protocol} URLs are not fetched, only http and https`));
  }
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let connect: ReturnType<typeof guardedConnectOptions>;
    try {
      connect = guardedConnectOptions(url.hostname);
    } catch (error) {
      return reject(error as Error);
    }
    const req = transport.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        signal: options.signal,
        rejectUnauthorized: !options.insecure,
        agent: false,
        ...connect,
      },
      (res) => {
        const socket = res.socket as TLSSocket;
        const cert = typeof socket.getPeerCertificate === 'function' ? socket.getPeerCertificate() : undefined;
        const certExpiry = cert?.valid_to ? new Date(cert.valid_to) : undefined;
        const chunks: Buffer[] = [];
        let size = 0;
        let settled = false;
        const done = (truncated: boolean) => {
          if (settled) return;
          settled = true;
          resolve({
            status: res.statusCode ?? 0,
            statusText: res.statusMessage ?? '',
            headers: res.headers,
            body: Buffer.concat(chunks).subarray(0, options.maxBytes).toString('utf8'),
            url,
            ...(truncated ? { truncated } : {}),
            ...(certExpiry ? { certExpiry } : {}),
          });
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // An endless or huge body is not downloaded: stop past the cap and close the connection.
          if (size > options.maxBytes) {
            res.removeAllListeners('data');
            res.destroy();
            done(true);
          }
        });
        res.on('end', () => done(false));
        res.on('error', (error) => (settled ? undefined : reject(error)));
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !['authorization', 'cookie'].includes(name.toLowerCase())),
  );
}

/** A redirect that is not followed (too many, or to another scheme): the message says why. */
export class RedirectError extends Error {}

/**
 * `guardedRequest` that follows redirects itself, at most MAX_REDIRECTS, so
 * every hop goes through the destination policy again. As browsers do, 303
 * (and 301/302 after POST) turn into a GET without a body, and credentials
 * are sent only to the origin they were given for.
 */
export async function requestFollowing(url: URL, options: GuardedRequest): Promise<GuardedResponse> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers = options.headers ?? {};
  let response = await guardedRequest(url, { ...options, method, headers });
  for (let hops = 0; isRedirect(response.status) && response.headers.location; hops++) {
    if (hops >= MAX_REDIRECTS) {
      throw new RedirectError(`more than ${MAX_REDIRECTS} redirects, last to ${response.url.toString()}`);
    }
    const next = new URL(response.headers.location, response.url);
    if (next.protocol !== 'http:' && next.protocol !== 'https:') {
      throw new RedirectError(`redirect to ${next.protocol} is not followed`);
    }
    const toGet =
      response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST');
    response = await guardedRequest(next, {
      ...options,
      method: toGet ? 'GET' : method,
      headers: next.origin === url.origin ? headers : withoutCredentials(headers),
      body: toGet ? undefined : options.body,
    });
  }
  return response;
}
