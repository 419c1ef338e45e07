import type { Catalogue, ForeignKey, Relation } from './catalogue';
import { PostgrestError } from './errors';
import { dbLimits } from './limits';
import { checkEmbeddedPaths } from './select';
import {
  fieldKey,
  type Condition,
  type Field,
  type Modifiers,
  type OrderTerm,
  type ParsedQuery,
  type SelectItem,
} from './parse';

/**
 * Turns a parsed request into one parameterised SQL statement. Identifiers are
 * only ever catalogue names (quoted); every value from the request is a `$n`
 * parameter.
 */

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface BuildOptions {
  catalogue: Catalogue;
  /** Relations a request may name or embed (the resource map); others do not exist for it. */
  isExposed: (relation: string) => boolean;
}

/** Double-quotes a name; only catalogue names and validated aliases get here, the escaping is belt and braces. */
function quote(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function unknownRelation(name: string): PostgrestError {
  return new PostgrestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${name}' in the schema cache`,
    null,
    null,
  );
}

function unknownColumn(relation: Relation, name: string): PostgrestError {
  return new PostgrestError(400, '42703', `column ${relation.name}.${name} does not exist`);
}

interface ResolvedEmbed {
  fk: ForeignKey;
  target: Relation;
  /** many-to-one answers an object, one-to-many an array. */
  toOne: boolean;
}

class SqlBuilder {
  readonly params: unknown[] = [];
  /** Every relation the statement reads, for the resource check. */
  readonly relations = new Set<string>();
  private aliases = 0;

  constructor(private readonly options: BuildOptions) {}

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  nextAlias(): string {
    return `t${++this.aliases}`;
  }

  relation(name: string): Relation {
    const relation = this.options.catalogue.relations.get(name);
    if (!relation || !this.options.isExposed(name)) throw unknownRelation(name);
    this.relations.add(name);
    return relation;
  }

  column(relation: Relation, name: string) {
    const column = relation.columnsByName.get(name);
    if (!column) throw unknownColumn(relation, name);
    return column;
  }

  field(relation: Relation, alias: string, field: Field): string {
    this.column(relation, field.name);
    let sql = `${quote(alias)}.${quote(field.name)}`;
    for (const step of field.path) {
      // A numeric key indexes a JSON array, as in PostgREST (`tags->0`).
      const key = /^\d+$/.test(step.key) ? `${this.param(Number(step.key))}::integer` : `${this.param(step.key)}::text`;
      sql = `(${sql} ${step.arrow} ${key})`;
    }
    return sql;
  }

  condition(relation: Relation, alias: string, condition: Condition): string {
    let sql: string;
    if (condition.kind === 'logic') {
      const joiner = condition.operator === 'and' ? ' AND ' : ' OR ';
      sql = `(${condition.children.map((c) => this.condition(relation, alias, c)).join(joiner)})`;
    } else {
      const lhs = this.field(relation, alias, condition.field);
      const value = condition.value;
      switch (condition.operator) {
        case 'in': {
          const list = value as string[];
          sql = list.length ? `${lhs} IN (${list.map((v) => this.param(v)).join(', ')})` : 'false';
          break;
        }
        case 'is':
          sql = `${lhs} IS ${{ null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' }[value as string]}`;
          break;
        case 'like':
          sql = `${lhs}::text LIKE ${this.param(value)}`;
          break;
        case 'ilike':
          sql = `${lhs}::text ILIKE ${this.param(value)}`;
          break;
        default: {
          const sqlOperator = {
            eq: '=',
            neq: '<>',
            gt: '>',
            gte: '>=',
            lt: '<',
            lte: '<=',
            cs: '@>',
            cd: '<@',
            ov: '&&',
          }[condition.operator];
          sql = `${lhs} ${sqlOperator} ${this.param(value)}`;
        }
      }
    }
    return condition.negate ? `NOT (${sql})` : sql;
  }

