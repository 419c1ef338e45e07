import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionRow as connection } from '../testing/connections';
import { testConnection } from './test';

const scratch = mkdtempSync(join(tmpdir(), 'mc-connection-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const listen = (server: net.Server | http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('connection test: PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL;
  it.skipIf(!url)('connects, and reports the driver message for a missing database', async () => {
    const ok = await testConnection(connection('postgres', { url: url! }));
    expect(ok).toMatchObject({ ok: true });
    expect(ok.message).toMatch(/^Connected: PostgreSQL \d+/);
    const target = new URL(url!);
    target.pathname = '/no_such_database_h';
    expect(await testConnection(connection('postgres', { url: target.toString() }))).toEqual({
      ok: false,
      message: 'database "no_such_database_h" does not exist',
    });
  });
  it.skipIf(!url || !new URL(url).password)("reports the server's message for a wrong password", async () => {
    const target = new URL(url!);
    target.password = 'wrong-password';
    expect(await testConnection(connection('postgres', { url: target.toString() }))).toEqual({
      ok: false,
      message: `password authentication failed for user "${decodeURIComponent(target.username)}"`,
    });
    // A password given beside a URL without one is the one used.
    target.password = '';
    expect((await testConnection(connection('postgres', { url: target.toString(), password: 'nope' }))).message).toBe(
      `password authentication failed for user "${decodeURIComponent(target.username)}"`,
    );
  });
  it('reports a refused connection', async () => {
    const port = await closedPort();
    const result = await testConnection(connection('postgres', { url: `postgres://u@127.0.0.1:${port}/db` }));
    expect(result.ok).toBe(false);
    expect(result.message).toContain('ECONNREFUSED');
  });
});

