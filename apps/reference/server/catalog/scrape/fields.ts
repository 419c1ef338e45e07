import { createHash } from 'node:crypto';
import { firstValue, pathLocations, pathValues, valueOrPath } from './jsonpath';
import type { SourceConfig } from './spec';
import type { RawDocument, RelationshipRef, SourceResult } from './types';

/**
 * The fields every scraper shares (config-db's BaseScraper), applied to the documents a source produced:
 * `items` splits a document, `id`/`name`/`type`/`class`/`status`/`health`/`description` are literals or
 * JSONPaths (a value starting with `$`), `labels`, `tags` (at most 5), `properties`, `createFields`,
 * `deleteFields`, and `transform` (`exclude`, `mask`, `relationship`).
 */
export const MAX_TAGS = 5;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined => {
  if (value == null) return undefined;
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
};

/** Health words documents use (a Ready condition's True/False, a backup's completed/failed...) as the four healths. */
const HEALTH = new Map([
  ...['healthy', 'ok', 'true', 'available', 'active', 'running', 'ready', 'completed', 'succeeded'].map(
    (word) => [word, 'healthy'] as const,
  ),
  ...['unhealthy', 'error', 'false', 'failed', 'crashloopbackoff'].map((word) => [word, 'unhealthy'] as const),
  ...['warning', 'degraded', 'pending', 'progressing'].map((word) => [word, 'warning'] as const),
  ['unknown', 'unknown'],
]);

/** Problems with the common fields that make a whole source invalid (checked on save and before a run). */
export function commonFieldProblem(config: SourceConfig): string | undefined {
  const tags = config.tags;
  if (tags != null) {
    const count = Array.isArray(tags) ? tags.length : isRecord(tags) ? Object.keys(tags).length : -1;
    if (count < 0) return 'tags must be a list of {name, value | jsonpath | label} or a map';
    if (count > MAX_TAGS) return `tags: at most ${MAX_TAGS} tags, not ${count}`;
  }
  const transform = config.transform;
  if (transform != null && !isRecord(transform)) return 'transform must be an object';
  if (isRecord(transform)) {
    for (const key of ['exclude', 'mask', 'relationship'] as const) {
      const list = transform[key];
      if (list != null && (!Array.isArray(list) || !list.every(isRecord)))
        return `transform.${key} must be a list of objects`;
    }
    for (const [index, mask] of ((transform.mask as Record<string, unknown>[] | undefined) ?? []).entries()) {
      if (typeof mask.jsonpath !== 'string' || !mask.jsonpath.trim())
        return `transform.mask[${index}] needs a jsonpath`;
      if (typeof mask.value !== 'string') return `transform.mask[${index}].value must be md5sum or a literal text`;
    }
    for (const [index, exclude] of ((transform.exclude as Record<string, unknown>[] | undefined) ?? []).entries()) {
      if (typeof exclude.jsonpath !== 'string' || !exclude.jsonpath.trim()) {
        return `transform.exclude[${index}] needs a jsonpath`;
      }
    }
  }
  return undefined;
}

