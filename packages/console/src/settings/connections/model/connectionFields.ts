import {
  CONNECTION_DEFAULTS,
  CONNECTION_TYPE_GROUPS,
  EMAIL_AUTH_METHODS,
  EMAIL_ENCRYPTION_METHODS,
  HIDDEN_CONNECTION_TYPES,
  WEBHOOK_METHODS,
  type ConnectionType,
} from '@mission-control/api';
import type { FieldSpec } from '../../../shared/fields';

/** Where a field is stored on the connection row. */
export type FieldTarget = 'url' | 'username' | 'password' | 'certificate' | 'properties';

/**
 * A connection field is one of the form engine's specs: `name` is its key in the form's
 * `values`; a `secret` one takes a value or a reference to a secret or config-map key and
 * is read back masked.
 */
export interface ConnectionField extends FieldSpec<Record<string, string | boolean>> {
  target: FieldTarget;
  kind: 'text' | 'number' | 'select' | 'switch' | 'textarea';
  options?: readonly string[];
}

/** The six groups of operations §3.5 in order, jmeter hidden. */
export const CONNECTION_GROUPS: ReadonlyArray<{ id: keyof typeof CONNECTION_TYPE_GROUPS; label: string }> = [
  { id: 'ai', label: 'AI' },
  { id: 'datastores', label: 'Databases and datastores' },
  { id: 'monitoring', label: 'Monitoring and HTTP' },
  { id: 'cloud', label: 'Cloud and platform' },
  { id: 'source', label: 'Source and file access' },
  { id: 'notification', label: 'Notification channels' },
];

export function visibleTypes(group: keyof typeof CONNECTION_TYPE_GROUPS): ConnectionType[] {
  return (CONNECTION_TYPE_GROUPS[group] as readonly ConnectionType[]).filter(
    (type) => !HIDDEN_CONNECTION_TYPES.includes(type),
  );
}

export const TYPE_LABELS: Readonly<Record<string, string>> = {
  anthropic: 'Anthropic',
  openai: 'OpenAI',
  ollama: 'Ollama',
  postgres: 'PostgreSQL',
  mysql: 'MySQL',
  sql_server: 'SQL Server',
  mongo: 'MongoDB',
  redis: 'Redis',
  elasticsearch: 'Elasticsearch',
  ldap: 'LDAP',
  http: 'HTTP',
  prometheus: 'Prometheus',
  dynatrace: 'Dynatrace',
  jmeter: 'JMeter',
  google_cloud: 'Google Cloud',
  gcs: 'Google Cloud Storage',
  aws: 'AWS',
  s3: 'S3',
  azure: 'Azure',
  azure_devops: 'Azure DevOps',
  kubernetes: 'Kubernetes',
  windows: 'Windows',
  github: 'GitHub',
  gitlab: 'GitLab',
  git: 'Git',
  restic: 'Restic',
  sftp: 'SFTP',
  smb: 'SMB',
  folder: 'Folder',
  discord: 'Discord',
  email: 'Email',
  google_chat: 'Google Chat',
  ifttt: 'IFTTT',
  mattermost: 'Mattermost',
  matrix: 'Matrix',
  ntfy: 'Ntfy',
  opsgenie: 'Opsgenie',
  pushbullet: 'Pushbullet',
  pushover: 'Pushover',
  rocketchat: 'Rocket.Chat',
  slack: 'Slack',
  teams: 'Microsoft Teams',
  telegram: 'Telegram',
  zulip_chat: 'Zulip Chat',
  generic_webhook: 'Generic Webhook',
};

const url = (label = 'URL', required = true): ConnectionField => ({
  name: 'url',
  label,
  kind: 'text',
  target: 'url',
  required,
});
const username: ConnectionField = { name: 'username', label: 'Username', kind: 'text', target: 'username' };
const password: ConnectionField = {
  name: 'password',
  label: 'Password',
  kind: 'text',
  target: 'password',
  secret: true,
};
const prop = (name: string, label: string, extra: Partial<ConnectionField> = {}): ConnectionField => ({
  name,
  label,
  kind: 'text',
  target: 'properties',
  ...extra,
});
const secretProp = (key: string, label: string, extra: Partial<ConnectionField> = {}) =>
  prop(key, label, { secret: true, ...extra });
const insecure = prop('insecure_tls', 'Insecure TLS', { kind: 'switch' });

/**
 * Fields per type. §3.5 gives sftp, email, generic_webhook, ntfy, opsgenie,
 * teams, smb and git; the others follow what each driver needs.
 */