  where(relation: Relation, alias: string, conditions: Condition[], extra: string[] = []): string {
    const parts = [...extra, ...conditions.map((c) => this.condition(relation, alias, c))];
    return parts.length ? ` WHERE ${parts.join(' AND ')}` : '';
  }

  order(relation: Relation, alias: string, terms: OrderTerm[]): string {
    if (!terms.length) return '';
    const parts = terms.map((term) => {
      const nulls = term.nulls ? ` NULLS ${term.nulls.toUpperCase()}` : '';
      return `${this.field(relation, alias, term.field)} ${term.direction.toUpperCase()}${nulls}`;
    });
    return ` ORDER BY ${parts.join(', ')}`;
  }

  page(limit: number | undefined, offset: number | undefined): string {
    const { maxRows } = dbLimits();
    const capped = Math.min(limit ?? maxRows, maxRows);
    return ` LIMIT ${this.param(capped)}${offset ? ` OFFSET ${this.param(offset)}` : ''}`;
  }

  resolveEmbed(parent: Relation, item: Extract<SelectItem, { kind: 'embed' }>): ResolvedEmbed {
    const keys = this.options.catalogue.foreignKeys.filter((fk) => {
      const other = fk.source === parent.name ? fk.target : fk.source;
      return (fk.source === parent.name || fk.target === parent.name) && this.options.isExposed(other);
    });
    const hintMatches = (fk: ForeignKey) =>
      !item.hint || fk.name === item.hint || (fk.sourceColumns.length === 1 && fk.sourceColumns[0] === item.hint);
    type Candidate = { fk: ForeignKey; target: string; toOne: boolean };
    let candidates: Candidate[] = [];
    // By foreign-key column: `created_by(id,name)`, `person:person_id(id,name)`.
    if (parent.columnsByName.has(item.name)) {
      candidates = keys
        .filter((fk) => fk.source === parent.name && fk.sourceColumns.length === 1 && fk.sourceColumns[0] === item.name)
        // A column names the key's own target (a table, or a view over it), not every view over that table.
        .filter((fk) => !fk.betweenViews)
        .filter((fk) => !item.hint || fk.name === item.hint || fk.target === item.hint)
        .map((fk) => ({ fk, target: fk.target, toOne: true }));
      // `created_by(...)` means the declared key; a view over the same table (people_roles) is not a rival.
      const declared = candidates.filter((c) => !c.fk.inferred);
      if (declared.length) candidates = declared;
    }
    // By table name, optionally disambiguated by `!constraint_name` or `!column`.
    if (!candidates.length && this.options.catalogue.relations.has(item.name)) {
      candidates = [
        ...keys
          .filter((fk) => fk.source === parent.name && fk.target === item.name && hintMatches(fk))
          .map((fk) => ({ fk, target: item.name, toOne: true })),
        ...keys
          .filter((fk) => fk.target === parent.name && fk.source === item.name && hintMatches(fk))
          .map((fk) => ({ fk, target: item.name, toOne: false })),
      ];
    }
    if (candidates.length === 1) {
      const [chosen] = candidates as [Candidate];
      return { fk: chosen.fk, target: this.relation(chosen.target), toOne: chosen.toOne };
    }
    if (!candidates.length) {
      throw new PostgrestError(
        400,
        'PGRST200',
        `Could not find a relationship between '${parent.name}' and '${item.name}' in the schema cache`,
        `Searched for a foreign key relationship between '${parent.name}' and '${item.name}'${item.hint ? ` using the hint '${item.hint}'` : ''}`,
        'Embed by a foreign-key column, a table name, or table!constraint_name',
      );
    }
    throw new PostgrestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent.name}' and '${item.name}'`,
      candidates.map((c) => `${c.fk.name} (${c.toOne ? 'many-to-one' : 'one-to-many'})`).join(', '),
      `Try changing '${item.name}' to one of: ${candidates.map((c) => `${item.name}!${c.fk.name}`).join(', ')}`,
    );
  }

  joinCondition(embed: ResolvedEmbed, parentAlias: string, childAlias: string): string {
    const { fk, toOne } = embed;
    return fk.sourceColumns
      .map((sourceColumn, i) => {
        const targetColumn = fk.targetColumns[i]!;
        return toOne
          ? `${quote(childAlias)}.${quote(targetColumn)} = ${quote(parentAlias)}.${quote(sourceColumn)}`
          : `${quote(childAlias)}.${quote(sourceColumn)} = ${quote(parentAlias)}.${quote(targetColumn)}`;
      })
      .join(' AND ');
  }

  /**
   * The select list of `relation` (aliased `alias`) plus the EXISTS conditions
   * of its `!inner` embeds, which restrict the parent rows.
   */
  selectList(
    relation: Relation,
    alias: string,
    items: SelectItem[],
    embedded: Record<string, Modifiers>,
    path: string,
  ): { columns: string[]; innerJoins: string[] } {
    const explicitKeys = new Set(
      items.flatMap((item) =>
        item.kind === 'star' ? [] : [item.alias ?? (item.kind === 'embed' ? item.name : fieldKey(item.field))],
      ),
    );
    const columns: string[] = [];
    const innerJoins: string[] = [];
    for (const item of items) {
      if (item.kind === 'star') {
        // An embed or alias of the same name replaces the plain column (`*,created_by(...)`).
        for (const column of relation.columns) {
          if (!explicitKeys.has(column.name)) columns.push(`${quote(alias)}.${quote(column.name)}`);
        }
      } else if (item.kind === 'column') {
        const expression = this.field(relation, alias, item.field);
        const cast = item.cast ? `(${expression})::${item.cast}` : expression;
        columns.push(`${cast} AS ${quote(item.alias ?? fieldKey(item.field))}`);
      } else {
        const key = item.alias ?? item.name;
        const childPath = path ? `${path}.${key}` : key;
        const embed = this.resolveEmbed(relation, item);
        const modifiers = embedded[childPath] ?? { where: [], order: [] };
        const childAlias = this.nextAlias();
        const join = this.joinCondition(embed, alias, childAlias);
        const inner = this.selectList(embed.target, childAlias, item.select, embedded, childPath);
        const from = `FROM ${quote(embed.target.name)} AS ${quote(childAlias)}`;
        const where = this.where(embed.target, childAlias, modifiers.where, [join, ...inner.innerJoins]);
        const row = `_${childAlias}`;
        const list = inner.columns.join(', ');
        if (embed.toOne) {
          columns.push(
            `(SELECT row_to_json(${row}) FROM (SELECT ${list} ${from}${where} LIMIT 1) AS ${row}) AS ${quote(key)}`,
          );
        } else {
          const order = this.order(embed.target, childAlias, modifiers.order);
          const page = this.page(modifiers.limit, modifiers.offset);
          columns.push(
            `COALESCE((SELECT json_agg(${row}) FROM (SELECT ${list} ${from}${where}${order}${page}) AS ${row}), '[]'::json) AS ${quote(key)}`,
          );
        }
        if (item.join === 'inner') innerJoins.push(this.exists(relation, alias, item, embedded, childPath));
      }
    }
    return { columns, innerJoins };
  }

  /** `!inner`: the parent row is kept only when the embed (with its filters) has a row. */
  exists(
    parent: Relation,
    parentAlias: string,
    item: Extract<SelectItem, { kind: 'embed' }>,
    embedded: Record<string, Modifiers>,
    path: string,
  ): string {
    const embed = this.resolveEmbed(parent, item);
    const alias = this.nextAlias();
    const modifiers = embedded[path] ?? { where: [], order: [] };
    const where = this.where(embed.target, alias, modifiers.where, [this.joinCondition(embed, parentAlias, alias)]);
    return `EXISTS (SELECT 1 FROM ${quote(embed.target.name)} AS ${quote(alias)}${where})`;
  }

  /** Only the `!inner` conditions of a select list (for the count, which needs no columns). */
  innerJoins(
    relation: Relation,
    alias: string,
    items: SelectItem[],
    embedded: Record<string, Modifiers>,
    path: string,
  ) {
    return items.flatMap((item) => {
      if (item.kind !== 'embed' || item.join !== 'inner') return [];
      const key = item.alias ?? item.name;
      return [this.exists(relation, alias, item, embedded, path ? `${path}.${key}` : key)];
    });
  }
}

