import type { RowDataPacket } from 'mysql2';
import { resolveAllowed } from '../net/destinations';
import { failure, hostPort, success, tcpExchange, type TestResult } from './probes';
import type { ConnectionRow } from './test';

/*
 * Connection tests that log in with the database or directory's own driver.
 * Each driver is imported when a test of its type runs, so the server's
 * start-up never loads them.
 */

export type Tester = (conn: ConnectionRow, signal: AbortSignal, timeoutMs: number) => Promise<TestResult>;

export const prop = (conn: ConnectionRow, key: string): string | undefined => {
  const value = conn.properties?.[key];
  return value === undefined || value === null || value === '' ? undefined : String(value);
};

export class MissingField extends Error {
  constructor(field: string) {
    super(`${field} is required to test this connection`);
  }
}

export const required = (value: string | null | undefined, field: string): string => {
  if (!value?.trim()) throw new MissingField(field);
  return value.trim();
};

/** Runs `close` when the test is aborted (timeout), so a driver never outlives its test. */
async function closingOnAbort<T>(signal: AbortSignal, close: () => unknown, work: () => Promise<T>): Promise<T> {
  const onAbort = () => {
    try {
      void Promise.resolve(close()).catch(() => undefined);
    } catch {
      // Closing a half-open driver may throw; the test has already failed with the timeout.
    }
  };
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    return await work();
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/** The first address of `host` that the destination policy allows (every address is checked). */
const pinnedAddress = async (host: string) => (await resolveAllowed(host))[0] ?? host;

/** Host, port and optional database of a connection that gives a URL (`scheme://host:port/db`) or a bare host. */
function endpoint(conn: ConnectionRow, defaultPort: number) {
  const raw = required(prop(conn, 'host') ?? conn.url, 'url');
  const { host, port } = hostPort(raw, Number(prop(conn, 'port') ?? defaultPort));
  let database = prop(conn, 'database');
  let username = conn.username ?? undefined;
  let password = conn.password ?? undefined;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) {
    const url = new URL(raw);
    database ??= decodeURIComponent(url.pathname.replace(/^\//, '')) || undefined;
    username ??= url.username ? decodeURIComponent(url.username) : undefined;
    password ??= url.password ? decodeURIComponent(url.password) : undefined;
  }
  return { host, port, database, username, password };
}

export const testMysql: Tester = async (conn, signal, timeoutMs) => {
  const { host, port, database, username, password } = endpoint(conn, 3306);
  const mysql = await import('mysql2/promise');
  const client = await mysql.createConnection({
    // The address the destination policy checked, so the driver cannot resolve the name to another (S14).
    host: await pinnedAddress(host),
    port,
    user: username,
    password,
    database,
    connectTimeout: timeoutMs,
  });
  return closingOnAbort(
    signal,
    () => client.destroy(),
    async () => {
      try {
        const [rows] = await client.query<Array<{ version: string } & RowDataPacket>>('SELECT VERSION() AS version');
        return success(`Connected: MySQL ${rows[0]?.version ?? ''}`.trim());
      } finally {
        await client.end().catch(() => client.destroy());
      }
    },
  );
};

/** tedious calls Promise.withResolvers (Node 22); this server also runs on Node 20. */
function ensureWithResolvers() {
  const promise = Promise as unknown as { withResolvers?: unknown };
  if (typeof promise.withResolvers === 'function') return;
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: <T>() => {
      let resolve!: (value: T) => void;
      let reject!: (reason: unknown) => void;
      const created = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise: created, resolve, reject };
    },
  });
}

export const testSqlServer: Tester = async (conn, signal, timeoutMs) => {
  const { host, port, database, username, password } = endpoint(conn, 1433);
  ensureWithResolvers();
  const { Connection } = await import('tedious');
  const client = new Connection({
    server: host,
    authentication: { type: 'default', options: { userName: username, password } },
    options: {
      port,
      ...(database ? { database } : {}),
      connectTimeout: timeoutMs,
      encrypt: prop(conn, 'encrypt') !== 'false',
      trustServerCertificate: conn.insecure_tls === true,
    },
  });
  return closingOnAbort(
    signal,
    () => client.close(),
    () =>
      new Promise<TestResult>((resolve, reject) => {
        client.connect((error) => {
          if (error) return reject(error);
          client.close();
          resolve(success(`Connected: SQL Server at ${host}:${port} accepted the login`));
        });
        // Errors after connect (a reset socket) come as events, never through the callback.
        client.on('error', reject);
      }),
  );
};