export const CONNECTION_FIELDS: Readonly<Record<ConnectionType, readonly ConnectionField[]>> = {
  anthropic: [secretProp('apiKey', 'API Key', { required: true }), prop('model', 'Model')],
  openai: [secretProp('apiKey', 'API Key', { required: true }), prop('model', 'Model'), url('Base URL', false)],
  ollama: [url('URL'), prop('model', 'Model')],
  postgres: [url('Connection URL'), username, password],
  mysql: [url('Connection URL'), username, password],
  sql_server: [url('Connection URL'), username, password],
  mongo: [url('Connection URL'), username, password],
  redis: [url('Address'), username, password, prop('db', 'Database', { kind: 'number' })],
  elasticsearch: [url(), username, password, insecure],
  ldap: [url(), username, password, insecure],
  http: [url(), username, password, insecure],
  prometheus: [url(), username, password, insecure],
  dynatrace: [url(), secretProp('apiKey', 'API Key', { required: true })],
  jmeter: [prop('host', 'Host', { required: true }), prop('port', 'Port', { kind: 'number' })],
  google_cloud: [
    secretProp('credentials', 'Credentials', { kind: 'textarea', required: true }),
    url('Endpoint', false),
  ],
  gcs: [secretProp('credentials', 'Credentials', { kind: 'textarea', required: true }), prop('bucket', 'Bucket')],
  aws: [
    secretProp('accessKey', 'Access Key', { required: true }),
    secretProp('secretKey', 'Secret Key', { required: true }),
    prop('region', 'Region'),
    url('Endpoint', false),
    insecure,
  ],
  s3: [
    secretProp('accessKey', 'Access Key', { required: true }),
    secretProp('secretKey', 'Secret Key', { required: true }),
    prop('region', 'Region'),
    prop('bucket', 'Bucket'),
    url('Endpoint', false),
    prop('usePathStyle', 'Use Path Style', { kind: 'switch' }),
  ],
  azure: [
    prop('clientID', 'Client ID', { required: true }),
    secretProp('clientSecret', 'Client Secret', { required: true }),
    prop('tenantID', 'Tenant ID', { required: true }),
  ],
  azure_devops: [
    prop('organization', 'Organization', { required: true }),
    secretProp('personalAccessToken', 'Personal Access Token', { required: true }),
  ],
  kubernetes: [secretProp('certificate', 'Kubeconfig', { kind: 'textarea', required: true })],
  windows: [username, password, prop('domain', 'Domain')],
  github: [secretProp('personalAccessToken', 'Personal Access Token', { required: true }), url('URL', false)],
  gitlab: [secretProp('personalAccessToken', 'Personal Access Token', { required: true }), url('URL', false)],
  git: [
    url('Repository URL'),
    prop('ref', 'Ref'),
    prop('auth', 'Authentication', { kind: 'select', options: ['basic', 'ssh'] }),
    username,
    password,
    { name: 'certificate', label: 'SSH Private Key', target: 'certificate', secret: true, kind: 'textarea' },
  ],
  restic: [url('Repository'), password, secretProp('accessKey', 'Access Key'), secretProp('secretKey', 'Secret Key')],
  sftp: [prop('host', 'Host', { required: true }), username, password, prop('port', 'Port', { kind: 'number' })],
  smb: [
    prop('host', 'Host', { required: true }),
    username,
    password,
    prop('share', 'Share'),
    prop('port', 'Port', { kind: 'number' }),
  ],
  folder: [prop('path', 'Path', { required: true })],
  discord: [prop('webhookID', 'Webhook ID', { required: true }), secretProp('token', 'Token', { required: true })],
  email: [
    prop('host', 'Host', { required: true }),
    prop('port', 'Port', { kind: 'number' }),
    prop('from', 'From', { required: true }),
    prop('fromName', 'From Name'),
    prop('to', 'To'),
    username,
    password,
    prop('encryptionMethod', 'Encryption Method', { kind: 'select', options: EMAIL_ENCRYPTION_METHODS }),
    prop('authMethod', 'Auth Method', { kind: 'select', options: EMAIL_AUTH_METHODS }),
  ],
  google_chat: [url('Webhook URL'), secretProp('key', 'Key'), secretProp('token', 'Token')],
  ifttt: [secretProp('key', 'Webhook Key', { required: true }), prop('events', 'Events', { required: true })],
  mattermost: [
    prop('host', 'Host', { required: true }),
    secretProp('token', 'Token', { required: true }),
    prop('channel', 'Channel'),
    username,
  ],
  matrix: [prop('host', 'Host', { required: true }), username, password, prop('rooms', 'Rooms')],
  ntfy: [prop('host', 'Host', { required: true }), prop('topic', 'Topic', { required: true }), username, password],
  opsgenie: [
    prop('host', 'Host', { required: true }),
    prop('port', 'Port', { kind: 'number' }),
    secretProp('apiKey', 'API Key', { required: true }),
  ],
  pushbullet: [secretProp('token', 'Access Token', { required: true }), prop('targets', 'Targets')],
  pushover: [
    secretProp('token', 'API Token', { required: true }),
    secretProp('userKey', 'User Key', { required: true }),
    prop('devices', 'Devices'),
  ],
  rocketchat: [
    prop('host', 'Host', { required: true }),
    secretProp('token', 'Token', { required: true }),
    prop('channel', 'Channel'),
    username,
  ],
  slack: [secretProp('token', 'Token', { required: true }), prop('channel', 'Channel', { required: true })],
  teams: [
    prop('host', 'Host', { placeholder: 'organization.webhook.office.com' }),
    prop('group', 'Group', { required: true }),
    prop('tenant', 'Tenant', { required: true }),
    prop('altID', 'Alt ID', { required: true }),
    prop('groupOwner', 'Group Owner', { required: true }),
  ],
  telegram: [secretProp('token', 'Bot Token', { required: true }), prop('chats', 'Chats', { required: true })],
  zulip_chat: [
    prop('host', 'Host', { required: true }),
    prop('botMail', 'Bot Mail', { required: true }),
    secretProp('botKey', 'Bot Key', { required: true }),
    prop('stream', 'Stream'),
    prop('topic', 'Topic'),
  ],
  generic_webhook: [
    prop('url', 'URL', { required: true }),
    prop('contentType', 'Content Type'),
    prop('requestMethod', 'Request Method', { kind: 'select', options: WEBHOOK_METHODS }),
    prop('messageKey', 'Message Key'),
    prop('titleKey', 'Title Key'),
  ],
};

/** A new form's values for a type: every field empty except the spec's defaults. */
export function defaultValues(type: ConnectionType): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const field of CONNECTION_FIELDS[type]) values[field.name] = field.kind === 'switch' ? false : '';
  for (const [key, value] of Object.entries(CONNECTION_DEFAULTS[type] ?? {})) values[key] = String(value);
  if (type === 'git') values.auth = 'basic';
  return values;
}
