import type { Context } from 'hono';
import { parse as parseYaml } from 'yaml';
import type { AppEnv } from '../context';
import { dbLimits, jsonDepth } from '../postgrest/limits';
import { KubeError } from './canaries';

/** Request bodies above this size are refused: a canary spec is a few kilobytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

const tooLarge = (limit: number) =>
  new KubeError(413, 'RequestEntityTooLarge', `the request body is larger than ${limit} bytes`);

/**
 * The body's bytes, counted as they arrive (S22): a declared Content-Length over the limit is refused
 * before reading, and a chunked body is cancelled at the first byte over it, so neither is held whole.
 */
async function readCapped(c: Context<AppEnv>, limit: number): Promise<Uint8Array> {
  if (Number(c.req.header('content-length') ?? 0) > limit) throw tooLarge(limit);
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let seen = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += value.byteLength;
    if (seen > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A Canary object from JSON or YAML: at most `limit` bytes, valid UTF-8, and nested no deeper than
 * /api/db allows (MC_DB's JSON depth, 64), so a 5000-deep spec is a 400 and not a stack overflow later.
 */
export async function readKubeBody(c: Context<AppEnv>, limit = MAX_BODY_BYTES): Promise<unknown> {
  let text: string;
  try {
    text = utf8.decode(await readCapped(c, limit));
  } catch (error) {
    if (error instanceof KubeError) throw error;
    throw new KubeError(400, 'BadRequest', 'the request body is not valid UTF-8');
  }
  if (!text.trim()) throw new KubeError(400, 'BadRequest', 'the request body is empty');
  const type = (c.req.header('content-type') ?? 'application/json').split(';')[0]!.trim();
  const format = type.endsWith('yaml') ? 'YAML' : 'JSON';
  let value: unknown;
  try {
    value = format === 'YAML' ? parseYaml(text) : JSON.parse(text);
  } catch (error) {
    const detail = error instanceof RangeError ? 'nested too deeply' : (error as Error).message;
    throw new KubeError(400, 'BadRequest', `the request body is not valid ${format}: ${detail}`);
  }
  const max = dbLimits().maxJsonDepth;
  if (jsonDepth(value, max) > max) {
    throw new KubeError(400, 'BadRequest', `the request body is nested deeper than ${max} levels`);
  }
  return value;
}
