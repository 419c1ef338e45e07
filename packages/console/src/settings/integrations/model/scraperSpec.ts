import type { FieldSpec } from '../../../shared/fields';

/**
 * The catalog scraper spec of operations §3.10: the 11 spec types, each a list
 * of configurations under its key (`spec.kubernetes: [{ clusterName: … }]`),
 * plus the common schedule and retention. The form edits the first
 * configuration of one type; anything else in the spec is kept as it was.
 */
export const SCRAPER_TYPES = [
  'kubernetes',
  'azure',
  'kubernetesFile',
  'sql',
  'trivy',
  'aws',
  'file',
  'githubActions',
  'http',
  'azureDevops',
  'custom',
] as const;
export type ScraperType = (typeof SCRAPER_TYPES)[number];

export const SCRAPER_TYPE_LABELS: Record<ScraperType, string> = {
  kubernetes: 'Kubernetes',
  azure: 'Azure',
  kubernetesFile: 'Kubernetes File',
  sql: 'SQL',
  trivy: 'Trivy',
  aws: 'AWS',
  file: 'File',
  githubActions: 'GitHub Actions',
  http: 'HTTP',
  azureDevops: 'Azure DevOps',
  custom: 'Custom',
};

/**
 * A scraper field is one of the form engine's specs; `name` is its dotted path inside the
 * type's configuration (`selector.kind`). text: one string (textarea: several lines); list:
 * comma-separated strings; checkbox: a boolean; `yaml`: a textarea holding any YAML value.
 * `required` is set on the fields §5 names.
 */
export interface ScraperField extends FieldSpec<Record<string, string | boolean>> {
  kind: 'text' | 'textarea' | 'list' | 'checkbox';
  /** The text is YAML, parsed into the value. */
  yaml?: boolean;
}

const text = (name: string, label: string, extra: Partial<ScraperField> = {}): ScraperField => ({
  name,
  label,
  kind: 'text',
  ...extra,
});
const list = (name: string, label: string): ScraperField => ({ name, label, kind: 'list', placeholder: 'a, b, c' });
const bool = (name: string, label: string): ScraperField => ({ name, label, kind: 'checkbox' });
const connection = (key = 'connection', label = 'Connection') =>
  text(key, label, { placeholder: 'connection://namespace/name' });
const typeAndId = [
  text('type', 'Type', { required: true, placeholder: 'e.g. Postgres::Table' }),
  text('id', 'ID', { required: true, placeholder: 'e.g. $.name' }),
];

export const SCRAPER_FIELDS: Record<ScraperType, readonly ScraperField[]> = {
  kubernetes: [
    text('clusterName', 'Cluster Name', { required: true }),
    text('namespace', 'Namespace'),
    text('kubeconfig.valueFrom.secretKeyRef.name', 'Kubeconfig secret'),
    list('watch', 'Watch (kinds)'),
    list('exclusions.kind', 'Exclusions (kinds)'),
    list('exclusions.namespace', 'Exclusions (namespaces)'),
  ],
  azure: [
    connection('connection', 'Azure connection'),
    text('subscriptionID', 'Subscription ID'),
    text('organisation', 'Organisation'),
    text('tenantID', 'Tenant ID'),
    list('exclusions.activityLogs', 'Exclusions (activity log operations)'),
  ].map((field) => (field.name === 'connection' ? { ...field, required: true } : field)),
  kubernetesFile: [
    ...typeAndId,
    text('selector.namespace', 'Selector namespace'),
    text('selector.kind', 'Selector kind'),
    text('selector.name', 'Selector name'),
    text('container', 'Container'),
    { name: 'files', label: 'Files', kind: 'textarea', yaml: true, placeholder: '- path: [/etc/app/config.yaml]' },
  ],
  sql: [...typeAndId, connection(), { name: 'query', label: 'Query', kind: 'textarea', placeholder: 'SELECT …' }],
  trivy: [
    text('version', 'Version'),
    list('severity', 'Severity'),
    list('scanners', 'Scanners'),
    bool('ignoreUnfixed', 'Ignore unfixed'),
  ],
  aws: [
    connection('connection', 'AWS connection'),
    text('accessKey.valueFrom.secretKeyRef.name', 'Access key secret'),
    text('secretKey.valueFrom.secretKeyRef.name', 'Secret key secret'),
    list('region', 'Regions'),
    text('endpoint', 'Endpoint'),
    text('assumeRole', 'Assume role'),
    bool('compliance', 'Compliance'),
    bool('skipTLSVerify', 'Skip TLS verification'),
  ],
  file: [text('type', 'Type'), text('id', 'ID'), list('paths', 'Paths'), text('url', 'URL')],
  githubActions: [
    text('owner', 'Owner', { required: true }),
    text('repository', 'Repository', { required: true }),
    text('personalAccessToken.valueFrom.secretKeyRef.name', 'Personal access token secret'),
    list('workflows', 'Workflows'),
  ],
  http: [
    text('url', 'URL'),
    connection(),
    text('method', 'Method', { placeholder: 'GET' }),
    text('type', 'Type'),
    text('id', 'ID'),
  ],
  azureDevops: [
    connection(),
    text('organization', 'Organization'),
    list('projects', 'Projects'),
    list('pipelines', 'Pipelines'),
  ],
  custom: [{ name: 'custom', label: 'Configuration', kind: 'textarea', yaml: true }],
};

