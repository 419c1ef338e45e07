import {
  closedObject as closed,
  formatSchemaProblem,
  validateJsonSchema,
  type JsonSchema,
  type SchemaProblem,
} from './jsonSchema';

/**
 * The bundled JSON schema of a View spec (upstream's `mission-control.flanksource.com/v1` View; reference §4.2):
 * what an editor can check as one types and what the server checks before a view is stored (beside its own run-time
 * checks: the mapping's CEL compiles, the panel SQL passes the parse check). Objects this server reads are closed,
 * so a misspelt field is reported rather than silently ignored; `prometheus` and `viewTableSelector` queries are
 * accepted by the schema (upstream's shape) and refused by the server, which cannot run them.
 */
export const VIEW_SPEC_COLUMN_TYPES = [
  'string',
  'number',
  'boolean',
  'datetime',
  'duration',
  'health',
  'status',
  'gauge',
  'bytes',
  'decimal',
  'millicore',
  'url',
  'badge',
] as const;
export type ViewSpecColumnType = (typeof VIEW_SPEC_COLUMN_TYPES)[number];

export const VIEW_SPEC_PANEL_TYPES = ['piechart', 'number', 'text', 'table', 'gauge', 'duration'] as const;
export type ViewSpecPanelType = (typeof VIEW_SPEC_PANEL_TYPES)[number];

const DURATION = '^([0-9]+(\\.[0-9]+)?(ns|us|µs|ms|s|m|h|d|w|y))+$';
const IDENTIFIER = '^[a-z_][a-z0-9_]{0,62}$';
const text: JsonSchema = { type: 'string' };
const texts: JsonSchema = { type: 'array', items: text };
const textOrTexts: JsonSchema = { type: ['string', 'array'], items: text };
const open: JsonSchema = { type: 'object' };
const duration: JsonSchema = {
  type: 'string',
  pattern: DURATION,
  errorMessage: 'must be a duration such as 10s, 15m or 1h',
};
const identifier = (what: string): JsonSchema => ({
  type: 'string',
  pattern: IDENTIFIER,
  errorMessage: `must be lower-case letters, digits and _ (${what})`,
});
const sql: JsonSchema = { type: 'string', minLength: 1, maxLength: 10_000 };

const resourceSelector = closed('a resource selector', {
  id: textOrTexts,
  name: text,
  namespace: text,
  agent: text,
  search: text,
  limit: { type: 'integer', minimum: 1 },
  type: text,
  types: textOrTexts,
  statuses: textOrTexts,
  health: textOrTexts,
  labelSelector: text,
  tagSelector: text,
});

const queryColumns: JsonSchema = {
  type: 'object',
  propertyNames: identifier('a column name'),
  additionalProperties: { enum: ['string', 'text', 'number', 'integer', 'decimal', 'boolean', 'datetime', 'json'] },
};

const query: JsonSchema = {
  ...closed('a query', {
    configs: resourceSelector,
    changes: resourceSelector,
    checks: resourceSelector,
    sql: closed('an SQL query', { connection: { type: 'string', minLength: 1 }, driver: text, query: sql }, [
      'connection',
      'query',
    ]),
    prometheus: open,
    viewTableSelector: open,
    columns: queryColumns,
  }),
};

const column = closed(
  'a column',
  {
    name: identifier('the column name'),
    type: { enum: VIEW_SPEC_COLUMN_TYPES },
    description: text,
    hidden: { type: 'boolean' },
    primaryKey: { type: 'boolean' },
    unit: text,
    icon: text,
    for: text,
    gauge: open,
    url: open,
    filter: closed('a column filter', { type: { enum: ['multiselect'] } }, ['type']),
  },
  ['name'],
);

const panel = closed(
  'a panel',
  {
    name: { type: 'string', minLength: 1 },
    description: text,
    type: { enum: VIEW_SPEC_PANEL_TYPES },
    query: sql,
    piechart: open,
    number: open,
    gauge: open,
    text: open,
  },
  ['name', 'type', 'query'],
);

const variable = closed(
  'a variable',
  {
    key: identifier('the variable key'),
    label: text,
    type: text,
    values: texts,
    default: text,
    valueFrom: closed(
      'valueFrom',
      { config: resourceSelector, field: { enum: ['name', 'type', 'namespace', 'health', 'status'] } },
      ['config'],
    ),
    dependsOn: texts,
  },
  ['key'],
);

export const viewSpecJsonSchema: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://mission-control.local/schemas/view-spec.json',
  title: 'View spec',
  ...closed('a view spec', {
    description: text,
    display: closed('display', {
      title: text,
      icon: text,
      ordinal: { type: 'integer' },
      sidebar: { type: 'boolean' },
      plugins: { type: 'array', items: closed('a plugin', { configTab: resourceSelector, filter: open }) },
    }),
    columns: { type: 'array', items: column },
    queries: { type: 'object', propertyNames: identifier('a query name'), additionalProperties: query },
    merge: sql,
    mapping: { type: 'object', additionalProperties: text },
    panels: { type: 'array', items: panel },
    templating: { type: 'array', items: variable },
    cache: closed('cache', { maxAge: duration, minAge: duration, refreshTimeout: duration }),
  }),
};

/** Every way `spec` breaks the bundled view schema, in document order (empty when it is valid). */
export function viewSpecProblems(spec: unknown): SchemaProblem[] {
  return validateJsonSchema(viewSpecJsonSchema, spec);
}

/** The sentence a save is refused with: the first problem and how many more; undefined when the spec is valid. */
export function viewSpecError(spec: unknown): string | undefined {
  const problems = viewSpecProblems(spec);
  if (!problems.length) return undefined;
  const more = problems.length - 1;
  return `${formatSchemaProblem(problems[0]!)}${more ? ` (and ${more} more problem${more === 1 ? '' : 's'})` : ''}`;
}
