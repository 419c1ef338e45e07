import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { httpGuards, type GuardConfig } from '../http/guards';
import { compressShared, pickEncoding } from '../http/guards/compress';
import { createTestDatabase, type TestDatabase } from '../testing/databases';

function guarded(overrides: Partial<GuardConfig> = {}) {
  const app = new Hono();
  for (const guard of httpGuards({ corsOrigins: [], publicUrl: undefined, ...overrides })) app.use('*', guard);
  app.post('/api/echo', async (c) => c.json({ bytes: (await c.req.text()).length }));
  app.get('/api/big', (c) =>
    c.json({ items: Array.from({ length: 5000 }, (_, i) => ({ id: i, name: `check-${i}` })) }),
  );
  app.get('/api/small', (c) => c.json({ ok: true }));
  return app;
}

/** A chunked body with no Content-Length: `chunks` chunks of 64 KiB; counts how many were pulled. */
function chunkedBody(chunks: number) {
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= chunks) return controller.close();
      state.pulled += 1;
      controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
    },
  });
  return { stream, state };
}

describe('request body limit', () => {
  it('refuses a declared Content-Length above the limit with 413 before reading', async () => {
    const res = await guarded({ maxBodyBytes: 1024 }).request('http://localhost/api/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': '5000' },
      body: ' '.repeat(5000),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: 'Request body too large (at most 1024 bytes)',
      code: 'payload_too_large',
    });
  });

  it('stops a chunked upload at the limit: never reads it whole', async () => {
    const { stream, state } = chunkedBody(10_000); // 640 MiB if read to the end
    const res = await guarded().request('http://localhost/api/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    // 1 MiB default: 16 chunks fit, the 17th crosses the limit; a little read-ahead at most.
    expect(state.pulled).toBeLessThan(24);
  });

  it('passes a chunked body under the limit', async () => {
    const { stream } = chunkedBody(2);
    const res = await guarded().request('http://localhost/api/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ bytes: 128 * 1024 });
  });
});

describe('compression', () => {
  it('picks brotli over gzip, honours q=0, and none when not asked', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });

  it('compresses JSON by Accept-Encoding and the body decodes to the same JSON', async () => {
    const app = guarded();
    const plain = await app.request('http://localhost/api/big');
    const plainText = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await app.request('http://localhost/api/big', { headers: { 'Accept-Encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
      const wire = Buffer.from(await res.arrayBuffer());
      expect(wire.length).toBeLessThan(plainText.length / 4);
      expect(decode(wire).toString('utf8')).toBe(plainText);
    }
  });

  it('compresses a body many readers share once per encoding, and it decodes to the body', async () => {
    const body = JSON.stringify({ checks: Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `check-${i}` })) });
    const first = compressShared(body, 'br');
    // The same content, even as another string, reuses the one compression.
    expect(compressShared(`${body}`, 'br')).toBe(first);
    expect(compressShared(body, 'gzip')).not.toBe(first);
    expect(brotliDecompressSync(await first).toString('utf8')).toBe(body);
    expect(gunzipSync(await compressShared(body, 'gzip')).toString('utf8')).toBe(body);
  });

  it('leaves event streams alone (MCP answers event by event)', async () => {
    const app = new Hono();
    for (const guard of httpGuards({ corsOrigins: [], publicUrl: undefined })) app.use('*', guard);
    app.get('/api/events', (c) =>
      c.body(`data: ${'x'.repeat(4000)}\n\n`, 200, { 'Content-Type': 'text/event-stream' }),
    );
    const res = await app.request('http://localhost/api/events', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('leaves tiny bodies alone', async () => {
    const res = await guarded().request('http://localhost/api/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});

describe('static assets: caching, compression, source maps', () => {
  let dir: string;
  let testDb: TestDatabase;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mc-static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Mission Control</title>');
    writeFileSync(join(dir, 'assets', 'index-AbCd1234.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    writeFileSync(join(dir, 'assets', 'index-AbCd1234.js.map'), '{"version":3}');
    testDb = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await testDb.drop();
  });

  it('caches hashed assets for a year, the app shell never, and compresses scripts', async () => {
    const app = createApp({ db: testDb.db, staticDir: dir });
    const asset = await app.request('http://localhost/assets/index-AbCd1234.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    await asset.arrayBuffer();
    for (const path of ['/', '/index.html', '/health']) {
      const shell = await app.request(`http://localhost${path}`);
      expect(shell.status, path).toBe(200);
      expect(shell.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('does not serve source maps unless MC_SERVE_SOURCEMAPS=true', async () => {
    const hidden = await createApp({ db: testDb.db, staticDir: dir }).request(
      'http://localhost/assets/index-AbCd1234.js.map',
    );
    expect(hidden.status).toBe(404);
    const shown = await createApp({ db: testDb.db, staticDir: dir, guards: { serveSourcemaps: true } }).request(
      'http://localhost/assets/index-AbCd1234.js.map',
    );
    expect(shown.status).toBe(200);
  });

  it('guards the real app: a text/plain write to /api/db is 415 in PostgREST shape, a foreign Host 421', async () => {
    const app = createApp({ db: testDb.db, guards: { boundHost: '0.0.0.0', boundPort: 8080 } });
    const res = await app.request('http://localhost:8080/api/db/canaries', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"name":"x","spec":{}}',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'PGRST107' });
    const rebound = await app.request('http://rebind.attacker.example:8080/api/health');
    expect(rebound.status).toBe(421);
    expect((await app.request('http://localhost:8080/api/health')).headers.get('cache-control')).toBe('no-store');
  });
});
