import { compileLinearPattern, PatternStepLimitError, type LinearPattern } from './playbookParamsRegex';

/**
 * Playbook parameter rules shared by the console form and the server's run
 * check (operations §5 "Playbook parameters"). Each side words the problems
 * itself; these functions say which rule a value breaks.
 *
 * A `regex` comes from a parameter definition, i.e. user data. It runs on a
 * linear-time matcher (./playbookParamsRegex), so a pattern such as `(a+)+$`
 * cannot backtrack catastrophically and hang the server or the tab; long
 * values are not tested at all. Lookaround and backreferences cannot run that
 * way; such patterns are reported as invalid, like ones that do not compile.
 */

/** Longer values are not run through a definition's pattern (they are reported). */
export const PARAM_REGEX_INPUT_LIMIT = 5_000;
/** Longer patterns are reported as invalid without being compiled. */
export const PARAM_REGEX_PATTERN_LIMIT = 1_000;

export const PARAM_BYTE_UNITS = ['Mi', 'Gi', 'Ti'] as const;
export const DEFAULT_PARAM_BYTE_UNIT = 'Mi';

const DNS1123 = /^(?=.{1,253}$)[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const BYTES = /^\d+(\.\d+)?(Mi|Gi|Ti)?$/;
const BARE_BYTES = /^\d+(\.\d+)?$/;
const MILLICORES = /^\d+m$/;

/** The rule a value breaks, with the numbers or pattern a message needs. */
export type ParamRuleProblem =
  | { rule: 'minLength'; minLength: number }
  | { rule: 'maxLength'; maxLength: number }
  | { rule: 'number' }
  | { rule: 'min'; min: number }
  | { rule: 'max'; max: number }
  | { rule: 'regex'; regex: string }
  /** The definition's pattern does not compile (or cannot run in linear time); `reason` says why. */
  | { rule: 'regexInvalid'; regex: string; reason: string }
  /** The value is longer than {@link PARAM_REGEX_INPUT_LIMIT}, so the pattern was not run. */
  | { rule: 'regexInputTooLong'; regex: string; limit: number }
  | { rule: 'dns1123' }
  | { rule: 'bytes' }
  | { rule: 'millicores' };

/** Blank means absent: null, undefined, or text of only whitespace. */
export function isBlankParamValue(value: unknown): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

/** The name shown for a parameter: its label, else its name. */
export function playbookParamLabel(param: { name: string; label?: string | null }): string {
  return param.label?.trim() || param.name;
}

/** A numeric property (`min`, `maxLength`, ...) given as a number or numeric text; anything else is absent. */
export function paramNumberProperty(properties: Record<string, unknown>, key: string): number | undefined {
  const value = properties[key];
  if (value == null || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

export interface ParamListOption {
  /** The value as text: what the console sends and the server compares. */
  id: string;
  label: string;
}

/** `properties.options`: `{label, value}` objects or plain values; options without a value are dropped. */
export function paramListOptions(properties: Record<string, unknown>): ParamListOption[] {
  const options = properties.options;
  if (!Array.isArray(options)) return [];
  return options.flatMap((option): ParamListOption[] => {
    if (option != null && typeof option === 'object') {
      const { label, value } = option as { label?: unknown; value?: unknown };
      if (value == null) return [];
      return [{ id: String(value), label: label == null || label === '' ? String(value) : String(label) }];
    }
    return option == null ? [] : [{ id: String(option), label: String(option) }];
  });
}

/** Whether a list value is allowed: any value when the definition lists no options, else one of them (compared as text). */
export function isListedParamOption(properties: Record<string, unknown>, value: unknown): boolean {
  const options = paramListOptions(properties);
  if (!options.length) return true;
  if (value == null || typeof value === 'object') return false;
  const text = String(value);
  return options.some((option) => option.id === text);
}

/** A bytes value with the default unit: `256` → `256Mi`; other values come back trimmed. */
export function withDefaultByteUnit(value: string): string {
  const trimmed = value.trim();
  return BARE_BYTES.test(trimmed) ? `${trimmed}${DEFAULT_PARAM_BYTE_UNIT}` : trimmed;
}

export type ParamPattern =
  { ok: true; regex: string; matcher: LinearPattern } | { ok: false; regex: string; reason: string };

const PATTERN_CACHE_SIZE = 64;
const patternCache = new Map<string, ParamPattern>();

/**
 * Compiles a definition's pattern for linear-time matching. An invalid or
 * unsupported pattern comes back with the reason instead of throwing.
 */
export function compileParamPattern(regex: string): ParamPattern {
  const cached = patternCache.get(regex);
  if (cached) return cached;
  let compiled: ParamPattern;
  if (regex.length > PARAM_REGEX_PATTERN_LIMIT) {
    compiled = { ok: false, regex, reason: `the pattern is longer than ${PARAM_REGEX_PATTERN_LIMIT} characters` };
  } else {
    try {
      compiled = { ok: true, regex, matcher: compileLinearPattern(regex) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // `Invalid regular expression: /(/: Unterminated group` → `Unterminated group`
      const reason = message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '');
      compiled = { ok: false, regex, reason: reason || 'it does not compile' };
    }
  }
  if (patternCache.size >= PATTERN_CACHE_SIZE) patternCache.delete(patternCache.keys().next().value as string);
  patternCache.set(regex, compiled);
  return compiled;
}

/**
 * Tests a value against a definition's pattern the way `RegExp.test` does (a
 * match anywhere unless anchored). Undefined when it matches.
 */
export function paramPatternProblem(regex: string, value: string): ParamRuleProblem | undefined {
  const pattern = compileParamPattern(regex);
  if (!pattern.ok) return { rule: 'regexInvalid', regex, reason: pattern.reason };
  if (value.length > PARAM_REGEX_INPUT_LIMIT) {
    return { rule: 'regexInputTooLong', regex, limit: PARAM_REGEX_INPUT_LIMIT };
  }
  try {
    return pattern.matcher.test(value) ? undefined : { rule: 'regex', regex };
  } catch (error) {
    // The step budget ran out: this value is too costly for this pattern, which says so rather than hang.
    if (error instanceof PatternStepLimitError) return { rule: 'regexInvalid', regex, reason: error.message };
    throw error;
  }
}

/**
 * The first rule a text value breaks, or undefined when it is fine. The order
 * is minLength, maxLength, number/min/max, regex, then format (dns1123, bytes,
 * millicores). Blank values are the caller's concern (required or skipped).
 */
export function paramTextProblem(value: string, properties: Record<string, unknown>): ParamRuleProblem | undefined {
  const minLength = paramNumberProperty(properties, 'minLength');
  const maxLength = paramNumberProperty(properties, 'maxLength');
  if (minLength !== undefined && value.length < minLength) return { rule: 'minLength', minLength };
  if (maxLength !== undefined && value.length > maxLength) return { rule: 'maxLength', maxLength };
  const min = paramNumberProperty(properties, 'min');
  const max = paramNumberProperty(properties, 'max');
  if (min !== undefined || max !== undefined) {
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number)) return { rule: 'number' };
    if (min !== undefined && number < min) return { rule: 'min', min };
    if (max !== undefined && number > max) return { rule: 'max', max };
  }
  if (typeof properties.regex === 'string' && properties.regex) {
    const problem = paramPatternProblem(properties.regex, value);
    if (problem) return problem;
  }
  switch (properties.format) {
    case 'dns1123':
      return DNS1123.test(value) ? undefined : { rule: 'dns1123' };
    case 'bytes':
      return BYTES.test(value.trim()) ? undefined : { rule: 'bytes' };
    case 'millicores':
      return MILLICORES.test(value.trim()) ? undefined : { rule: 'millicores' };
  }
  return undefined;
}