function timestamp(paths: unknown, json: unknown): Date | null {
  if (!Array.isArray(paths)) return null;
  for (const path of paths) {
    if (typeof path !== 'string') continue;
    const value = text(firstValue(path, json));
    if (!value) continue;
    const date = new Date(/^\d+$/.test(value) ? Number(value) * (value.length <= 10 ? 1000 : 1) : value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return null;
}

function labelsOf(spec: unknown, json: unknown): Record<string, string> {
  const labels: Record<string, string> = {};
  // A JSONPath to an object of labels (e.g. `$.metadata.labels`), or a map whose values are literals or paths.
  if (typeof spec === 'string') {
    const found = valueOrPath(spec, json);
    if (isRecord(found)) for (const [key, value] of Object.entries(found)) labels[key] = text(value) ?? '';
    return labels;
  }
  if (isRecord(spec)) {
    for (const [key, value] of Object.entries(spec)) {
      const resolved = text(valueOrPath(value, json));
      if (resolved !== undefined) labels[key] = resolved;
    }
  }
  return labels;
}

function tagsOf(spec: unknown, json: unknown, labels: Record<string, string>): Record<string, string> {
  const tags: Record<string, string> = {};
  const entries: Array<[string, unknown]> = Array.isArray(spec)
    ? spec.filter(isRecord).map((tag) => [String(tag.name ?? ''), tag])
    : isRecord(spec)
      ? Object.entries(spec).map(([name, value]) => [name, { value }])
      : [];
  for (const [name, tag] of entries.slice(0, MAX_TAGS)) {
    if (!name || !isRecord(tag)) continue;
    const value =
      typeof tag.jsonpath === 'string'
        ? text(firstValue(tag.jsonpath, json))
        : typeof tag.label === 'string'
          ? labels[tag.label]
          : text(valueOrPath(tag.value, json));
    if (value !== undefined) tags[name] = value;
  }
  return tags;
}

/** A relationship lookup: `{value}`, `{label}` (one of the item's labels) or `{path}` (a JSONPath). */
function lookup(spec: unknown, json: unknown, labels: Record<string, string>): string | undefined | null {
  if (spec == null) return undefined;
  if (typeof spec === 'string') return text(valueOrPath(spec, json)) ?? null;
  if (!isRecord(spec)) return null;
  if (spec.value != null) return text(spec.value) ?? null;
  if (typeof spec.label === 'string') return labels[spec.label] ?? null;
  if (typeof spec.path === 'string') return text(firstValue(spec.path, json)) ?? null;
  if (typeof spec.jsonpath === 'string') return text(firstValue(spec.jsonpath, json)) ?? null;
  return null;
}

function relationshipsOf(
  rules: Record<string, unknown>[],
  json: unknown,
  labels: Record<string, string>,
  warnings: Set<string>,
): RelationshipRef[] {
  const refs: RelationshipRef[] = [];
  for (const rule of rules) {
    if (rule.filter != null || rule.expr != null) {
      warnings.add('transform.relationship: filter and expr are CEL upstream and are not evaluated by this server');
    }
    const parts = {
      type: lookup(rule.type, json, labels),
      externalId: lookup(rule.id ?? rule.external_id, json, labels),
      name: lookup(rule.name, json, labels),
      namespace: lookup(rule.namespace, json, labels),
    };
    // A lookup that resolves to nothing means the rule does not apply to this item.
    if (Object.values(parts).some((part) => part === null)) continue;
    if (!parts.externalId && !parts.name) continue;
    const ref: RelationshipRef = { parent: rule.parent === true };
    if (parts.type) ref.type = parts.type;
    if (parts.externalId) ref.externalId = parts.externalId;
    if (parts.name) ref.name = parts.name;
    if (parts.namespace) ref.namespace = parts.namespace;
    refs.push(ref);
  }
  return refs;
}

const md5 = (value: unknown) =>
  createHash('md5')
    .update(typeof value === 'string' ? value : JSON.stringify(value ?? null))
    .digest('hex');

/** `exclude` and `mask` on a copy of the document that is stored (the id, name and type were read before). */
function transformed(json: unknown, transform: Record<string, unknown> | undefined, type: string): unknown {
  if (!transform || typeof json !== 'object' || json === null) return json;
  const copy = structuredClone(json);
  for (const exclude of (transform.exclude as Record<string, unknown>[] | undefined) ?? []) {
    for (const { parent, parentProperty } of pathLocations(String(exclude.jsonpath), copy)) {
      if (Array.isArray(parent)) parent.splice(Number(parentProperty), 1);
      else delete (parent as Record<string, unknown>)[String(parentProperty)];
    }
  }
  for (const mask of (transform.mask as Record<string, unknown>[] | undefined) ?? []) {
    // `selector` is a CEL expression upstream; here it names the item type the mask applies to (empty: all).
    const selector = typeof mask.selector === 'string' ? mask.selector.trim() : '';
    if (selector && selector !== type) continue;
    for (const { parent, parentProperty } of pathLocations(String(mask.jsonpath), copy)) {
      const target = parent as Record<string | number, unknown>;
      const current = target[parentProperty as string | number];
      target[parentProperty as string | number] = mask.value === 'md5sum' ? md5(current) : String(mask.value);
    }
  }
  return copy;
}

function normalHealth(value: unknown): string | null {
  const health = text(value)?.toLowerCase();
  if (!health) return null;
  return HEALTH.get(health) ?? 'unknown';
}

/** The documents of one source (`file[0]`...) as items; a document without an id or type is an error, not a stop. */
export function itemsFromDocuments(where: string, config: SourceConfig, documents: RawDocument[]): SourceResult {
  const result: SourceResult = { items: [], errors: [], warnings: [] };
  const warnings = new Set<string>();
  const transform = isRecord(config.transform) ? config.transform : undefined;
  const rules = ((transform?.relationship as Record<string, unknown>[] | undefined) ?? []).filter(isRecord);
  for (const document of documents) {
    let parts: unknown[] = [document.data];
    if (typeof config.items === 'string' && config.items.trim()) {
      const found = pathValues(config.items.trim(), document.data);
      parts = found.length === 1 && Array.isArray(found[0]) ? found[0] : found;
      if (!parts.length) {
        result.errors.push(`${where} ${document.origin}: items ${config.items} matched nothing`);
        continue;
      }
    }
    for (const [index, json] of parts.entries()) {
      const label = parts.length > 1 ? `${document.origin} item ${index}` : document.origin;
      const isText = typeof json === 'string';
      const externalId =
        text(valueOrPath(config.id, json)) ??
        (config.id == null && document.format !== 'row' ? document.origin : undefined);
      if (!externalId) {
        result.errors.push(`${where} ${label}: id ${String(config.id)} matched nothing`);
        continue;
      }
      const type = text(valueOrPath(config.type, json));
      if (!type) {
        result.errors.push(`${where} ${label}: type ${String(config.type ?? '(not set)')} matched nothing`);
        continue;
      }
      const labels = labelsOf(config.labels, json);
      const tags = tagsOf(config.tags, json, labels);
      result.items.push({
        externalId,
        name: text(valueOrPath(config.name, json)) ?? externalId,
        type,
        configClass: text(valueOrPath(config.class, json)) ?? type,
        status: text(valueOrPath(config.status, json)) ?? null,
        health: normalHealth(valueOrPath(config.health, json)),
        description: text(valueOrPath(config.description, json)) ?? null,
        labels,
        tags,
        properties: Array.isArray(config.properties) ? config.properties : null,
        // Content in another format is kept as is, with its format, as the item page shows it.
        config: isText
          ? { content: json, format: document.format ?? text(config.format) ?? 'text' }
          : transformed(json, transform, type),
        createdAt: timestamp(config.createFields, json),
        deletedAt: timestamp(config.deleteFields, json),
        relationships: relationshipsOf(rules, json, labels, warnings),
        source: document.origin,
      });
    }
  }
  result.warnings.push(...warnings);
  return result;
}
