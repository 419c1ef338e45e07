import { parseDateMath as parseCoreDateMath } from '@mission-control/api/rules';
import { parseError, PostgrestError } from './errors';

/**
 * Parses a PostgREST query string (PostgREST v12-14 syntax, the subset Mission
 * Control's console uses) into a small AST. Nothing here knows SQL: identifiers
 * are checked against the schema catalogue and values become bound parameters
 * in build.ts.
 */

export const LIMITS = {
  /** Characters in the whole query string. */
  queryLength: 16_384,
  /** Values in one `in.(...)` list. */
  inListLength: 1000,
  /** Nesting of `and(...)` / `or(...)` groups. */
  logicDepth: 8,
  /** Nesting of embedded resources in `select`. */
  embedDepth: 6,
  /** Steps in one JSON path (`a->b->>c`). */
  jsonPathLength: 10,
  /** Conditions in the whole request. */
  conditions: 200,
  /** Rows in one response (PostgREST `max-rows`, duty's default). */
  maxRows: 2000,
} as const;

export type JsonArrow = '->' | '->>';

export interface JsonPathStep {
  arrow: JsonArrow;
  key: string;
}

/** A column, optionally followed by a JSON path. */
export interface Field {
  name: string;
  path: JsonPathStep[];
}

export const FILTER_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'in',
  'is',
  'cs',
  'cd',
  'ov',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export interface FilterCondition {
  kind: 'filter';
  field: Field;
  negate: boolean;
  operator: FilterOperator;
  /** A list for `in`, otherwise the raw value (wildcards already turned into `%` for like/ilike). */
  value: string | string[];
}

export interface LogicCondition {
  kind: 'logic';
  operator: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}

export type Condition = FilterCondition | LogicCondition;

/** Types a `select` item may be cast to; the SQL type name comes from this table, never from input. */
export const CAST_TYPES: Record<string, string> = {
  text: 'text',
  varchar: 'text',
  int: 'integer',
  int4: 'integer',
  integer: 'integer',
  int8: 'bigint',
  bigint: 'bigint',
  numeric: 'numeric',
  float: 'double precision',
  float8: 'double precision',
  double: 'double precision',
  bool: 'boolean',
  boolean: 'boolean',
  date: 'date',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
  json: 'json',
  jsonb: 'jsonb',
  uuid: 'uuid',
};

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; alias?: string; field: Field; cast?: string }
  | {
      kind: 'embed';
      alias?: string;
      name: string;
      hint?: string;
      join: 'left' | 'inner';
      select: SelectItem[];
    };

export interface OrderTerm {
  field: Field;
  direction: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Filters and paging that apply to one embedded resource (`rel.col=eq.x`, `rel.order=...`). */
export interface Modifiers {
  where: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ParsedQuery extends Modifiers {
  select: SelectItem[];
  /** Keyed by the dotted path of embed names or aliases, e.g. `configs` or `created_by.team`. */
  embedded: Record<string, Modifiers>;
  /** `columns=` for inserts. */
  columns?: string[];
}

export interface ParseOptions {
  /** Whether a column holds dates, which decides how `col.filter=` reads its value. */
  isDateColumn?: (name: string) => boolean;
  now?: Date;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function assertIdentifier(name: string, what = 'identifier'): string {
  if (!IDENTIFIER.test(name) || name.length > 63) {
    throw parseError(`"${name.slice(0, 80)}" is not a valid ${what}`, 'Names may contain letters, digits and _ only');
  }
  return name;
}

function assertJsonKey(key: string): string {
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

// ---------------------------------------------------------------------------- select

class SelectParser {
  private pos = 0;
  constructor(private readonly text: string) {}

  parse(): SelectItem[] {
    const items = this.items(0);
    if (this.pos < this.text.length) this.fail(`unexpected "${this.text[this.pos]}"`);
    return items;
  }

  private fail(details: string): never {
    throw parseError(
      `failed to parse select parameter (${this.text.slice(0, 200)})`,
      `${details} at position ${this.pos}`,
    );
  }

  private skipSpaces() {
    while (this.text[this.pos] === ' ') this.pos++;
  }

  private peek(s: string) {
    return this.text.startsWith(s, this.pos);
  }

  private identifier(): string {
    this.skipSpaces();
    const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(this.text.slice(this.pos));
    if (!match) this.fail('expected a name');
    this.pos += match[0].length;
    return match[0];
  }

  private items(depth: number): SelectItem[] {
    if (depth > LIMITS.embedDepth) this.fail(`embedding nested more than ${LIMITS.embedDepth} levels`);
    const items: SelectItem[] = [];
    this.skipSpaces();
    if (this.peek(')')) return items;
    for (;;) {
      items.push(this.item(depth));
      this.skipSpaces();
      if (!this.peek(',')) return items;
      this.pos++;
    }
  }

  private item(depth: number): SelectItem {
    this.skipSpaces();
    if (this.peek('*')) {
      this.pos++;
      return { kind: 'star' };
    }
    let name = this.identifier();
    let alias: string | undefined;
    if (this.peek(':') && !this.peek('::')) {
      this.pos++;
      alias = name;
      name = this.identifier();
    }
    let hint: string | undefined;
    let join: 'left' | 'inner' = 'left';
    while (this.peek('!')) {
      this.pos++;
      const word = this.identifier();
      if (word === 'inner' || word === 'left') join = word;
      else if (hint) this.fail('more than one relationship hint');
      else hint = word;
    }
    this.skipSpaces();
    if (this.peek('(')) {
      this.pos++;
      const select = this.items(depth + 1);
      this.skipSpaces();
      if (!this.peek(')')) this.fail('expected ")"');
      this.pos++;
      return { kind: 'embed', name, join, select, ...(alias ? { alias } : {}), ...(hint ? { hint } : {}) };
    }
    if (hint || join !== 'left') this.fail('a hint needs an embedded resource');
    const path: JsonPathStep[] = [];
    while (this.peek('->')) {
      const arrow: JsonArrow = this.peek('->>') ? '->>' : '->';
      this.pos += arrow.length;
      const start = this.pos;
      while (this.pos < this.text.length && !/[,()]/.test(this.text[this.pos]!) && !this.peek('::') && !this.peek('->'))
        this.pos++;
      path.push({ arrow, key: assertJsonKey(this.text.slice(start, this.pos)) });
    }
    if (path.length > LIMITS.jsonPathLength) this.fail('JSON path too long');
    // The last key names the output column; only identifier-shaped keys may, so no free text becomes SQL.
    if (path.length && !alias && !IDENTIFIER.test(path[path.length - 1]!.key)) {
      this.fail(
        `the JSON key "${path[path.length - 1]!.key.slice(0, 40)}" cannot name a column; add an alias (alias:${name}->>key)`,
      );
    }
    let cast: string | undefined;
    if (this.peek('::')) {
      this.pos += 2;
      const type = this.identifier().toLowerCase();
      cast = CAST_TYPES[type];
      if (!cast) this.fail(`cannot cast to "${type}"; allowed: ${Object.keys(CAST_TYPES).join(', ')}`);
    }
    return { kind: 'column', field: { name, path }, ...(alias ? { alias } : {}), ...(cast ? { cast } : {}) };
  }
}

export function parseSelect(text: string): SelectItem[] {
  if (text.trim() === '') return [{ kind: 'star' }];
  return new SelectParser(text).parse();
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
