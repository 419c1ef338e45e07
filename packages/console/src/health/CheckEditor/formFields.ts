/** The form's fields per check type (operations §3.4): the data only. No React. */
import type { CheckTypeKey } from '@mission-control/api';
import { SCRIPT_KEYS, SCRIPT_LANGUAGES, languageName } from './checkScripts';
import type { FieldDef, FieldKind } from './fields';

const basicAuth: FieldDef[] = [
  {
    name: 'username',
    label: 'Username',
    kind: 'text',
    visible: (v) => !!v.authentication && v.authentication !== 'none',
  },
  {
    name: 'password',
    label: 'Password',
    kind: 'password',
    visible: (v) => !!v.authentication && v.authentication !== 'none',
  },
];
const basicAuthChoice: FieldDef = {
  name: 'authentication',
  label: 'Authentication',
  kind: 'select',
  options: ['none', 'basic'],
  clears: ['username', 'password'],
};
/** A folder check reads from at most one remote store (operations §3.4). */
export const FOLDER_CONNECTIONS = ['aws', 'gcp', 'sftp', 'smb'] as const;
type FolderConnection = (typeof FOLDER_CONNECTIONS)[number];

/** Fields of one folder connection, stored under `<choice>Connection.<key>` and shown only for that choice. */
function folderConnection(
  choice: FolderConnection,
  fields: ReadonlyArray<[key: string, label: string, kind: FieldKind]>,
): FieldDef[] {
  return fields.map(([key, label, kind]) => ({
    name: `${choice}Connection.${key}`,
    label,
    kind,
    secret: kind === 'password' || undefined,
    visible: (v) => v.connectionType === choice,
  }));
}

const threshold: FieldDef = { name: 'thresholdMillis', label: 'Threshold (ms)', kind: 'number' };

/** Fields every form type has below its own (operations §3.4 common fields): description and the three scripts. */
const COMMON_FIELDS: FieldDef[] = [
  { name: 'description', label: 'Description', kind: 'text' },
  ...SCRIPT_KEYS.flatMap((key): FieldDef[] => [
    {
      name: languageName(key),
      label: { test: 'Test language', display: 'Display language', transform: 'Transform language' }[key],
      kind: 'select',
      options: SCRIPT_LANGUAGES,
      clears: [key],
    },
    {
      name: key,
      label: { test: 'Test script', display: 'Display script', transform: 'Transform script' }[key],
      kind: 'textarea',
      visible: (v) => !!v[languageName(key)] && v[languageName(key)] !== 'none',
    },
  ]),
];

/** Fields whose spec shape is their own (scripts, lists, maps, credentials): written by `writeSpecial`. */
export const SPECIAL_FIELDS = new Set([
  'authentication',
  'username',
  'password',
  'connectionType',
  'description',
  'headers',
  'alerts',
  'ignore',
  'filters',
  ...SCRIPT_KEYS.flatMap((key) => [key, languageName(key)]),
]);

