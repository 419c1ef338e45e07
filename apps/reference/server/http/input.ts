import type { Context } from 'hono';
import { z } from 'zod';
import { badRequest } from './errors';

/**
 * The one UUID pattern of the server (a static check in config/ keeps it so): ids in paths, queries and bodies are
 * tested with it before they reach SQL, so a malformed id is answered like an unknown one, not by a cast error.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/**
 * The path parameter `name` when it is a UUID, else undefined: routes answer a malformed id as they answer an
 * unknown one (404), so neither can be told apart and nothing that is not an id is queried.
 */
export function uuidParam(c: Context, name: string): string | undefined {
  const value = c.req.param(name);
  return isUuid(value) ? value : undefined;
}

/** Any JSON object, for bodies whose fields a route checks one by one with its own sentences. */
export const jsonObject = z.record(z.string(), z.unknown());

/** `name: message` of zod's first complaint, or the message alone when it names its field already. */
function sentence(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'the request body is not valid';
  const path = issue.path.map(String).join('.');
  return path && !issue.message.toLowerCase().includes(path.toLowerCase())
    ? `${path}: ${issue.message}`
    : issue.message;
}

/**
 * Reads the request's JSON body (an empty body is `{}`) and checks it with `schema` (api's request schemas where
 * they exist): bad JSON, a body that is not an object, or one the schema refuses is a 400 whose `error` says what
 * was wrong. The size and media type were checked by the body guard before.
 */
export async function readJson<S extends z.core.$ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      throw badRequest('request body must be JSON');
    }
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('request body must be a JSON object');
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw badRequest(sentence(parsed.error));
  return parsed.data;
}

/**
 * An api object schema (written with `zod/mini`, which has no methods such as `pick` or `extend`) as a classic zod
 * object with the same fields and the same rule for unknown keys, for the server's own schemas built from it.
 */
export function classicObject<S extends z.core.$ZodShape>(schema: z.core.$ZodObject<S>): z.ZodObject<S> {
  const { shape, catchall } = schema._zod.def;
  return (catchall ? z.object(shape).catchall(catchall) : z.object(shape)) as unknown as z.ZodObject<S>;
}
