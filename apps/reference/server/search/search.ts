import { z } from 'zod';
import type { Principal } from '../context';
import { asCaller } from '../mcp/internalApi';
import { badRequest } from '../http/errors';

/**
 * `POST /api/resources/search` (operations §3.12): catalog items, components, checks, playbooks and connections by
 * name, type, health, tags and free text, for pickers. Each kind is read through `/api/db` in process as the caller,
 * so the caller's permissions and guest access scopes apply exactly as they do to the lists.
 */
export const RESOURCE_KINDS = ['configs', 'components', 'checks', 'playbooks', 'connections'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** Items per selector unless `limit` asks for fewer; never more than MAX_LIMIT. */
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;
/** Selectors per kind in one request, and characters of one search. */
const MAX_SELECTORS = 10;
const MAX_SEARCH = 256;

const text = z.string().max(MAX_SEARCH, `must be at most ${MAX_SEARCH} characters`);
const selectorSchema = z
  .object({
    id: text.optional(),
    name: text.optional(),
    namespace: text.optional(),
    agent: text.optional(),
    search: text.optional(),
    types: z.array(text).max(50).optional(),
    type: text.optional(),
    tagSelector: text.optional(),
    labelSelector: text.optional(),
    health: text.optional(),
    status: text.optional(),
    limit: z.number().int().positive().max(MAX_LIMIT, `must be at most ${MAX_LIMIT}`).optional(),
  })
  .loose();
export type Selector = z.infer<typeof selectorSchema>;

export const searchRequestSchema = z
  .object(
    Object.fromEntries(
      RESOURCE_KINDS.map((kind) => [
        kind,
        z.array(selectorSchema).max(MAX_SELECTORS, `at most ${MAX_SELECTORS} selectors per kind`).optional(),
      ]),
    ) as Record<ResourceKind, z.ZodOptional<z.ZodArray<typeof selectorSchema>>>,
  )
  .strict();
export type SearchRequest = z.infer<typeof searchRequestSchema>;

export interface SearchItem {
  id: string;
  name: string;
  icon?: string | null;
  type?: string | null;
  tags?: Record<string, string> | null;
}

interface KindSource {
  /** The /api/db resource. */
  path: string;
  select: string;
  /** The column `key=value` terms and tag selectors match (jsonb), if any. */
  tags?: string;
  /** The column `health=` terms match. */
  health?: string;
  status?: string;
  type?: string;
  namespace?: boolean;
  agent?: boolean;
  /** Soft-deleted rows have deleted_at set. */
  deletable?: boolean;
  item: (row: Record<string, unknown>) => SearchItem;
}

const stringMap = (value: unknown): Record<string, string> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
    : null;

/** An item of a kind that has an icon, a type and a tag map (tags or labels). */
const itemOf = (row: Record<string, unknown>, tags: unknown): SearchItem => ({
  id: String(row.id),
  name: String(row.name ?? ''),
  icon: (row.icon as string | null) ?? null,
  type: (row.type as string | null) ?? null,
  tags: stringMap(tags),
});

const SOURCES: Record<ResourceKind, KindSource> = {
  configs: {
    path: 'configs',
    select: 'id,name,icon,type,tags',
    tags: 'tags',
    health: 'health',
    status: 'status',
    type: 'type',
    namespace: true,
    agent: true,
    deletable: true,
    item: (row) => itemOf(row, row.tags),
  },
  components: {
    path: 'components',
    select: 'id,name,icon,type,labels',
    tags: 'labels',
    health: 'health',
    status: 'status',
    type: 'type',
    namespace: true,
    agent: true,
    deletable: true,
    item: (row) => itemOf(row, row.labels),
  },
  checks: {
    path: 'checks',
    select: 'id,name,icon,type,labels',
    tags: 'labels',
    // A check's health is its status (healthy / unhealthy).
    health: 'status',
    status: 'status',
    type: 'type',
    namespace: true,
    agent: true,
    deletable: true,
    item: (row) => itemOf(row, row.labels),
  },
  playbooks: {
    path: 'playbooks',
    select: 'id,name,title,icon,category',
    type: 'category',
    namespace: true,
    deletable: true,
    item: (row) => ({
      id: String(row.id),
      name: String(row.title || row.name || ''),
      icon: (row.icon as string | null) ?? null,
      type: (row.category as string | null) || null,
      tags: null,
    }),
  },
  connections: {
    path: 'connections',
    select: 'id,name,type,namespace',
    type: 'type',
    namespace: true,
    deletable: true,
    item: (row) => ({
      id: String(row.id),
      name: String(row.name ?? ''),
      icon: null,
      type: (row.type as string | null) ?? null,
      tags: row.namespace ? { namespace: String(row.namespace) } : null,
    }),
  },
};

/** A PostgREST literal: quoted, so commas, dots and parentheses in a value never split a list or an operator. */
const literal = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const list = (values: string[]) => `(${values.map(literal).join(',')})`;
/** `*` is PostgREST's LIKE wildcard; other LIKE characters are literal. */
const pattern = (value: string) => literal(value.replace(/[%_\\]/g, (char) => `\\${char}`));
const NIL_AGENT = '00000000-0000-0000-0000-000000000000';

/** `key=value` terms and bare words of a `search` (the resource selector's hint: name=…, type=…, health=a,b). */
export function parseSearch(search: string): { words: string[]; terms: Array<[string, string[]]> } {
  const words: string[] = [];
  const terms: Array<[string, string[]]> = [];
  for (const token of search.trim().split(/\s+/).filter(Boolean)) {
    const eq = token.indexOf('=');
    if (eq > 0) {
      const values = token
        .slice(eq + 1)
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean);
      if (values.length) terms.push([token.slice(0, eq).toLowerCase(), values]);
    } else words.push(token);
  }
  return { words, terms };
}