export const testMongo: Tester = async (conn, signal, timeoutMs) => {
  const url = required(conn.url, 'url');
  if (!/^mongodb(\+srv)?:\/\//.test(url)) return failure('url must be a mongodb:// or mongodb+srv:// URL');
  const { MongoClient } = await import('mongodb');
  const client = new MongoClient(url, {
    // Below the test's own bound, so the driver's reason (not 'timed out') is what the user reads.
    serverSelectionTimeoutMS: Math.max(500, timeoutMs - 1000),
    connectTimeoutMS: timeoutMs,
    tlsAllowInvalidCertificates: conn.insecure_tls === true,
    ...(conn.username ? { auth: { username: conn.username, password: conn.password ?? undefined } } : {}),
  });
  return closingOnAbort(
    signal,
    () => client.close(true),
    async () => {
      try {
        await client.connect();
        const info = await client.db('admin').command({ buildInfo: 1 });
        return success(`Connected: MongoDB ${String(info.version ?? '')}`.trim());
      } finally {
        await client.close(true).catch(() => undefined);
      }
    },
  );
};

export const testLdap: Tester = async (conn, signal, timeoutMs) => {
  const raw = required(conn.url, 'url');
  const url = /^ldaps?:\/\//i.test(raw) ? raw : `ldap://${raw}`;
  const { Client } = await import('ldapts');
  const client = new Client({
    url,
    timeout: timeoutMs,
    connectTimeout: timeoutMs,
    tlsOptions: { rejectUnauthorized: conn.insecure_tls !== true },
  });
  return closingOnAbort(
    signal,
    () => client.unbind(),
    async () => {
      try {
        // With no username this is an anonymous bind, which still proves the server speaks LDAP.
        await client.bind(conn.username ?? '', conn.password ?? '');
        return success(
          conn.username ? `Bound to ${url} as ${conn.username}` : `Bound to ${url} anonymously (no username given)`,
        );
      } finally {
        await client.unbind().catch(() => undefined);
      }
    },
  );
};

export const testSftp: Tester = async (conn, signal, timeoutMs) => {
  const raw = required(prop(conn, 'host') ?? conn.url, 'host');
  const { host, port } = hostPort(raw.replace(/^sftp:\/\//i, 'ssh://'), Number(prop(conn, 'port') ?? 22));
  const path = prop(conn, 'path');
  const privateKey = conn.certificate ?? prop(conn, 'privateKey');
  const { Client } = await import('ssh2');
  const client = new Client();
  return closingOnAbort(
    signal,
    () => client.end(),
    () =>
      new Promise<TestResult>((resolve, reject) => {
        client.on('error', reject);
        client.on('ready', () => {
          client.sftp((error, sftp) => {
            if (error) return reject(error);
            const done = (result: TestResult) => {
              client.end();
              resolve(result);
            };
            if (path) {
              sftp.stat(path, (statError, stats) =>
                statError
                  ? reject(new Error(`${path}: ${statError.message}`))
                  : done(success(`SFTP ${host}:${port}: ${path} is a ${stats.isDirectory() ? 'folder' : 'file'}`)),
              );
            } else {
              sftp.readdir('.', (readError, list) =>
                readError
                  ? reject(readError)
                  : done(success(`SFTP ${host}:${port}: logged in, ${list.length} entries in the home folder`)),
              );
            }
          });
        });
        void pinnedAddress(host).then(
          (address) =>
            client.connect({
              host: address,
              port,
              username: conn.username ?? undefined,
              ...(conn.password ? { password: conn.password } : {}),
              ...(privateKey ? { privateKey } : {}),
              readyTimeout: timeoutMs,
            }),
          reject,
        );
      }).finally(() => client.end()),
  );
};

/**
 * SMB has no driver in this stack: the test sends an SMB2 NEGOTIATE and reads
 * the dialect the server picks. That proves an SMB2/3 server listens there;
 * share and credentials are not checked, and the message says so.
 */
export const testSmb: Tester = async (conn, signal) => {
  const { host, port } = hostPort(
    required(prop(conn, 'server') ?? prop(conn, 'host') ?? conn.url, 'server').replace(/^smb:\/\//i, 'smb://'),
    Number(prop(conn, 'port') ?? 445),
  );
  const answer = await tcpExchange(host, port, smb2Negotiate(), signal);
  const dialect = smb2Dialect(answer);
  if (!dialect) return failure(`${host}:${port} accepted TCP but did not answer an SMB2 negotiate`);
  return success(
    `SMB at ${host}:${port} negotiated dialect ${dialect}; share and credentials not verified: this server has no SMB client`,
  );
};

const DIALECTS = [0x0202, 0x0210, 0x0300, 0x0302];

/** An SMB2 NEGOTIATE request (MS-SMB2 2.2.3) in its 4-byte direct-TCP frame. */
export function smb2Negotiate(): Buffer {
  const header = Buffer.alloc(64);
  header.write('\xfeSMB', 0, 'latin1');
  header.writeUInt16LE(64, 4); // StructureSize
  header.writeUInt16LE(0, 12); // Command: NEGOTIATE
  header.writeUInt16LE(1, 14); // CreditRequest
  const body = Buffer.alloc(36 + DIALECTS.length * 2);
  body.writeUInt16LE(36, 0); // StructureSize
  body.writeUInt16LE(DIALECTS.length, 2);
  body.writeUInt16LE(1, 4); // SecurityMode: signing enabled
  DIALECTS.forEach((dialect, index) => body.writeUInt16LE(dialect, 36 + index * 2));
  const frame = Buffer.alloc(4);
  frame.writeUInt32BE(header.length + body.length, 0);
  return Buffer.concat([frame, header, body]);
}

/** The dialect of an SMB2 NEGOTIATE response, e.g. '3.0.2'; undefined when it is not one. */
export function smb2Dialect(data: Buffer): string | undefined {
  const smb = data.subarray(4);
  if (smb.length < 64 + 6 || smb.toString('latin1', 0, 4) !== '\xfeSMB') return undefined;
  if (smb.readUInt32LE(8) !== 0 || smb.readUInt16LE(12) !== 0) return undefined;
  const dialect = smb.readUInt16LE(64 + 4);
  const [major, minor, patch] = [dialect >> 8, (dialect >> 4) & 0xf, dialect & 0xf];
  return `${major}.${minor}${patch ? `.${patch}` : ''}`;
}
