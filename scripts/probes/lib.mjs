// HTTP helpers for the security probes: raw paths, a chosen loopback source address, and a
// table of results. Each probe records whether the finding held (fixed) or reproduced (open).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** The console's base address, set once by the probe script. */
let base = 'http://127.0.0.1:9300';
export function setBase(value) {
  base = value;
}

/** One HTTP exchange with the raw path kept as written (so %09 stays %09), optionally from another loopback address. */
export function call(method, path, { headers = {}, body, localAddress, url } = {}) {
  const target = new URL(url ?? base);
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      {
        host: target.hostname,
        port: target.port,
        method,
        path,
        localAddress,
        rejectUnauthorized: false,
        headers: {
          Origin: `${target.protocol}//${target.host}`,
          ...(payload !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({
            status: res.statusCode,
            headers: res.headers,
            text,
            json,
            ms: Math.round(performance.now() - started),
          });
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

export async function login(identifier, password, localAddress) {
  const flow = await call('GET', '/api/kratos/self-service/login/api', { localAddress });
  const res = await call('POST', `/api/kratos/self-service/login?flow=${flow.json.id}`, {
    body: { method: 'password', identifier, password },
    localAddress,
  });
  return res;
}
export const as = (token) => ({ 'X-Session-Token': token });

export const rows = [];
export function record(id, probe, answer, held) {
  rows.push({ id, probe, answer, held });
  console.error(`${held ? 'held ' : 'OPEN '} ${id}  ${probe}  →  ${answer}`);
}
export async function probe(id, name, fn) {
  try {
    await fn();
  } catch (error) {
    record(id, name, `probe error: ${error.message}`, false);
  }
}
