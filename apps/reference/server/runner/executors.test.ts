import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeCheck, type RunnableCheck } from './execute';
import { PING_MISSING } from './executors/network';

const run = (type: string, spec: Record<string, unknown>, timeoutMs = 10_000) => {
  const check: RunnableCheck = {
    id: 'x',
    canary_id: 'y',
    type,
    name: String(spec.name ?? type),
    namespace: null,
    description: null,
    labels: null,
    spec,
  };
  return executeCheck(check, timeoutMs);
};

const listen = async <T extends Server | TcpServer>(server: T): Promise<T & { port: number }> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(server, { port: (server.address() as AddressInfo).port });
};

describe('http check', () => {
  let server: Server & { port: number };
  beforeAll(async () => {
    server = await listen(
      createHttpServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          const delay = req.url === '/slow' ? 80 : 0;
          setTimeout(() => {
            res.writeHead(req.url === '/created' ? 201 : 200, { 'Content-Type': 'application/json' });
            res.end(
              JSON.stringify({ method: req.method, auth: req.headers.authorization, x: req.headers['x-test'], body }),
            );
          }, delay);
        });
      }),
    );
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sends method, headers, body and basic auth, and matches the response content', async () => {
    const result = await run('http', {
      url: `http://127.0.0.1:${server.port}/echo`,
      method: 'post',
      headers: [{ name: 'X-Test', value: 'yes' }],
      body: 'hello',
      username: 'user',
      password: { value: 'secret' },
      responseContent: `"auth":"Basic ${Buffer.from('user:secret').toString('base64')}"`,
    });
    expect(result.pass).toBe(true);
    expect(result.message).toMatch(/^POST http:\/\/127\.0\.0\.1:\d+\/echo returned 200 in \d+ms$/);
    expect(result.detail).toMatchObject({ code: 200 });
  });

  it.each([
    [{ path: '/created' }, true, undefined],
    [{ path: '/created', responseCodes: [201] }, true, undefined],
    [{ path: '/echo', responseCodes: [201, 202] }, false, 'response code 200 is not one of 201, 202'],
    [{ path: '/echo', responseContent: 'absent' }, false, 'response does not contain "absent"'],
    [{ path: '/slow', thresholdMillis: 20 }, false, /^response took \d+ms, above thresholdMillis 20ms$/],
  ])('%j', async ({ path, ...spec }, pass, error) => {
    const result = await run('http', { url: `http://127.0.0.1:${server.port}${path}`, ...spec });
    expect(result.pass).toBe(pass);
    if (error) expect(result.error).toMatch(error);
  });

  it.each([
    [{}, 'url is required'],
    [{ url: 'not a url' }, 'url "not a url" is not a valid URL'],
    [{ url: 'ftp://x' }, 'url must start with http:// or https://'],
    [{ url: 'http://x', headers: [{ value: 'x' }] }, 'headers[0] needs a name'],
    [{ url: 'http://x', password: { valueFrom: { secretKeyRef: {} } } }, 'password.valueFrom is not supported'],
  ])('an invalid spec %j is reported as invalid', async (spec, error) => {
    const result = await run('http', spec);
    expect(result).toMatchObject({ pass: false, invalid: true });
    expect(result.error).toContain(error);
  });

  it('fails a refused connection with the reason, and a server that never answers on the timeout', async () => {
    const refused = await run('http', { url: 'http://127.0.0.1:1/' });
    expect(refused.pass).toBe(false);
    expect(refused.error).toContain('ECONNREFUSED');
    const silent = await listen(createTcpServer(() => undefined));
    try {
      const result = await run('http', { url: `http://127.0.0.1:${silent.port}/`, timeout: '300ms' });
      expect(result).toMatchObject({ pass: false, error: 'check timed out after 0.3s' });
    } finally {
      silent.close();
    }
  });
});

describe('tcp, dns, icmp and redis checks', () => {
  let tcp: TcpServer & { port: number };
  beforeAll(async () => {
    tcp = await listen(createTcpServer((socket) => socket.end()));
  });
  afterAll(() => new Promise((resolve) => tcp.close(resolve)));

  it('connects to an open port and fails on a closed one', async () => {
    expect(await run('tcp', { endpoint: `127.0.0.1:${tcp.port}` })).toMatchObject({ pass: true });
    const closed = await run('tcp', { endpoint: '127.0.0.1:1' });
    expect(closed.pass).toBe(false);
    expect(closed.error).toContain('ECONNREFUSED');
    expect(await run('tcp', { endpoint: 'no-port' })).toMatchObject({
      invalid: true,
      error: 'endpoint "no-port" must be host:port',
    });
  });

  it('resolves localhost and fails on a name that cannot exist', async () => {
    const ok = await run('dns', { query: 'localhost' });
    expect(ok.pass).toBe(true);
    expect(ok.detail?.records).toContain('127.0.0.1');
    const missing = await run('dns', { query: 'no-such-host.invalid' });
    expect(missing.pass).toBe(false);
    expect(missing.error).toMatch(/^A lookup of no-such-host\.invalid failed/);
    expect(await run('dns', { query: 'localhost', querytype: 'BOGUS' })).toMatchObject({ invalid: true });
  });

  it('uses the system ping, or says clearly that it is missing', async () => {
    let installed = true;
    try {
      execFileSync('sh', ['-c', 'command -v ping']);
    } catch {
      installed = false;
    }
    const result = await run('icmp', { endpoint: '127.0.0.1', packetCount: 1 });
    if (installed) expect(result.message).toMatch(/^127\.0\.0\.1: \d+% packet loss/);
    else expect(result).toMatchObject({ pass: false, error: PING_MISSING });
    expect(await run('icmp', { endpoint: '127.0.0.1; rm -rf /' })).toMatchObject({ invalid: true });
  });

  it('speaks RESP: PING must get PONG, AUTH first when a password is given', async () => {
    const redis = await listen(
      createTcpServer((socket) => {
        socket.on('data', (chunk: Buffer) => {
          const text = chunk.toString();
          const replies: string[] = [];
          if (text.includes('AUTH')) replies.push(text.includes('$4\r\ngood') ? '+OK' : '-WRONGPASS invalid password');
          if (text.includes('PING')) replies.push('+PONG');
          socket.write(replies.map((reply) => `${reply}\r\n`).join(''));
        });
      }),
    );
    try {
      expect(await run('redis', { addr: `127.0.0.1:${redis.port}` })).toMatchObject({ pass: true });
      expect(await run('redis', { url: `redis://127.0.0.1:${redis.port}`, password: 'good' })).toMatchObject({
        pass: true,
      });
      const denied = await run('redis', { addr: `127.0.0.1:${redis.port}`, password: 'bad' });
      expect(denied).toMatchObject({
        pass: false,
        error: `redis 127.0.0.1:${redis.port} replied -WRONGPASS invalid password`,
      });
    } finally {
      await new Promise((resolve) => redis.close(resolve));
    }
  });
});

