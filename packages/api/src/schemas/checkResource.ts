import { z } from 'zod';

/**
 * Check types offered by the editor: label → the top-level spec key of a canary-checker `CanarySpec`.
 * The spec names only `http` and `icmp`; the others follow canary-checker's JSON field names.
 */
export const CHECK_TYPES = [
  { label: 'HTTP', specKey: 'http', form: true },
  { label: 'ICMP Ping', specKey: 'icmp', form: true },
  { label: 'AWS Config Rule', specKey: 'awsConfigRule', form: false },
  { label: 'AWS Config', specKey: 'awsConfig', form: false },
  { label: 'GitHub', specKey: 'github', form: false },
  { label: 'EC2', specKey: 'ec2', form: false },
  { label: 'LDAP', specKey: 'ldap', form: false },
  { label: 'Pod', specKey: 'pod', form: false },
  { label: 'Exec', specKey: 'exec', form: true },
  { label: 'Alert Manager', specKey: 'alertmanager', form: true },
  { label: 'Cloud Watch', specKey: 'cloudwatch', form: false },
  { label: 'Elasticsearch', specKey: 'elasticsearch', form: true },
  { label: 'Redis', specKey: 'redis', form: true },
  { label: 'Mongo DB', specKey: 'mongodb', form: true },
  { label: 'DNS', specKey: 'dns', form: false },
  { label: 'GCS', specKey: 'databaseBackup', form: false },
  { label: 'AWS S3', specKey: 's3', form: false },
  { label: 'SMB', specKey: 'smb', form: false },
  { label: 'SFTP', specKey: 'sftp', form: false },
  { label: 'Folder', specKey: 'folder', form: true },
  { label: 'Prometheus', specKey: 'prometheus', form: false },
  { label: 'Kubernetes', specKey: 'kubernetes', form: false },
  { label: 'SQL Query', specKey: 'sql', form: false },
  { label: 'Catalog', specKey: 'catalog', form: false },
  { label: 'Azure DevOps', specKey: 'azuredevops', form: false },
  { label: 'JMeter', specKey: 'jmeter', form: false },
  { label: 'JUnit', specKey: 'junit', form: false },
  { label: 'Dynatrace', specKey: 'dynatrace', form: false },
  { label: 'Kubernetes Namespace', specKey: 'namespace', form: false },
  { label: 'TCP', specKey: 'tcp', form: true },
  { label: 'Custom', specKey: 'custom', form: false },
] as const;

export type CheckTypeKey = (typeof CHECK_TYPES)[number]['specKey'];

const CHECK_SPEC_KEYS: ReadonlySet<string> = new Set(CHECK_TYPES.map((t) => t.specKey));

/** Spec keys that configure the canary itself rather than a check. */
const NON_CHECK_KEYS = new Set(['schedule', 'interval', 'owner', 'severity', 'icon', 'env', 'resultMode', 'replicas']);

/**
 * The check type of a canary spec: the first key other than schedule (and the canary-level settings).
 * A known key maps to its type; anything else, or no key at all, is 'custom'.
 */
export function detectCheckType(spec: unknown): CheckTypeKey {
  if (!spec || typeof spec !== 'object' || Array.isArray(spec)) return 'custom';
  const key = Object.keys(spec).find((k) => !NON_CHECK_KEYS.has(k));
  return key && CHECK_SPEC_KEYS.has(key) ? (key as CheckTypeKey) : 'custom';
}

/** One check definition under a spec key: an object or a list of them (canary-checker accepts lists). */
const checkDefinitions = z.union([z.array(z.record(z.string(), z.unknown())), z.record(z.string(), z.unknown())]);

const checkSpecShape = Object.fromEntries(
  CHECK_TYPES.filter((t) => t.specKey !== 'custom').map((t) => [t.specKey, checkDefinitions.optional()]),
) as Record<Exclude<CheckTypeKey, 'custom'>, z.ZodOptional<typeof checkDefinitions>>;

/** A canary spec with one optional top-level key per check type; unknown keys pass through for custom specs. */
export const checkSpecSchema = z
  .object({
    schedule: z.string().optional(),
    interval: z.number().int().nonnegative().optional(),
    ...checkSpecShape,
  })
  .loose();
export type CheckSpec = z.infer<typeof checkSpecSchema>;

/** The check resource (a canary) as edited in the check editor. */
export const checkResourceSchema = z.object({
  id: z.string().min(1).optional(),
  name: z.string().trim().min(1, 'Name is required'),
  namespace: z.string().default('default'),
  source: z.string().default('UI'),
  icon: z.string().nullish(),
  labels: z.record(z.string(), z.string()).nullish(),
  schedule: z.string().nullish(),
  spec: checkSpecSchema,
  agent_details: z.object({ id: z.string(), name: z.string().nullish() }).nullish(),
});
export type CheckResource = z.infer<typeof checkResourceSchema>;
