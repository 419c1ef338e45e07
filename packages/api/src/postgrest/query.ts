/**
 * A small typed builder for PostgREST query strings (filters, logic trees, select, order, paging).
 *
 * Why not @supabase/postgrest-js: it declares node>=22 and leaves double quotes and backslashes inside
 * `in.(...)` unescaped; the console needs a handful of operators with exact escaping, so a builder that
 * emits plain `[key, value]` pairs (URL-encoded later by the transport) serves better.
 */

export type FilterOperator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'is'
  | 'in'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'fts'
  | 'plfts'
  | 'phfts'
  | 'wfts';

export type Scalar = string | number | boolean;
export type IsValue = null | boolean | 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export interface Filter {
  column: string;
  op: FilterOperator;
  value: Scalar | null | readonly Scalar[];
  negate?: boolean;
}

export interface LogicGroup {
  logic: 'and' | 'or';
  conditions: readonly Condition[];
  negate?: boolean;
}

export type Condition = Filter | LogicGroup;

export interface OrderTerm {
  column: string;
  ascending?: boolean;
  nulls?: 'first' | 'last';
}

/** Thrown for input that cannot be expressed safely (hostile column names, bad `is` values, bad paging). */
export class QueryBuildError extends Error {
  override readonly name = 'QueryBuildError';
}

// Identifiers and JSON paths (`labels->>env`, `spec->http->url`); a column never carries
// characters that would change the meaning of a logic tree or of the query string.
const COLUMN = /^[A-Za-z_][A-Za-z0-9_]*(?:->>?(?:[A-Za-z0-9_-]+))*$/;

export function assertColumn(column: string): string {
  if (!COLUMN.test(column)) throw new QueryBuildError(`Invalid column name: ${JSON.stringify(column)}`);
  return column;
}

