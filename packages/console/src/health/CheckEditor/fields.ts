/** Form fields per check type and their validation (operations §3.4, §5). No React. */
import { CHECK_TYPES, type CheckTypeKey } from '@mission-control/api';
import { parse, stringify } from 'yaml';
import { changeSpecValue, type FieldSpec, type FieldSpecKind } from '../../shared/fields';

/** A check field is one of the form engine's specs over the flat values; `switch` holds 'true' or ''. */
export type FieldKind = Exclude<FieldSpecKind, 'checkbox'>;

export interface FieldDef extends FieldSpec<FormValues> {
  kind: FieldKind;
  /** A check select's choices are their own labels. */
  options?: readonly string[];
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

const basicAuth: FieldDef[] = [
  {
    name: 'username',
    label: 'Username',
    kind: 'text',
    visible: (v) => !!v.authentication && v.authentication !== 'none',
  },
  {
    name: 'password',
    label: 'Password',
    kind: 'password',
    visible: (v) => !!v.authentication && v.authentication !== 'none',
  },
];
const basicAuthChoice: FieldDef = {
  name: 'authentication',
  label: 'Authentication',
  kind: 'select',
  options: ['none', 'basic'],
  clears: ['username', 'password'],
};
/** A folder check reads from at most one remote store (operations §3.4). */
export const FOLDER_CONNECTIONS = ['aws', 'gcp', 'sftp', 'smb'] as const;
type FolderConnection = (typeof FOLDER_CONNECTIONS)[number];

/** Fields of one folder connection, stored under `<choice>Connection.<key>` and shown only for that choice. */
function folderConnection(
  choice: FolderConnection,
  fields: ReadonlyArray<[key: string, label: string, kind: FieldKind]>,
): FieldDef[] {
  return fields.map(([key, label, kind]) => ({
    name: `${choice}Connection.${key}`,
    label,
    kind,
    secret: kind === 'password' || undefined,
    visible: (v) => v.connectionType === choice,
  }));
}

const threshold: FieldDef = { name: 'thresholdMillis', label: 'Threshold (ms)', kind: 'number' };

export const FORM_FIELDS: Partial<Record<CheckTypeKey, readonly FieldDef[]>> = {
  http: [
    { name: 'url', label: 'URL', kind: 'text', required: true },
    { name: 'method', label: 'Method', kind: 'select', options: ['GET', 'POST', 'PUT', 'DELETE'] },
    { name: 'body', label: 'Body', kind: 'textarea', visible: (v) => v.method === 'POST' || v.method === 'PUT' },
    threshold,
    { name: 'responseContent', label: 'Response content', kind: 'text' },
    { name: 'maxSSLExpiry', label: 'Max SSL expiry (days)', kind: 'number' },
    {
      name: 'authentication',
      label: 'Authentication',
      kind: 'select',
      options: ['none', 'basic', 'ntlm', 'ntlmv2'],
      clears: ['username', 'password'],
    },
    ...basicAuth,
  ],
  exec: [{ name: 'script', label: 'Script', kind: 'textarea', required: true }],
  alertmanager: [{ name: 'host', label: 'Host', kind: 'text', required: true }, basicAuthChoice, ...basicAuth],
  elasticsearch: [
    { name: 'url', label: 'URL', kind: 'text', required: true },
    { name: 'index', label: 'Index', kind: 'text', required: true },
    { name: 'query', label: 'Query', kind: 'textarea', required: true },
    { name: 'results', label: 'Expected results', kind: 'number' },
    basicAuthChoice,
    ...basicAuth,
  ],
  redis: [
    { name: 'addr', label: 'Address (host:port)', kind: 'text', required: true },
    { name: 'db', label: 'DB', kind: 'number' },
    basicAuthChoice,
    ...basicAuth,
  ],
  mongodb: [{ name: 'url', label: 'URL', kind: 'text', required: true }, basicAuthChoice, ...basicAuth],
  icmp: [
    { name: 'endpoint', label: 'Host', kind: 'text', required: true },
    { name: 'packetCount', label: 'Packet count', kind: 'number' },
    { name: 'packetLossThreshold', label: 'Packet loss threshold (%)', kind: 'number' },
    threshold,
  ],
  folder: [
    { name: 'path', label: 'Path', kind: 'text', required: true },
    { name: 'minAge', label: 'Min age', kind: 'text' },
    { name: 'maxAge', label: 'Max age', kind: 'text' },
    { name: 'minCount', label: 'Min count', kind: 'number' },
    { name: 'maxCount', label: 'Max count', kind: 'number' },
    { name: 'minSize', label: 'Min size', kind: 'text' },
    { name: 'maxSize', label: 'Max size', kind: 'text' },
    { name: 'availableSize', label: 'Available size', kind: 'text' },
    { name: 'totalSize', label: 'Total size', kind: 'text' },
    { name: 'filter.minAge', label: 'Filter min age', kind: 'text' },
    { name: 'filter.maxAge', label: 'Filter max age', kind: 'text' },
    { name: 'filter.minSize', label: 'Filter min size', kind: 'text' },
    { name: 'filter.maxSize', label: 'Filter max size', kind: 'text' },
    { name: 'filter.regex', label: 'Filter regex', kind: 'text' },
    {
      name: 'connectionType',
      label: 'Connection type',
      kind: 'select',
      options: ['none', ...FOLDER_CONNECTIONS],
      clears: FOLDER_CONNECTIONS.map((choice) => `${choice}Connection.`),
    },
    ...folderConnection('aws', [
      ['connection', 'Connection', 'text'],
      ['region', 'Region', 'text'],
      ['endpoint', 'Endpoint', 'text'],
      ['objectPath', 'Object path', 'text'],
      ['accessKey', 'Access key', 'password'],
      ['secretKey', 'Secret key', 'password'],
      ['skipTLSVerify', 'Skip TLS verify', 'switch'],
      ['usePathStyle', 'Use path style', 'switch'],
    ]),
    ...folderConnection('gcp', [
      ['connection', 'Connection', 'text'],
      ['endpoint', 'Endpoint', 'text'],
      ['credentials', 'Credentials', 'password'],
    ]),
    ...folderConnection('sftp', [
      ['connection', 'Connection', 'text'],
      ['host', 'Host', 'text'],
      ['port', 'Port', 'number'],
      ['username', 'Username', 'text'],
      ['password', 'Password', 'password'],
    ]),
    ...folderConnection('smb', [
      ['connection', 'Connection', 'text'],
      ['port', 'Port', 'number'],
      ['domain', 'Domain', 'text'],
      ['workstation', 'Workstation', 'text'],
      ['sharename', 'Share name', 'text'],
      ['searchPath', 'Search path', 'text'],
      ['username', 'Username', 'text'],
      ['password', 'Password', 'password'],
    ]),
  ],
  tcp: [{ name: 'endpoint', label: 'URL (host:port)', kind: 'text', required: true }, threshold],
};

export function hasForm(type: CheckTypeKey): boolean {
  return !!FORM_FIELDS[type];
}

export function checkTypeLabel(type: CheckTypeKey): string {
  return CHECK_TYPES.find((t) => t.specKey === type)?.label ?? type;
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

const AUTH_FIELDS = new Set(['authentication', 'username', 'password']);

/** Form values → one check definition for the spec. Empty fields are left out. */
export function definitionFromForm(type: CheckTypeKey, values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = { name: values.name?.trim() ?? '' };
  if (values.icon) out.icon = values.icon;
  if (values.description) out.description = values.description;
  for (const field of FORM_FIELDS[type] ?? []) {
    if (field.visible && !field.visible(values)) continue;
    if (AUTH_FIELDS.has(field.name)) continue;
    if (field.name === 'connectionType') continue;
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
    if (field.kind === 'select' && !out[field.name]) out[field.name] = field.options![0]!;
  }
  return out;
}
