/**
 * The check fields whose spec shape is not one value per field (operations §3.4): the
 * test/display/transform scripts with their language, HTTP headers and the Alert Manager
 * filters. Each is text in the form and its own structure in the spec. No React.
 */
import type { FieldOption } from '../../shared/fields/fieldSpec';

/** The three scripts every check may carry, each in one language. */
export const SCRIPT_KEYS = ['test', 'display', 'transform'] as const;
export type ScriptKey = (typeof SCRIPT_KEYS)[number];

/** A script's languages as canary-checker spells their keys; '' is none. */
export const SCRIPT_LANGUAGES: readonly FieldOption[] = [
  { id: 'none', label: 'None' },
  { id: 'template', label: 'Go template' },
  { id: 'javascript', label: 'Javascript' },
  { id: 'expr', label: 'Expr' },
  { id: 'jsonPath', label: 'JSONPath' },
];

const LANGUAGE_KEYS = SCRIPT_LANGUAGES.map((option) => option.id).filter((id) => id !== 'none');

/** The flat name of a script's language field (`testLanguage`). */
export const languageName = (key: ScriptKey) => `${key}Language`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** `{expr: 'x > 1'}` → language and script; anything else reads as none. */
export function readScript(raw: unknown): { language: string; script: string } | null {
  if (!isRecord(raw)) return null;
  const language = LANGUAGE_KEYS.find((key) => typeof raw[key] === 'string');
  return language ? { language, script: raw[language] as string } : null;
}

/** Language and script → `{[language]: script}`; none or an empty script leaves the key out. */
export function writeScript(language: string | undefined, script: string | undefined): Record<string, string> | null {
  if (!language || language === 'none' || !LANGUAGE_KEYS.includes(language) || !script?.trim()) return null;
  return { [language]: script };
}

/** One header as a line: `Name: value`; a header read from a secret shows where it comes from, as JSON. */
function headerLine(entry: unknown): string {
  if (!isRecord(entry)) return JSON.stringify(entry);
  const { name, value, ...rest } = entry;
  const shown = typeof value === 'string' && !Object.keys(rest).length ? value : JSON.stringify({ value, ...rest });
  return `${String(name ?? '')}: ${shown}`;
}

/** `headers: [{name, value}]` → one `Name: value` line each. */
export function headersText(headers: unknown): string {
  return Array.isArray(headers) ? headers.map(headerLine).join('\n') : '';
}

/**
 * Header lines → the spec's list. A line that reads exactly as one of the `previous`
 * headers keeps that header as it was (a header from a secret survives an edit of another).
 * Lines without a name are left out.
 */
export function headersFromText(text: string, previous: unknown): Array<Record<string, unknown>> {
  const kept = new Map<string, Record<string, unknown>>();
  if (Array.isArray(previous)) {
    for (const entry of previous) if (isRecord(entry)) kept.set(headerLine(entry), entry);
  }
  const out: Array<Record<string, unknown>> = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const same = kept.get(line);
    if (same) {
      out.push(same);
      continue;
    }
    const at = line.indexOf(':');
    if (at <= 0) continue;
    out.push({ name: line.slice(0, at).trim(), value: line.slice(at + 1).trim() });
  }
  return out;
}

/** `{severity: 'critical'}` ⇄ `severity=critical` lines (Alert Manager filters). */
export function mapText(map: unknown): string {
  if (!isRecord(map)) return '';
  return Object.entries(map)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('\n');
}

export function mapFromText(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const at = line.indexOf('=');
    if (at <= 0) continue;
    const key = line.slice(0, at).trim();
    if (!key || key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    out[key] = line.slice(at + 1).trim();
  }
  return out;
}

/** `['a', 'b']` ⇄ `a, b` (Alert Manager alerts and ignore). */
export function listText(list: unknown): string {
  return Array.isArray(list) ? list.map(String).join(', ') : '';
}

export function listFromText(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
