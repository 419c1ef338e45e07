/** Form fields per check type and their validation (operations §3.4, §5). No React. */
import { CHECK_TYPES, type CheckTypeKey } from '@mission-control/api';
import { parse, stringify } from 'yaml';
import { changeSpecValue, type FieldOption, type FieldSpec, type FieldSpecKind } from '../../shared/fields/fieldSpec';
import { FOLDER_CONNECTIONS, FORM_FIELDS, SPECIAL_FIELDS } from './formFields';
import {
  SCRIPT_KEYS,
  headersFromText,
  headersText,
  languageName,
  listFromText,
  listText,
  mapFromText,
  mapText,
  readScript,
  writeScript,
} from './checkScripts';

/** A check field is one of the form engine's specs over the flat values; `switch` holds 'true' or ''. */
export type FieldKind = Exclude<FieldSpecKind, 'checkbox'>;

export interface FieldDef extends FieldSpec<FormValues> {
  kind: FieldKind;
  /** A select's choices: values that are their own labels, or values with labels. */
  options?: readonly (string | FieldOption)[];
}

export type FormValues = Record<string, string>;

/** Editor schedule choices (operations §9). */
export const SCHEDULE_OPTIONS = [
  '@every 30s',
  '@every 1m',
  '@every 5m',
  '@every 30m',
  '@hourly',
  '@every 6h',
  '@daily',
  '@weekly',
] as const;

export const HTTP_RESPONSE_CODES = [
  '200',
  '201',
  '202',
  '204',
  '301',
  '302',
  '401',
  '404',
  '500',
  '502',
  '503',
] as const;
export const REQUIRED = 'This field is required';
export const NOT_A_NUMBER = 'This field must be a number';
export const NEGATIVE = 'This field must be 0 or more';
export const INVALID_SPEC = 'The spec must be a YAML or JSON map.';

export { FOLDER_CONNECTIONS, FORM_FIELDS };

export function hasForm(type: CheckTypeKey): boolean {
  return !!FORM_FIELDS[type];
}

export function checkTypeLabel(type: CheckTypeKey): string {
  return CHECK_TYPES.find((t) => t.specKey === type)?.label ?? type;
}

/** The canary-checker reference page of a check type (operations §2.3: the editor's docs link). */
export function checkDocsUrl(type: CheckTypeKey): string {
  const page = type === 'custom' ? '' : type.toLowerCase();
  return `https://flanksource.com/docs/guide/canary-checker/reference/${page}`;
}

/** Types for the picker: alphabetical by label (operations §2.3). */
export function sortedCheckTypes() {
  return [...CHECK_TYPES].sort((a, b) => a.label.localeCompare(b.label));
}

/** Field name → message for every invalid visible field; name is always required. */
export function validateForm(type: CheckTypeKey, values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name?.trim()) errors.name = REQUIRED;
  for (const field of FORM_FIELDS[type] ?? []) {
    if (field.visible && !field.visible(values)) continue;
    const value = (values[field.name] ?? '').trim();
    if (field.required && !value) errors[field.name] = REQUIRED;
    else if (field.kind === 'number' && value) {
      const n = Number(value);
      if (!Number.isFinite(n)) errors[field.name] = NOT_A_NUMBER;
      else if (n < 0) errors[field.name] = NEGATIVE;
    }
  }
  return errors;
}

/** Form values → one check definition for the spec. Empty fields are left out. */
export function definitionFromForm(type: CheckTypeKey, values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = { name: values.name?.trim() ?? '' };
  if (values.icon) out.icon = values.icon;
  if (values.description) out.description = values.description;
  for (const field of FORM_FIELDS[type] ?? []) {
    if (field.visible && !field.visible(values)) continue;
    if (SPECIAL_FIELDS.has(field.name)) continue;
    const value = (values[field.name] ?? '').trim();
    if (!value) continue;
    const typed =
      field.kind === 'number'
        ? Number(value)
        : field.kind === 'switch'
          ? value === 'true'
          : field.secret
            ? { value }
            : value;
    if (field.kind === 'switch' && typed === false) continue;
    setPath(out, field.name, typed);
  }
  writeSpecial(type, values, out);
  if (type === 'http' && values.responseCodes) {
    out.responseCodes = values.responseCodes.split(',').filter(Boolean).map(Number);
  }
  const auth = values.authentication;
  if (auth && auth !== 'none') {
    const credentials = {
      username: { value: values.username ?? '' },
      password: { value: values.password ?? '' },
    };
    out[auth === 'basic' ? (type === 'http' ? 'basic' : 'auth') : auth] = credentials;
  }
  return out;
}

