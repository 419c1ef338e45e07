import { celEnvironment, compileCelExpression, firstLine } from '../cel';

/**
 * `transform.changes` of a scraper (config-db `TransformChange`): `exclude[]` CEL expressions drop a change,
 * `mapping[]` rules with a CEL `filter` retype it (`type`), set its `severity`, replace its `summary` and may act on
 * the item (`action: ignore` drops the change, `action: delete` soft-deletes the item). The first matching mapping
 * applies. Expressions see the change as `change` and its fields at the top level (`change_type`, `summary`,
 * `severity`, `source`, `details`, `patches`, `external_change_id`), and the item as `config` (its document),
 * `config_type`, `name`, `tags` and `labels`. A `summary` is text in which each `{{ expression }}` is replaced by
 * its CEL value (`"{{details.reason}} on {{name}}"`).
 */
export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export const MAPPING_ACTIONS = ['ignore', 'delete'] as const;

export interface ChangeFacts {
  change_type: string;
  summary: string | null;
  severity: string | null;
  source: string | null;
  details: unknown;
  patches: unknown;
  external_change_id: string | null;
}

export interface ItemFacts {
  config: unknown;
  config_type: string;
  name: string;
  tags: Record<string, string>;
  labels: Record<string, string>;
}

type Program = (context: Record<string, unknown>) => unknown;

interface MappingRule {
  index: number;
  filter?: Program;
  type?: string;
  severity?: string;
  action?: (typeof MAPPING_ACTIONS)[number];
  summary?: Array<string | Program>;
}

/** A source's compiled change rules (compiled once per run). */
export interface ChangeRules {
  exclude: Array<{ index: number; program: Program }>;
  mapping: MappingRule[];
}

/** What the rules made of a change: undefined when dropped. `deleteItem` asks for the item to be soft-deleted. */
export interface MappedChange extends ChangeFacts {
  deleteItem?: boolean;
}

