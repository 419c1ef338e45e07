import { z } from './zod';
import { mapped } from './common';

/** Connection types by group (spec: operations §3.5). `jmeter` exists but is hidden from pickers. */
export const CONNECTION_TYPE_GROUPS = {
  ai: ['anthropic', 'openai', 'ollama'],
  datastores: ['postgres', 'mysql', 'sql_server', 'mongo', 'redis', 'elasticsearch', 'ldap'],
  monitoring: ['http', 'prometheus', 'dynatrace', 'jmeter'],
  cloud: ['google_cloud', 'gcs', 'aws', 's3', 'azure', 'azure_devops', 'kubernetes', 'windows'],
  source: ['github', 'gitlab', 'git', 'restic', 'sftp', 'smb', 'folder'],
  notification: [
    'discord',
    'email',
    'google_chat',
    'ifttt',
    'mattermost',
    'matrix',
    'ntfy',
    'opsgenie',
    'pushbullet',
    'pushover',
    'rocketchat',
    'slack',
    'teams',
    'telegram',
    'zulip_chat',
    'generic_webhook',
  ],
} as const;

export type ConnectionType = (typeof CONNECTION_TYPE_GROUPS)[keyof typeof CONNECTION_TYPE_GROUPS][number];
export const CONNECTION_TYPES = Object.values(CONNECTION_TYPE_GROUPS).flat() as ConnectionType[];
export const HIDDEN_CONNECTION_TYPES: readonly ConnectionType[] = ['jmeter'];

export function isNotificationConnection(type: string): boolean {
  return (CONNECTION_TYPE_GROUPS.notification as readonly string[]).includes(type);
}

/**
 * Field defaults per type, as the form fills them. Only the values the spec states; opsgenie's host is
 * its public API host, and hosts the spec leaves as a placeholder (teams) have no default.
 */
export const CONNECTION_DEFAULTS: Readonly<Partial<Record<ConnectionType, Readonly<Record<string, string | number>>>>> =
  {
    sftp: { port: 22 },
    smb: { port: 445 },
    email: { port: 587, encryptionMethod: 'Auto', authMethod: 'Unknown' },
    generic_webhook: {
      contentType: 'application/json',
      requestMethod: 'POST',
      messageKey: 'message',
      titleKey: 'title',
    },
    ntfy: { host: 'ntfy.sh' },
    opsgenie: { host: 'api.opsgenie.com', port: 443 },
    git: { ref: 'main' },
  };

export const EMAIL_ENCRYPTION_METHODS = ['None', 'ExplicitTLS', 'ImplicitTLS', 'Auto'] as const;
export const EMAIL_AUTH_METHODS = ['None', 'Plain', 'CRAMMD5', 'Unknown', 'OAuth2'] as const;
export const WEBHOOK_METHODS = ['POST', 'GET'] as const;

/** A secret field: a literal value, or a reference to a secret or config-map key. */
export const envVarSchema = z.union([
  z.string(),
  z.object({
    value: z.optional(z.string()),
    valueFrom: z.optional(
      z.object({
        secretKeyRef: z.optional(
          z.object({ name: z.string().check(z.minLength(1)), key: z.string().check(z.minLength(1)) }),
        ),
        configMapKeyRef: z.optional(
          z.object({ name: z.string().check(z.minLength(1)), key: z.string().check(z.minLength(1)) }),
        ),
      }),
    ),
  }),
]);
export type EnvVar = z.infer<typeof envVarSchema>;

/** A `connections` row. Secrets come back as stored (often references, never decrypted values). */
export const connectionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  namespace: z.nullish(z.string()),
  type: z.string(),
  url: z.nullish(z.string()),
  username: z.nullish(z.string()),
  password: z.nullish(z.string()),
  certificate: z.nullish(z.string()),
  insecure_tls: z.nullish(z.boolean()),
  properties: z.nullish(z.record(z.string(), z.unknown())),
  source: z.nullish(z.string()),
  created_by: z.optional(z.unknown()),
  created_at: z.nullish(z.string()),
  updated_at: z.nullish(z.string()),
  deleted_at: z.nullish(z.string()),
});
export type Connection = z.infer<typeof connectionSchema>;

/** The connection form: name and namespace are always required; type-specific fields live in properties. */
export const connectionFormSchema = z.object({
  id: z.optional(z.string()),
  name: z.string().check(z.trim()).check(z.minLength(1, 'This field is required')),
  namespace: z._default(z.string().check(z.trim()).check(z.minLength(1, 'This field is required')), 'default'),
  type: z.enum(CONNECTION_TYPES as [ConnectionType, ...ConnectionType[]]),
  url: z.optional(envVarSchema),
  username: z.optional(envVarSchema),
  password: z.optional(envVarSchema),
  certificate: z.optional(envVarSchema),
  insecure_tls: z._default(z.boolean(), false),
  properties: z._default(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])), {}),
});
export type ConnectionFormInput = z.input<typeof connectionFormSchema>;
export type ConnectionForm = z.output<typeof connectionFormSchema>;

/** A new form's values for a type: the spec's defaults filled into properties. */
export function connectionFormDefaults(type: ConnectionType): ConnectionFormInput {
  return { name: '', namespace: 'default', type, insecure_tls: false, properties: { ...CONNECTION_DEFAULTS[type] } };
}

/** `POST /connection/test/{id}` answers with a message on success and `{error}` on failure. */
export const connectionTestResponseSchema = mapped(
  z.nullish(z.looseObject({ message: z.optional(z.string()), payload: z.optional(z.unknown()) })),
  (r) => r ?? {},
);
