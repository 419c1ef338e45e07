import { parse as parseYaml } from 'yaml';
import { parseSchedule, type Schedule } from '../runner/schedule';

/**
 * The Topology spec as saved (topologies.spec: the integration form's YAML, the generic editor's JSON, or a whole
 * `kind: Topology` object), read leniently where upstream is lenient and refused with a sentence where a run could
 * not make sense of it. Field names are canary-checker's (`api/v1/system_types.go`, `component_types.go`).
 */

/** Upstream's default (cc `pkg/db/topology.go`). */
export const DEFAULT_TOPOLOGY_SCHEDULE = '@every 10m';

export type Json = Record<string, unknown>;

export class TopologySpecError extends Error {}

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A selector of checks, components or catalog items (upstream's ResourceSelector, the fields we honour). */
export interface ResourceSelector {
  id?: string;
  name?: string;
  namespace?: string;
  types?: string[];
  labelSelector?: string;
  tagSelector?: string;
}

/** A component's `checks` entry: a selector of our checks, or an inline canary the runner creates. */
export interface ComponentCheck {
  selector?: ResourceSelector;
  inline?: Json;
}

/** A lookup: an inline canary of exec, http or sql/postgres checks whose results become components or values. */
export interface Lookup {
  type: 'exec' | 'http' | 'sql';
  config: Json;
}

export interface PropertySpec extends Json {
  name?: string;
  lookup?: Lookup;
}

export interface ComponentSpec {
  raw: Json;
  name?: string;
  externalId?: string;
  components: ComponentSpec[];
  properties: PropertySpec[];
  selectors: ResourceSelector[];
  checks: ComponentCheck[];
  configs: ResourceSelector[];
  lookup?: Lookup;
  forEach?: Json;
}

export interface TopologySpec {
  root: ComponentSpec;
  schedule: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

function list(value: unknown, where: string): unknown[] {
  if (value == null) return [];
  if (!Array.isArray(value)) throw new TopologySpecError(`${where} must be a list`);
  return value;
}

function stringList(value: unknown, where: string): string[] | undefined {
  if (value == null) return undefined;
  if (typeof value === 'string') return value.trim() ? [value.trim()] : undefined;
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) {
    throw new TopologySpecError(`${where} must be a list of names`);
  }
  return (value as string[]).filter((entry) => entry.trim());
}

export function parseSelector(value: unknown, where: string): ResourceSelector {
  if (!isRecord(value))
    throw new TopologySpecError(`${where} must be an object (name, namespace, types, labelSelector)`);
  const selector: ResourceSelector = {};
  selector.id = text(value.id);
  selector.name = text(value.name);
  selector.namespace = text(value.namespace);
  const types = stringList(value.types, `${where}.types`) ?? stringList(value.type, `${where}.type`);
  if (types?.length) selector.types = types;
  selector.labelSelector = text(value.labelSelector);
  selector.tagSelector = text(value.tagSelector);
  if (isRecord(value.labels)) {
    const pairs = Object.entries(value.labels).map(([key, label]) => `${key}=${String(label)}`);
    selector.labelSelector = [selector.labelSelector, ...pairs].filter(Boolean).join(',');
  }
  if (isRecord(value.tags)) {
    const pairs = Object.entries(value.tags).map(([key, tag]) => `${key}=${String(tag)}`);
    selector.tagSelector = [selector.tagSelector, ...pairs].filter(Boolean).join(',');
  }
  for (const key of Object.keys(selector) as Array<keyof ResourceSelector>) {
    if (selector[key] === undefined) delete selector[key];
  }
  if (!Object.keys(selector).length) {
    throw new TopologySpecError(
      `${where} selects nothing: give a name, namespace, types, labelSelector or tagSelector`,
    );
  }
  return selector;
}

const LOOKUP_TYPES: Record<string, Lookup['type']> = { exec: 'exec', http: 'http', sql: 'sql', postgres: 'sql' };

/** `lookup: {exec: [{script}]}` (or http, sql, postgres): the first check of the first type present. */
export function parseLookup(value: unknown, where: string): Lookup | undefined {
  if (value == null) return undefined;
  if (!isRecord(value)) throw new TopologySpecError(`${where} must be an object with exec, http or sql checks`);
  for (const [key, type] of Object.entries(LOOKUP_TYPES)) {
    const entries = value[key];
    if (entries == null) continue;
    const first = Array.isArray(entries) ? entries[0] : entries;
    if (!isRecord(first)) throw new TopologySpecError(`${where}.${key} must be a list of ${key} checks`);
    return { type, config: first };
  }
  const keys = Object.keys(value).join(', ') || 'nothing';
  throw new TopologySpecError(`${where} has ${keys}; lookups on this server run exec, http or sql (postgres) checks`);
}

function parseProperties(value: unknown, where: string): PropertySpec[] {
  return list(value, where).map((entry, index) => {
    if (!isRecord(entry)) throw new TopologySpecError(`${where}[${index}] must be an object`);
    const { lookup, ...rest } = entry;
    const parsed = parseLookup(lookup, `${where}[${index}].lookup`);
    return parsed ? { ...rest, lookup: parsed } : rest;
  });
}

function parseChecks(value: unknown, where: string): ComponentCheck[] {
  return list(value, where).map((entry, index) => {
    const at = `${where}[${index}]`;
    if (!isRecord(entry)) throw new TopologySpecError(`${at} must be an object with a selector or an inline canary`);
    if (entry.inline != null) {
      if (!isRecord(entry.inline)) throw new TopologySpecError(`${at}.inline must be a canary spec (http, exec, ...)`);
      return { inline: entry.inline };
    }
    // A bare selector is read as `{selector: …}`.
    return { selector: parseSelector(entry.selector ?? entry, `${at}.selector`) };
  });
}

/** Components nest at most this deep (a spec that nests deeper is almost certainly generated wrong). */
export const MAX_DEPTH = 20;

export function parseComponent(value: unknown, where: string, depth = 0): ComponentSpec {
  if (!isRecord(value)) throw new TopologySpecError(`${where} must be an object`);
  if (depth > MAX_DEPTH) throw new TopologySpecError(`${where}: components nest deeper than ${MAX_DEPTH} levels`);
  const lookup = parseLookup(value.lookup, `${where}.lookup`);
  const name = text(value.name);
  if (!name && !lookup && depth > 0) throw new TopologySpecError(`${where} needs a name (or a lookup)`);
  const forEach = value.forEach == null ? undefined : value.forEach;
  if (forEach !== undefined && !isRecord(forEach)) throw new TopologySpecError(`${where}.forEach must be an object`);
  return {
    raw: value,
    name,
    externalId: text(value.externalID) ?? text(value.externalId) ?? text(value.id),
    components: list(value.components, `${where}.components`).map((child, index) =>
      parseComponent(child, `${where}.components[${index}]`, depth + 1),
    ),
    properties: parseProperties(value.properties, `${where}.properties`),
    selectors: list(value.selectors, `${where}.selectors`).map((entry, index) =>
      parseSelector(entry, `${where}.selectors[${index}]`),
    ),
    checks: parseChecks(value.checks, `${where}.checks`),
    configs: list(value.configs, `${where}.configs`).map((entry, index) =>
      parseSelector(entry, `${where}.configs[${index}]`),
    ),
    lookup,
    forEach,
  };
}

/** The run's schedule: the row's `schedule` column, else the spec's, else the default. */
export function topologySchedule(spec: Json, column: string | null | undefined): string {
  return text(column) ?? text(spec.schedule) ?? DEFAULT_TOPOLOGY_SCHEDULE;
}

export function scheduleOf(expression: string): Schedule {
  try {
    return parseSchedule(expression);
  } catch (error) {
    throw new TopologySpecError((error as Error).message);
  }
}

/** The saved spec → the root component spec and the schedule. A whole `kind: Topology` object is unwrapped. */
export function parseTopologySpec(saved: unknown, scheduleColumn?: string | null): TopologySpec {
  let spec: unknown = saved ?? {};
  if (typeof spec === 'string') {
    try {
      spec = parseYaml(spec) ?? {};
    } catch (error) {
      throw new TopologySpecError(`the spec is not valid YAML or JSON: ${(error as Error).message}`);
    }
  }
  if (isRecord(spec) && isRecord(spec.spec) && (spec.kind === 'Topology' || spec.apiVersion != null)) spec = spec.spec;
  if (!isRecord(spec)) throw new TopologySpecError('the topology spec must be an object');
  const schedule = topologySchedule(spec, scheduleColumn);
  scheduleOf(schedule);
  return { root: parseComponent(spec, 'spec'), schedule };
}
