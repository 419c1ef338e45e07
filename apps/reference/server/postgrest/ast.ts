/** The parsed form of a PostgREST query string, and the limits the parser holds it to. */

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
