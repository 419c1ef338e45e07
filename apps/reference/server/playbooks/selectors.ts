/**
 * The subset of Mission Control's resource selectors that playbooks use to say
 * which checks, components and configs they apply to (`spec.checks`,
 * `spec.components`, `spec.configs`).
 *
 * Supported keys: `id`, `name` and `namespace` (comma-separated patterns with
 * `*` globs and a leading `!` to exclude), `types` / `type` (list or
 * comma-separated, `!` excludes), `health` / `statuses`, `labelSelector` and
 * `tagSelector` (`k=v`, `k==v`, `k!=v`, `k`, `!k`, `k in (a,b)`, `k notin (a,b)`),
 * and `agent` (this server has only the local agent, so `all`, `local` or empty).
 * A selector with any other non-empty key (`search`, `fieldSelector`, ...)
 * matches nothing: applying a playbook too widely is worse than not offering it.
 */

export interface SelectableResource {
  id: string;
  name: string;
  namespace?: string | null;
  type?: string | null;
  labels?: Record<string, unknown> | null;
  tags?: Record<string, unknown> | null;
  health?: string | null;
  status?: string | null;
}

const IGNORED_AGENTS = new Set(['', 'all', 'local', '00000000-0000-0000-0000-000000000000']);

function list(value: unknown): string[] | undefined {
  if (value == null) return undefined;
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item !== '');
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }
  return undefined;
}

/** Longer patterns match nothing: selectors are written by people, not generated. */
export const MAX_PATTERN_LENGTH = 256;

/**
 * `*` globs without regular expressions: the parts between stars are found in
 * order, each at its leftmost place (which is optimal for `*`-only globs), so
 * the work is bounded by pattern × value length whatever the input; a
 * backtracking regex of `a*a*a*...b` would take exponential time.
 */
export function globMatch(pattern: string, value: string): boolean {
  if (pattern.length > MAX_PATTERN_LENGTH) return false;
  const parts = pattern.split('*');
  if (parts.length === 1) return pattern === value;
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  if (value.length < first.length + last.length || !value.startsWith(first) || !value.endsWith(last)) return false;
  let at = first.length;
  const end = value.length - last.length;
  for (const part of parts.slice(1, -1)) {
    if (!part) continue;
    const found = value.indexOf(part, at);
    if (found === -1 || found + part.length > end) return false;
    at = found + part.length;
  }
  return true;
}

/**
 * A list of patterns where `!x` excludes and anything else includes: the value
 * matches when no exclusion matches and (there are no inclusions or one matches).
 */
export function matchPatterns(patterns: string[], value: string | null | undefined): boolean {
  const text = value ?? '';
  const includes = patterns.filter((pattern) => !pattern.startsWith('!'));
  const excludes = patterns.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1));
  if (excludes.some((pattern) => globMatch(pattern, text))) return false;
  return includes.length === 0 || includes.some((pattern) => globMatch(pattern, text));
}

type Requirement = (labels: Record<string, string>) => boolean;

/** Parses a Kubernetes-style label selector; returns undefined when it cannot be understood. */
export function parseLabelSelector(selector: string): Requirement[] | undefined {
  const terms = selector.match(/[^,(]+(?:\([^)]*\))?/g) ?? [];
  const requirements: Requirement[] = [];
  for (const raw of terms) {
    const term = raw.trim();
    if (!term) continue;
    let match: RegExpMatchArray | null;
    if ((match = term.match(/^([^\s=!()]+)\s+(in|notin)\s+\(([^)]*)\)$/))) {
      const [, key, operator, values] = match as unknown as [string, string, string, string];
      const options = values
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean);
      requirements.push((labels) =>
        operator === 'in'
          ? Object.hasOwn(labels, key) && options.includes(labels[key]!)
          : !Object.hasOwn(labels, key) || !options.includes(labels[key]!),
      );
    } else if ((match = term.match(/^([^\s=!()]+)\s*(==|=|!=)\s*([^\s=!()]*)$/))) {
      const [, key, operator, value] = match as unknown as [string, string, string, string];
      requirements.push((labels) =>
        operator === '!='
          ? !Object.hasOwn(labels, key) || labels[key] !== value
          : Object.hasOwn(labels, key) && labels[key] === value,
      );
    } else if ((match = term.match(/^!\s*([^\s=!()]+)$/))) {
      const key = match[1]!;
      requirements.push((labels) => !Object.hasOwn(labels, key));
    } else if ((match = term.match(/^([^\s=!()]+)$/))) {
      const key = match[1]!;
      requirements.push((labels) => Object.hasOwn(labels, key));
    } else {
      return undefined;
    }
  }
  return requirements;
}

function stringMap(value: Record<string, unknown> | null | undefined): Record<string, string> {
  const map: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, entry] of Object.entries(value ?? {})) {
    if (entry != null && typeof entry !== 'object') map[key] = String(entry);
  }
  return map;
}

function matchLabels(selector: unknown, labels: Record<string, unknown> | null | undefined): boolean {
  if (selector == null || selector === '') return true;
  if (typeof selector !== 'string') return false;
  const requirements = parseLabelSelector(selector);
  if (!requirements) return false;
  const map = stringMap(labels);
  return requirements.every((requirement) => requirement(map));
}

const KNOWN_KEYS = new Set([
  'id',
  'name',
  'namespace',
  'types',
  'type',
  'health',
  'statuses',
  'labelSelector',
  'tagSelector',
  'agent',
]);

function isEmpty(value: unknown): boolean {
  return value == null || value === '' || (Array.isArray(value) && value.length === 0);
}

export function matchesSelector(resource: SelectableResource, selector: unknown): boolean {
  if (selector == null || typeof selector !== 'object' || Array.isArray(selector)) return false;
  const fields = selector as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    if (!KNOWN_KEYS.has(key) && !isEmpty(value)) return false;
  }
  if (!isEmpty(fields.agent) && !(typeof fields.agent === 'string' && IGNORED_AGENTS.has(fields.agent))) return false;
  if (!isEmpty(fields.id)) {
    const ids = list(fields.id);
    if (!ids || !ids.includes(resource.id)) return false;
  }
  const patterns: Array<[unknown, string | null | undefined]> = [
    [fields.name, resource.name],
    [fields.namespace, resource.namespace],
    [fields.types ?? fields.type, resource.type],
    [fields.health, resource.health],
    [fields.statuses, resource.status],
  ];
  for (const [value, actual] of patterns) {
    if (isEmpty(value)) continue;
    const items = list(value);
    if (!items || !matchPatterns(items, actual)) return false;
  }
  return matchLabels(fields.labelSelector, resource.labels) && matchLabels(fields.tagSelector, resource.tags);
}

/** True when any selector of the list matches. */
export function matchesAny(resource: SelectableResource, selectors: unknown): boolean {
  return Array.isArray(selectors) && selectors.some((selector) => matchesSelector(resource, selector));
}
