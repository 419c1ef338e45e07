import { parseDateMath as parseCoreDateMath } from '@mission-control/api/rules';
import {
  FILTER_OPERATORS,
  LIMITS,
  type Condition,
  type Field,
  type FilterCondition,
  type FilterOperator,
  type IsValue,
  type LogicCondition,
  type Modifiers,
  type OrderTerm,
  type ParsedQuery,
  type ParseOptions,
} from './ast';
import { parseError, PostgrestError } from './errors';
import { assertIdentifier, parseField, splitTopLevel, unquote } from './fields';
import { parseSelect } from './select';

/**
 * Parses a PostgREST query string (PostgREST v12-14 syntax, the subset Mission
 * Control's console uses) into a small AST. Nothing here knows SQL: identifiers
 * are checked against the schema catalogue and values become bound parameters
 * in build.ts.
 */

export * from './ast';
export { assertIdentifier, fieldKey, parseField, splitTopLevel, unquote } from './fields';
export { parseSelect } from './select';

function parseInList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw parseError('failed to parse filter (in)', 'an in list is written in.(a,b,"c,d")');
  }
  const inner = raw.slice(1, -1);
  if (inner.trim() === '') return [];
  const items = splitTopLevel(inner).map((item) => unquote(item.trim()));
  if (items.length > LIMITS.inListLength) {
    throw parseError(`in list too long: ${items.length} values, at most ${LIMITS.inListLength}`);
  }
  return items;
}

const IS_VALUES: readonly IsValue[] = ['null', 'not_null', 'true', 'false', 'unknown'];

/**
 * `[not.]op.value` as found on the right of `col=`. In logic trees (`quoted`),
 * a value in double quotes is unquoted, as PostgREST does there.
 */
export function parseOperation(field: Field, text: string, quoted = false): FilterCondition {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = dot < 0 ? rest : rest.slice(0, dot);
  if (!(FILTER_OPERATORS as readonly string[]).includes(op)) {
    throw parseError(
      `failed to parse filter (${text.slice(0, 80)})`,
      `unknown operator "${op.slice(0, 40)}"; supported: ${FILTER_OPERATORS.join(', ')}`,
    );
  }
  if (dot < 0) throw parseError(`failed to parse filter (${text.slice(0, 80)})`, 'expected a value after the operator');
  const operator = op as FilterOperator;
  const raw = rest.slice(dot + 1);
  let value: string | string[];
  if (operator === 'in') {
    value = parseInList(raw);
  } else if (operator === 'is') {
    const lower = raw.toLowerCase();
    if (!(IS_VALUES as readonly string[]).includes(lower)) {
      throw parseError(`failed to parse filter (is.${raw.slice(0, 40)})`, `is takes ${IS_VALUES.join(', ')}`);
    }
    value = lower;
  } else {
    value = quoted ? unquote(raw) : raw;
    if (operator === 'like' || operator === 'ilike') value = value.replace(/\*/g, '%');
  }
  return { kind: 'filter', field, negate, operator, value };
}

/** `(a.eq.1,or(b.gt.2,c.is.null))` as the value of `or=` / `and=`. */
export function parseLogic(operator: 'and' | 'or', negate: boolean, text: string, depth = 1): LogicCondition {
  if (depth > LIMITS.logicDepth) {
    throw parseError(`logic tree nested too deeply (more than ${LIMITS.logicDepth} levels)`);
  }
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw parseError(`failed to parse logic tree (${text.slice(0, 80)})`, `expected ${operator}=(...)`);
  }
  const inner = text.slice(1, -1);
  if (inner.trim() === '') throw parseError(`failed to parse logic tree (${text.slice(0, 80)})`, 'empty group');
  const children = splitTopLevel(inner).map((part): Condition => {
    const item = part.trim();
    const group = /^(not\.)?(and|or)\(/.exec(item);
    if (group) {
      const prefix = (group[1] ?? '').length + group[2]!.length;
      return parseLogic(group[2] as 'and' | 'or', Boolean(group[1]), item.slice(prefix), depth + 1);
    }
    const match = /^([^.]+)\.(.+)$/.exec(item);
    if (!match) throw parseError(`failed to parse logic tree (${item.slice(0, 80)})`, 'expected column.operator.value');
    return parseOperation(parseField(match[1]!), match[2]!, true);
  });
  return { kind: 'logic', operator, negate, children };
}

// ---------------------------------------------------------------------------- order

