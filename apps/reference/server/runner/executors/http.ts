import http from 'node:http';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import { fail, InvalidSpecError, optionalNumber, requireString, secretValue, truncate, type Executor } from './types';

/** Bytes of the body read for `responseContent` matching; the rest is not downloaded. */
const MAX_BODY_BYTES = 1024 * 1024;
/** Redirects followed (3xx with Location) before the check fails, as canary-checker follows them. */
export const MAX_REDIRECTS = 10;

function readHeaders(spec: Record<string, unknown>): Record<string, string> {
  const headers: Record<string, string> = {};
  const raw = spec.headers;
  if (raw == null) return headers;
  if (Array.isArray(raw)) {
    // canary-checker form: [{name, value}] (value may be an EnvVar {value}).
    for (const [index, entry] of raw.entries()) {
      if (typeof entry !== 'object' || entry === null || typeof (entry as { name?: unknown }).name !== 'string') {
        throw new InvalidSpecError(`headers[${index}] needs a name`);
      }
      const record = entry as Record<string, unknown>;
      headers[record.name as string] = secretValue(record, 'value') ?? '';
    }
    return headers;
  }
  if (typeof raw === 'object') {
    for (const [name, value] of Object.entries(raw)) headers[name] = String(value);
    return headers;
  }
  throw new InvalidSpecError('headers must be a list of {name, value}');
}

function responseCodes(spec: Record<string, unknown>): number[] | undefined {
  const raw = spec.responseCodes;
  if (raw == null) return undefined;
  if (!Array.isArray(raw) || raw.some((code) => !Number.isInteger(Number(code)))) {
    throw new InvalidSpecError('responseCodes must be a list of HTTP status codes');
  }
  return raw.map(Number);
}

interface HttpResponse {
  status: number;
  body: string;
  /** True when the body was longer than MAX_BODY_BYTES and reading stopped there. */
  truncated?: boolean;
  /** The URL that answered, after redirects. */
  url?: URL;
  headers: http.IncomingHttpHeaders;
  certExpiry?: Date;
}

function request(
  url: URL,
  options: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal },
): Promise<HttpResponse> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(
      url,
      { method: options.method, headers: options.headers, signal: options.signal, rejectUnauthorized: true },
      (res) => {
        let certExpiry: Date | undefined;
        const socket = res.socket as TLSSocket;
        if (typeof socket.getPeerCertificate === 'function') {
          const cert = socket.getPeerCertificate();
          if (cert?.valid_to) certExpiry = new Date(cert.valid_to);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        const done = (truncated: boolean) =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8').slice(0, MAX_BODY_BYTES),
            ...(truncated ? { truncated } : {}),
            ...(certExpiry ? { certExpiry } : {}),
          });
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // An endless or huge body is not downloaded: stop at the cap and close the connection.
          if (size >= MAX_BODY_BYTES) {
            res.removeAllListeners('data');
            res.destroy();
            done(true);
          }
        });
        res.on('end', () => done(false));
        res.on('error', reject);
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

/**
 * HTTP(S) request with canary-checker's checks: expected status codes (any
 * 2xx/3xx when none are given), `thresholdMillis`, `responseContent` and
 * `maxSSLExpiry` (days of certificate validity that must remain).
 */
export const httpCheck: Executor = async (spec, { signal }) => {
  const rawUrl = requireString(spec, 'url', 'endpoint');
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new InvalidSpecError(`url "${rawUrl}" is not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidSpecError(`url must start with http:// or https://, got ${url.protocol}`);
  }
  const method = (typeof spec.method === 'string' && spec.method ? spec.method : 'GET').toUpperCase();
  const headers = readHeaders(spec);
  const username = secretValue(spec, 'username');
  const password = secretValue(spec, 'password');
  if (username !== undefined || password !== undefined) {
    headers.Authorization = `Basic ${Buffer.from(`${username ?? ''}:${password ?? ''}`).toString('base64')}`;
  }
  const body = spec.body == null ? undefined : typeof spec.body === 'string' ? spec.body : JSON.stringify(spec.body);
  const codes = responseCodes(spec);
  const threshold = optionalNumber(spec, 'thresholdMillis');
  const maxSslExpiry = optionalNumber(spec, 'maxSSLExpiry');
  const expectedContent = typeof spec.responseContent === 'string' ? spec.responseContent : undefined;

  const started = performance.now();
  let response = await request(url, { method, headers, body, signal });
  let current = url;
  for (let hops = 0; isRedirect(response.status) && response.headers.location; hops++) {
    if (hops >= MAX_REDIRECTS) return fail(`more than ${MAX_REDIRECTS} redirects, last to ${current.toString()}`);
    const next = new URL(response.headers.location, current);
    if (next.protocol !== 'http:' && next.protocol !== 'https:') {
      return fail(`redirect to ${next.protocol} is not followed`);
    }
    // As browsers: 303 (and 301/302 after POST) turn into GET without a body; credentials stay on the same origin.
    const toGet =
      response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST');
    const nextHeaders = next.origin === url.origin ? headers : withoutCredentials(headers);
    current = next;
    response = await request(next, {
      method: toGet ? 'GET' : method,
      headers: nextHeaders,
      body: toGet ? undefined : body,
      signal,
    });
    response.url = next;
  }
  const elapsed = Math.round(performance.now() - started);
  const detail: Record<string, unknown> = {
    code: response.status,
    headers: response.headers,
    elapsed,
    ...(response.certExpiry ? { sslExpiry: response.certExpiry.toISOString() } : {}),
  };
  if (response.url) detail.url = response.url.toString();
  if (response.truncated) detail.truncated = true;
  const message = `${method} ${url.toString()} returned ${response.status} in ${elapsed}ms`;

  const codeOk = codes ? codes.includes(response.status) : response.status >= 200 && response.status < 400;
  if (!codeOk) {
    const expected = codes ? codes.join(', ') : '2xx or 3xx';
    return fail(`response code ${response.status} is not one of ${expected}`, { message, detail });
  }
  if (threshold !== undefined && elapsed > threshold) {
    return fail(`response took ${elapsed}ms, above thresholdMillis ${threshold}ms`, { message, detail });
  }
  if (expectedContent !== undefined && !response.body.includes(expectedContent)) {
    return fail(`response does not contain "${truncate(expectedContent, 200)}"`, { message, detail });
  }
  if (maxSslExpiry !== undefined && url.protocol === 'https:' && response.certExpiry) {
    const daysLeft = Math.floor((response.certExpiry.getTime() - Date.now()) / 86_400_000);
    if (daysLeft < maxSslExpiry) {
      return fail(`SSL certificate expires in ${daysLeft} days, fewer than maxSSLExpiry ${maxSslExpiry}`, {
        message,
        detail,
      });
    }
  }
  return { pass: true, message, detail };
};
