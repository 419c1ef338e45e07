import { RedirectError, requestFollowing } from '../../net/http';
import { fail, InvalidSpecError, optionalNumber, requireString, secretValue, truncate, type Executor } from './types';

/** Bytes of the body read for `responseContent` matching; the rest is not downloaded. */
const MAX_BODY_BYTES = 1024 * 1024;
export { MAX_REDIRECTS } from '../../net/http';

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
  let response;
  try {
    // Every hop, the first included, goes through the destination policy (net/destinations.ts).
    response = await requestFollowing(url, { method, headers, body, signal, maxBytes: MAX_BODY_BYTES });
  } catch (error) {
    if (error instanceof RedirectError) return fail(error.message);
    throw error;
  }
  const elapsed = Math.round(performance.now() - started);
  const detail: Record<string, unknown> = {
    code: response.status,
    headers: response.headers,
    elapsed,
    ...(response.certExpiry ? { sslExpiry: response.certExpiry.toISOString() } : {}),
  };
  if (response.url.href !== url.href) detail.url = response.url.toString();
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