const environment = celEnvironment({
  change: 'map',
  change_type: 'string',
  summary: 'dyn',
  severity: 'dyn',
  source: 'dyn',
  details: 'dyn',
  patches: 'dyn',
  external_change_id: 'dyn',
  config: 'dyn',
  config_type: 'string',
  name: 'string',
  tags: 'map',
  labels: 'map',
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function compile(what: string, expression: unknown, bool: boolean): Program | string {
  const compiled = compileCelExpression<Record<string, unknown>>(
    environment,
    what,
    expression,
    bool ? 'bool' : undefined,
  );
  return 'problem' in compiled ? compiled.problem : compiled.program;
}

/** `text {{ expr }} text` as literal parts and compiled expressions. */
function compileTemplate(what: string, template: string): Array<string | Program> | string {
  const parts: Array<string | Program> = [];
  let rest = template;
  for (let match = /\{\{(.*?)\}\}/s.exec(rest); match; match = /\{\{(.*?)\}\}/s.exec(rest)) {
    if (match.index) parts.push(rest.slice(0, match.index));
    const program = compile(`${what} {{${match[1]!.trim()}}}`, match[1]!.trim(), false);
    if (typeof program === 'string') return program;
    parts.push(program);
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) parts.push(rest);
  return parts;
}

/**
 * Compiles `transform.changes`; problems are sentences naming the field (`transform.changes.mapping[0].filter
 * ...`). A rule with a problem is left out, so a run goes on with the others and reports it.
 */
export function compileChangeRules(changes: unknown): { rules: ChangeRules; problems: string[] } {
  const rules: ChangeRules = { exclude: [], mapping: [] };
  const problems: string[] = [];
  if (changes == null) return { rules, problems };
  if (!isRecord(changes)) return { rules, problems: ['transform.changes must be an object with mapping and exclude'] };
  const { exclude, mapping } = changes;
  if (exclude != null && !Array.isArray(exclude))
    problems.push('transform.changes.exclude must be a list of CEL expressions');
  for (const [index, expression] of (Array.isArray(exclude) ? exclude : []).entries()) {
    const program = compile(`transform.changes.exclude[${index}]`, expression, true);
    if (typeof program === 'string') problems.push(program);
    else rules.exclude.push({ index, program });
  }
  if (mapping != null && !Array.isArray(mapping)) problems.push('transform.changes.mapping must be a list of rules');
  for (const [index, rule] of (Array.isArray(mapping) ? mapping : []).entries()) {
    const what = `transform.changes.mapping[${index}]`;
    if (!isRecord(rule)) {
      problems.push(`${what} must be an object with filter, type, severity, summary or action`);
      continue;
    }
    const entry: MappingRule = { index };
    const before = problems.length;
    if (rule.filter != null && rule.filter !== '') {
      const program = compile(`${what}.filter`, rule.filter, true);
      if (typeof program === 'string') problems.push(program);
      else entry.filter = program;
    }
    if (rule.type != null) {
      if (typeof rule.type !== 'string' || !rule.type.trim())
        problems.push(`${what}.type must be a change type (text)`);
      else entry.type = rule.type.trim();
    }
    if (rule.severity != null) {
      const severity = typeof rule.severity === 'string' ? rule.severity.trim().toLowerCase() : '';
      if (!(SEVERITIES as readonly string[]).includes(severity)) {
        problems.push(`${what}.severity must be one of ${SEVERITIES.join(', ')}`);
      } else entry.severity = severity;
    }
    if (rule.action != null && rule.action !== '') {
      if (!(MAPPING_ACTIONS as readonly unknown[]).includes(rule.action)) {
        problems.push(`${what}.action must be ignore or delete`);
      } else entry.action = rule.action as MappingRule['action'];
    }
    if (rule.summary != null) {
      if (typeof rule.summary !== 'string') problems.push(`${what}.summary must be text`);
      else {
        const template = compileTemplate(`${what}.summary`, rule.summary);
        if (typeof template === 'string') problems.push(template);
        else entry.summary = template;
      }
    }
    if (problems.length === before) rules.mapping.push(entry);
  }
  return { rules, problems };
}

/** The first problem of `transform.changes`, for saving a spec. */
export function changeRulesProblem(transform: unknown): string | undefined {
  if (!isRecord(transform)) return undefined;
  return compileChangeRules(transform.changes).problems[0];
}

const valueText = (value: unknown) =>
  value == null
    ? ''
    : typeof value === 'string'
      ? value
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/**
 * Applies the rules to one change of one item. An expression that fails (a filter reading `details.reason` of a
 * diff change, which has no details) counts as "does not match" and is reported through `onError` as a sentence
 * naming the rule; a summary part that fails keeps the change's summary.
 */
export function applyChangeRules(
  rules: ChangeRules | undefined,
  change: ChangeFacts,
  item: ItemFacts,
  onError: (message: string) => void = () => undefined,
): MappedChange | undefined {
  if (!rules || (!rules.exclude.length && !rules.mapping.length)) return change;
  const failed = Symbol('failed');
  const run = (what: string, program: Program): unknown => {
    try {
      return program({ ...change, change: { ...change }, ...item });
    } catch (error) {
      onError(
        `${what} failed on a ${change.change_type} change of ${item.config_type} ${item.name}: ${firstLine(error)}`,
      );
      return failed;
    }
  };
  for (const { index, program } of rules.exclude) {
    if (run(`transform.changes.exclude[${index}]`, program) === true) return undefined;
  }
  for (const rule of rules.mapping) {
    const what = `transform.changes.mapping[${rule.index}]`;
    if (rule.filter && run(`${what}.filter`, rule.filter) !== true) continue;
    if (rule.action === 'ignore') return undefined;
    const mapped: MappedChange = { ...change };
    if (rule.summary) {
      const parts = rule.summary.map((part) => (typeof part === 'string' ? part : run(`${what}.summary`, part)));
      if (!parts.includes(failed)) mapped.summary = parts.map(valueText).join('');
    }
    if (rule.type) mapped.change_type = rule.type;
    if (rule.severity) mapped.severity = rule.severity;
    if (rule.action === 'delete') mapped.deleteItem = true;
    return mapped;
  }
  return change;
}
