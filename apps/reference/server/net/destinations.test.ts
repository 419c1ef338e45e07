import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConnection, type ConnectionRow } from '../connections/test';
import { runHttp } from '../playbooks/actions';
import { executeCheck } from '../runner/execute';
import {
  DestinationRefusedError,
  refusalFor,
  resolveAllowed,
  TARGETS_ALLOW_ENV,
  TARGETS_DENY_ENV,
} from './destinations';
import { guardedRequest } from './http';

/*
 * Every target here is on loopback. 127.0.0.2 (also loopback on Linux) plays
 * the "internal" address an operator has refused with MC_TARGETS_DENY, so the
 * probes can show a refused hop without any traffic leaving the machine.
 */

const run = (type: string, spec: Record<string, unknown>) =>
  executeCheck(
    { id: 'x', canary_id: 'y', type, name: 'n', namespace: null, description: null, labels: null, spec },
    5000,
  );

const listen = async (server: Server, host: string) => {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
};

describe('S14: the destination policy', () => {
  const hits: string[] = [];
  let outside: Server;
  let entry: Server;
  let entryPort = 0;
  let internalPort = 0;

  beforeAll(async () => {
    // The "internal secret" the review reached through a redirect.
    outside = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end('{"internal":"metadata-like-secret-XYZ"}');
    });
    internalPort = await listen(outside, '127.0.0.2');
    entry = createServer((req, res) => {
      if (req.url === '/redirect') {
        res.writeHead(302, { Location: `http://127.0.0.2:${internalPort}/internal-secret` });
        return res.end();
      }
      if (req.url === '/metadata') {
        res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      }
      res.end('ok');
    });
    entryPort = await listen(entry, '127.0.0.1');
  });
  afterAll(async () => {
    await new Promise((resolve) => outside.close(resolve));
    await new Promise((resolve) => entry.close(resolve));
  });
  afterEach(() => {
    delete process.env[TARGETS_DENY_ENV];
    delete process.env[TARGETS_ALLOW_ENV];
    hits.length = 0;
  });

  it('S14: refuses link-local and metadata addresses by default, allows loopback and private ranges', () => {
    const refused = ['169.254.169.254', '169.254.1.1', 'fe80::1', 'fd00:ec2::254', '::ffff:169.254.169.254'];
    for (const address of [...refused, '64:ff9b::169.254.169.254', '2002:a9fe:a9fe::1', '100.100.100.200']) {
      expect(refusalFor(address), address).toMatch(/refused by default/);
    }
    for (const address of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.10', '172.16.5.5', 'fd12::1', '8.8.8.8']) {
      expect(refusalFor(address), address).toBeUndefined();
    }
  });

  it('S14: MC_TARGETS_DENY tightens and MC_TARGETS_ALLOW opens, the most specific range winning', () => {
    process.env[TARGETS_DENY_ENV] = '10.0.0.0/8, 0.0.0.0/0';
    process.env[TARGETS_ALLOW_ENV] = '10.1.0.0/16,169.254.169.254';
    expect(refusalFor('10.2.0.1')).toMatch(/10\.0\.0\.0\/8, refused by MC_TARGETS_DENY/);
    expect(refusalFor('10.1.0.1')).toBeUndefined();
    expect(refusalFor('8.8.8.8')).toMatch(/0\.0\.0\.0\/0/);
    expect(refusalFor('169.254.169.254')).toBeUndefined();
    expect(refusalFor('169.254.169.253')).toMatch(/MC_TARGETS_DENY/);
    process.env[TARGETS_DENY_ENV] = 'not-a-range';
    expect(() => refusalFor('127.0.0.1')).toThrow(/MC_TARGETS_DENY has "not-a-range", which is not an IP address/);
  });

  it('S14: a request to the metadata address is refused before any connection is made', async () => {
    const error = await guardedRequest(new URL('http://169.254.169.254/latest/meta-data/'), {
      signal: AbortSignal.timeout(2000),
      maxBytes: 100,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DestinationRefusedError);
    expect((error as Error).message).toMatch(/destination 169\.254\.169\.254 is not allowed: .*link-local/);
  });

  it('S14: a playbook http action does not follow a redirect to a refused address (the review probe)', async () => {
    process.env[TARGETS_DENY_ENV] = '127.0.0.2/32';
    const outcome = await runHttp({ url: `http://127.0.0.1:${entryPort}/redirect` }, 5000, {
      signal: new AbortController().signal,
      env: {},
    });
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatch(/destination 127\.0\.0\.2 is not allowed: .*MC_TARGETS_DENY/);
    expect(JSON.stringify(outcome)).not.toContain('metadata-like-secret-XYZ');
    expect(hits).toEqual([]);
    // A redirect to the metadata service is refused by default.
    const metadata = await runHttp({ url: `http://127.0.0.1:${entryPort}/metadata` }, 5000, {
      signal: new AbortController().signal,
      env: {},
    });
    expect(metadata.error).toMatch(/169\.254\.169\.254 is not allowed/);
  });

  it('S14: http, tcp, redis and postgres checks refuse the address, redirect hops included', async () => {
    process.env[TARGETS_DENY_ENV] = '127.0.0.2/32';
    const direct = await run('http', { url: `http://127.0.0.2:${internalPort}/internal-secret` });
    expect(direct.pass).toBe(false);
    expect(direct.error).toMatch(/127\.0\.0\.2 is not allowed/);
    const hop = await run('http', { url: `http://127.0.0.1:${entryPort}/redirect` });
    expect(hop.error).toMatch(/127\.0\.0\.2 is not allowed/);
    expect((await run('tcp', { endpoint: `127.0.0.2:${internalPort}` })).error).toMatch(/127\.0\.0\.2 is not allowed/);
    expect((await run('redis', { addr: `127.0.0.2:${internalPort}` })).error).toMatch(/127\.0\.0\.2 is not allowed/);
    const pg = await run('postgres', { connection: `postgres://u:p@127.0.0.2:${internalPort}/db` });
    expect(pg.error).toMatch(/127\.0\.0\.2 is not allowed/);
    expect(hits).toEqual([]);
    // The allowed entry point still works.
    expect((await run('http', { url: `http://127.0.0.1:${entryPort}/` })).pass).toBe(true);
  });

  it('S14: the policy applies to the resolved address, so a name cannot stand in for a refused one', async () => {
    process.env[TARGETS_DENY_ENV] = '127.0.0.0/8,::1/128';
    const result = await run('http', { url: `http://localhost:${entryPort}/` });
    expect(result.pass).toBe(false);
    expect(result.error).toMatch(/destination localhost \((127\.0\.0\.1|::1)\) is not allowed/);
    await expect(resolveAllowed('localhost')).rejects.toThrow(/localhost .* is not allowed/);
  });

  it('S14: connection Test refuses a connection that points at a refused address', async () => {
    process.env[TARGETS_DENY_ENV] = '127.0.0.2/32';
    const connection: ConnectionRow = {
      id: '00000000-0000-0000-0000-000000000001',
      name: 'internal',
      namespace: 'default',
      type: 'http',
      url: `http://127.0.0.2:${internalPort}/internal-secret`,
      username: null,
      password: null,
      certificate: null,
      insecure_tls: null,
      properties: null,
    };
    const result = await testConnection(connection, 5000);
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/127\.0\.0\.2 is not allowed/);
    expect(hits).toEqual([]);
  });
});
