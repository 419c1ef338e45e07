/**
 * A small JSON Schema (draft-07 subset) validator for the schemas this project bundles (the playbook spec). It
 * knows the keywords those schemas use: `type`, `properties`, `required`, `additionalProperties`, `items`, `enum`,
 * `pattern`, `minLength`, `minItems`, `minimum`, `maximum`, `oneOf`, `anyOf`, `$ref` to `#/definitions/...`, and
 * `propertyNames`. A schema may carry `errorMessage`, the sentence shown when that node fails as a whole (a `oneOf`
 * that no branch or several branches satisfy), so people read the schema's own words rather than a branch dump.
 * Unknown keywords are ignored, as the standard says.
 */

export interface JsonSchema {
  $id?: string;
  $schema?: string;
  $ref?: string;
  title?: string;
  description?: string;
  type?: JsonType | readonly JsonType[];
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  enum?: readonly unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  oneOf?: readonly JsonSchema[];
  anyOf?: readonly JsonSchema[];
  definitions?: Readonly<Record<string, JsonSchema>>;
  /** The sentence shown when this node fails as a whole (not a standard keyword; ignored by other validators). */
  errorMessage?: string;
  /** A short noun for the thing the node describes ("an action"), used in unknown-field messages. */
  'x-noun'?: string;
}

/**
 * A closed object schema: the fields a reader knows, nothing else (a misspelt field is reported, not ignored),
 * with `x-noun` naming the object in messages.
 */
export const closedObject = (
  noun: string,
  properties: Record<string, JsonSchema>,
  required: string[] = [],
): JsonSchema => ({
  type: 'object',
  'x-noun': noun,
  properties,
  ...(required.length ? { required } : {}),
  additionalProperties: false,
});

export type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

/** One problem: where (`['actions', 0, 'exec']`) and what, as a sentence fragment. */
export interface SchemaProblem {
  path: ReadonlyArray<string | number>;
  message: string;
}

/** `actions[0].exec.script`; the root is `spec`. */
export function formatSchemaPath(path: ReadonlyArray<string | number>, root = 'spec'): string {
  let text = root;
  for (const part of path) text += typeof part === 'number' ? `[${part}]` : `.${part}`;
  return text;
}

/** `spec.actions[0]: unknown field "exex"`. */
export const formatSchemaProblem = (problem: SchemaProblem, root = 'spec') =>
  `${formatSchemaPath(problem.path, root)}: ${problem.message}`;

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'object') return 'object';
  return typeof value as JsonType;
}

const TYPE_WORDS: Record<JsonType, string> = {
  object: 'an object',
  array: 'a list',
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  null: 'null',
};

function typeMatches(expected: JsonType, actual: JsonType): boolean {
  return expected === actual || (expected === 'number' && actual === 'integer');
}

const describeValue = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/** Patterns come from our own bundled schemas, compiled once. */
const patterns = new Map<string, RegExp>();
function compiled(pattern: string): RegExp {
  let regex = patterns.get(pattern);
  if (!regex) patterns.set(pattern, (regex = new RegExp(pattern, 'u')));
  return regex;
}

/** Stops runaway reports on a huge document: past this many problems the rest are dropped. */
export const MAX_SCHEMA_PROBLEMS = 50;

/** Every problem `value` has against `schema` (empty when it is valid), at most {@link MAX_SCHEMA_PROBLEMS}. */
export function validateJsonSchema(schema: JsonSchema, value: unknown): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  visit(schema, value, [], schema, problems);
  return problems.slice(0, MAX_SCHEMA_PROBLEMS);
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let node = schema;
  for (let depth = 0; node.$ref && depth < 16; depth += 1) {
    const name = /^#\/definitions\/(.+)$/.exec(node.$ref)?.[1];
    const target = name ? root.definitions?.[name] : undefined;
    if (!target) throw new Error(`schema reference ${node.$ref} cannot be resolved`);
    node = { ...target, ...withoutRef(node) };
  }
  return node;
}