const TYPE_FIELDS: Partial<Record<CheckTypeKey, readonly FieldDef[]>> = {
  http: [
    { name: 'url', label: 'URL', kind: 'text', required: true },
    { name: 'method', label: 'Method', kind: 'select', options: ['GET', 'POST', 'PUT', 'DELETE'] },
    { name: 'body', label: 'Body', kind: 'textarea', visible: (v) => v.method === 'POST' || v.method === 'PUT' },
    {
      name: 'templateBody',
      label: 'Body is a Go template',
      kind: 'switch',
      visible: (v) => v.method === 'POST' || v.method === 'PUT',
    },
    { name: 'headers', label: 'Headers', kind: 'textarea', description: 'One header per line: Name: value' },
    threshold,
    { name: 'responseContent', label: 'Response content', kind: 'text' },
    { name: 'maxSSLExpiry', label: 'Max SSL expiry (days)', kind: 'number' },
    {
      name: 'authentication',
      label: 'Authentication',
      kind: 'select',
      options: ['none', 'basic', 'ntlm', 'ntlmv2'],
      clears: ['username', 'password'],
    },
    ...basicAuth,
  ],
  exec: [{ name: 'script', label: 'Script', kind: 'textarea', required: true }],
  alertmanager: [
    { name: 'host', label: 'Host', kind: 'text', required: true },
    { name: 'alerts', label: 'Alerts', kind: 'text', description: 'Alert names, comma-separated' },
    { name: 'filters', label: 'Filters', kind: 'textarea', description: 'One label filter per line: label=value' },
    { name: 'ignore', label: 'Ignore', kind: 'text', description: 'Alert names to ignore, comma-separated' },
    basicAuthChoice,
    ...basicAuth,
  ],
  elasticsearch: [
    { name: 'url', label: 'URL', kind: 'text', required: true },
    { name: 'index', label: 'Index', kind: 'text', required: true },
    { name: 'query', label: 'Query', kind: 'textarea', required: true },
    { name: 'results', label: 'Expected results', kind: 'number' },
    basicAuthChoice,
    ...basicAuth,
  ],
  redis: [
    { name: 'addr', label: 'Address (host:port)', kind: 'text', required: true },
    { name: 'db', label: 'DB', kind: 'number', placeholder: '0' },
    basicAuthChoice,
    ...basicAuth,
  ],
  mongodb: [
    { name: 'connection', label: 'Connection', kind: 'text' },
    { name: 'url', label: 'URL', kind: 'text', required: true },
    basicAuthChoice,
    ...basicAuth,
  ],
  icmp: [
    { name: 'endpoint', label: 'Host', kind: 'text', required: true },
    { name: 'packetCount', label: 'Packet count', kind: 'number' },
    { name: 'packetLossThreshold', label: 'Packet loss threshold (%)', kind: 'number' },
    threshold,
  ],
  folder: [
    { name: 'path', label: 'Path', kind: 'text', required: true },
    { name: 'minAge', label: 'Min age', kind: 'text' },
    { name: 'maxAge', label: 'Max age', kind: 'text' },
    { name: 'minCount', label: 'Min count', kind: 'number' },
    { name: 'maxCount', label: 'Max count', kind: 'number' },
    { name: 'minSize', label: 'Min size', kind: 'text' },
    { name: 'maxSize', label: 'Max size', kind: 'text' },
    { name: 'availableSize', label: 'Available size', kind: 'text' },
    { name: 'totalSize', label: 'Total size', kind: 'text' },
    { name: 'filter.minAge', label: 'Filter min age', kind: 'text' },
    { name: 'filter.maxAge', label: 'Filter max age', kind: 'text' },
    { name: 'filter.minSize', label: 'Filter min size', kind: 'text' },
    { name: 'filter.maxSize', label: 'Filter max size', kind: 'text' },
    { name: 'filter.regex', label: 'Filter regex', kind: 'text' },
    {
      name: 'connectionType',
      label: 'Connection type',
      kind: 'select',
      options: ['none', ...FOLDER_CONNECTIONS],
      clears: FOLDER_CONNECTIONS.map((choice) => `${choice}Connection.`),
    },
    ...folderConnection('aws', [
      ['connection', 'Connection', 'text'],
      ['region', 'Region', 'text'],
      ['endpoint', 'Endpoint', 'text'],
      ['objectPath', 'Object path', 'text'],
      ['accessKey', 'Access key', 'password'],
      ['secretKey', 'Secret key', 'password'],
      ['skipTLSVerify', 'Skip TLS verify', 'switch'],
      ['usePathStyle', 'Use path style', 'switch'],
    ]),
    ...folderConnection('gcp', [
      ['connection', 'Connection', 'text'],
      ['endpoint', 'Endpoint', 'text'],
      ['credentials', 'Credentials', 'password'],
    ]),
    ...folderConnection('sftp', [
      ['connection', 'Connection', 'text'],
      ['host', 'Host', 'text'],
      ['port', 'Port', 'number'],
      ['username', 'Username', 'text'],
      ['password', 'Password', 'password'],
    ]),
    ...folderConnection('smb', [
      ['connection', 'Connection', 'text'],
      ['port', 'Port', 'number'],
      ['domain', 'Domain', 'text'],
      ['workstation', 'Workstation', 'text'],
      ['sharename', 'Share name', 'text'],
      ['searchPath', 'Search path', 'text'],
      ['username', 'Username', 'text'],
      ['password', 'Password', 'password'],
    ]),
  ],
  tcp: [{ name: 'endpoint', label: 'URL (host:port)', kind: 'text', required: true }, threshold],
};

/** Each form type's own fields, then the common ones. */
export const FORM_FIELDS: Partial<Record<CheckTypeKey, readonly FieldDef[]>> = Object.fromEntries(
  Object.entries(TYPE_FIELDS).map(([type, fields]) => [type, [...fields, ...COMMON_FIELDS]]),
);