/** A check definition → form values (for editing an existing canary in its form). */
export function formFromDefinition(type: CheckTypeKey, definition: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const [key, value] of Object.entries(definition)) {
    if (value == null || typeof value === 'object') continue;
    values[key] = String(value);
  }
  for (const field of FORM_FIELDS[type] ?? []) {
    if (!field.name.includes('.')) continue;
    const raw = getPath(definition, field.name);
    const value = field.secret && raw && typeof raw === 'object' ? (raw as { value?: unknown }).value : raw;
    if (value == null || typeof value === 'object') continue;
    values[field.name] = String(value);
  }
  if (type === 'folder') {
    const chosen = FOLDER_CONNECTIONS.find((choice) => {
      const connection = definition[`${choice}Connection`];
      return connection != null && typeof connection === 'object';
    });
    if (chosen) values.connectionType = chosen;
  }
  readSpecial(type, definition, values);
  if (Array.isArray(definition.responseCodes)) values.responseCodes = definition.responseCodes.join(',');
  for (const auth of ['basic', 'auth', 'ntlm', 'ntlmv2']) {
    const credentials = definition[auth] as
      { username?: { value?: string }; password?: { value?: string } } | undefined;
    if (credentials && typeof credentials === 'object') {
      values.authentication = auth === 'auth' ? 'basic' : auth;
      values.username = credentials.username?.value ?? '';
      values.password = credentials.password?.value ?? '';
    }
  }
  if (type === 'http' && !values.method) values.method = 'GET';
  return values;
}

/**
 * One field edit: sets the value and, for a single-choice field, empties the fields of
 * the other choices (operations §3.4: switching clears the others).
 */
export function changeField(type: CheckTypeKey, values: FormValues, name: string, value: string): FormValues {
  return changeSpecValue(FORM_FIELDS[type] ?? [], values, name, value);
}

/** Dotted names (`filter.minAge`) are nested objects in the spec. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const child = node[key];
    if (!child || typeof child !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1]!] = value;
}

function getPath(source: Record<string, unknown>, path: string): unknown {
  let node: unknown = source;
  for (const key of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The Code tab's text for the form's values: one definition under the type key. */
export function codeFromForm(type: CheckTypeKey, values: FormValues): string {
  return stringify({ [type]: [definitionFromForm(type, values)] });
}

/** Spec text (YAML or JSON) → the spec map; empty text is an empty map; null when it is not a map. */
export function specFromCode(code: string): Record<string, unknown> | null {
  if (!code.trim()) return {};
  try {
    const parsed: unknown = parse(code);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Back from the Code tab: the first definition of the type replaces the form's fields
 * (name stays the canary's); without one the form is unchanged; null when the text is not a map.
 */
export function formFromCode(type: CheckTypeKey, code: string, current: FormValues): FormValues | null {
  const spec = specFromCode(code);
  if (!spec) return null;
  const raw = spec[type];
  const definition = Array.isArray(raw) ? (raw[0] as unknown) : raw;
  if (!definition || typeof definition !== 'object') return current;
  return {
    ...current,
    ...formFromDefinition(type, definition as Record<string, unknown>),
    name: current.name ?? '',
  };
}

/** `team=platform, tier=1` ⇄ `{team: 'platform', tier: '1'}`; malformed pairs are dropped. */
export function parseLabelText(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of text.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const key = part.slice(0, at).trim();
    if (!key || key === '__proto__' || key === 'constructor') continue;
    out[key] = part.slice(at + 1).trim();
  }
  return out;
}

export function labelText(labels: Record<string, string> | null | undefined): string {
  return Object.entries(labels ?? {})
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
}

/**
 * The flat values as react-hook-form holds them: a dotted name is a nested path
 * (`filter.maxAge` → `{filter: {maxAge}}`), a switch field is a boolean, and the
 * HTTP response codes are one boolean each (`responseCodes: {c200: true}`; a bare
 * number would make react-hook-form build an array).
 */
export interface NestedValues {
  [key: string]: string | boolean | NestedValues | undefined;
}

/** The react-hook-form name of an HTTP response code's checkbox, below the editor's values. */
export function responseCodeName(code: string): string {
  return `responseCodes.c${code}`;
}

/** Flat `{'a.b': x}` → nested `{a: {b: x}}`, for react-hook-form's values and errors. */
export function nestPaths<T>(flat: Record<string, T>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(flat)) {
    // Names can come from the Code tab's text: none may reach a prototype.
    if (name.split('.').some((key) => UNSAFE_KEYS.has(key))) continue;
    setPath(out, name, value);
  }
  return out;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Flat form values → react-hook-form's nested values (see `NestedValues`). */
export function nestedFromForm(type: CheckTypeKey, values: FormValues): NestedValues {
  const checkboxes = new Set(
    (FORM_FIELDS[type] ?? []).filter((field) => field.kind === 'switch').map((field) => field.name),
  );
  const typed: Record<string, string | boolean | NestedValues> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name === 'responseCodes') {
      const codes = value.split(',').filter(Boolean);
      typed[name] = Object.fromEntries(codes.map((code) => [`c${code}`, true]));
    } else typed[name] = checkboxes.has(name) ? value === 'true' : value;
  }
  return nestPaths(typed) as NestedValues;
}

