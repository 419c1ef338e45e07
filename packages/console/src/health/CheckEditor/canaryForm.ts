/**
 * The editor's model of one canary (operations §2.3, §3.4): which check the form edits,
 * and how a save folds the form back into the canary's spec. A save writes only what the
 * user changed, onto the spec as it was, so opening and saving unchanged stores the same
 * spec (other checks, unknown keys and key order included). No React.
 */
import { detectCheckType, type Canary, type CheckTypeKey } from '@mission-control/api';
import { stringify } from 'yaml';
import { SCRIPT_KEYS, headersFromText, languageName } from './checkScripts';
import {
  FOLDER_CONNECTIONS,
  definitionFromForm,
  formFromDefinition,
  formFromNested,
  hasForm,
  labelText,
  nestedFromForm,
  parseLabelText,
  specFromCode,
  withSelectDefaults,
  type FormValues,
} from './fields';

type Spec = Record<string, unknown>;

/** The check a form edits: one entry of the spec's list under `type`. */
export interface CanaryForm {
  type: CheckTypeKey;
  index: number;
  /** The canary's spec the form is folded back into (the saved one, or the Code tab's last text). */
  spec: Spec;
  /** The canary's name when opened: a check named like its canary follows a rename. */
  canaryName: string;
  /** The values as the form first holds them; a field equal to its baseline is unchanged. */
  baseline: FormValues;
}

