import type { PlaybookParameter } from '@mission-control/api';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';

/**
 * The playbook parameter form without React: which control each parameter
 * gets, its starting value, the checks of operations §5 and the values sent.
 */

export type ParamControl =
  | 'text'
  | 'textarea'
  | 'bytes'
  | 'millicores'
  | 'checkbox'
  | 'list'
  | 'code'
  /** people, team, component, config and check: typed as an id until resource pickers exist. */
  | 'reference';

export type ParamValue = string | boolean;
export type ParamValues = Record<string, ParamValue>;

export const REFERENCE_TYPES = ['people', 'team', 'component', 'config', 'check'] as const;
const INPUT_TYPES = ['email', 'url', 'tel', 'password'] as const;
export type ParamInputType = 'text' | (typeof INPUT_TYPES)[number];

export const CODE_SIZES = ['very-small', 'small', 'medium', 'large', 'full'] as const;
export type CodeSize = (typeof CODE_SIZES)[number];

const props = (param: PlaybookParameter): Record<string, unknown> => param.properties ?? {};

export function paramLabel(param: PlaybookParameter): string {
  return param.label?.trim() || param.name;
}

export function paramControl(param: PlaybookParameter): ParamControl {
  const type = param.type ?? 'text';
  if (type === 'checkbox' || type === 'list' || type === 'code') return type;
  if ((REFERENCE_TYPES as readonly string[]).includes(type)) return 'reference';
  const properties = props(param);
  if (properties.format === 'bytes') return 'bytes';
  if (properties.format === 'millicores') return 'millicores';
  return properties.multiline === true || properties.multiline === 'true' ? 'textarea' : 'text';
}

/** `format` may name an input type (email, url, ...); anything else is plain text. */
export function paramInputType(param: PlaybookParameter): ParamInputType {
  const format = props(param).format;
  return (INPUT_TYPES as readonly unknown[]).includes(format) ? (format as ParamInputType) : 'text';
}

export function codeLanguage(param: PlaybookParameter): 'json' | 'yaml' {
  return props(param).language === 'json' ? 'json' : 'yaml';
}

export function codeSize(param: PlaybookParameter): CodeSize {
  const size = props(param).size;
  return (CODE_SIZES as readonly unknown[]).includes(size) ? (size as CodeSize) : 'small';
}

export interface ListOption {
  id: string;
  label: string;
}

/** `properties.options`: `{label, value}` objects or plain values. */
export function listOptions(param: PlaybookParameter): ListOption[] {
  const options = props(param).options;
  if (!Array.isArray(options)) return [];
  return options.flatMap((option): ListOption[] => {
    if (option != null && typeof option === 'object') {
      const { label, value } = option as { label?: unknown; value?: unknown };
      if (value == null) return [];
      return [{ id: String(value), label: label == null || label === '' ? String(value) : String(label) }];
    }
    return option == null ? [] : [{ id: String(option), label: String(option) }];
  });
}