const ROOT = 't0';

export interface ReadStatements {
  /** One row: `body` (JSON array text) and `n` (rows in it). */
  read: Statement;
  /** One row: `n`, the number of rows matching the filters. */
  count: Statement;
  relations: Set<string>;
}

/**
 * A root that is not a relation of the catalogue: a function call (`rpc/<fn>`) whose result columns are
 * `relation`'s. `from` writes the row source, binding its values into `params` (the statement's).
 */
export interface RootSource {
  relation: Relation;
  from: (params: unknown[]) => string;
}

export function buildRead(
  options: BuildOptions,
  relationName: string,
  query: ParsedQuery,
  source?: RootSource,
): ReadStatements {
  checkEmbeddedPaths(query);
  const builder = new SqlBuilder(options);
  const relation = source ? source.relation : builder.relation(relationName);
  const { columns, innerJoins } = builder.selectList(relation, ROOT, query.select, query.embedded, '');
  const from = `FROM ${source ? source.from(builder.params) : quote(relation.name)} AS ${quote(ROOT)}`;
  const where = builder.where(relation, ROOT, query.where, innerJoins);
  const order = builder.order(relation, ROOT, query.order);
  const page = builder.page(query.limit, query.offset);
  const read = {
    sql: `SELECT coalesce(json_agg(_r), '[]'::json)::text AS body, count(*)::int AS n FROM (SELECT ${columns.join(', ')} ${from}${where}${order}${page}) AS _r`,
    params: builder.params,
  };

  const counter = new SqlBuilder(options);
  if (!source) counter.relation(relationName);
  const innerOnly = counter.innerJoins(relation, ROOT, query.select, query.embedded, '');
  const countFrom = source ? `FROM ${source.from(counter.params)} AS ${quote(ROOT)}` : from;
  const count = {
    sql: `SELECT count(*)::int AS n ${countFrom}${counter.where(relation, ROOT, query.where, innerOnly)}`,
    params: counter.params,
  };
  return { read, count, relations: builder.relations };
}

