import { LIMITS, type Field, type JsonArrow, type JsonPathStep } from './ast';
import { parseError } from './errors';

/** Names, JSON paths and the comma-splitting and quoting shared by every parameter. */

export const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function assertIdentifier(name: string, what = 'identifier'): string {
  if (!IDENTIFIER.test(name) || name.length > 63) {
    throw parseError(`"${name.slice(0, 80)}" is not a valid ${what}`, 'Names may contain letters, digits and _ only');
  }
  return name;
}

export function assertJsonKey(key: string): string {
  // Keys are bound parameters, so only emptiness and control characters are refused.
  // eslint-disable-next-line no-control-regex
  if (!key || /[\u0000-\u001f]/.test(key)) throw parseError(`invalid JSON path key "${key.slice(0, 80)}"`);
  return key;
}

/** `labels->>env`, `config->spec->>replicas`, or a plain column name. */
export function parseField(text: string): Field {
  const parts = text.split(/(->>|->)/);
  const name = assertIdentifier((parts[0] ?? '').trim(), 'column name');
  const path: JsonPathStep[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    path.push({ arrow: parts[i] as JsonArrow, key: assertJsonKey(parts[i + 1] ?? '') });
  }
  if (path.length > LIMITS.jsonPathLength) throw parseError(`JSON path of "${name}" is too long`);
  return { name, path };
}

/** The key a field is answered under: the last JSON key, or the column name. */
export function fieldKey(field: Field): string {
  return field.path.length ? field.path[field.path.length - 1]!.key : field.name;
}

/** Splits on commas that are outside parentheses and double quotes. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < text.length) current += text[++i];
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (depth < 0) throw parseError('unbalanced parentheses', text.slice(0, 200));
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (quoted) throw parseError('unterminated double quote', text.slice(0, 200));
  if (depth !== 0) throw parseError('unbalanced parentheses', text.slice(0, 200));
  parts.push(current);
  return parts;
}

/** `"a,b"` → `a,b` (with `\"` and `\\` escapes); anything else unchanged. */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}