function initialValue(param: PlaybookParameter): ParamValue {
  const value = param.default;
  const control = paramControl(param);
  if (control === 'checkbox') return value === true || value === 'true';
  if (value == null) return '';
  if (control === 'code' && typeof value === 'object') {
    return codeLanguage(param) === 'json' ? JSON.stringify(value, null, 2) : stringifyYaml(value);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Starting values: the defaults as the server resolved them for the resource. */
export function initialValues(params: readonly PlaybookParameter[]): ParamValues {
  return Object.fromEntries(params.map((param) => [param.name, initialValue(param)]));
}

const DNS1123 = /^(?=.{1,253}$)[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const BYTES = /^\d+(\.\d+)?(Mi|Gi|Ti)?$/;
const MILLICORES = /^\d+m$/;

function numberProperty(properties: Record<string, unknown>, key: string): number | undefined {
  const value = properties[key];
  if (value == null || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** A message key and its English text, so the dialog can translate it. */
export interface ParamProblem {
  key: string;
  /** English text with `{name}` placeholders filled from `values`. */
  message: string;
  values?: Record<string, string | number>;
}

const problem = (key: string, message: string, values?: Record<string, string | number>): ParamProblem => ({
  key: `playbooks.param.${key}`,
  message,
  ...(values ? { values } : {}),
});

function parseCode(text: string, language: 'json' | 'yaml'): boolean {
  try {
    if (language === 'json') JSON.parse(text);
    else parseYaml(text);
    return true;
  } catch {
    return false;
  }
}

/** The first problem with one value, or undefined when it is fine. */
export function validateParam(param: PlaybookParameter, value: ParamValue | undefined): ParamProblem | undefined {
  const control = paramControl(param);
  if (control === 'checkbox') return undefined;
  const text = typeof value === 'string' ? value : '';
  if (!text.trim()) return param.required ? problem('required', 'This field is required') : undefined;
  const properties = props(param);
  if (control === 'code') {
    const language = codeLanguage(param);
    return parseCode(text, language)
      ? undefined
      : problem(`invalid.${language}`, language === 'json' ? 'Must be valid JSON' : 'Must be valid YAML');
  }
  if (control === 'list') {
    const options = listOptions(param);
    return options.length && !options.some((option) => option.id === text)
      ? problem('option', 'Choose one of the options')
      : undefined;
  }
  const minLength = numberProperty(properties, 'minLength');
  const maxLength = numberProperty(properties, 'maxLength');
  if (minLength !== undefined && text.length < minLength) {
    return problem('minLength', 'Must be at least {minLength} characters', { minLength });
  }
  if (maxLength !== undefined && text.length > maxLength) {
    return problem('maxLength', 'Must be at most {maxLength} characters', { maxLength });
  }
  const min = numberProperty(properties, 'min');
  const max = numberProperty(properties, 'max');
  if (min !== undefined || max !== undefined) {
    const number = Number(text);
    if (!Number.isFinite(number)) return problem('number', 'This field must be a number');
    if (min !== undefined && number < min) return problem('min', 'Must be at least {min}', { min });
    if (max !== undefined && number > max) return problem('max', 'Must be at most {max}', { max });
  }
  if (typeof properties.regex === 'string' && properties.regex) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(properties.regex);
    } catch {
      pattern = undefined;
    }
    if (pattern && !pattern.test(text)) return problem('regex', 'Must match {regex}', { regex: properties.regex });
  }
  if (control === 'bytes' && !BYTES.test(text.trim())) {
    return problem('bytes', 'Must be a number with unit Mi, Gi or Ti');
  }
  if (control === 'millicores' && !MILLICORES.test(text.trim())) {
    return problem('millicores', 'Must be a number of millicores ending in m, e.g. 500m');
  }
  if (properties.format === 'dns1123' && !DNS1123.test(text)) {
    return problem(
      'dns1123',
      'Must be lowercase letters, digits and hyphens in dot-separated labels, each starting and ending with a letter or digit',
    );
  }
  return undefined;
}

export function validateParams(
  params: readonly PlaybookParameter[],
  values: ParamValues,
): Record<string, ParamProblem> {
  const problems: Record<string, ParamProblem> = {};
  for (const param of params) {
    const found = validateParam(param, values[param.name]);
    if (found) problems[param.name] = found;
  }
  return problems;
}

/**
 * What the run request carries: blank optional values are left out (the server
 * then applies the default), bytes without a unit get Mi, code goes as text.
 */
export function runParams(params: readonly PlaybookParameter[], values: ParamValues): Record<string, ParamValue> {
  const result: Record<string, ParamValue> = {};
  for (const param of params) {
    const value = values[param.name];
    if (value === undefined) continue;
    if (typeof value === 'boolean') {
      result[param.name] = value;
      continue;
    }
    if (!value.trim()) continue;
    result[param.name] =
      paramControl(param) === 'bytes' && /^\d+(\.\d+)?$/.test(value.trim()) ? `${value.trim()}Mi` : value;
  }
  return result;
}
