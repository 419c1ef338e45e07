import { closedObject as closed, type JsonSchema } from './jsonSchema';

/**
 * The bundled JSON schema of a playbook spec (operations §3.11; upstream's `PlaybookSpec`): what the console's
 * editor checks as one types and what `/api/db` checks before a playbook is stored. Fields are upstream's names.
 * Objects this server reads are closed (`additionalProperties: false`), so a misspelt field is reported rather than
 * silently ignored; the action types that need a cloud or a cluster (`ai`, `github`, `azureDevopsPipeline`, `pod`,
 * `logs`) stay open objects, because this server only records that they cannot run here.
 */

/** Action types, each written under its own key (upstream's `PlaybookAction`). */
export const PLAYBOOK_ACTION_TYPES = [
  'exec',
  'http',
  'sql',
  'gitops',
  'notification',
  'logs',
  'ai',
  'github',
  'azureDevopsPipeline',
  'pod',
] as const;
export type PlaybookActionType = (typeof PLAYBOOK_ACTION_TYPES)[number];

/** Parameter types (operations §3.11, and upstream's later secret, bytes, millicores); a missing type is text. */
const PARAMETER_TYPES = [
  'text',
  'code',
  'checkbox',
  'list',
  'team',
  'people',
  'component',
  'config',
  'check',
  'secret',
  'bytes',
  'millicores',
] as const;

const DURATION = '^([0-9]+(\\.[0-9]+)?(ns|us|µs|ms|s|m|h|d|w|y))+$';
const text: JsonSchema = { type: 'string' };
const texts: JsonSchema = { type: 'array', items: text };
const textOrTexts: JsonSchema = { type: ['string', 'array'], items: text };
const duration: JsonSchema = {
  type: 'string',
  pattern: DURATION,
  errorMessage: 'must be a duration such as 30s, 5m or 1h30m',
};
const open: JsonSchema = { type: 'object' };
const stringMap: JsonSchema = { type: 'object', additionalProperties: text };

/** Upstream's `ResourceSelector`, the keys a playbook's `configs`, `components` and `checks` take. */
const resourceSelector = closed('a resource selector', {
  id: textOrTexts,
  name: text,
  namespace: text,
  agent: text,
  scope: text,
  cache: text,
  search: text,
  limit: { type: 'integer', minimum: 0 },
  includeDeleted: { type: 'boolean' },
  type: text,
  types: textOrTexts,
  statuses: textOrTexts,
  health: textOrTexts,
  labelSelector: text,
  tagSelector: text,
  fieldSelector: text,
});

const envVar = closed(
  'an environment variable',
  {
    name: { type: 'string', minLength: 1 },
    value: text,
    valueFrom: open,
  },
  ['name'],
);

const parameter = closed(
  'a parameter',
  {
    name: {
      type: 'string',
      pattern: '^[A-Za-z_][A-Za-z0-9_.-]*$',
      errorMessage: 'must start with a letter or _ and hold only letters, digits, _, . and -',
    },
    label: text,
    description: text,
    icon: text,
    type: { enum: PARAMETER_TYPES },
    default: {},
    required: { type: 'boolean' },
    dependsOn: texts,
    properties: closed('parameter properties', {
      multiline: { type: ['boolean', 'string'] },
      maxLength: { type: ['integer', 'string'] },
      minLength: { type: ['integer', 'string'] },
      regex: text,
      format: text,
      min: { type: ['number', 'string'] },
      max: { type: ['number', 'string'] },
      size: text,
      language: text,
      jsonSchemaUrl: text,
      options: { type: 'array' },
      filter: { type: ['array', 'object', 'string'] },
      colSpan: { type: ['integer', 'string'] },
    }),
  },
  ['name'],
);

const header = closed('a header', { name: text, value: text, valueFrom: open }, ['name']);