describe('connection test: HTTP, Prometheus, Elasticsearch, webhook', () => {
  let server: http.Server;
  let base: string;
  const seen: Array<{ method?: string; url?: string; auth?: string }> = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ method: req.method, url: req.url, auth: req.headers.authorization });
      if (req.url === '/-/healthy') return res.end('Prometheus Server is Healthy.');
      if (req.url === '/secret' && req.headers.authorization !== `Basic ${Buffer.from('u:pw').toString('base64')}`) {
        res.statusCode = 401;
        return res.end('unauthorized');
      }
      if (req.url === '/' && req.headers.authorization) return res.end('{"version":{"number":"8.1.0"}}');
      res.end('ok');
    });
    base = `http://127.0.0.1:${await listen(server)}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('HTTP: success with the status; a 401 with the server answer; basic credentials sent', async () => {
    expect(await testConnection(connection('http', { url: `${base}/ok` }))).toEqual({
      ok: true,
      message: 'HTTP 200 OK',
    });
    expect(await testConnection(connection('http', { url: `${base}/secret` }))).toEqual({
      ok: false,
      message: 'HTTP 401 Unauthorized: unauthorized',
    });
    const authed = await testConnection(connection('http', { url: `${base}/secret`, username: 'u', password: 'pw' }));
    expect(authed.ok).toBe(true);
  });
  it('HTTPS: the TLS failure is the message', async () => {
    const result = await testConnection(connection('http', { url: base.replace('http:', 'https:') }));
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/SSL|TLS|wrong version|EPROTO/i);
  });
  it('Prometheus asks /-/healthy; Elasticsearch GET /', async () => {
    expect(await testConnection(connection('prometheus', { url: base }))).toEqual({
      ok: true,
      message: 'Prometheus /-/healthy: HTTP 200 OK',
    });
    expect(
      await testConnection(connection('elasticsearch', { url: `${base}/`, username: 'e', password: 'x' })),
    ).toEqual({
      ok: true,
      message: 'HTTP 200 OK',
    });
    expect(seen.some((r) => r.url === '/-/healthy')).toBe(true);
  });
  it('generic webhook is probed with HEAD, never sent a message', async () => {
    const before = seen.length;
    const result = await testConnection(connection('generic_webhook', { properties: { url: `${base}/hook` } }));
    expect(result).toEqual({ ok: true, message: 'HTTP 200 OK (reachable; no message was sent)' });
    expect(seen.slice(before).map((r) => r.method)).toEqual(['HEAD']);
  });
});

describe('connection test: SMTP against an smtp-server sink', () => {
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: false,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'right') return callback(null, { user: 'mailer' });
        callback(new Error('Invalid username or password'));
      },
    });
    port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
    );
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const email = (password: string) =>
    connection('email', {
      username: 'mailer',
      password,
      properties: { host: '127.0.0.1', port, encryptionMethod: 'None', authMethod: 'Plain' },
    });

  it('verifies the login, and reports a refused one with the server message', async () => {
    expect(await testConnection(email('right'))).toEqual({
      ok: true,
      message: `SMTP 127.0.0.1:${port} accepted the connection and login`,
    });
    const wrong = await testConnection(email('wrong'));
    expect(wrong.ok).toBe(false);
    expect(wrong.message).toContain('Invalid username or password');
  });
});

describe('connection test: Redis', () => {
  const redisServer = ['/usr/bin/redis-server', '/usr/sbin/redis-server'].find((path) => existsSync(path));
  let child: ChildProcess | undefined;
  let port = 0;
  beforeAll(async () => {
    if (!redisServer) return;
    port = await closedPort();
    child = spawn(redisServer, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--requirepass', 'rpass']);
    for (let i = 0; i < 50; i++) {
      const up = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.once('connect', () => (socket.destroy(), resolve(true)));
        socket.once('error', () => resolve(false));
      });
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(() => child?.kill());

  it.skipIf(!redisServer)(
    redisServer
      ? 'PONG with the password; the server error without it'
      : 'skipped: redis-server is not installed (scripts/setup-test-env.sh installs it)',
    async () => {
      expect(await testConnection(connection('redis', { url: `127.0.0.1:${port}`, password: 'rpass' }))).toEqual({
        ok: true,
        message: `PONG from 127.0.0.1:${port}`,
      });
      const denied = await testConnection(connection('redis', { url: `127.0.0.1:${port}` }));
      expect(denied.ok).toBe(false);
      expect(denied.message).toContain('NOAUTH');
    },
  );
});

describe('connection test: folder and git', () => {
  it('folder: readable folder, missing path, a file', async () => {
    expect(await testConnection(connection('folder', { url: scratch }))).toEqual({
      ok: true,
      message: `${scratch} is a readable folder`,
    });
    const missing = await testConnection(connection('folder', { properties: { path: join(scratch, 'nope') } }));
    expect(missing.ok).toBe(false);
    expect(missing.message).toContain('ENOENT');
    writeFileSync(join(scratch, 'file.txt'), 'x');
    expect(await testConnection(connection('folder', { url: join(scratch, 'file.txt') }))).toEqual({
      ok: false,
      message: `${join(scratch, 'file.txt')} is not a folder`,
    });
  });

  it('git: ls-remote finds the ref of a local bare repository, and reports a missing one', async () => {
    const bare = join(scratch, 'repo.git');
    const work = join(scratch, 'work');
    const git = (cwd: string, ...args: string[]) =>
      execFileSync('git', args, {
        cwd,
        env: { PATH: process.env.PATH, HOME: scratch, GIT_CONFIG_NOSYSTEM: '1' },
        stdio: 'pipe',
      }).toString();
    git(scratch, 'init', '--bare', '-b', 'main', bare);
    git(scratch, 'init', '-b', 'main', work);
    writeFileSync(join(work, 'a.txt'), 'a');
    git(work, 'add', 'a.txt');
    git(work, '-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-m', 'first');
    git(work, 'push', bare, 'main');
    const head = git(work, 'rev-parse', 'HEAD').trim();

    expect(await testConnection(connection('git', { url: `file://${bare}`, properties: { ref: 'main' } }))).toEqual({
      ok: true,
      message: `main is at ${head.slice(0, 12)}`,
    });
    expect(await testConnection(connection('git', { url: `file://${bare}`, properties: { ref: 'dev' } }))).toEqual({
      ok: false,
      message: `file://${bare} has no ref dev`,
    });
    const gone = await testConnection(connection('git', { url: `file://${join(scratch, 'none.git')}` }));
    expect(gone.ok).toBe(false);
    expect(gone.message).toMatch(/does not appear to be a git repository|Could not read from remote/);
    expect((await testConnection(connection('git', { url: '--upload-pack=touch x' }))).message).toBe(
      'url must not start with "-"',
    );
  });
});

describe('connection test: offline types, references, timeouts', () => {
  it('cloud types say they cannot be tested offline; references cannot be read', async () => {
    expect(await testConnection(connection('aws'))).toEqual({
      ok: false,
      message: 'aws connections need a cloud account or public service and cannot be tested offline from this server',
    });
    expect(
      await testConnection(connection('postgres', { url: 'postgres://db/x', password: 'secret://db-creds/password' })),
    ).toEqual({
      ok: false,
      message: 'password refers to a Kubernetes secret or config map, which this server cannot read',
    });
  });
  it('a server that never answers times out', async () => {
    const sockets: net.Socket[] = [];
    const server = net.createServer((socket) => void sockets.push(socket));
    const port = await listen(server);
    try {
      expect(await testConnection(connection('http', { url: `http://127.0.0.1:${port}/` }), 300)).toEqual({
        ok: false,
        message: 'timed out after 0.3s',
      });
    } finally {
      for (const socket of sockets) socket.destroy();
      server.close();
    }
  });
});
