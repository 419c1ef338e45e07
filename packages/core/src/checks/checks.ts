// Check rules that the console shows and the server runs by (operations §3.1, §7).

/** A check is shown by its name, else its description, else its endpoint. */
export function checkDisplayName(check: {
  name?: string | null;
  description?: string | null;
  endpoint?: string | null;
}): string {
  return check.name || check.description || check.endpoint || '';
}

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

/**
 * Top-level keys of a canary spec that configure the canary itself, not a list
 * of checks. `labels` belongs here: canary-checker reads canary labels as a
 * map beside the checks (never a check type), so a spec that starts with
 * `labels:` is still an HTTP or DNS canary, and the runner never runs it.
 */
export const CANARY_SETTINGS_KEYS: ReadonlySet<string> = new Set([
  'schedule',
  'interval',
  'owner',
  'severity',
  'icon',
  'env',
  'resultMode',
  'replicas',
  'labels',
]);

/**
 * The check type of a canary spec: the first key other than the canary-level settings.
 * A known key maps to its type; anything else, or no key at all, is 'custom'.
 */
export function detectCheckType(spec: unknown): CheckTypeKey {
  if (!spec || typeof spec !== 'object' || Array.isArray(spec)) return 'custom';
  const key = Object.keys(spec).find((k) => !CANARY_SETTINGS_KEYS.has(k));
  return key && CHECK_SPEC_KEYS.has(key) ? (key as CheckTypeKey) : 'custom';
}
