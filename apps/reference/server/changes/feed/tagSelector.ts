import { badRequest } from '../../http/errors';
import { arrayLiteral } from './sql';

/**
 * The feed's `tags` filter (reference §1.4): a Kubernetes label selector over the item's tags, as upstream
 * reads it: `env=prod`, `env==prod`, `env!=prod`, `tier in (web,db)`, `tier notin (web)`, `team` (has the
 * key) and `!team` (has not), comma-separated, all of them must hold. As in Kubernetes, `!=` and `notin`
 * also keep items without the key.
 */
export type TagRequirement =
  | { key: string; op: 'eq' | 'neq'; value: string }
  | { key: string; op: 'in' | 'notin'; values: string[] }
  | { key: string; op: 'exists' | 'absent' };

/** Most requirements one selector may hold. */
export const TAG_SELECTOR_MAX_TERMS = 20;

const KEY = /^[A-Za-z0-9][-A-Za-z0-9_./]*$/;
const VALUE = /^[-A-Za-z0-9_.:/@ ]*$/;

function checkKey(key: string, term: string): string {
  if (!KEY.test(key)) throw badRequest(`tags: "${term}" does not start with a tag key (letters, digits, -_./)`);
  return key;
}

function checkValue(value: string, term: string): string {
  if (!VALUE.test(value)) throw badRequest(`tags: the value in "${term}" holds a character a tag value cannot`);
  return value;
}

/** Splits at commas outside parentheses. */
function terms(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    if (depth < 0) throw badRequest('tags: a ")" has no "(" before it');
    if (char === ',' && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0) throw badRequest('tags: a "(" is not closed');
  out.push(text.slice(start));
  return out.map((term) => term.trim()).filter(Boolean);
}

/** Parses the selector; a term it cannot read is a 400 naming it. */
export function parseTagSelector(text: string | undefined): TagRequirement[] {
  if (!text?.trim()) return [];
  const list = terms(text);
  if (list.length > TAG_SELECTOR_MAX_TERMS) {
    throw badRequest(`tags may hold at most ${TAG_SELECTOR_MAX_TERMS} requirements (got ${list.length})`);
  }
  return list.map((term): TagRequirement => {
    const set = /^(\S+)\s+(in|notin)\s*\((.*)\)$/.exec(term);
    if (set) {
      const values = set[3]!
        .split(',')
        .map((value) => checkValue(value.trim(), term))
        .filter(Boolean);
      if (!values.length) throw badRequest(`tags: "${term}" lists no values`);
      return { key: checkKey(set[1]!, term), op: set[2] as 'in' | 'notin', values };
    }
    const pair = /^([^=!\s]+)\s*(==|=|!=)\s*(.*)$/.exec(term);
    if (pair) {
      const op = pair[2] === '!=' ? 'neq' : 'eq';
      return { key: checkKey(pair[1]!, term), op, value: checkValue(pair[3]!.trim(), term) };
    }
    if (term.startsWith('!')) return { key: checkKey(term.slice(1).trim(), term), op: 'absent' };
    return { key: checkKey(term, term), op: 'exists' };
  });
}

/**
 * The requirements as one SQL condition on `column` (a jsonb tags column written by the caller); every key
 * and value is a bound parameter.
 */
export function tagCondition(
  column: string,
  requirements: readonly TagRequirement[],
  bind: (value: unknown) => string,
): string | null {
  const parts = requirements.map((r) => {
    switch (r.op) {
      case 'eq':
        return `${column} @> ${bind(JSON.stringify({ [r.key]: r.value }))}::jsonb`;
      case 'neq':
        return `NOT COALESCE(${column} @> ${bind(JSON.stringify({ [r.key]: r.value }))}::jsonb, false)`;
      case 'in':
        return `(${column} ->> ${bind(r.key)}::text) = ANY(${bind(arrayLiteral(r.values))}::text[])`;
      case 'notin':
        return `NOT COALESCE((${column} ->> ${bind(r.key)}::text) = ANY(${bind(arrayLiteral(r.values))}::text[]), false)`;
      case 'exists':
        return `COALESCE(jsonb_exists(${column}, ${bind(r.key)}::text), false)`;
      case 'absent':
        return `NOT COALESCE(jsonb_exists(${column}, ${bind(r.key)}::text), false)`;
    }
  });
  return parts.length ? parts.join(' AND ') : null;
}
