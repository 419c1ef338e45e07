import { z } from 'zod';

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
    value: z.string().optional(),
    valueFrom: z
      .object({
        secretKeyRef: z.object({ name: z.string().min(1), key: z.string().min(1) }).optional(),
        configMapKeyRef: z.object({ name: z.string().min(1), key: z.string().min(1) }).optional(),
      })
      .optional(),
  }),
]);
export type EnvVar = z.infer<typeof envVarSchema>;

/** A `connections` row. Secrets come back as stored (often references, never decrypted values). */
export const connectionSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  namespace: z.string().nullish(),
  type: z.string(),
  url: z.string().nullish(),
  username: z.string().nullish(),
  password: z.string().nullish(),
  certificate: z.string().nullish(),
  insecure_tls: z.boolean().nullish(),
  properties: z.record(z.string(), z.unknown()).nullish(),
  source: z.string().nullish(),
  created_by: z.unknown().optional(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  deleted_at: z.string().nullish(),
});
export type Connection = z.infer<typeof connectionSchema>;

/** The connection form: name and namespace are always required; type-specific fields live in properties. */
export const connectionFormSchema = z.object({
  id: z.string().optional(),
  name: z.string().trim().min(1, 'This field is required'),
  namespace: z.string().trim().min(1, 'This field is required').default('default'),
  type: z.enum(CONNECTION_TYPES as [ConnectionType, ...ConnectionType[]]),
  url: envVarSchema.optional(),
  username: envVarSchema.optional(),
  password: envVarSchema.optional(),
  certificate: envVarSchema.optional(),
  insecure_tls: z.boolean().default(false),
  properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
});
export type ConnectionFormInput = z.input<typeof connectionFormSchema>;
export type ConnectionForm = z.output<typeof connectionFormSchema>;

/** A new form's values for a type: the spec's defaults filled into properties. */
export function connectionFormDefaults(type: ConnectionType): ConnectionFormInput {
  return { name: '', namespace: 'default', type, insecure_tls: false, properties: { ...CONNECTION_DEFAULTS[type] } };
}

/** `POST /connection/test/{id}` answers with a message on success and `{error}` on failure. */
export const connectionTestResponseSchema = z
  .object({ message: z.string().optional(), payload: z.unknown().optional() })
  .loose()
  .nullish()
  .transform((r) => r ?? {});
