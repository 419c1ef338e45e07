import { pipeline, Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** Smaller bodies cost more to compress than they save. */
const MIN_BYTES = 1024;

const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]*json|javascript|xml|wasm)|text\/|image\/svg\+xml)/i;

/** The encoding to answer with: brotli when accepted, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name!.trim(), q ? Number(q[1]) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

const BROTLI_PARAMS = {
  // Quality 5: most of brotli's gain at gzip-like speed for per-request JSON.
  [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The last few large bodies compressed once, by content: every reader of the same summary shares one compression. */
const compressed = new Map<string, Partial<Record<'br' | 'gzip', Promise<Buffer>>>>();
const COMPRESSED_KEPT = 4;

/**
 * A large body that many clients read alike (the health summary, shared by every concurrent
 * request) compressed once per encoding, on the thread pool, instead of once per response.
 */
export function compressShared(body: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  let entry = compressed.get(body);
  if (!entry) {
    if (compressed.size >= COMPRESSED_KEPT) compressed.delete(compressed.keys().next().value!);
    compressed.set(body, (entry = {}));
  }
  let result = entry[encoding];
  if (!result) {
    result =
      encoding === 'br'
        ? brotli(body, { params: { ...BROTLI_PARAMS, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzip(body, { level: 6 });
    entry[encoding] = result;
    result.catch(() => compressed.delete(body));
  }
  return result;
}

/** Bodies at least this large go through `compressShared`; smaller ones are cheap to compress per response. */
export const SHARED_COMPRESSION_BYTES = 64 * 1024;

function encoder(encoding: 'br' | 'gzip', size: number | undefined) {
  if (encoding === 'gzip') return zlib.createGzip({ level: 6 });
  return zlib.createBrotliCompress({
    params: { ...BROTLI_PARAMS, ...(size ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } : {}) },
  });
}

/**
 * gzip / brotli by `Accept-Encoding` for JSON, HTML, scripts and styles, as a
 * stream: a large summary is never held twice in memory.
 */
export function compressionGuard(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 304) return;
    if (res.headers.has('Content-Encoding')) return;
    const type = res.headers.get('Content-Type') ?? '';
    // Event streams (MCP) must reach the client event by event; a compressor would hold them back.
    if (!COMPRESSIBLE.test(type) || type.startsWith('text/event-stream')) return;
    const length = res.headers.get('Content-Length');
    if (length !== null && Number(length) < MIN_BYTES) return;
    res.headers.append('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    // Without a length, the start of the body tells whether it is worth it.
    const reader = res.body.getReader();
    const head: Uint8Array[] = [];
    let headBytes = 0;
    let ended = false;
    while (headBytes < MIN_BYTES) {
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      head.push(value);
      headBytes += value.byteLength;
    }
    const headers = new Headers(res.headers);
    c.res = undefined as unknown as Response;
    if (ended && headBytes < MIN_BYTES) {
      c.res = new Response(Buffer.concat(head), { status: res.status, statusText: res.statusText, headers });
      return;
    }
    async function* body() {
      yield* head;
      if (ended) return;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    }
    // pipeline (not pipe): an error on either side tears down both, and the reader is released.
    const stream = pipeline(
      Readable.from(body(), { objectMode: false }),
      encoder(encoding, length === null ? undefined : Number(length)),
      () => void reader.cancel().catch(() => undefined),
    );
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    c.res = new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  };
}
