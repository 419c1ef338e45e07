import type { Database } from '../db/database';
import type { SourceContext } from '../catalog/scrape/types';
import { applyTemplate, componentsOf, propertyFieldsOf, runLookup } from './lookup';
import {
  isRecord,
  parseComponent,
  TopologySpecError,
  type ComponentSpec,
  type Json,
  type PropertySpec,
  type ResourceSelector,
} from './spec';

/** One component a run wants to exist, with what it links; `children` in spec order. */
export interface PlannedComponent {
  externalId: string;
  name: string;
  fields: ComponentFields;
  properties: Json[];
  checkSelectors: ResourceSelector[];
  inlineCanaries: Json[];
  configSelectors: ResourceSelector[];
  componentSelectors: ResourceSelector[];
  children: PlannedComponent[];
}

/** The columns of `components` a spec sets (besides ids, path and properties). */
export interface ComponentFields {
  text: string | null;
  type: string | null;
  icon: string | null;
  owner: string | null;
  tooltip: string | null;
  namespace: string | null;
  lifecycle: string | null;
  description: string | null;
  status: string;
  status_reason: string | null;
  health: string | null;
  status_expr: string | null;
  health_expr: string | null;
  hidden: boolean;
  labels: Record<string, string>;
  selectors: unknown;
  component_checks: unknown;
  configs: unknown;
  log_selectors: unknown;
  order: number | null;
}

export interface BuildContext {
  db: Database;
  author: string | null;
  source: Omit<SourceContext, 'signal'>;
  signal: AbortSignal;
  /** Components a run may produce at most. */
  maxComponents: number;
  errors: string[];
  count: number;
  keys: Set<string>;
}

const HEALTH = new Set(['healthy', 'unhealthy', 'warning', 'unknown']);
const STATUS = new Set(['healthy', 'unhealthy', 'warning', 'info', 'unknown']);

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null;

function stringLabels(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([key, label]) => [key, String(label)]));
}

/**
 * What a lookup returned, without anything that would run: lookups, forEach and inline canaries in the results
 * (an HTTP body, a script's output) are data, never instructions run with the topology author's rights. Only the
 * author's own forEach template may add them.
 */
export function inert(value: Json): Json {
  const { lookup: _lookup, forEach: _forEach, ...rest } = value;
  if (Array.isArray(rest.checks))
    rest.checks = rest.checks.filter((check) => !(isRecord(check) && check.inline != null));
  if (Array.isArray(rest.components))
    rest.components = rest.components.map((child) => (isRecord(child) ? inert(child) : child));
  return rest;
}

/** A forEach template merged into a looked-up component: lists are appended, labels merged, the rest filled in. */
function withForEach(component: Json, forEach: Json | undefined): Json {
  if (!forEach) return component;
  const template = applyTemplate(forEach, component);
  const merged: Json = { ...template, ...component };
  for (const key of ['components', 'properties', 'checks', 'configs', 'selectors']) {
    const own = Array.isArray(component[key]) ? (component[key] as unknown[]) : [];
    const added = Array.isArray(template[key]) ? (template[key] as unknown[]) : [];
    if (own.length || added.length) merged[key] = [...own, ...added];
  }
  if (isRecord(template.labels) || isRecord(component.labels)) {
    merged.labels = { ...stringLabels(template.labels), ...stringLabels(component.labels) };
  }
  return merged;
}

async function resolveProperties(properties: PropertySpec[], where: string, context: BuildContext): Promise<Json[]> {
  const resolved: Json[] = [];
  for (const [index, property] of properties.entries()) {
    const { lookup, ...fields } = property;
    if (!lookup) {
      resolved.push(fields);
      continue;
    }
    try {
      const results = await runLookup(context.db, lookup, context.author, {
        ...context.source,
        signal: context.signal,
      });
      resolved.push({ ...fields, ...propertyFieldsOf(results), name: fields.name ?? property.name });
    } catch (error) {
      context.errors.push(`${where}.properties[${index}].lookup: ${(error as Error).message}`);
      resolved.push(fields);
    }
  }
  return resolved;
}

function fieldsOf(raw: Json, inherited: Record<string, string>): ComponentFields {
  const health = str(raw.health)?.toLowerCase() ?? null;
  const status = str(raw.status)?.toLowerCase() ?? null;
  return {
    text: str(raw.text),
    type: str(raw.type),
    icon: str(raw.icon),
    owner: str(raw.owner),
    tooltip: str(raw.tooltip),
    namespace: str(raw.namespace),
    lifecycle: str(raw.lifecycle),
    description: str(raw.description),
    // Upstream's column default; a status the roll-up does not know is kept as the status reason instead.
    status: status && STATUS.has(status) ? status : health && STATUS.has(health) ? health : 'healthy',
    status_reason: str(raw.statusReason) ?? (status && !STATUS.has(status) ? str(raw.status) : null),
    health: health && HEALTH.has(health) ? health : null,
    status_expr: str(raw.statusExpr),
    health_expr: str(raw.healthExpr),
    hidden: raw.hidden === true,
    labels: { ...inherited, ...stringLabels(raw.labels) },
    selectors: raw.selectors ?? null,
    component_checks: raw.checks ?? null,
    configs: raw.configs ?? null,
    log_selectors: raw.logs ?? null,
    order: typeof raw.order === 'number' ? raw.order : null,
  };
}