export function parseOrder(text: string): OrderTerm[] {
  return text.split(',').map((term) => {
    const parts = term.trim().split('.');
    let direction: 'asc' | 'desc' = 'asc';
    let nulls: 'first' | 'last' | undefined;
    while (parts.length > 1) {
      const last = parts[parts.length - 1]!;
      if (last === 'asc' || last === 'desc') direction = last;
      else if (last === 'nullsfirst') nulls = 'first';
      else if (last === 'nullslast') nulls = 'last';
      else break;
      parts.pop();
    }
    const fieldText = parts.join('.');
    if (!fieldText) throw parseError(`failed to parse order (${text.slice(0, 80)})`);
    return { field: parseField(fieldText), direction, ...(nulls ? { nulls } : {}) };
  });
}

function parseCount(name: string, text: string): number {
  if (!/^\d{1,9}$/.test(text)) throw parseError(`${name} must be a non-negative integer, got "${text.slice(0, 40)}"`);
  return Number.parseInt(text, 10);
}

// ---------------------------------------------------------------------------- date math

/**
 * `now`, `now-24h`, `now+1d/d` (rounded down to the unit, weeks from Monday) or
 * an ISO 8601 date, in UTC: the one date-math parser from core (through api),
 * with this module's error for anything it refuses.
 */
export function parseDateMath(text: string, now: Date): Date {
  const date = parseCoreDateMath(text, { now, timeZone: 'UTC' });
  if (date) return date;
  const value = text.trim();
  throw parseError(
    value.startsWith('now') ? `invalid date math "${value.slice(0, 40)}"` : `invalid date "${value.slice(0, 40)}"`,
    value.startsWith('now')
      ? 'expected now, now-24h, now-7d/d ...'
      : 'expected date math (now-24h) or an RFC 3339 date',
  );
}

/**
 * Mission Control's `col.filter=` shorthand. Date columns: date math with an
 * optional `>` / `<` / `=` prefix (default `<`). Other columns: comma-separated
 * values where `!x` excludes and `*` is a wildcard.
 */
export function expandFilterShorthand(name: string, text: string, isDate: boolean, now: Date): Condition[] {
  const field = parseField(name);
  if (text.trim() === '') throw parseError(`${name}.filter needs a value`);
  if (isDate) {
    const prefix = /^[<>=]/.exec(text)?.[0] ?? '<';
    const expression = /^[<>=]/.test(text) ? text.slice(1) : text;
    const operator: FilterOperator = prefix === '>' ? 'gt' : prefix === '=' ? 'eq' : 'lt';
    const at = parseDateMath(expression, now);
    return [{ kind: 'filter', field, negate: false, operator, value: at.toISOString() }];
  }
  const values = text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.length > LIMITS.inListLength) throw parseError(`${name}.filter has too many values`);
  const include = values.filter((v) => !v.startsWith('!'));
  const exclude = values
    .filter((v) => v.startsWith('!'))
    .map((v) => v.slice(1))
    .filter(Boolean);
  const toConditions = (items: string[]): FilterCondition[] => {
    const exact = items.filter((v) => !v.includes('*'));
    const patterns = items.filter((v) => v.includes('*'));
    return [
      ...(exact.length ? [{ kind: 'filter', field, negate: false, operator: 'in', value: exact } as const] : []),
      ...patterns.map((p): FilterCondition => ({
        kind: 'filter',
        field,
        negate: false,
        operator: 'like',
        value: p.replace(/\*/g, '%'),
      })),
    ];
  };
  const conditions: Condition[] = [];
  const included = toConditions(include);
  if (included.length === 1) conditions.push(included[0]!);
  else if (included.length > 1) conditions.push({ kind: 'logic', operator: 'or', negate: false, children: included });
  for (const excluded of toConditions(exclude)) conditions.push({ ...excluded, negate: true });
  return conditions;
}

// ---------------------------------------------------------------------------- the whole query string

const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'or',
  'and',
  'not.or',
  'not.and',
  'columns',
  'on_conflict',
]);

function emptyModifiers(): Modifiers {
  return { where: [], order: [] };
}

function countConditions(conditions: Condition[]): number {
  return conditions.reduce((n, c) => n + (c.kind === 'logic' ? 1 + countConditions(c.children) : 1), 0);
}

/**
 * Parses every parameter of a request. Keys with a dot prefix (`rel.order`,
 * `rel.col`) apply to the embedded resource of that name or alias.
 */
