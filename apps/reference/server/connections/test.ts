import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { CONNECTION_TYPE_GROUPS } from '@mission-control/api';
import { guardedPgStream, redisCheck } from '../runner/executors/database';
import { gitLsRemote } from './git';
import {
  prop,
  required,
  testLdap,
  testMongo,
  testMysql,
  testSftp,
  testSmb,
  testSqlServer,
  type Tester,
} from './drivers';
import {
  assertConnectionDestination,
  basicAuth,
  errorText,
  failure,
  httpProbe,
  success,
  type TestResult,
} from './probes';
import { isReference } from './secrets';

/** A connection as stored (secrets in clear): what a test and the runner work from. */
export interface ConnectionRow {
  id: string;
  name: string;
  namespace: string | null;
  type: string;
  url: string | null;
  username: string | null;
  password: string | null;
  certificate: string | null;
  insecure_tls: boolean | null;
  properties: Record<string, unknown> | null;
}

export const DEFAULT_TEST_TIMEOUT_MS = 10_000;

/** Types whose test needs a cloud account or a public service, which this server cannot reach. */
const OFFLINE = new Set<string>([
  'anthropic',
  'openai',
  'dynatrace',
  'google_cloud',
  'gcs',
  'aws',
  's3',
  'azure',
  'azure_devops',
  'kubernetes',
  'windows',
  'github',
  'gitlab',
  'restic',
  'jmeter',
  // Email and webhooks are tested by really sending; the other channels are public services.
  ...CONNECTION_TYPE_GROUPS.notification.filter((type) => type !== 'email' && type !== 'generic_webhook'),
]);

async function testPostgres(conn: ConnectionRow, signal: AbortSignal, timeoutMs: number): Promise<TestResult> {
  const url = new URL(required(conn.url, 'url'));
  if (!/^postgres(ql)?:$/.test(url.protocol)) return failure('url must be a postgres:// URL');
  if (conn.username && !url.username) url.username = encodeURIComponent(conn.username);
  if (conn.password && !url.password) url.password = encodeURIComponent(conn.password);
  const client = new pg.Client({
    connectionString: url.toString(),
    connectionTimeoutMillis: timeoutMs,
    stream: guardedPgStream,
  });
  const onAbort = () => void client.end().catch(() => undefined);
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string }>('SELECT version() AS version');
    return success(`Connected: ${rows[0]?.version.split(' on ')[0] ?? 'PostgreSQL'}`);
  } finally {
    signal.removeEventListener('abort', onAbort);
    await client.end().catch(() => undefined);
  }
}

async function testRedis(conn: ConnectionRow, signal: AbortSignal, timeoutMs: number): Promise<TestResult> {
  const spec: Record<string, unknown> = { addr: required(conn.url ?? prop(conn, 'addr') ?? null, 'url') };
  if (conn.username) spec.username = conn.username;
  if (conn.password) spec.password = conn.password;
  if (prop(conn, 'db')) spec.db = prop(conn, 'db');
  const result = await redisCheck(spec, { signal, timeoutMs });
  return result.pass ? success(result.message ?? 'PONG') : failure(result.error ?? 'redis did not answer PONG');
}

function describeHttp(prefix: string, probe: Awaited<ReturnType<typeof httpProbe>>): string {
  const tls = probe.certExpiry ? `; TLS certificate valid until ${probe.certExpiry.toISOString().slice(0, 10)}` : '';
  return `${prefix}HTTP ${probe.status} ${probe.statusText}`.trim() + tls;
}

/** A GET that must answer below 400; TLS is verified unless the connection allows insecure TLS. */
async function httpGet(conn: ConnectionRow, url: URL, signal: AbortSignal, label = ''): Promise<TestResult> {
  const probe = await httpProbe(url, {
    headers: basicAuth(conn.username, conn.password),
    insecure: conn.insecure_tls === true,
    signal,
  });
  const text = describeHttp(label, probe);
  return probe.status < 400 ? success(text) : failure(`${text}: ${probe.body.slice(0, 200)}`.trim());
}

const testHttp: Tester = (conn, signal) => httpGet(conn, new URL(required(conn.url, 'url')), signal);

const testPrometheus: Tester = (conn, signal) => {
  const url = new URL(required(conn.url, 'url'));
  url.pathname = `${url.pathname.replace(/\/$/, '')}/-/healthy`;
  return httpGet(conn, url, signal, 'Prometheus /-/healthy: ');
};

const testElasticsearch: Tester = async (conn, signal) => {
  const result = await httpGet(conn, new URL(required(conn.url, 'url')), signal);
  return result;
};

/**
 * A webhook is not sent a message (that would notify someone); a HEAD shows
 * the endpoint answers over HTTP(S) with a valid certificate.
 */
