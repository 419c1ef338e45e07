import { celEnvironment, compileCelExpression, firstLine } from '../cel';
import { parse as parseYaml } from 'yaml';

/**
 * Analyzers as data (`config_analyzers` rows, migration 025): a CEL `condition` over one catalog item, an analysis
 * `type`, a `severity` and a `message` template whose `{{ expression }}` parts are CEL too. An item offers what the
 * scraper's CEL offers (`config`, `config_type`, `config_class`, `name`, `id`, `tags`, `labels`; `id` is the catalog
 * id here) and `now`, the time of the run, so conditions can compare dates (`timestamp(x) < now + duration('720h')`).
 */
export const ANALYSIS_TYPES = [
  'availability',
  'compliance',
  'cost',
  'integration',
  'other',
  'performance',
  'recommendation',
  'reliability',
  'security',
  'technical_debt',
] as const;

/** The incident severity list upstream's insights filter offers (console-areas §1.5). */
export const ANALYSIS_SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'] as const;

/** Placeholders a message may have (each is an expression to compile and run). */
export const MAX_MESSAGE_PLACEHOLDERS = 10;
/** Characters of a rendered message at most (what a finding stores). */
export const MAX_MESSAGE_LENGTH = 2000;

export interface AnalyzerItem {
  config: unknown;
  config_type: string;
  config_class: string;
  name: string;
  id: string;
  tags: Record<string, string>;
  labels: Record<string, string>;
  now: Date;
}

type Program = (item: AnalyzerItem) => unknown;

export interface CompiledAnalyzer {
  name: string;
  type: string;
  severity: string;
  /** True when the finding holds for the item. */
  condition: Program;
  /** The message for an item the condition holds for. */
  message: (item: AnalyzerItem) => string;
}

// The scrapers' item variables, and `now` for conditions on age.
const environment = celEnvironment({
  config: 'dyn',
  config_type: 'string',
  config_class: 'string',
  name: 'string',
  id: 'string',
  tags: 'map',
  labels: 'map',
  now: 'google.protobuf.Timestamp',
});

/** A compiled expression, or the compiler's sentence naming `what` (e.g. `spec.condition`). */
function compile(what: string, expression: unknown, bool: boolean): { program: Program } | { problem: string } {
  return compileCelExpression<AnalyzerItem>(environment, what, expression, bool ? 'bool' : undefined);
}

const PLACEHOLDER = /\{\{([\s\S]*?)\}\}/g;

const show = (value: unknown): string => {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? Number(inner) : inner));
};

function compileMessage(template: unknown): { render: CompiledAnalyzer['message'] } | { problem: string } {
  if (typeof template !== 'string' || !template.trim()) return { problem: 'spec.message must be text' };
  const parts: Array<string | Program> = [];
  let last = 0;
  let index = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    index += 1;
    if (index > MAX_MESSAGE_PLACEHOLDERS) {
      return { problem: `spec.message may have at most ${MAX_MESSAGE_PLACEHOLDERS} {{ }} expressions` };
    }
    const compiled = compile(`spec.message expression ${index} ({{${match[1]}}})`, match[1]!.trim(), false);
    if ('problem' in compiled) return compiled;
    parts.push(template.slice(last, match.index), compiled.program);
    last = match.index + match[0].length;
  }
  parts.push(template.slice(last));
  return {
    render: (item) =>
      parts
        .map((part) => (typeof part === 'string' ? part : show(part(item))))
        .join('')
        .slice(0, MAX_MESSAGE_LENGTH),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The spec as an object: the editor may save it as YAML or JSON text. */
function specObject(spec: unknown): unknown {
  if (typeof spec !== 'string') return spec;
  try {
    return parseYaml(spec) as unknown;
  } catch (error) {
    return firstLine(error);
  }
}

/** The analyzer, or the sentence saying what is wrong with its spec (checked on save and before each run). */
export function compileAnalyzer(name: string, rawSpec: unknown): { analyzer: CompiledAnalyzer } | { problem: string } {
  const spec = specObject(rawSpec);
  if (!isRecord(spec)) {
    return { problem: 'spec must be an object with type, severity, condition and message' };
  }
  const type = spec.type ?? 'other';
  if (typeof type !== 'string' || !(ANALYSIS_TYPES as readonly string[]).includes(type)) {
    return { problem: `spec.type must be one of ${ANALYSIS_TYPES.join(', ')}` };
  }
  const severity = spec.severity ?? 'medium';
  if (typeof severity !== 'string' || !(ANALYSIS_SEVERITIES as readonly string[]).includes(severity)) {
    return { problem: `spec.severity must be one of ${ANALYSIS_SEVERITIES.join(', ')}` };
  }
  const condition = compile('spec.condition', spec.condition, true);
  if ('problem' in condition) return condition;
  const message = compileMessage(spec.message ?? `${name} holds for {{ name }}`);
  if ('problem' in message) return message;
  return { analyzer: { name, type, severity, condition: condition.program, message: message.render } };
}