/** react-hook-form's nested values → flat form values: booleans become 'true' or ''. */
export function formFromNested(nested: NestedValues): FormValues {
  const out: FormValues = {};
  const walk = (node: NestedValues, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const name = prefix + key;
      if (name === 'responseCodes' && value && typeof value === 'object') {
        out[name] = Object.entries(value)
          .filter(([, on]) => on === true)
          .map(([code]) => code.slice(1))
          .sort()
          .join(',');
      } else if (value && typeof value === 'object') walk(value, `${name}.`);
      else if (typeof value === 'boolean') out[name] = value ? 'true' : '';
      else if (typeof value === 'string') out[name] = value;
    }
  };
  walk(nested, '');
  return out;
}

/** A select with no value shows, and now holds, its first option (the schedule: every 5 minutes). */
export function withSelectDefaults(type: CheckTypeKey, values: FormValues): FormValues {
  const out: FormValues = { ...values, schedule: values.schedule || SCHEDULE_OPTIONS[2] };
  for (const field of FORM_FIELDS[type] ?? []) {
    const first = field.options?.[0];
    if (field.kind === 'select' && !out[field.name] && first != null) {
      out[field.name] = typeof first === 'string' ? first : first.id;
    }
  }
  return out;
}

/** Scripts, headers and Alert Manager lists and filters: spec → text fields. */
function readSpecial(type: CheckTypeKey, definition: Record<string, unknown>, values: FormValues): void {
  for (const key of SCRIPT_KEYS) {
    const script = readScript(definition[key]);
    if (script) {
      values[languageName(key)] = script.language;
      values[key] = script.script;
    } else delete values[key];
  }
  if (type === 'http' && definition.headers != null) values.headers = headersText(definition.headers);
  if (type === 'alertmanager') {
    if (definition.alerts != null) values.alerts = listText(definition.alerts);
    if (definition.ignore != null) values.ignore = listText(definition.ignore);
    if (definition.filters != null) values.filters = mapText(definition.filters);
  }
}

/** The text fields of `readSpecial` → their spec shapes; empty ones are left out. */
function writeSpecial(type: CheckTypeKey, values: FormValues, out: Record<string, unknown>): void {
  for (const key of SCRIPT_KEYS) {
    const script = writeScript(values[languageName(key)], values[key]);
    if (script) out[key] = script;
  }
  if (type === 'http') {
    const headers = headersFromText(values.headers ?? '', undefined);
    if (headers.length) out.headers = headers;
  }
  if (type === 'alertmanager') {
    const alerts = listFromText(values.alerts ?? '');
    if (alerts.length) out.alerts = alerts;
    const filters = mapFromText(values.filters ?? '');
    if (Object.keys(filters).length) out.filters = filters;
    const ignore = listFromText(values.ignore ?? '');
    if (ignore.length) out.ignore = ignore;
  }
}