describe('exec and folder checks', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mc-folder-'));
  beforeAll(() => {
    writeFileSync(join(dir, 'small.txt'), 'a');
    writeFileSync(join(dir, 'big.csv'), 'x'.repeat(2048));
    const old = new Date(Date.now() - 3 * 3_600_000);
    utimesSync(join(dir, 'small.txt'), old, old);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes on exit 0 and keeps the output', async () => {
    const result = await run('exec', { script: 'echo "$GREETING"', env: [{ name: 'GREETING', value: 'ok' }] });
    expect(result).toMatchObject({ pass: true, message: 'ok', detail: { exitCode: 0, stdout: 'ok\n', stderr: '' } });
  });

  it('fails on a non-zero exit with stderr', async () => {
    const result = await run('exec', { script: 'echo oops >&2; exit 3' });
    expect(result).toMatchObject({ pass: false, error: 'script exited with code 3: oops' });
  });

  it('kills a script that outlives its timeout', async () => {
    const result = await run('exec', { script: 'sleep 20', timeout: '300ms' });
    expect(result).toMatchObject({ pass: false, error: 'check timed out after 0.3s' });
    expect(result.duration).toBeLessThan(5000);
  });

  it.each([
    [{}, true, undefined],
    [{ minCount: 2, maxCount: 2 }, true, undefined],
    [{ minCount: 3 }, false, '2 files, fewer than minCount 3'],
    [{ maxCount: 1 }, false, '2 files, more than maxCount 1'],
    [{ maxAge: '1h' }, true, undefined],
    [{ minAge: '1h' }, false, 'younger than minAge'],
    [{ filter: { regex: '\\.txt$' }, maxAge: '1h' }, false, 'newest file small.txt is'],
    [{ minSize: '2' }, false, 'smallest file is 1 bytes, below minSize'],
    [{ maxSize: '1Ki' }, false, 'largest file is 2048 bytes, above maxSize'],
    [{ maxSize: '1Mi' }, true, undefined],
  ])('folder %j', async (spec, pass, error) => {
    const result = await run('folder', { path: dir, ...spec });
    expect(result.pass).toBe(pass);
    if (error) expect(result.error).toContain(error);
  });

  it.each([
    [{ path: 's3://bucket/x' }, 'only local paths are supported'],
    [{ path: '/tmp', minAge: 'soon' }, 'minAge: invalid duration "soon"'],
    [{ path: '/tmp', maxSize: 'big' }, 'maxSize: invalid size "big"'],
  ])('invalid folder spec %j', async (spec, error) => {
    const result = await run('folder', spec);
    expect(result).toMatchObject({ pass: false, invalid: true });
    expect(result.error).toContain(error);
  });

  it('fails on a folder that does not exist', async () => {
    const result = await run('folder', { path: join(dir, 'missing') });
    expect(result.pass).toBe(false);
    expect(result.error).toMatch(/^cannot read folder .*missing: ENOENT/);
  });
});

describe('postgres check and unsupported types', () => {
  it.runIf(process.env.TEST_DATABASE_URL)('runs a query and compares the row count', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    expect(await run('postgres', { connection: url, query: 'SELECT 1', results: 1 })).toMatchObject({
      pass: true,
      message: '1 row',
    });
    expect(await run('sql', { url, query: 'SELECT generate_series(1, 3)', results: 2 })).toMatchObject({
      pass: false,
      error: 'query returned 3 rows, expected 2',
    });
    expect((await run('postgres', { connection: url, query: 'SELECT * FROM no_such_table' })).error).toContain(
      'relation "no_such_table" does not exist',
    );
  });

  it('fails when the database cannot be reached, and refuses named connections', async () => {
    const refused = await run('postgres', { connection: 'postgres://u@127.0.0.1:1/db' });
    expect(refused.pass).toBe(false);
    expect(refused.error).toMatch(/^postgres: .*ECONNREFUSED/);
    expect(await run('postgres', { connection: 'connection://prod-db' })).toMatchObject({ invalid: true });
  });

  it('reports types this server does not run', async () => {
    expect(await run('kubernetes', { kind: 'Pod' })).toMatchObject({
      pass: false,
      invalid: true,
      message: 'check type not supported by this server',
      error: 'check type not supported by this server',
    });
  });
});
