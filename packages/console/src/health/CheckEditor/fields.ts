/** Form fields per check type and their validation (operations §3.4, §5). No React. */
import { CHECK_TYPES, type CheckTypeKey } from '@mission-control/api';

export type FieldKind = 'text' | 'number' | 'textarea' | 'select' | 'password';

export interface FieldDef {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  options?: readonly string[];
  /** Only shown when this returns true for the current values. */
  visible?: (values: FormValues) => boolean;
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
};
const threshold: FieldDef = { name: 'thresholdMillis', label: 'Threshold (ms)', kind: 'number' };

export const FORM_FIELDS: Partial<Record<CheckTypeKey, readonly FieldDef[]>> = {
  http: [
    { name: 'url', label: 'URL', kind: 'text', required: true },
    { name: 'method', label: 'Method', kind: 'select', options: ['GET', 'POST', 'PUT', 'DELETE'] },
    { name: 'body', label: 'Body', kind: 'textarea', visible: (v) => v.method === 'POST' || v.method === 'PUT' },
    threshold,
    { name: 'responseContent', label: 'Response content', kind: 'text' },
    { name: 'maxSSLExpiry', label: 'Max SSL expiry (days)', kind: 'number' },
    { name: 'authentication', label: 'Authentication', kind: 'select', options: ['none', 'basic', 'ntlm', 'ntlmv2'] },
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
    const value = (values[field.name] ?? '').trim();
    if (!value) continue;
    out[field.name] = field.kind === 'number' ? Number(value) : value;
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