export interface WriteStatement extends Statement {
  relations: Set<string>;
}

/** `written`: every written row (for the after-write hook); `body`: the rows shaped by `select` when asked for. */
function wrapWrite(
  builder: SqlBuilder,
  relation: Relation,
  writeSql: string,
  query: ParsedQuery,
  representation: boolean,
): WriteStatement {
  let body = `NULL::text`;
  if (representation) {
    checkEmbeddedPaths(query);
    const { columns } = builder.selectList(relation, ROOT, query.select, query.embedded, '');
    body = `(SELECT coalesce(json_agg(_r), '[]'::json)::text FROM (SELECT ${columns.join(', ')} FROM _w AS ${quote(ROOT)}) AS _r)`;
  }
  return {
    sql: `WITH _w AS (${writeSql}) SELECT (SELECT coalesce(json_agg(_w), '[]'::json)::text FROM _w) AS written, ${body} AS body`,
    params: builder.params,
    relations: builder.relations,
  };
}

function writableRelation(builder: SqlBuilder, name: string, verb: string): Relation {
  const relation = builder.relation(name);
  if (relation.isView) {
    throw new PostgrestError(405, 'PGRST117', `Cannot ${verb} the view '${name}'; write to its table instead`);
  }
  return relation;
}

function checkBodyColumns(relation: Relation, keys: string[]) {
  for (const key of keys) {
    if (!relation.columnsByName.has(key)) {
      throw new PostgrestError(
        400,
        'PGRST204',
        `Could not find the '${key}' column of '${relation.name}' in the schema cache`,
      );
    }
  }
}

