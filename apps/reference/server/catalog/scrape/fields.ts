import { createHash } from 'node:crypto';
import { celMatches, celValue, compileCel, type CelItem, type CelProgram } from './cel';
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
const MAX_RULE_ERRORS = 20;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined => {
  if (value == null) return undefined;
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
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

/** A relationship rule with its CEL `filter`/`expr` compiled once per run (undefined when absent or invalid). */
interface RelationshipRule {
  index: number;
  rule: Record<string, unknown>;
  filter?: CelProgram;
  expr?: CelProgram;
}

/** A mask with its CEL `selector` compiled once per run; `invalid` masks apply to every item (see transformed). */
interface MaskRule {
  index: number;
  rule: Record<string, unknown>;
  selector?: CelProgram;
  invalid?: boolean;
}

function refFrom(
  rule: Record<string, unknown>,
  json: unknown,
  labels: Record<string, string>,
  parent: boolean,
): RelationshipRef | undefined {
  const parts = {
    type: lookup(rule.type, json, labels),
    externalId: lookup(rule.id ?? rule.external_id, json, labels),
    name: lookup(rule.name, json, labels),
    namespace: lookup(rule.namespace, json, labels),
  };
  // A lookup that resolves to nothing means the rule does not apply to this item.
  if (Object.values(parts).some((part) => part === null)) return undefined;
  if (!parts.externalId && !parts.name) return undefined;
  const ref: RelationshipRef = { parent };
  if (parts.type) ref.type = parts.type;
  if (parts.externalId) ref.externalId = parts.externalId;
  if (parts.name) ref.name = parts.name;
  if (parts.namespace) ref.namespace = parts.namespace;
  return ref;
}

/**
 * The links of one item. `filter` (CEL, true/false) says whether a rule applies to the item; `expr` (CEL) gives the
 * selectors itself, a list of `{id | external_id, name, namespace, type}` maps, instead of the lookup fields.
 * A rule whose CEL fails is reported once in `errors` and links nothing; the other rules and items go on.
 */
function relationshipsOf(
  rules: RelationshipRule[],
  json: unknown,
  labels: Record<string, string>,
  item: CelItem,
  errors: Set<string>,
): RelationshipRef[] {
  const refs: RelationshipRef[] = [];
  for (const { index, rule, filter, expr } of rules) {
    const what = `transform.relationship[${index}]`;
    try {
      if (filter && !celMatches(`${what}.filter`, filter, item)) continue;
      if (!expr) {
        const ref = refFrom(rule, json, labels, rule.parent === true);
        if (ref) refs.push(ref);
        continue;
      }
      const value = celValue(`${what}.expr`, expr, item);
      const selectors = Array.isArray(value) ? value : [value];
      for (const selector of selectors) {
        if (!isRecord(selector)) throw new Error(`${what}.expr must give a list of maps (id, name, namespace, type)`);
        // Selector fields the expression left empty do not constrain the match.
        const literal = Object.fromEntries(
          Object.entries(selector)
            .map(([key, part]) => [key, text(part)] as const)
            .filter(([key, part]) => part !== undefined && key !== 'parent')
            .map(([key, part]) => [key, { value: part }]),
        );
        const ref = refFrom(literal, json, labels, selector.parent === true || rule.parent === true);
        if (ref) refs.push(ref);
      }
    } catch (error) {
      errors.add(error instanceof Error ? error.message : String(error));
    }
  }
  return refs;
}

const md5 = (value: unknown) =>
  createHash('md5')
    .update(typeof value === 'string' ? value : JSON.stringify(value ?? null))
    .digest('hex');

/**
 * `exclude` and `mask` on a copy of the document that is stored (the id, name and type were read before). A mask
 * whose CEL `selector` is invalid or fails on this item masks anyway: hiding a field by mistake is safer than
 * storing a secret; the problem is reported in `errors`.
 */
function transformed(
  json: unknown,
  transform: Record<string, unknown> | undefined,
  masks: MaskRule[],
  item: CelItem,
  errors: Set<string>,
): unknown {
  if (!transform || typeof json !== 'object' || json === null) return json;
  const copy = structuredClone(json);
  for (const exclude of (transform.exclude as Record<string, unknown>[] | undefined) ?? []) {
    for (const { parent, parentProperty } of pathLocations(String(exclude.jsonpath), copy)) {
      if (Array.isArray(parent)) parent.splice(Number(parentProperty), 1);
      else delete (parent as Record<string, unknown>)[String(parentProperty)];
    }
  }
  for (const { index, rule: mask, selector } of masks) {
    if (selector) {
      try {
        if (!celMatches(`transform.mask[${index}].selector`, selector, item)) continue;
      } catch (error) {
        errors.add(`${error instanceof Error ? error.message : String(error)}; the field was masked anyway`);
      }
    }
    for (const { parent, parentProperty } of pathLocations(String(mask.jsonpath), copy)) {
      const target = parent as Record<string | number, unknown>;
      const current = target[parentProperty as string | number];
      target[parentProperty as string | number] = mask.value === 'md5sum' ? md5(current) : String(mask.value);
    }
  }
  return copy;
}

/** Compiles the transform's CEL once per source run; an invalid expression is reported and handled per rule. */
function compiledRules(transform: Record<string, unknown> | undefined, where: string, errors: string[]) {
  const masks: MaskRule[] = [];
  for (const [index, rule] of ((transform?.mask as unknown[] | undefined) ?? []).entries()) {
    if (!isRecord(rule)) continue;
    const entry: MaskRule = { index, rule };
    if (rule.selector != null && rule.selector !== '') {
      const compiled = compileCel(`transform.mask[${index}].selector`, rule.selector, 'bool');
      if ('program' in compiled) entry.selector = compiled.program;
      else errors.push(`${where}: ${compiled.problem}; the mask applies to every item`);
    }
    masks.push(entry);
  }
  const relationships: RelationshipRule[] = [];
  for (const [index, rule] of ((transform?.relationship as unknown[] | undefined) ?? []).entries()) {
    if (!isRecord(rule)) continue;
    const entry: RelationshipRule = { index, rule };
    let valid = true;
    for (const key of ['filter', 'expr'] as const) {
      if (rule[key] == null || rule[key] === '') continue;
      const compiled = compileCel(
        `transform.relationship[${index}].${key}`,
        rule[key],
        key === 'expr' ? 'list' : 'bool',
      );
      if ('program' in compiled) entry[key] = compiled.program;
      else {
        valid = false;
        errors.push(`${where}: ${compiled.problem}; the rule links nothing`);
      }
    }
    if (valid) relationships.push(entry);
  }
  return { masks, relationships };
}

function normalHealth(value: unknown): string | null {
  const health = text(value)?.toLowerCase();
  if (!health) return null;
  return HEALTH.get(health) ?? 'unknown';
}

/** The documents of one source (`file[0]`...) as items; a document without an id or type is an error, not a stop. */
export function itemsFromDocuments(where: string, config: SourceConfig, documents: RawDocument[]): SourceResult {
  const result: SourceResult = { items: [], errors: [], warnings: [] };
  const ruleErrors = new Set<string>();
  const transform = isRecord(config.transform) ? config.transform : undefined;
  const { masks, relationships: rules } = compiledRules(transform, where, result.errors);
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
      const name = text(valueOrPath(config.name, json)) ?? externalId;
      const configClass = text(valueOrPath(config.class, json)) ?? type;
      const cel: CelItem = {
        config: json,
        config_type: type,
        config_class: configClass,
        name,
        id: externalId,
        tags,
        labels,
      };
      result.items.push({
        externalId,
        name,
        type,
        configClass,
        status: text(valueOrPath(config.status, json)) ?? null,
        health: normalHealth(valueOrPath(config.health, json)),
        description: text(valueOrPath(config.description, json)) ?? null,
        labels,
        tags,
        properties: Array.isArray(config.properties) ? config.properties : null,
        // Content in another format is kept as is, with its format, as the item page shows it.
        config: isText
          ? { content: json, format: document.format ?? text(config.format) ?? 'text' }
          : transformed(json, transform, masks, cel, ruleErrors),
        createdAt: timestamp(config.createFields, json),
        deletedAt: timestamp(config.deleteFields, json),
        relationships: relationshipsOf(rules, json, labels, cel, ruleErrors),
        source: document.origin,
      });
    }
  }
  // Expressions that fail item after item are reported a bounded number of times.
  const failures = [...ruleErrors];
  result.errors.push(...failures.slice(0, MAX_RULE_ERRORS).map((error) => `${where}: ${error}`));
  if (failures.length > MAX_RULE_ERRORS) {
    result.errors.push(`${where}: ${failures.length - MAX_RULE_ERRORS} more CEL failures not listed`);
  }
  return result;
}