export function parseQuery(params: URLSearchParams, options: ParseOptions = {}): ParsedQuery {
  const now = options.now ?? new Date();
  const query: ParsedQuery = { select: [{ kind: 'star' }], where: [], order: [], embedded: {} };
  const target = (prefix: string): Modifiers => {
    if (!prefix) return query;
    for (const part of prefix.split('.')) assertIdentifier(part, 'embedded resource name');
    return (query.embedded[prefix] ??= emptyModifiers());
  };
  for (const [key, value] of params) {
    if (key === 'select') {
      query.select = parseSelect(value);
      continue;
    }
    if (key === 'columns') {
      // postgrest-js sends `columns="a","b"` for bulk inserts.
      query.columns = value.split(',').map((c) => assertIdentifier(unquote(c.trim()), 'column name'));
      continue;
    }
    if (key === 'on_conflict') {
      throw new PostgrestError(400, 'PGRST100', 'on_conflict (upsert) is not supported by this server');
    }
    if (key.endsWith('.filter')) {
      const name = key.slice(0, -'.filter'.length);
      query.where.push(...expandFilterShorthand(name, value, options.isDateColumn?.(name) ?? false, now));
      continue;
    }
    // `or`, `not.or`, `rel.or`: the prefix before the logic operator names an embed.
    const logic = /(?:^|\.)(not\.)?(or|and)$/.exec(key);
    if (logic) {
      target(key.slice(0, logic.index)).where.push(parseLogic(logic[2] as 'and' | 'or', Boolean(logic[1]), value));
      continue;
    }
    const modifier = /^(?:(.*)\.)?(order|limit|offset)$/.exec(key);
    if (modifier) {
      const into = target(modifier[1] ?? '');
      if (modifier[2] === 'order') into.order = parseOrder(value);
      else if (modifier[2] === 'limit') into.limit = parseCount('limit', value);
      else into.offset = parseCount('offset', value);
      continue;
    }
    if (RESERVED.has(key)) continue;
    // A filter: `col=op.value`, `labels->>env=eq.x`, or `rel.col=op.value` on an embed.
    const arrow = key.indexOf('->');
    const head = arrow < 0 ? key : key.slice(0, arrow);
    const dot = head.lastIndexOf('.');
    const prefix = dot < 0 ? '' : head.slice(0, dot);
    const fieldText = dot < 0 ? key : key.slice(dot + 1);
    target(prefix).where.push(parseOperation(parseField(fieldText), value));
  }
  const total =
    countConditions(query.where) + Object.values(query.embedded).reduce((n, m) => n + countConditions(m.where), 0);
  if (total > LIMITS.conditions) throw parseError(`too many conditions (${total}); at most ${LIMITS.conditions}`);
  return query;
}

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact';
}

/** `Prefer: return=representation, count=exact`; planned/estimated counts are answered exactly. */
export function parsePrefer(header: string | undefined | null): Preferences {
  const prefs: Preferences = {};
  for (const part of (header ?? '').split(',')) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (name === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) {
      prefs.return = value;
    }
    if (name === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) prefs.count = 'exact';
  }
  return prefs;
}

// ---------------------------------------------------------------------------- secret columns

function conditionFields(conditions: Condition[]): Field[] {
  return conditions.flatMap((c) => (c.kind === 'logic' ? conditionFields(c.children) : [c.field]));
}

/**
 * A table's secret columns (connections' `password`, `url`, ...) go out
 * masked, so nothing may compute on their clear values: a filter or an order
 * on one would answer questions about the secret a character at a time (the
 * review's `password=like.T*` oracle). They may only be selected as they are,
 * so the mask applies: no alias, cast or JSON path that would carry the value
 * out under another key.
 */
export function refuseSecretColumns(query: ParsedQuery, secretColumns: readonly string[], table: string): void {
  if (!secretColumns.length) return;
  const secret = new Set(secretColumns);
  const refuse = (name: string, use: string) => {
    throw new PostgrestError(
      400,
      'PGRST100',
      `${table}.${name} holds a secret and cannot be ${use}`,
      `${[...secret].join(', ')} are masked in responses and cannot be filtered, ordered or selected under another name`,
    );
  };
  // The root's own conditions: embedded resources are other tables.
  for (const field of conditionFields(query.where)) {
    if (secret.has(field.name)) refuse(field.name, 'filtered on');
  }
  for (const term of query.order) {
    if (secret.has(term.field.name)) refuse(term.field.name, 'ordered by');
  }
  for (const item of query.select) {
    if (item.kind !== 'column' || !secret.has(item.field.name)) continue;
    if (item.alias || item.cast || item.field.path.length)
      refuse(item.field.name, 'selected with an alias, cast or path');
  }
}