export interface RetentionChange {
  name: string;
  age: string;
  count: string;
}
export interface RetentionType {
  name: string;
  createdAge: string;
  updatedAge: string;
  deletedAge: string;
}

/** What the form edits; `values` hold the type's fields by key, as text (lists comma-separated, YAML as text). */
export interface ScraperDraft {
  name: string;
  type: ScraperType;
  schedule: string;
  values: Record<string, string | boolean>;
  changes: RetentionChange[];
  types: RetentionType[];
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function getPath(source: Json, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), source);
}

function setPath(target: Json, path: string, value: unknown): void {
  const keys = path.split('.');
  if (value === undefined) {
    // Clearing a field removes it, and the parents it leaves empty.
    const parents: Json[] = [target];
    for (const key of keys.slice(0, -1)) {
      const next = parents[parents.length - 1]![key];
      if (!isRecord(next)) return;
      parents.push(next);
    }
    delete parents[parents.length - 1]![keys[keys.length - 1]!];
    for (let depth = parents.length - 1; depth > 0; depth -= 1) {
      if (Object.keys(parents[depth]!).length > 0) break;
      delete parents[depth - 1]![keys[depth - 1]!];
    }
    return;
  }
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (!isRecord(node[key])) node[key] = {};
    node = node[key] as Json;
  }
  node[keys[keys.length - 1]!] = value;
}

/** The first scraper type with a configuration in `spec` (a spec from elsewhere may hold several). */
export function scraperTypeOf(spec: unknown): ScraperType {
  if (isRecord(spec))
    for (const type of SCRAPER_TYPES) if (Array.isArray(spec[type]) || isRecord(spec[type])) return type;
  return 'kubernetes';
}

const configOf = (spec: unknown, type: ScraperType): Json => {
  if (!isRecord(spec)) return {};
  const entry = spec[type];
  const first = Array.isArray(entry) ? entry[0] : entry;
  return isRecord(first) ? first : {};
};

export function emptyScraperDraft(type: ScraperType = 'kubernetes'): ScraperDraft {
  return { name: '', type, schedule: '', values: {}, changes: [], types: [] };
}