// PostgREST reserves these inside `in.(...)`, logic trees and array literals.
const RESERVED = /[,.:()"\\\s{}]/;

/** Double-quotes a value when it holds a reserved character; `"` and `\` are backslash-escaped. */
export function quoteValue(value: Scalar): string {
  const text = String(value);
  if (text === '' || RESERVED.test(text) || text === 'null') {
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  }
  return text;
}

const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

function isValue(value: Filter['value']): string {
  const text = value === null ? 'null' : String(value);
  if (!IS_VALUES.has(text))
    throw new QueryBuildError(`'is' accepts null, not_null, true, false or unknown, not ${text}`);
  return text;
}

function listOf(value: Filter['value'], op: FilterOperator): readonly Scalar[] {
  if (!Array.isArray(value)) throw new QueryBuildError(`'${op}' needs a list of values`);
  return value as readonly Scalar[];
}

/**
 * The right-hand side of a filter. `inLogic` is true inside `or=(...)`/`and=(...)`, where commas and
 * parentheses delimit conditions, so scalar values are quoted there too.
 */
function operand(filter: Filter, inLogic: boolean): string {
  const { op, value } = filter;
  switch (op) {
    case 'is':
      return isValue(value);
    case 'in':
      return `(${listOf(value, op).map(quoteValue).join(',')})`;
    case 'cs':
    case 'cd':
    case 'ov':
      return `{${listOf(value, op).map(quoteValue).join(',')}}`;
    default: {
      if (value === null || Array.isArray(value)) throw new QueryBuildError(`'${op}' needs a single value`);
      const scalar = value as Scalar;
      return inLogic ? quoteValue(scalar) : String(scalar);
    }
  }
}

function filterExpression(filter: Filter, inLogic: boolean): string {
  return `${filter.negate ? 'not.' : ''}${filter.op}.${operand(filter, inLogic)}`;
}

function isGroup(condition: Condition): condition is LogicGroup {
  return 'logic' in condition;
}

function conditionInLogic(condition: Condition): string {
  if (isGroup(condition)) return `${condition.negate ? 'not.' : ''}${condition.logic}${groupBody(condition)}`;
  return `${assertColumn(condition.column)}.${filterExpression(condition, true)}`;
}

function groupBody(group: LogicGroup): string {
  if (group.conditions.length === 0) throw new QueryBuildError(`'${group.logic}' needs at least one condition`);
  return `(${group.conditions.map(conditionInLogic).join(',')})`;
}

/** The `[key, value]` pair for one top-level condition, e.g. `['status', 'eq.true']` or `['or', '(a.eq.1,b.eq.2)']`. */
export function conditionParam(condition: Condition): [string, string] {
  if (isGroup(condition)) return [`${condition.negate ? 'not.' : ''}${condition.logic}`, groupBody(condition)];
  return [assertColumn(condition.column), filterExpression(condition, false)];
}

export function orderParam(terms: readonly OrderTerm[]): string {
  return terms
    .map((term) => {
      let text = assertColumn(term.column);
      if (term.ascending === false) text += '.desc';
      else if (term.ascending === true) text += '.asc';
      if (term.nulls) text += term.nulls === 'first' ? '.nullsfirst' : '.nullslast';
      return text;
    })
    .join(',');
}

/** Escapes `%`, `_` and `\` so user text matches literally inside a like/ilike pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '');
}

function nonNegativeInt(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 0) throw new QueryBuildError(`${what} must be a non-negative integer`);
  return value;
}

export type CountMode = 'exact' | 'planned' | 'estimated';

/**
 * An immutable description of a PostgREST read. Each method returns a new query, so a base query can be
 * shared and refined without surprises.
 */
export class PostgrestQuery {
  readonly table: string;
  readonly conditions: readonly Condition[];
  readonly selectText: string | undefined;
  readonly orderTerms: readonly OrderTerm[];
  readonly limitValue: number | undefined;
  readonly offsetValue: number | undefined;
  readonly extra: readonly (readonly [string, string])[];

  constructor(
    table: string,
    parts: {
      conditions?: readonly Condition[];
      select?: string;
      order?: readonly OrderTerm[];
      limit?: number;
      offset?: number;
      extra?: readonly (readonly [string, string])[];
    } = {},
  ) {
    if (!/^(rpc\/)?[A-Za-z_][A-Za-z0-9_]*$/.test(table)) throw new QueryBuildError(`Invalid table name: ${table}`);
    this.table = table;
    this.conditions = parts.conditions ?? [];
    this.selectText = parts.select;
    this.orderTerms = parts.order ?? [];
    this.limitValue = parts.limit;
    this.offsetValue = parts.offset;
    this.extra = parts.extra ?? [];
  }

  private with(parts: Partial<ConstructorParameters<typeof PostgrestQuery>[1]>): PostgrestQuery {
    return new PostgrestQuery(this.table, {
      conditions: this.conditions,
      select: this.selectText,
      order: this.orderTerms,
      limit: this.limitValue,
      offset: this.offsetValue,
      extra: this.extra,
      ...parts,
    });
  }

  /** Select list with embedding, e.g. `*,created_by(id,name,avatar,email)`; passed through as written. */
  select(columns: string): PostgrestQuery {
    if (/[&#\n\r]/.test(columns)) throw new QueryBuildError('Invalid select list');
    return this.with({ select: columns });
  }

  where(...conditions: Condition[]): PostgrestQuery {
    return this.with({ conditions: [...this.conditions, ...conditions] });
  }

  filter(column: string, op: FilterOperator, value: Filter['value']): PostgrestQuery {
    return this.where({ column, op, value });
  }

  not(column: string, op: FilterOperator, value: Filter['value']): PostgrestQuery {
    return this.where({ column, op, value, negate: true });
  }

  eq(column: string, value: Scalar): PostgrestQuery {
    return this.filter(column, 'eq', value);
  }
  neq(column: string, value: Scalar): PostgrestQuery {
    return this.filter(column, 'neq', value);
  }
  gt(column: string, value: Scalar): PostgrestQuery {
    return this.filter(column, 'gt', value);
  }
  gte(column: string, value: Scalar): PostgrestQuery {
    return this.filter(column, 'gte', value);
  }
  lt(column: string, value: Scalar): PostgrestQuery {
    return this.filter(column, 'lt', value);
  }
  lte(column: string, value: Scalar): PostgrestQuery {
    return this.filter(column, 'lte', value);
  }
  /** `*` is the PostgREST wildcard; use `escapeLike` on user text. */
  ilike(column: string, pattern: string): PostgrestQuery {
    return this.filter(column, 'ilike', pattern);
  }
  in(column: string, values: readonly Scalar[]): PostgrestQuery {
    return this.filter(column, 'in', values);
  }
  is(column: string, value: IsValue): PostgrestQuery {
    return this.filter(column, 'is', value);
  }
  contains(column: string, values: readonly Scalar[]): PostgrestQuery {
    return this.filter(column, 'cs', values);
  }
  or(...conditions: Condition[]): PostgrestQuery {
    return this.where({ logic: 'or', conditions });
  }
  and(...conditions: Condition[]): PostgrestQuery {
    return this.where({ logic: 'and', conditions });
  }

  order(column: string, options: { ascending?: boolean; nulls?: 'first' | 'last' } = {}): PostgrestQuery {
    assertColumn(column);
    return this.with({ order: [...this.orderTerms, { column, ...options }] });
  }

  limit(count: number): PostgrestQuery {
    return this.with({ limit: nonNegativeInt(count, 'limit') });
  }

  offset(count: number): PostgrestQuery {
    return this.with({ offset: nonNegativeInt(count, 'offset') });
  }

  /** Page `pageIndex` (from 0) of `pageSize` rows. */
  page(pageIndex: number, pageSize: number): PostgrestQuery {
    nonNegativeInt(pageIndex, 'pageIndex');
    if (!Number.isInteger(pageSize) || pageSize < 1) throw new QueryBuildError('pageSize must be a positive integer');
    return this.limit(pageSize).offset(pageIndex * pageSize);
  }

  /** A raw parameter the builder does not model (e.g. mission-control's `name.filter=`). */
  param(key: string, value: string): PostgrestQuery {
    if (!/^[A-Za-z_][A-Za-z0-9_.>-]*$/.test(key)) throw new QueryBuildError(`Invalid parameter name: ${key}`);
    return this.with({ extra: [...this.extra, [key, value]] });
  }

  /** Ordered `[key, value]` pairs, not yet URL-encoded. */
  toParams(): [string, string][] {
    const params: [string, string][] = [];
    if (this.selectText !== undefined) params.push(['select', this.selectText]);
    for (const condition of this.conditions) params.push(conditionParam(condition));
    for (const [k, v] of this.extra) params.push([k, v]);
    if (this.orderTerms.length) params.push(['order', orderParam(this.orderTerms)]);
    if (this.limitValue !== undefined) params.push(['limit', String(this.limitValue)]);
    if (this.offsetValue !== undefined) params.push(['offset', String(this.offsetValue)]);
    return params;
  }

  /** The encoded query string without a leading `?`. */
  toString(): string {
    return new URLSearchParams(this.toParams()).toString();
  }
}

/** Starts a query on a table or view (`from('check_statuses')`) or a function (`from('rpc/fn')`). */
export function from(table: string): PostgrestQuery {
  return new PostgrestQuery(table);
}

/**
 * The total from a `Content-Range` header (`0-24/120` → 120). `undefined` when the server did not count
 * (`0-24/*`), the header is missing, or it is malformed.
 */
export function totalFromContentRange(header: string | null | undefined): number | undefined {
  if (!header) return undefined;
  const match = /^\s*(?:\d+-\d+|\*)\/(\d+|\*)\s*$/.exec(header);
  if (!match || match[1] === '*' || match[1] === undefined) return undefined;
  const total = Number(match[1]);
  return Number.isSafeInteger(total) ? total : undefined;
}