/** The /api/db query string of one selector over one kind. */
export function selectorQuery(kind: ResourceKind, selector: Selector): URLSearchParams {
  const source = SOURCES[kind];
  const query = new URLSearchParams({ select: source.select, order: 'name.asc' });
  query.set('limit', String(Math.min(selector.limit ?? DEFAULT_LIMIT, MAX_LIMIT)));
  const and: string[] = [];
  const tagTerm = (key: string, values: string[]) => {
    if (!source.tags) throw badRequest(`${kind} have no tags to match "${key}"`);
    if (!/^[\w./-]+$/.test(key)) throw badRequest(`"${key}" is not a tag key`);
    and.push(`${source.tags}->>${key}.in.${list(values)}`);
  };
  const field = (name: 'type' | 'health' | 'status', values: string[]) => {
    const column = source[name];
    if (!column) throw badRequest(`${kind} can not be searched by ${name}`);
    and.push(`${column}.in.${list(values)}`);
  };
  if (source.deletable) query.set('deleted_at', 'is.null');
  if (selector.id) and.push(`id.eq.${literal(selector.id)}`);
  if (selector.name && selector.name !== '*') and.push(`name.ilike.${pattern(selector.name)}`);
  if (selector.namespace && source.namespace) and.push(`namespace.eq.${literal(selector.namespace)}`);
  if (selector.agent && selector.agent !== 'all' && source.agent) {
    and.push(`agent_id.eq.${literal(selector.agent === 'local' ? NIL_AGENT : selector.agent)}`);
  }
  const types = [...(selector.types ?? []), ...(selector.type ? [selector.type] : [])];
  if (types.length) field('type', types);
  if (selector.health) field('health', selector.health.split(','));
  if (selector.status) field('status', selector.status.split(','));
  for (const raw of [selector.tagSelector, selector.labelSelector]) {
    for (const term of (raw ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)) {
      const eq = term.indexOf('=');
      if (eq <= 0) throw badRequest(`tag selector term "${term}" must be key=value`);
      tagTerm(term.slice(0, eq).trim(), [term.slice(eq + 1).trim()]);
    }
  }
  if (selector.search) {
    const { words, terms } = parseSearch(selector.search);
    for (const [key, values] of terms) {
      if (key === 'name') and.push(`or(${values.map((value) => `name.ilike.${pattern(value)}`).join(',')})`);
      else if (key === 'type' || key === 'health' || key === 'status') field(key, values);
      else if (key === 'namespace' && source.namespace) and.push(`namespace.in.${list(values)}`);
      else tagTerm(key, values);
    }
    for (const word of words) and.push(`name.ilike.${pattern(`*${word}*`)}`);
  }
  if (and.length) query.set('and', `(${and.join(',')})`);
  return query;
}

/** Runs every selector of the request as `principal`; items are unique per kind, in selector order. */
export async function searchResources(
  request: SearchRequest,
  principal: Principal,
  dispatch: (request: Request) => Promise<Response>,
  origin: string,
): Promise<Partial<Record<ResourceKind, SearchItem[]>>> {
  const result: Partial<Record<ResourceKind, SearchItem[]>> = {};
  await Promise.all(
    RESOURCE_KINDS.filter((kind) => request[kind]).map(async (kind) => {
      const seen = new Map<string, SearchItem>();
      for (const selector of request[kind]!) {
        // dispatch is the /api app itself: its paths start below /api.
        const url = `${origin}/db/${SOURCES[kind].path}?${selectorQuery(kind, selector).toString()}`;
        const response = await dispatch(asCaller(new Request(url), principal));
        // A kind the caller may not read is an empty list, as upstream answers: the picker shows what it may.
        if (response.status === 401 || response.status === 403 || response.status === 404) continue;
        if (!response.ok) {
          const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
          throw badRequest(`could not search ${kind}: ${body.message ?? body.error ?? response.statusText}`);
        }
        for (const row of (await response.json()) as Array<Record<string, unknown>>) {
          const item = SOURCES[kind].item(row);
          if (!seen.has(item.id)) seen.set(item.id, item);
        }
      }
      result[kind] = [...seen.values()];
    }),
  );
  return result;
}
