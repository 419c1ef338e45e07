import { isNotificationConnection, type Connection, type ConnectionType } from '@mission-control/api';
import { CONNECTION_FIELDS, defaultValues, type ConnectionField } from './connectionFields';
import { shoutrrrUrl } from './shoutrrr';

/** What the API shows for a stored secret (see the server's connections/secrets.ts). */
export const MASK = '********';

export type SecretMode = 'value' | 'secret' | 'configmap';

export interface SecretRef {
  mode: SecretMode;
  name: string;
  key: string;
}

export interface ConnectionFormState {
  name: string;
  namespace: string;
  type: ConnectionType;
  values: Record<string, string | boolean>;
  /** For secret fields: a literal value or a reference to a secret or config-map key. */
  refs: Record<string, SecretRef>;
}

const REFERENCE = /^(secret|configmap):\/\/([^/]+)\/(.+)$/;

function storedValue(connection: Connection, field: ConnectionField): unknown {
  if (field.name === 'insecure_tls') return connection.insecure_tls ?? false;
  if (field.target === 'properties') return connection.properties?.[field.name];
  return connection[field.target];
}

export function newFormState(type: ConnectionType): ConnectionFormState {
  return { name: '', namespace: 'default', type, values: defaultValues(type), refs: {} };
}

/** A stored (masked) connection as form values; references become secret/config-map picks. */
export function formStateOf(connection: Connection): ConnectionFormState {
  const type = connection.type as ConnectionType;
  const state = newFormState(type);
  state.name = connection.name;
  state.namespace = connection.namespace ?? 'default';
  for (const field of CONNECTION_FIELDS[type] ?? []) {
    const value = storedValue(connection, field);
    if (value === undefined || value === null) continue;
    if (field.kind === 'switch') {
      state.values[field.name] = value === true || value === 'true';
      continue;
    }
    const text = String(value);
    const reference = field.secret ? REFERENCE.exec(text) : null;
    if (reference) {
      state.refs[field.name] = { mode: reference[1] as SecretMode, name: reference[2]!, key: reference[3]! };
      state.values[field.name] = '';
    } else {
      state.values[field.name] = text;
    }
  }
  return state;
}

/** A field's value as stored: the literal, or `secret://name/key` / `configmap://name/key`. */
export function fieldValue(state: ConnectionFormState, field: ConnectionField): string | boolean {
  const ref = state.refs[field.name];
  if (field.secret && ref && ref.mode !== 'value') return `${ref.mode}://${ref.name.trim()}/${ref.key.trim()}`;
  const value = state.values[field.name];
  return typeof value === 'string' ? value.trim() : (value ?? '');
}

export const REQUIRED = 'This field is required';

/** Field key → message; name and namespace are always required (operations §5). */
export function validate(state: ConnectionFormState): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!state.name.trim()) errors.name = REQUIRED;
  if (!state.namespace.trim()) errors.namespace = REQUIRED;
  for (const field of CONNECTION_FIELDS[state.type] ?? []) {
    if (!field.required) continue;
    const ref = state.refs[field.name];
    if (field.secret && ref && ref.mode !== 'value') {
      if (!ref.name.trim() || !ref.key.trim()) errors[field.name] = REQUIRED;
    } else if (fieldValue(state, field) === '') {
      errors[field.name] = REQUIRED;
    }
  }
  return errors;
}

/**
 * The `connections` row to write. Notification channels get their Shoutrrr
 * service URL; when one of their secrets is still masked the URL is not sent,
 * so the stored one (with the real secret) is kept.
 */
export function toRow(state: ConnectionFormState): Record<string, unknown> {
  const row: Record<string, unknown> = {
    name: state.name.trim(),
    namespace: state.namespace.trim(),
    type: state.type,
    insecure_tls: false,
  };
  const properties: Record<string, string | boolean> = {};
  const resolved: Record<string, string | boolean> = {};
  for (const field of CONNECTION_FIELDS[state.type] ?? []) {
    const value = fieldValue(state, field);
    resolved[field.name] = value;
    if (field.name === 'insecure_tls') {
      row.insecure_tls = value === true;
    } else if (field.target === 'properties') {
      if (value !== '') properties[field.name] = value;
    } else {
      row[field.target] = value === '' ? null : value;
    }
  }
  row.properties = properties;
  if (isNotificationConnection(state.type)) {
    const masked = Object.values(resolved).some((value) => value === MASK);
    if (masked) delete row.url;
    else row.url = shoutrrrUrl(state.type, resolved);
  }
  return row;
}

/** The form's values: every secret field starts as a literal value, so its source picker has a choice. */
export function withRefs(state: ConnectionFormState): ConnectionFormState {
  const refs = { ...state.refs };
  for (const field of CONNECTION_FIELDS[state.type] ?? []) {
    if (field.secret && !refs[field.name]) refs[field.name] = { mode: 'value', name: '', key: '' };
  }
  return { ...state, refs };
}

/**
 * `validate`'s messages at the form's paths: a field's value under `values.`, a
 * secret or config-map reference's empty name or key under `refs.<field>.`.
 */
export function formErrors(state: ConnectionFormState): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(validate(state))) {
    if (key === 'name' || key === 'namespace') {
      errors[key] = message;
      continue;
    }
    const ref = state.refs[key];
    if (ref && ref.mode !== 'value') {
      if (!ref.name.trim()) errors[`refs.${key}.name`] = message;
      if (!ref.key.trim()) errors[`refs.${key}.key`] = message;
    } else {
      errors[`values.${key}`] = message;
    }
  }
  return errors;
}