/** Which check of the canary to open: its type and name (from the check detail). */
export interface CheckPick {
  type?: string | null;
  name?: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The values as react-hook-form holds and gives them back (selects defaulted, booleans and codes normalised). */
export function asFormHolds(type: CheckTypeKey, values: FormValues): FormValues {
  return formFromNested(nestedFromForm(type, withSelectDefaults(type, values)));
}

/** The definition a form edits, `spec[type][index]` (a lone map is a list of one). */
function definitionAt(spec: Spec, type: string, index: number): Record<string, unknown> | undefined {
  const raw = spec[type];
  const entry = Array.isArray(raw) ? (raw[index] as unknown) : raw;
  return isRecord(entry) ? entry : undefined;
}

/** The index of the check named `name` under `type` (as the runner names checks), or 0. */
function indexOf(spec: Spec, type: string, name: string | null | undefined): number {
  const raw = spec[type];
  if (!name || !Array.isArray(raw)) return 0;
  const found = raw.findIndex((entry) => {
    if (!isRecord(entry)) return false;
    for (const key of ['name', 'url', 'endpoint', 'query', 'path', 'addr', 'host']) {
      const value = entry[key];
      if (typeof value === 'string' && value.trim()) return value.trim() === name;
    }
    return false;
  });
  return Math.max(0, found);
}

/** The form values of a check definition plus the canary's own fields. */
function valuesOf(
  type: CheckTypeKey,
  definition: Record<string, unknown> | undefined,
  canary: { name: string; labels: string; schedule: string },
): FormValues {
  return {
    ...(definition && hasForm(type) ? formFromDefinition(type, definition) : {}),
    name: canary.name,
    labels: canary.labels,
    schedule: canary.schedule,
    icon: String(definition?.icon ?? ''),
  };
}

/** Opens a canary on the picked check, or on the first check of its detected type. */
export function openCanary(canary: Canary, pick: CheckPick = {}): { form: CanaryForm; values: FormValues } {
  const spec = (isRecord(canary.spec) ? canary.spec : {}) as Spec;
  const picked = pick.type && pick.type !== 'schedule' && spec[pick.type] != null ? pick.type : null;
  const type = (picked ?? detectCheckType(spec)) as CheckTypeKey;
  const index = indexOf(spec, type, pick.name);
  const schedule = typeof spec.schedule === 'string' ? spec.schedule : '';
  const values = valuesOf(type, definitionAt(spec, type, index), {
    name: canary.name,
    labels: labelText(canary.labels),
    schedule,
  });
  return { form: { type, index, spec, canaryName: canary.name, baseline: asFormHolds(type, values) }, values };
}

/** A new canary of one type: an empty spec, the form's first values. */
export function newCanary(type: CheckTypeKey, values: FormValues): CanaryForm {
  // A new canary has no schedule yet: the one the form shows is written.
  return { type, index: 0, spec: {}, canaryName: '', baseline: { ...asFormHolds(type, values), schedule: '' } };
}

/** The spec keys a flat field writes (a choice writes all of its alternatives). */
function specPaths(name: string): string[] {
  if (name === 'authentication' || name === 'username' || name === 'password')
    return ['basic', 'auth', 'ntlm', 'ntlmv2'];
  if (name === 'connectionType') return FOLDER_CONNECTIONS.map((choice) => `${choice}Connection`);
  const script = SCRIPT_KEYS.find((key) => name === key || name === languageName(key));
  return [script ?? name];
}

/** The canary's own fields, saved on its row rather than in a check definition. */
const CANARY_FIELDS = new Set(['name', 'labels', 'schedule']);

function getPath(source: unknown, path: string): unknown {
  let node = source;
  for (const key of path.split('.')) node = isRecord(node) ? node[key] : undefined;
  return node;
}

/** Sets (in place, keeping the key's position) or, for undefined, deletes one path. */
function assignPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (!isRecord(node[key])) {
      if (value === undefined) return;
      node[key] = {};
    }
    node = node[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
}

/** The definition after the form's changes: the changed fields are written from the form, the rest kept as they were. */
export function foldDefinition(form: CanaryForm, values: FormValues): Record<string, unknown> {
  const { type } = form;
  const original = definitionAt(form.spec, type, form.index);
  const fresh = definitionFromForm(type, values);
  if (!original) return fresh;
  const out = structuredClone(original);
  // A check named like its canary (one check per canary, as the editor creates them) follows a rename.
  if (original.name === form.canaryName) assignPath(out, 'name', fresh.name);
  const names = new Set([...Object.keys(form.baseline), ...Object.keys(values)]);
  for (const name of names) {
    if (CANARY_FIELDS.has(name) || (form.baseline[name] ?? '') === (values[name] ?? '')) continue;
    for (const path of specPaths(name)) {
      const next = getPath(fresh, path);
      // Header lines that read as before keep their header (one from a secret survives).
      assignPath(
        out,
        path,
        path === 'headers' && next ? headersFromText(values.headers ?? '', original?.headers) : next,
      );
    }
  }
  return out;
}

/** A copy of the spec with the check at `type[index]` replaced (or added). */
function withDefinition(spec: Spec, type: string, index: number, definition: Record<string, unknown>): Spec {
  const out = { ...spec };
  const raw = out[type];
  if (Array.isArray(raw)) {
    const list = [...(raw as unknown[])];
    list[index] = definition;
    out[type] = list;
  } else out[type] = [definition];
  return out;
}

/** The schedule written only when it changed; an unchanged one stays as it was, or absent. */
function withSchedule(spec: Spec, form: CanaryForm, schedule: string | undefined): Spec {
  if ((schedule ?? '') === (form.baseline.schedule ?? '')) return spec;
  const { schedule: _previous, ...rest } = spec;
  if (!schedule) return rest;
  return 'schedule' in spec ? { ...spec, schedule } : { schedule, ...rest };
}

/** The spec the Form tab saves. */
export function specFromForm(form: CanaryForm, values: FormValues): Spec {
  const spec = withDefinition(form.spec, form.type, form.index, foldDefinition(form, values));
  return withSchedule(spec, form, values.schedule);
}

/** The Code tab's text: the whole spec but its schedule (a top field), with the form's changes. */
export function codeFromSpec(spec: Spec): string {
  const { schedule: _schedule, ...rest } = spec;
  return Object.keys(rest).length ? stringify(rest) : '';
}

/** The spec the Code tab saves: the text, with the schedule as the top field says; null when it is not a map. */
export function specFromCodeTab(form: CanaryForm, code: string, schedule: string | undefined): Spec | null {
  const parsed = specFromCode(code);
  if (!parsed) return null;
  // The text as it was opened saves the spec as it was (key order, schedule and all).
  const base = code === codeFromSpec(form.spec) ? form.spec : withScheduleOf(form.spec, parsed);
  return withSchedule(base, form, schedule);
}

/** `parsed` with the schedule of `spec`, where it was. */
function withScheduleOf(spec: Spec, parsed: Spec): Spec {
  if (!('schedule' in spec)) return parsed;
  const { schedule: _ignored, ...rest } = parsed;
  return Object.keys(spec)[0] === 'schedule'
    ? { schedule: spec.schedule, ...rest }
    : { ...rest, schedule: spec.schedule };
}

/**
 * Back from the Code tab: the form now folds into the text's spec, on the same check.
 * Null when the text is not a map; the values are those of the text's check.
 */
export function formFromCodeTab(
  form: CanaryForm,
  code: string,
  current: FormValues,
): { form: CanaryForm; values: FormValues } | null {
  const parsed = specFromCode(code);
  if (!parsed) return null;
  const spec = withScheduleOf(form.spec, parsed);
  const definition = definitionAt(spec, form.type, form.index);
  const values = definition
    ? valuesOf(form.type, definition, {
        name: current.name ?? '',
        labels: current.labels ?? '',
        schedule: current.schedule ?? '',
      })
    : current;
  // Changes made before the Code tab are in the text now: the new baseline is the text's check.
  const baseline = definition ? asFormHolds(form.type, values) : form.baseline;
  return { form: { ...form, spec, baseline: { ...baseline, schedule: form.baseline.schedule ?? '' } }, values };
}

/** The canary row a save writes (`/db/canaries`): its own fields from the form, unchanged labels as they were. */
export function canaryRow(canary: Canary | null, form: CanaryForm, values: FormValues, spec: Spec) {
  const labels =
    canary && (values.labels ?? '') === (form.baseline.labels ?? '')
      ? canary.labels
      : parseLabelText(values.labels ?? '');
  return {
    name: (values.name ?? '').trim(),
    namespace: canary?.namespace ?? 'default',
    source: canary?.source ?? 'UI',
    labels: labels ?? {},
    // The row's schedule follows the spec's, which the runner reads.
    schedule: typeof spec.schedule === 'string' ? spec.schedule : null,
    spec,
  };
}
