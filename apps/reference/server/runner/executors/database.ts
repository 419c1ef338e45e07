import net from 'node:net';
import pg from 'pg';
import { guardedConnectOptions } from '../../net/destinations';
import { connectTcp, splitHostPort } from './network';
import { InvalidSpecError, fail, optionalNumber, requireString, secretValue, type Executor } from './types';

/**
 * canary-checker calls it `connection` (or `url`). The runner replaces a
 * `connection://` reference with the named connection's URL before the run
 * (connections/resolve.ts); one that reaches here was not resolved.
 */
function connectionString(spec: Record<string, unknown>): string {
  const value = secretValue(spec, 'connection') ?? secretValue(spec, 'url');
  if (!value) throw new InvalidSpecError('connection (a postgres:// URL) is required');
  if (value.startsWith('connection://')) {
    throw new InvalidSpecError(
      'the connection:// reference was not resolved before the run; give a postgres:// URL or run the check through the runner',
    );
  }
  if (!/^postgres(ql)?:\/\//.test(value)) throw new InvalidSpecError('connection must be a postgres:// URL');
  return value;
}

/**
 * pg's socket, connecting only where the destination policy allows: pg calls
 * `connect(port, host)` on it (or `connect(path)` for a Unix socket, which
 * is local and not a network destination).
 */
export function guardedPgStream(): net.Socket {
  const socket = new net.Socket();
  const connect = socket.connect.bind(socket) as (...args: unknown[]) => net.Socket;
  socket.connect = ((port: unknown, host?: unknown) => {
    if (typeof port === 'number' || /^\d+$/.test(String(port))) {
      const target = typeof host === 'string' && host ? host : 'localhost';
      if (!target.startsWith('/')) {
        try {
          return connect({ port: Number(port), host: target, ...guardedConnectOptions(target) });
        } catch (error) {
          process.nextTick(() => socket.destroy(error as Error));
          return socket;
        }
      }
    }
    return connect(port, host);
  }) as typeof socket.connect;
  return socket;
}

/**
 * Runs `query` (default `SELECT 1`) and, when `results` is set, expects
 * exactly that many rows, as canary-checker's postgres check does.
 */
export const postgresCheck: Executor = async (spec, { signal, timeoutMs }) => {
  const url = connectionString(spec);
  const query = typeof spec.query === 'string' && spec.query.trim() ? spec.query : 'SELECT 1';
  const expected = optionalNumber(spec, 'results');
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs,
    stream: guardedPgStream,
  });
  // A target that drops the connection after the query makes the client emit 'error'; unheard, that would end the server.
  client.on('error', () => undefined);
  const onAbort = () => void client.end().catch(() => undefined);
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    await client.connect();
    const result = await client.query(query);
    const rows = result.rows.length;
    const message = `${rows} row${rows === 1 ? '' : 's'}`;
    const detail = { rows: result.rows.slice(0, 20) };
    if (expected !== undefined && expected > 0 && rows !== expected) {
      return fail(`query returned ${rows} rows, expected ${expected}`, { message, detail });
    }
    return { pass: true, message, detail };
  } catch (error) {
    return fail(`postgres: ${(error as Error).message}`);
  } finally {
    signal.removeEventListener('abort', onAbort);
    await client.end().catch(() => undefined);
  }
};

/** Bytes of replies read from a redis server; a server that sends more is not a redis answering PING. */
export const MAX_REDIS_REPLY_BYTES = 1024 * 1024;

/** One RESP command as an array of bulk strings. */
export function respCommand(...args: string[]): string {
  return `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`;
}

function redisAddress(spec: Record<string, unknown>): { host: string; port: number; db?: number } {
  const raw = requireString(spec, 'addr', 'url', 'endpoint');
  if (raw.startsWith('redis://')) {
    const url = new URL(raw);
    const db = url.pathname.length > 1 ? Number(url.pathname.slice(1)) : undefined;
    return { host: url.hostname, port: Number(url.port || 6379), ...(db !== undefined ? { db } : {}) };
  }
  const { host, port } = splitHostPort(raw);
  const db = optionalNumber(spec, 'db');
  return { host, port, ...(db !== undefined ? { db } : {}) };
}

/**
 * A minimal RESP client: AUTH (when credentials are given), SELECT (when `db`
 * is set) and PING, each of which must answer `+OK`/`+PONG`.
 */
export const redisCheck: Executor = async (spec, { signal }) => {
  const { host, port, db } = redisAddress(spec);
  const username = secretValue(spec, 'username');
  const password = secretValue(spec, 'password');
  const commands: Array<{ text: string; expect: string }> = [];
  if (password !== undefined) {
    commands.push({
      text: username ? respCommand('AUTH', username, password) : respCommand('AUTH', password),
      expect: '+OK',
    });
  }
  if (db !== undefined && db > 0) commands.push({ text: respCommand('SELECT', String(db)), expect: '+OK' });
  commands.push({ text: respCommand('PING'), expect: '+PONG' });

  const socket = await connectTcp(host, port, signal);
  try {
    const replies = await new Promise<string[]>((resolve, reject) => {
      let buffer = '';
      let received = 0;
      const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      signal.addEventListener('abort', onAbort, { once: true });
      socket.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > MAX_REDIS_REPLY_BYTES) {
          signal.removeEventListener('abort', onAbort);
          socket.destroy();
          reject(
            new Error(
              `redis ${host}:${port} sent more than ${MAX_REDIS_REPLY_BYTES} bytes without the expected replies; is it a redis server?`,
            ),
          );
          return;
        }
        buffer += chunk.toString('utf8');
        const lines = buffer.split('\r\n').filter(Boolean);
        if (lines.length >= commands.length || lines.some((line) => line.startsWith('-'))) {
          signal.removeEventListener('abort', onAbort);
          resolve(lines);
        }
      });
      socket.on('error', reject);
      socket.on('close', () => reject(new Error('connection closed by the server')));
      socket.write(commands.map((c) => c.text).join(''));
    });
    for (const [index, command] of commands.entries()) {
      const reply = replies[index] ?? '';
      if (reply !== command.expect) return fail(`redis ${host}:${port} replied ${reply || 'nothing'}`);
    }
    return { pass: true, message: `PONG from ${host}:${port}` };
  } finally {
    socket.destroy();
  }
};
