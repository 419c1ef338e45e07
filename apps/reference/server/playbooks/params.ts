/**
 * Playbook parameters: defaults resolved for a resource, and the values of a run
 * request checked against the definitions (operations §5 "Playbook parameters").
 * The rules themselves are shared with the console: `@mission-control/api`.
 */

import {
  isBlankParamValue,
  isListedParamOption,
  paramTextProblem,
  playbookParamLabel,
  type ParamRuleProblem,
} from '@mission-control/api';
import type { PlaybookParameter } from '@mission-control/api/schemas';

/** The fields a default may refer to, e.g. `{{.check.name}}`. */
export interface TemplateContext {
  check?: Record<string, unknown>;
  component?: Record<string, unknown>;
  config?: Record<string, unknown>;
  user?: Record<string, unknown>;
}

export class ParameterError extends Error {}

const TEMPLATE = /\{\{\s*\.(check|component|config|user)\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/**
 * Replaces `{{.check.name}}`-style references with the resource's plain field
 * values. Only this one form is understood (no functions, pipes or loops): it
 * cannot run code, and anything else is left as written.
 */
export function renderDefault(value: string, context: TemplateContext): string {
  return value.replace(TEMPLATE, (_match, scope: keyof TemplateContext, field: string) => {
    const source = context[scope];
    const entry = source && Object.hasOwn(source, field) ? source[field] : undefined;
    return entry == null || typeof entry === 'object' ? '' : String(entry);
  });
}

export function parameterDefinitions(spec: unknown): PlaybookParameter[] {
  const parameters = (spec as { parameters?: unknown } | null)?.parameters;
  if (!Array.isArray(parameters)) return [];
  return parameters.filter(
    (parameter): parameter is PlaybookParameter =>
      parameter != null && typeof parameter === 'object' && typeof (parameter as { name?: unknown }).name === 'string',
  );
}

/** The definitions with their defaults rendered for the target resource. */
export function resolveParameters(spec: unknown, context: TemplateContext): PlaybookParameter[] {
  return parameterDefinitions(spec).map((parameter) =>
    typeof parameter.default === 'string'
      ? { ...parameter, default: renderDefault(parameter.default, context) }
      : parameter,
  );
}

/** The server's wording of each rule (the run request's error text). */
function describeProblem(problem: ParamRuleProblem): string {
  switch (problem.rule) {
    case 'minLength':
      return `must be at least ${problem.minLength} characters`;
    case 'maxLength':
      return `must be at most ${problem.maxLength} characters`;
    case 'number':
      return 'must be a number';
    case 'min':
      return `must be at least ${problem.min}`;
    case 'max':
      return `must be at most ${problem.max}`;
    case 'regex':
      return `must match ${problem.regex}`;
    case 'regexInvalid':
      return `has an invalid pattern in its definition (${problem.reason})`;
    case 'regexInputTooLong':
      return `is too long to check against its pattern (at most ${problem.limit} characters)`;
    case 'dns1123':
      return 'must be lowercase letters, digits and hyphens in dot-separated labels';
    case 'bytes':
      return 'must be a number with unit Mi, Gi or Ti';
    case 'millicores':
      return 'must be a number with suffix m';
  }
}

/** Checks one text value; returns the problem, or undefined when it is fine. */
export function textProblem(value: string, properties: Record<string, unknown>): string | undefined {
  const problem = paramTextProblem(value, properties);
  return problem && describeProblem(problem);
}

/**
 * The values a run uses: the given ones, then rendered defaults. Unknown names,
 * missing required values and values that break the definition are errors.
 */
export function validateParameters(
  definitions: PlaybookParameter[],
  given: Record<string, unknown>,
): Record<string, unknown> {
  const known = new Map(definitions.map((definition) => [definition.name, definition]));
  for (const name of Object.keys(given)) {
    if (!known.has(name)) throw new ParameterError(`unknown parameter "${name}"`);
  }
  const values: Record<string, unknown> = {};
  for (const definition of definitions) {
    const label = playbookParamLabel(definition);
    const properties = definition.properties ?? {};
    let value = Object.hasOwn(given, definition.name) ? given[definition.name] : undefined;
    if (isBlankParamValue(value) && !isBlankParamValue(definition.default)) value = definition.default;
    if (isBlankParamValue(value)) {
      if (definition.required) throw new ParameterError(`parameter "${label}" is required`);
      continue;
    }
    switch (definition.type) {
      case 'checkbox':
        if (value === 'true' || value === 'false') value = value === 'true';
        if (typeof value !== 'boolean') throw new ParameterError(`parameter "${label}" must be true or false`);
        break;
      case 'list':
        if (!isListedParamOption(properties, value)) {
          throw new ParameterError(`parameter "${label}" must be one of the listed options`);
        }
        break;
      case 'code':
        // Code may arrive parsed (YAML or JSON object) or as text; both are kept as given.
        break;
      default: {
        if (typeof value === 'number') value = String(value);
        if (typeof value !== 'string') throw new ParameterError(`parameter "${label}" must be text`);
        const problem = textProblem(value, properties);
        if (problem) throw new ParameterError(`parameter "${label}" ${problem}`);
      }
    }
    values[definition.name] = value;
  }
  return values;
}

/** `PARAM_<NAME>` environment variables: upper case, anything but letters and digits as `_`. */
export function parameterEnv(values: Record<string, unknown>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const key = `PARAM_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
    env[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return env;
}