const actionTypes: Record<PlaybookActionType, JsonSchema> = {
  exec: closed(
    'an exec action',
    {
      script: { type: 'string', minLength: 1 },
      // This server's sandbox: network off unless asked for.
      network: { type: ['boolean', 'string'] },
      env: { type: 'array', items: envVar },
      connections: open,
      artifacts: { type: 'array' },
      checkout: open,
      setup: open,
    },
    ['script'],
  ),
  http: closed('an http action', {
    url: text,
    connection: text,
    method: text,
    headers: { type: ['array', 'object'], items: header },
    body: { type: ['string', 'object', 'array'] },
    templateBody: { type: 'boolean' },
    username: { type: ['string', 'object'] },
    password: { type: ['string', 'object'] },
    ntlm: { type: 'boolean' },
    ntlmv2: { type: 'boolean' },
  }),
  sql: closed(
    'a sql action',
    {
      connection: text,
      url: text,
      driver: text,
      query: { type: 'string', minLength: 1 },
      maxRows: { type: 'integer', minimum: 1 },
    },
    ['query'],
  ),
  gitops: closed(
    'a gitops action',
    {
      repo: { type: 'object', properties: { url: text, connection: text, base: text, branch: text } },
      commit: { type: 'object', properties: { author: text, email: text, message: text } },
      pr: { type: 'object', properties: { title: text, tags: texts } },
      patches: {
        type: 'array',
        items: closed('a patch', { path: { type: 'string', minLength: 1 }, yq: text, jq: text }, ['path']),
      },
      files: {
        type: 'array',
        items: closed('a file', { path: { type: 'string', minLength: 1 }, content: text }, ['path']),
      },
    },
    ['repo'],
  ),
  notification: closed('a notification action', {
    connection: text,
    url: text,
    title: text,
    message: text,
    properties: stringMap,
    person: text,
    team: text,
  }),
  logs: open,
  ai: open,
  github: open,
  azureDevopsPipeline: open,
  pod: open,
};

const action: JsonSchema = {
  ...closed(
    'an action',
    {
      name: { type: 'string', minLength: 1 },
      delay: text,
      timeout: duration,
      filter: text,
      retry: closed('a retry', {
        limit: { type: 'integer', minimum: 0 },
        duration: duration,
        jitter: { type: 'integer', minimum: 0 },
        exponent: closed('an exponent', { multiplier: { type: 'number', minimum: 1 } }),
      }),
      runsOn: texts,
      templatesOn: text,
      ...actionTypes,
    },
    ['name'],
  ),
  oneOf: PLAYBOOK_ACTION_TYPES.map((type) => ({ required: [type] })),
  errorMessage: `needs exactly one action type: ${PLAYBOOK_ACTION_TYPES.join(', ')}`,
};

/** One `on` entry: an event (`failed`, or `check.failed` in the list form) with an optional CEL filter and labels. */
const trigger = closed(
  'an event trigger',
  { event: { type: 'string', minLength: 1 }, filter: text, labels: stringMap },
  ['event'],
);
const triggers: JsonSchema = { type: 'array', items: trigger };

const on: JsonSchema = {
  // Upstream's form (`on: {canary: [{event: failed}], config: [...]}`) and the flat list (`on: [{event: check.failed}]`).
  type: ['object', 'array'],
  'x-noun': 'on',
  items: trigger,
  properties: {
    canary: triggers,
    check: triggers,
    config: triggers,
    component: triggers,
    webhook: closed('a webhook trigger', { path: { type: 'string', minLength: 1 }, authentication: open }, ['path']),
  },
  additionalProperties: false,
};

const approval = closed('an approval', {
  type: { enum: ['any', 'all'] },
  approvers: closed('approvers', { people: texts, teams: texts }),
});

export const playbookSpecJsonSchema: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://mission-control.local/schemas/playbook-spec.json',
  title: 'Playbook spec',
  ...closed(
    'a playbook spec',
    {
      title: text,
      description: text,
      icon: text,
      category: text,
      timeout: duration,
      on,
      runsOn: texts,
      templatesOn: text,
      env: { type: 'array', items: envVar },
      configs: { type: 'array', items: resourceSelector },
      components: { type: 'array', items: resourceSelector },
      checks: { type: 'array', items: resourceSelector },
      parameters: { type: 'array', items: parameter },
      actions: { type: 'array', items: action, minItems: 1 },
      approval,
    },
    ['actions'],
  ),
};