/** The draft of a stored scraper row (`name`, `spec`). */
export function scraperDraftOf(
  row: { name?: string | null; spec?: unknown },
  yamlText: (value: unknown) => string,
): ScraperDraft {
  const spec = isRecord(row.spec) ? row.spec : {};
  const type = scraperTypeOf(spec);
  const config = configOf(spec, type);
  const values: Record<string, string | boolean> = {};
  for (const field of SCRAPER_FIELDS[type]) {
    const value = field.yaml && type === 'custom' ? config : getPath(config, field.name);
    if (value === undefined || value === null) continue;
    if (field.kind === 'checkbox') values[field.name] = value === true;
    else if (field.kind === 'list')
      values[field.name] = Array.isArray(value) ? value.map(String).join(', ') : String(value);
    else if (field.yaml) values[field.name] = typeof value === 'string' ? value : yamlText(value);
    else values[field.name] = String(value);
  }
  const retention = isRecord(spec.retention) ? spec.retention : {};
  const rows = (value: unknown) => (Array.isArray(value) ? value.filter(isRecord) : []);
  const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  return {
    name: row.name ?? '',
    type,
    schedule: typeof spec.schedule === 'string' ? spec.schedule : '',
    values,
    changes: rows(retention.changes).map((entry) => ({
      name: str(entry.name),
      age: str(entry.age),
      count: str(entry.count),
    })),
    types: rows(retention.types).map((entry) => ({
      name: str(entry.name),
      createdAge: str(entry.createdAge),
      updatedAge: str(entry.updatedAge),
      deletedAge: str(entry.deletedAge),
    })),
  };
}

/** Field key → message for each required field left empty, and retention rows without a name or with a bad count. */
export function scraperErrors(draft: ScraperDraft, required: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.name.trim()) errors.name = required;
  for (const field of SCRAPER_FIELDS[draft.type]) {
    const value = draft.values[field.name];
    if (field.required && (typeof value !== 'string' || !value.trim())) errors[field.name] = required;
  }
  draft.changes.forEach((change, index) => {
    if (!change.name.trim()) errors[`changes.${index}.name`] = required;
    if (change.count.trim() && !/^\d+$/.test(change.count.trim())) {
      errors[`changes.${index}.count`] = 'This field must be a number';
    }
  });
  draft.types.forEach((entry, index) => {
    if (!entry.name.trim()) errors[`types.${index}.name`] = required;
  });
  return errors;
}

/**
 * The spec to save: the original spec (other types, transform, …) with the
 * edited type's first configuration, schedule and retention replaced.
 * `parseYaml` turns YAML fields into values (throws on invalid YAML).
 */
export function buildScraperSpec(draft: ScraperDraft, original: unknown, parseYaml: (text: string) => unknown): Json {
  const spec: Json = isRecord(original) ? structuredClone(original) : {};
  const previous = configOf(spec, draft.type);
  let config: Json = structuredClone(previous);
  for (const field of SCRAPER_FIELDS[draft.type]) {
    const raw = draft.values[field.name];
    if (field.yaml && draft.type === 'custom') {
      const parsed = typeof raw === 'string' && raw.trim() ? parseYaml(raw) : {};
      config = isRecord(parsed) ? parsed : {};
      continue;
    }
    let value: unknown;
    if (field.kind === 'checkbox') value = raw === true ? true : undefined;
    else if (typeof raw !== 'string' || !raw.trim()) value = undefined;
    else if (field.kind === 'list')
      value = raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    else if (field.yaml) value = parseYaml(raw);
    else value = raw.trim();
    setPath(config, field.name, value);
  }
  const rest = Array.isArray(spec[draft.type]) ? (spec[draft.type] as unknown[]).slice(1) : [];
  spec[draft.type] = [config, ...rest];
  if (draft.schedule) spec.schedule = draft.schedule;
  else delete spec.schedule;
  const retention: Json = isRecord(spec.retention) ? { ...spec.retention } : {};
  const changes = draft.changes.map((change) => {
    const entry: Json = { name: change.name.trim() };
    if (change.age.trim()) entry.age = change.age.trim();
    if (change.count.trim()) entry.count = Number(change.count.trim());
    return entry;
  });
  const types = draft.types.map((entry) => {
    const out: Json = { name: entry.name.trim() };
    for (const key of ['createdAge', 'updatedAge', 'deletedAge'] as const)
      if (entry[key].trim()) out[key] = entry[key].trim();
    return out;
  });
  if (changes.length) retention.changes = changes;
  else delete retention.changes;
  if (types.length) retention.types = types;
  else delete retention.types;
  if (Object.keys(retention).length) spec.retention = retention;
  else delete spec.retention;
  return spec;
}
