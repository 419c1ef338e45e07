import {
  isBlankParamValue,
  isListedParamOption,
  paramListOptions,
  paramTextProblem,
  playbookParamLabel,
  withDefaultByteUnit,
  type ParamListOption,
  type ParamRuleProblem,
  type PlaybookParameter,
} from '@mission-control/api';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import type { FieldSpec } from '../../shared/fields';

/**
 * The playbook parameter form without React: which control each parameter
 * gets (as a form-engine `FieldSpec`), its starting value, the checks of operations §5 and the values sent.
 * The rules are shared with the server (`@mission-control/api`); this module
 * words them for the form.
 */

/** What kind of value a parameter takes; `paramFieldSpec` turns it into the form engine's field. */
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
  return playbookParamLabel(param);
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

export type ListOption = ParamListOption;

/** `properties.options`: `{label, value}` objects or plain values. */
export function listOptions(param: PlaybookParameter): ListOption[] {
  return paramListOptions(props(param));
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
  if (isBlankParamValue(text)) return param.required ? problem('required', 'This field is required') : undefined;
  const properties = props(param);
  if (control === 'code') {
    const language = codeLanguage(param);
    return parseCode(text, language)
      ? undefined
      : problem(`invalid.${language}`, language === 'json' ? 'Must be valid JSON' : 'Must be valid YAML');
  }
  if (control === 'list') {
    return isListedParamOption(properties, text) ? undefined : problem('option', 'Choose one of the options');
  }
  const found = paramTextProblem(text, properties);
  return found && describeProblem(found);
}

/** The form's wording of each rule, with the values its message fills in. */
function describeProblem(found: ParamRuleProblem): ParamProblem {
  switch (found.rule) {
    case 'minLength':
      return problem('minLength', 'Must be at least {minLength} characters', { minLength: found.minLength });
    case 'maxLength':
      return problem('maxLength', 'Must be at most {maxLength} characters', { maxLength: found.maxLength });
    case 'number':
      return problem('number', 'This field must be a number');
    case 'min':
      return problem('min', 'Must be at least {min}', { min: found.min });
    case 'max':
      return problem('max', 'Must be at most {max}', { max: found.max });
    case 'regex':
      return problem('regex', 'Must match {regex}', { regex: found.regex });
    case 'regexInvalid':
      return problem('regexInvalid', "The pattern {regex} in this parameter's definition is invalid: {reason}", {
        regex: found.regex,
        reason: found.reason,
      });
    case 'regexInputTooLong':
      return problem('regexInputTooLong', 'Too long to check against the pattern: at most {limit} characters', {
        limit: found.limit,
      });
    case 'dns1123':
      return problem(
        'dns1123',
        'Must be lowercase letters, digits and hyphens in dot-separated labels, each starting and ending with a letter or digit',
      );
    case 'bytes':
      return problem('bytes', 'Must be a number with unit Mi, Gi or Ti');
    case 'millicores':
      return problem('millicores', 'Must be a number of millicores ending in m, e.g. 500m');
  }
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
    const control = paramControl(param);
    result[param.name] =
      control === 'bytes' ? withDefaultByteUnit(value) : control === 'millicores' ? value.trim() : value;
  }
  return result;
}

/** A translatable text: its message key, English text and the values it fills in. */
export interface ParamText {
  key: string;
  text: string;
  values?: Record<string, string>;
}

/** A parameter's field for the form engine, and the help shown when the parameter has no description. */
export interface ParamFieldSpec extends FieldSpec<ParamValues> {
  hint?: ParamText;
}

/** The react-hook-form path of the parameter at `index` (names may hold dots, so they are not paths). */
export function paramPath(index: number): `values.${number}` {
  return `values.${index}`;
}

/** One parameter as a form-engine field (operations §3.11). */
export function paramFieldSpec(param: PlaybookParameter): ParamFieldSpec {
  const base = {
    name: param.name,
    label: paramLabel(param),
    required: !!param.required,
    ...(param.description ? { description: param.description } : {}),
  };
  switch (paramControl(param)) {
    case 'checkbox':
      return { ...base, kind: 'checkbox' };
    case 'list':
      return {
        ...base,
        kind: 'select',
        options: listOptions(param),
      };
    case 'code':
      return { ...base, kind: 'code', language: codeLanguage(param), size: codeSize(param) };
    case 'textarea':
      return { ...base, kind: 'textarea' };
    case 'bytes':
      return {
        ...base,
        kind: 'text',
        hint: { key: 'playbooks.param.bytesHint', text: 'A size in Mi, Gi or Ti, e.g. 512Mi (Mi when no unit)' },
      };
    case 'millicores':
      return {
        ...base,
        kind: 'text',
        hint: { key: 'playbooks.param.millicoresHint', text: 'CPU in millicores, e.g. 500m' },
      };
    case 'reference':
      return {
        ...base,
        kind: 'text',
        hint: {
          key: 'playbooks.param.referenceHint',
          text: 'The id of the {type}',
          values: { type: param.type ?? 'resource' },
        },
      };
    default:
      return { ...base, kind: 'text', inputType: paramInputType(param) };
  }
}