function withoutRef(schema: JsonSchema): JsonSchema {
  const { $ref: _ref, ...rest } = schema;
  return rest;
}

function visit(
  raw: JsonSchema,
  value: unknown,
  path: Array<string | number>,
  root: JsonSchema,
  problems: SchemaProblem[],
): void {
  if (problems.length >= MAX_SCHEMA_PROBLEMS) return;
  const schema = resolve(raw, root);
  const actual = typeOf(value);
  if (schema.type) {
    const expected = typeof schema.type === 'string' ? [schema.type as JsonType] : (schema.type as JsonType[]);
    if (!expected.some((type) => typeMatches(type, actual))) {
      problems.push({
        path,
        message: schema.errorMessage ?? `must be ${expected.map((type) => TYPE_WORDS[type]).join(' or ')}`,
      });
      return;
    }
  }
  if (schema.enum && !schema.enum.some((option) => option === value)) {
    problems.push({
      path,
      message: `${describeValue(value)} is not one of ${schema.enum.map(describeValue).join(', ')}`,
    });
    return;
  }
  if (typeof value === 'string') checkString(schema, value, path, problems);
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum)
      problems.push({ path, message: `must be at least ${schema.minimum}` });
    if (schema.maximum !== undefined && value > schema.maximum)
      problems.push({ path, message: `must be at most ${schema.maximum}` });
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      problems.push({ path, message: `needs at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}` });
    if (schema.items) value.forEach((item, index) => visit(schema.items!, item, [...path, index], root, problems));
  }
  if (actual === 'object') checkObject(schema, value as Record<string, unknown>, path, root, problems);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    const passing = branches.filter((branch) => validBranch(branch, value, root)).length;
    const ok = schema.oneOf ? passing === 1 : passing >= 1;
    if (!ok) {
      problems.push({
        path,
        message: schema.errorMessage ?? (passing > 1 ? 'matches more than one allowed form' : 'has no allowed form'),
      });
    }
  }
}

function validBranch(branch: JsonSchema, value: unknown, root: JsonSchema): boolean {
  const found: SchemaProblem[] = [];
  visit(branch, value, [], root, found);
  return found.length === 0;
}

function checkString(schema: JsonSchema, value: string, path: Array<string | number>, problems: SchemaProblem[]) {
  if (schema.minLength !== undefined && value.length < schema.minLength) {
    problems.push({
      path,
      message: schema.minLength === 1 ? 'must not be empty' : `must be at least ${schema.minLength} characters long`,
    });
  } else if (schema.maxLength !== undefined && value.length > schema.maxLength) {
    problems.push({ path, message: `must be at most ${schema.maxLength} characters long` });
  } else if (schema.pattern && !compiled(schema.pattern).test(value)) {
    problems.push({ path, message: schema.errorMessage ?? `${describeValue(value)} is not in the expected form` });
  }
}

function checkObject(
  schema: JsonSchema,
  value: Record<string, unknown>,
  path: Array<string | number>,
  root: JsonSchema,
  problems: SchemaProblem[],
) {
  const properties = schema.properties ?? {};
  for (const [key, item] of Object.entries(value)) {
    if (schema.propertyNames) visit(schema.propertyNames, key, [...path, key], root, problems);
    const known = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (known) {
      visit(known, item, [...path, key], root, problems);
    } else if (schema.additionalProperties === false) {
      const allowed = Object.keys(properties);
      const noun = schema['x-noun'] ?? 'this object';
      problems.push({
        path: [...path, key],
        message: `unknown field "${key}"; ${noun} takes ${allowed.join(', ')}`,
      });
    } else if (typeof schema.additionalProperties === 'object') {
      visit(schema.additionalProperties, item, [...path, key], root, problems);
    }
  }
  // After the fields present: a misspelt field is the cause, the missing one it was meant to be the consequence.
  for (const name of schema.required ?? []) {
    if (value[name] === undefined) problems.push({ path: [...path, name], message: 'is required' });
  }
}