const testWebhook: Tester = async (conn, signal) => {
  const url = new URL(required(prop(conn, 'url') ?? conn.url, 'url'));
  const probe = await httpProbe(url, { method: 'HEAD', insecure: conn.insecure_tls === true, signal });
  return probe.status < 500
    ? success(`${describeHttp('', probe)} (reachable; no message was sent)`)
    : failure(describeHttp('', probe));
};

const testOllama: Tester = (conn, signal) => {
  const url = new URL(required(conn.url ?? prop(conn, 'url') ?? null, 'url'));
  url.pathname = `${url.pathname.replace(/\/$/, '')}/api/tags`;
  return httpGet(conn, url, signal, 'Ollama: ');
};

const testEmail: Tester = async (conn, _signal, timeoutMs) => {
  const host = required(prop(conn, 'host') ?? conn.url, 'host');
  const port = Number(prop(conn, 'port') ?? 587);
  const encryption = prop(conn, 'encryptionMethod') ?? 'Auto';
  const authMethod = prop(conn, 'authMethod') ?? 'Unknown';
  const username = conn.username ?? prop(conn, 'username');
  const password = conn.password ?? undefined;
  const transport = nodemailer.createTransport({
    host,
    port,
    secure: encryption === 'ImplicitTLS',
    requireTLS: encryption === 'ExplicitTLS',
    ignoreTLS: encryption === 'None',
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    tls: { rejectUnauthorized: conn.insecure_tls !== true },
    ...(authMethod !== 'None' && username
      ? {
          auth: { user: username, pass: password ?? '' },
          ...(authMethod === 'CRAMMD5' ? { authMethod: 'CRAM-MD5' } : {}),
        }
      : {}),
  });
  try {
    await transport.verify();
    return success(
      `SMTP ${host}:${port} accepted the connection${username && authMethod !== 'None' ? ' and login' : ''}`,
    );
  } finally {
    transport.close();
  }
};

const testFolder: Tester = async (conn) => {
  const path = required(prop(conn, 'path') ?? conn.url, 'path').replace(/^file:\/\//, '');
  await access(path, constants.R_OK);
  const info = await stat(path);
  if (!info.isDirectory()) return failure(`${path} is not a folder`);
  return success(`${path} is a readable folder`);
};

const testGit: Tester = (conn, signal, timeoutMs) =>
  gitLsRemote(
    {
      url: required(conn.url, 'url'),
      ref: prop(conn, 'ref') ?? 'main',
      username: conn.username ?? undefined,
      password: conn.password ?? undefined,
      sshKey: conn.certificate ?? prop(conn, 'privateKey') ?? prop(conn, 'sshKey'),
    },
    signal,
    timeoutMs,
  );

const TESTERS: Record<string, Tester> = {
  postgres: testPostgres,
  redis: testRedis,
  http: testHttp,
  prometheus: testPrometheus,
  elasticsearch: testElasticsearch,
  generic_webhook: testWebhook,
  ollama: testOllama,
  email: testEmail,
  folder: testFolder,
  git: testGit,
  sftp: testSftp,
  smb: testSmb,
  mysql: testMysql,
  sql_server: testSqlServer,
  mongo: testMongo,
  ldap: testLdap,
};

/** The secret fields that are references this server cannot read, by name. */
function unresolvedReferences(conn: ConnectionRow): string[] {
  const fields: Array<[string, unknown]> = [
    ['url', conn.url],
    ['username', conn.username],
    ['password', conn.password],
    ['certificate', conn.certificate],
    ...Object.entries(conn.properties ?? {}).map(([key, value]): [string, unknown] => [`properties.${key}`, value]),
  ];
  return fields.filter(([, value]) => typeof value === 'string' && isReference(value)).map(([name]) => name);
}

/**
 * Tests one connection by really connecting. Never throws: every failure is
 * the driver's message. Bounded by `timeoutMs`.
 */
export async function testConnection(conn: ConnectionRow, timeoutMs = DEFAULT_TEST_TIMEOUT_MS): Promise<TestResult> {
  if (OFFLINE.has(conn.type)) {
    return failure(
      `${conn.type} connections need a cloud account or public service and cannot be tested offline from this server`,
    );
  }
  const tester = TESTERS[conn.type];
  if (!tester) return failure(`${conn.type} connections cannot be tested by this server`);
  const references = unresolvedReferences(conn);
  if (references.length) {
    return failure(
      `${references.join(', ')} ${references.length === 1 ? 'refers' : 'refer'} to a Kubernetes secret or config map, which this server cannot read`,
    );
  }
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<TestResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error(`timed out after ${timeoutMs / 1000}s`));
      resolve(failure(`timed out after ${timeoutMs / 1000}s`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      assertConnectionDestination(conn)
        .then(() => tester(conn, controller.signal, timeoutMs))
        .catch((error: unknown) => failure(errorText(error))),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
