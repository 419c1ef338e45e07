import { celEnvironment, compileCelExpression, firstLine, type CelProgram } from '../cel/index';
import type { ViewColumn, ViewSpec } from './spec';

/**
 * `mapping`: a CEL expression per column over one row of the table's source (the merge's rows, or the single
 * query's). The row is `row`, each of its fields is also a name of its own (`health`, `row.health`), and the
 * variables are `variables` (`variables.type`: `var` is a reserved word in CEL; SQL and selectors say `$(var.type)`). A column without a mapping takes the row's field of its name.
 */
type Json = Record<string, unknown>;

export class ViewMappingError extends Error {}

const RESERVED = new Set([
  'row',
  'variables',
  'var',
  'type',
  'int',
  'uint',
  'double',
  'bool',
  'string',
  'bytes',
  'list',
  'map',
  'null_type',
  'dyn',
  'duration',
  'timestamp',
  'has',
  'size',
  'matches',
  'true',
  'false',
  'null',
  'in',
  'as',
  'break',
  'const',
  'continue',
  'else',
  'for',
  'function',
  'if',
  'import',
  'let',
  'loop',
  'package',
  'namespace',
  'return',
  'void',
]);

type Context = Record<string, unknown>;

/**
 * The names a row of the table's source may carry, known before a run: the view's columns, the known columns of
 * configs, changes and checks queries, the queries' declared columns, and every word of the merge and of SQL queries
 * (their output names are among them). A mapping may name any of them directly; `row.<field>` always works.
 */
export function mappingFields(spec: ViewSpec, known: Iterable<string>): Set<string> {
  const names = new Set<string>(known);
  for (const column of spec.columns) names.add(column.name);
  const words = (sql: string) => {
    for (const word of sql.toLowerCase().match(/[a-z_][a-z0-9_]*/g) ?? []) names.add(word);
  };
  if (spec.merge) words(spec.merge);
  for (const query of spec.queries) {
    for (const name of Object.keys(query.columns)) names.add(name);
    if (query.kind === 'sql') words(query.query);
  }
  return names;
}

/** The compiled mappings of a spec, or a ViewMappingError naming the first that does not compile. */
export function compileMapping(
  mapping: Record<string, string>,
  fields: Iterable<string> = [],
): Map<string, CelProgram<Context>> {
  const declared: Record<string, string> = {};
  for (const field of fields) if (/^[a-z_][a-z0-9_]*$/i.test(field) && !RESERVED.has(field)) declared[field] = 'dyn';
  let environment: ReturnType<typeof celEnvironment>;
  try {
    environment = celEnvironment({ ...declared, row: 'map', variables: 'map' });
  } catch (error) {
    throw new ViewMappingError(`the mapping's names could not be declared: ${firstLine(error)}`);
  }
  const programs = new Map<string, CelProgram<Context>>();
  for (const [column, expression] of Object.entries(mapping)) {
    const compiled = compileCelExpression<Context>(environment, `mapping.${column}`, expression);
    if ('problem' in compiled) throw new ViewMappingError(compiled.problem);
    programs.set(column, compiled.program);
  }
  return programs;
}

/** CEL values as JSON: integers (bigint) as numbers, timestamps as ISO text, maps as objects. */
export function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Map) return Object.fromEntries([...value.entries()].map(([k, v]) => [String(k), plain(v)]));
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto === Object.prototype || proto === null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
    }
    if (typeof (value as { valueOf?: () => unknown }).valueOf === 'function') {
      const inner = (value as { valueOf: () => unknown }).valueOf();
      if (inner !== value) return plain(inner);
    }
    return String(value);
  }
  return value;
}

/** CEL reads JSON numbers as doubles; whole ones stay doubles, which is what arithmetic on them expects. */
export function mapRows(
  rows: Json[],
  columns: ViewColumn[],
  programs: Map<string, CelProgram<Context>>,
  variables: Record<string, string>,
): unknown[][] {
  return rows.map((row, index) => {
    const context: Context = {};
    for (const [key, value] of Object.entries(row)) if (!RESERVED.has(key)) context[key] = value ?? null;
    context.row = row;
    context.variables = variables;
    return columns.map((column) => {
      const program = programs.get(column.name);
      if (!program) return row[column.name] ?? null;
      try {
        return plain(program(context)) ?? null;
      } catch (error) {
        throw new ViewMappingError(`mapping.${column.name} failed on row ${index + 1}: ${firstLine(error)}`);
      }
    });
  });
}
