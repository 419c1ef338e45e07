import { stringify } from 'yaml';

/**
 * GitOps options of the Add Integration dialog (operations §2.4). The real
 * console fetches chart definitions and values schemas from the public chart
 * registry; this console works offline, so each option carries a minimal
 * values schema of our own covering the chart's main switches. They are not
 * the charts' published schemas.
 */
export interface JsonSchema {
  type?: 'object' | 'string' | 'boolean' | 'number' | 'integer' | 'array';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: readonly unknown[];
  items?: JsonSchema;
  additionalProperties?: boolean;
  minimum?: number;
  pattern?: string;
}

export interface GitOpsOption {
  id: string;
  label: string;
  chart: string;
  /** The release name in the preview. */
  release: string;
  schema: JsonSchema;
  defaults: Record<string, unknown>;
}

export const CHART_REPOSITORY = { name: 'flanksource', url: 'https://flanksource.github.io/charts' } as const;
export const GITOPS_DEFAULT_NAMESPACE = 'mission-control';
export const GITOPS_INTERVAL = '30m';
export const GITOPS_NOTE = 'You will need to have Kubernetes chart installed in flux to use this option';

const schedule: JsonSchema = { type: 'string', pattern: '^(@every \\d+[smh]|@hourly|@daily|@weekly|[^@].*)$' };
const scraper = (extra: Record<string, JsonSchema>, required: string[]): JsonSchema => ({
  type: 'object',
  properties: { schedule, ...extra },
  required,
  additionalProperties: false,
});

export const GITOPS_OPTIONS: readonly GitOpsOption[] = [
  {
    id: 'aws',
    label: 'AWS',
    chart: 'mission-control-aws',
    release: 'mission-control-aws',
    schema: scraper({ regions: { type: 'array', items: { type: 'string' } }, connection: { type: 'string' } }, [
      'regions',
    ]),
    defaults: { schedule: '@every 30m', regions: ['eu-west-1'] },
  },
  {
    id: 'azure',
    label: 'Azure',
    chart: 'mission-control-azure',
    release: 'mission-control-azure',
    schema: scraper({ subscriptionID: { type: 'string' }, connection: { type: 'string' } }, ['subscriptionID']),
    defaults: { schedule: '@every 30m', subscriptionID: '' },
  },
  {
    id: 'prometheus',
    label: 'Prometheus',
    chart: 'mission-control-prometheus',
    release: 'mission-control-prometheus',
    schema: scraper({ url: { type: 'string', pattern: '^https?://' } }, ['url']),
    defaults: { url: 'http://prometheus.monitoring:9090' },
  },
  {
    id: 'flux',
    label: 'Flux',
    chart: 'mission-control-flux',
    release: 'mission-control-flux',
    schema: scraper({ namespaces: { type: 'array', items: { type: 'string' } } }, []),
    defaults: { schedule: '@every 5m' },
  },
  {
    id: 'kubernetes',
    label: 'Kubernetes',
    chart: 'mission-control-kubernetes',
    release: 'mission-control-kubernetes',
    schema: scraper({ clusterName: { type: 'string' }, watch: { type: 'boolean' }, retention: { type: 'string' } }, [
      'clusterName',
    ]),
    defaults: { clusterName: 'local', schedule: '@every 15m' },
  },
  {
    id: 'mission-control',
    label: 'Mission Control',
    chart: 'mission-control',
    release: 'mission-control',
    schema: {
      type: 'object',
      properties: {
        global: { type: 'object', properties: { ui: { type: 'object', properties: { host: { type: 'string' } } } } },
        replicas: { type: 'integer', minimum: 1 },
      },
    },
    defaults: { replicas: 1 },
  },
];

/** Validates `value` against the small schema subset above; each message names the path. */
export function validateValues(value: unknown, schema: JsonSchema, path = 'values'): string[] {
  const errors: string[] = [];
  const type = schema.type;
  const actual = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  if (type === 'integer' ? !Number.isInteger(value) : type && type !== actual) {
    return [
      `${path} must be ${type === 'array' || type === 'object' || type === 'integer' ? `an ${type}` : `a ${type}`}`,
    ];
  }
  if (schema.enum && !schema.enum.includes(value)) errors.push(`${path} must be one of ${schema.enum.join(', ')}`);
  if (typeof value === 'number' && schema.minimum !== undefined && value < schema.minimum) {
    errors.push(`${path} must be >= ${schema.minimum}`);
  }
  if (typeof value === 'string' && schema.pattern && !new RegExp(schema.pattern).test(value)) {
    errors.push(`${path} must match pattern "${schema.pattern}"`);
  }
  if (type === 'array' && schema.items) {
    (value as unknown[]).forEach((item, index) =>
      errors.push(...validateValues(item, schema.items!, `${path}[${index}]`)),
    );
  }
  if (type === 'object' && value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in record)) errors.push(`${path}.${key} is required`);
    for (const [key, item] of Object.entries(record)) {
      const child = schema.properties?.[key];
      if (child) errors.push(...validateValues(item, child, `${path}.${key}`));
      else if (schema.additionalProperties === false) errors.push(`${path}.${key} is not allowed`);
    }
  }
  return errors;
}

/** The Flux preview: the chart's HelmRepository and a HelmRelease with the values. */
export function helmReleaseYaml(option: GitOpsOption, namespace: string, values: unknown): string {
  const repository = {
    apiVersion: 'source.toolkit.fluxcd.io/v1',
    kind: 'HelmRepository',
    metadata: { name: CHART_REPOSITORY.name, namespace },
    spec: { interval: GITOPS_INTERVAL, url: CHART_REPOSITORY.url },
  };
  const release = {
    apiVersion: 'helm.toolkit.fluxcd.io/v2',
    kind: 'HelmRelease',
    metadata: { name: option.release, namespace },
    spec: {
      interval: GITOPS_INTERVAL,
      chart: { spec: { chart: option.chart, sourceRef: { kind: 'HelmRepository', name: CHART_REPOSITORY.name } } },
      values: values ?? {},
    },
  };
  return `${stringify(repository)}---\n${stringify(release)}`;
}

/** The Helm CLI preview: add the repository, then install with the values. */
export function helmCommands(option: GitOpsOption, namespace: string, values: unknown): string {
  return [
    `helm repo add ${CHART_REPOSITORY.name} ${CHART_REPOSITORY.url}`,
    'helm repo update',
    `cat > values.yaml <<'EOF'\n${stringify(values ?? {}).trimEnd()}\nEOF`,
    `helm install ${option.release} ${CHART_REPOSITORY.name}/${option.chart} -n ${namespace} --create-namespace -f values.yaml`,
  ].join('\n');
}