export function buildInsert(
  options: BuildOptions,
  relationName: string,
  rows: Record<string, unknown>[],
  query: ParsedQuery,
  representation: boolean,
): WriteStatement {
  const builder = new SqlBuilder(options);
  const relation = writableRelation(builder, relationName, 'insert into');
  const keys = query.columns ?? Object.keys(rows[0] ?? {});
  if (!query.columns) {
    const signature = [...keys].sort().join(',');
    if (rows.some((row) => Object.keys(row).sort().join(',') !== signature)) {
      throw new PostgrestError(400, 'PGRST102', 'All object keys must match');
    }
  }
  checkBodyColumns(relation, keys);
  const table = quote(relation.name);
  const list = keys.map(quote).join(', ');
  const source = keys.length
    ? `json_populate_recordset(NULL::${table}, ${builder.param(JSON.stringify(rows))}::json)`
    : '';
  if (!keys.length && rows.length !== 1) {
    throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', 'Send at least one column');
  }
  const insert = keys.length
    ? `INSERT INTO ${table} AS ${quote(ROOT)} (${list}) SELECT ${list} FROM ${source} RETURNING ${quote(ROOT)}.*`
    : // `{}` inserts one row of defaults, as in PostgREST.
      `INSERT INTO ${table} AS ${quote(ROOT)} DEFAULT VALUES RETURNING ${quote(ROOT)}.*`;
  return wrapWrite(builder, relation, insert, query, representation);
}

/** PATCH and DELETE must name their rows: an unfiltered request would touch the whole table. */
function requireFilters(query: ParsedQuery, verb: 'UPDATE' | 'DELETE') {
  if (!query.where.length) {
    throw new PostgrestError(
      400,
      '21000',
      `${verb} requires a WHERE clause`,
      'A PATCH or DELETE without filters would change every row of the table',
      'Add a filter such as ?id=eq.<id>',
    );
  }
}

export function buildUpdate(
  options: BuildOptions,
  relationName: string,
  patch: Record<string, unknown>,
  query: ParsedQuery,
  representation: boolean,
): WriteStatement {
  const builder = new SqlBuilder(options);
  const relation = writableRelation(builder, relationName, 'update');
  requireFilters(query, 'UPDATE');
  const keys = Object.keys(patch);
  if (!keys.length)
    throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json', 'Send at least one column to change');
  checkBodyColumns(relation, keys);
  const table = quote(relation.name);
  const set = keys.map((key) => `${quote(key)} = _v.${quote(key)}`).join(', ');
  const source = `json_populate_record(NULL::${table}, ${builder.param(JSON.stringify(patch))}::json)`;
  const where = builder.where(relation, ROOT, query.where, ['true']);
  const update = `UPDATE ${table} AS ${quote(ROOT)} SET ${set} FROM ${source} AS _v${where} RETURNING ${quote(ROOT)}.*`;
  return wrapWrite(builder, relation, update, query, representation);
}

export function buildDelete(
  options: BuildOptions,
  relationName: string,
  query: ParsedQuery,
  representation: boolean,
): WriteStatement {
  const builder = new SqlBuilder(options);
  const relation = writableRelation(builder, relationName, 'delete from');
  requireFilters(query, 'DELETE');
  const table = quote(relation.name);
  if (relation.columnsByName.has('deleted_at') && relation.columnsByName.has('id')) {
    // Deletes are soft (the spec), except rows keyed by a natural key (properties): one soft-deleted would block its re-creation.
    const where = builder.where(relation, ROOT, query.where, [`${quote(ROOT)}.deleted_at IS NULL`]);
    const soft = `UPDATE ${table} AS ${quote(ROOT)} SET deleted_at = now()${where} RETURNING ${quote(ROOT)}.*`;
    return wrapWrite(builder, relation, soft, query, representation);
  }
  const del = `DELETE FROM ${table} AS ${quote(ROOT)}${builder.where(relation, ROOT, query.where)} RETURNING ${quote(ROOT)}.*`;
  return wrapWrite(builder, relation, del, query, representation);
}