function uniqueKey(wanted: string, context: BuildContext): string {
  let key = wanted;
  for (let n = 2; context.keys.has(key); n++) key = `${wanted}#${n}`;
  context.keys.add(key);
  return key;
}

/** A lookup's results as components at `parentKey`'s level (forEach applied to each). */
async function lookedUp(
  spec: ComponentSpec,
  where: string,
  parentKey: string | null,
  inherited: Record<string, string>,
  context: BuildContext,
): Promise<PlannedComponent[]> {
  const planned: PlannedComponent[] = [];
  let results: unknown[];
  try {
    results = await runLookup(context.db, spec.lookup!, context.author, { ...context.source, signal: context.signal });
  } catch (error) {
    if (context.signal.aborted) throw error;
    context.errors.push(`${where}.lookup: ${(error as Error).message}`);
    return planned;
  }
  const { components, errors } = componentsOf(results, `${where}.lookup`);
  context.errors.push(...errors);
  for (const [index, found] of components.entries()) {
    const at = `${where}.lookup[${index}]`;
    let child: ComponentSpec;
    try {
      child = parseComponent(withForEach(inert(found), spec.forEach), at, 1);
    } catch (error) {
      if (!(error instanceof TopologySpecError)) throw error;
      context.errors.push(error.message);
      continue;
    }
    planned.push(...(await expand(child, at, parentKey, inherited, context)));
  }
  return planned;
}

/**
 * Expands one spec component: its properties resolved, its nested components and lookups expanded (a named
 * component with a lookup groups the looked-up components; an unnamed one is replaced by them). External ids are
 * the explicit `externalID`/`id`, else the names from the root's child down (`Services/payments-api`).
 */
async function expand(
  spec: ComponentSpec,
  where: string,
  parentKey: string | null,
  inherited: Record<string, string>,
  context: BuildContext,
  isRoot = false,
): Promise<PlannedComponent[]> {
  if (context.signal.aborted) throw new Error('the run was stopped');
  if (!spec.name) return spec.lookup ? lookedUp(spec, where, parentKey, inherited, context) : [];
  context.count += 1;
  if (context.count > context.maxComponents) {
    throw new TopologySpecError(`the topology produces more than the limit of ${context.maxComponents} components`);
  }
  const name = spec.name;
  const externalId = uniqueKey(spec.externalId ?? (parentKey ? `${parentKey}/${name}` : name), context);
  const childKey = isRoot ? null : externalId;
  const children: PlannedComponent[] = [];
  for (const [index, child] of spec.components.entries()) {
    children.push(...(await expand(child, `${where}.components[${index}]`, childKey, inherited, context)));
  }
  if (spec.lookup) children.push(...(await lookedUp(spec, where, childKey, inherited, context)));
  // A single `virtual` child stands for its own children (upstream collapses it).
  const only = children.length === 1 ? children[0]! : undefined;
  if (only?.fields.type?.toLowerCase() === 'virtual') children.splice(0, 1, ...only.children);
  return [
    {
      externalId,
      name,
      fields: fieldsOf(spec.raw, inherited),
      properties: await resolveProperties(spec.properties, where, context),
      checkSelectors: spec.checks.flatMap((check) => (check.selector ? [check.selector] : [])),
      inlineCanaries: spec.checks.flatMap((check) => (check.inline ? [check.inline] : [])),
      configSelectors: spec.configs,
      componentSelectors: spec.selectors,
      children,
    },
  ];
}

/**
 * The whole tree of one topology: the root is the topology itself (named by `text` or the topology's name, type
 * `Topology` unless the spec says), the topology's labels copied down to every component.
 */
export async function buildTree(
  topology: { name: string; labels: Record<string, string> | null },
  root: ComponentSpec,
  context: BuildContext,
): Promise<PlannedComponent> {
  const inherited = stringLabels(topology.labels);
  const rootSpec: ComponentSpec = {
    ...root,
    name: str(root.raw.text) ?? topology.name,
    externalId: root.externalId ?? topology.name,
    raw: { ...root.raw, type: root.raw.type ?? 'Topology' },
  };
  const [planned] = await expand(rootSpec, 'spec', null, inherited, context, true);
  return planned!;
}
