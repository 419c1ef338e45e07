import { stringify } from 'yaml';
import awsSchema from '../charts/aws.schema.json' with { type: 'json' };
import azureSchema from '../charts/azure.schema.json' with { type: 'json' };
import fluxSchema from '../charts/flux.schema.json' with { type: 'json' };
import kubernetesSchema from '../charts/kubernetes.schema.json' with { type: 'json' };
import missionControlSchema from '../charts/mission-control.schema.json' with { type: 'json' };
import prometheusSchema from '../charts/prometheus.schema.json' with { type: 'json' };

/**
 * GitOps options of the Add Integration dialog (operations §2.4). The real
 * console fetches each chart's values schema from the public chart registry;
 * this console works offline, so one JSON schema per chart is bundled
 * (./charts/*.schema.json). They cover the top-level values each chart
 * documents in its values.yaml / README values table (names, types, defaults),
 * written for this console rather than copied from the published schemas.
 */
export type JsonType = 'object' | 'string' | 'boolean' | 'number' | 'integer' | 'array' | 'null';

/** The JSON Schema subset the bundled chart schemas use. */
export interface JsonSchema {
  title?: string;
  description?: string;
  type?: JsonType | readonly JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  enum?: readonly unknown[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  pattern?: string;
  /** Replaces the generic message for a failed `pattern` or `minLength` (as ajv-errors' keyword does). */
  errorMessage?: string;
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

export const GITOPS_OPTIONS: readonly GitOpsOption[] = [
  {
    id: 'aws',
    label: 'AWS',
    chart: 'mission-control-aws',
    release: 'mission-control-aws',
    schema: awsSchema as JsonSchema,
    defaults: { connection: '', region: ['eu-west-1'], compliance: true, cloudtrail: { maxAge: '7d' } },
  },
  {
    id: 'azure',
    label: 'Azure',
    chart: 'mission-control-azure',
    release: 'mission-control-azure',
    schema: azureSchema as JsonSchema,
    defaults: { subscriptionID: '', tenantID: '', connectionDetails: { connection: '' } },
  },
  {
    id: 'prometheus',
    label: 'Prometheus',
    chart: 'mission-control-prometheus',
    release: 'mission-control-prometheus',
    schema: prometheusSchema as JsonSchema,
    defaults: {
      topologyName: 'prometheus',
      prometheusNamespace: 'monitoring',
      prometheusURL: 'http://prometheus.monitoring.svc:9090',
    },
  },
  {
    id: 'flux',
    label: 'Flux',
    chart: 'mission-control-flux',
    release: 'mission-control-flux',
    schema: fluxSchema as JsonSchema,
    defaults: { topologyName: 'flux', labels: {} },
  },
  {
    id: 'kubernetes',
    label: 'Kubernetes',
    chart: 'mission-control-kubernetes',
    release: 'mission-control-kubernetes',
    schema: kubernetesSchema as JsonSchema,
    defaults: { clusterName: 'kubernetes', scraper: { schedule: '@every 15m' }, topology: { schedule: '@every 5m' } },
  },
  {
    id: 'mission-control',
    label: 'Mission Control',
    chart: 'mission-control',
    release: 'mission-control',
    schema: missionControlSchema as JsonSchema,
    defaults: { global: { ui: { host: 'mission-control-ui.local' } }, replicas: 1 },
  },
];

const typeOf = (value: unknown): JsonType => {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
};

const article = (type: JsonType) => (type === 'array' || type === 'object' || type === 'integer' ? 'an' : 'a');

function typeMatches(value: unknown, types: readonly JsonType[]): boolean {
  const actual = typeOf(value);
  return types.some((type) => type === actual || (type === 'number' && actual === 'integer'));
}

/**
 * Validates `value` against a bundled chart schema; each message starts with
 * the value's path (`values.clusterName is required`). A failed type check
 * stops at that value, as its children cannot be checked meaningfully.
 */
export function validateValues(value: unknown, schema: JsonSchema, path = 'values'): string[] {
  const types = schema.type === undefined ? [] : typeof schema.type === 'string' ? [schema.type] : schema.type;
  if (types.length > 0 && !typeMatches(value, types)) {
    return [`${path} must be ${types.map((type) => `${article(type)} ${type}`).join(' or ')}`];
  }
  const errors: string[] = [];
  if (schema.enum && !schema.enum.includes(value)) errors.push(`${path} must be one of ${schema.enum.join(', ')}`);
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) errors.push(`${path} must be >= ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) errors.push(`${path} must be <= ${schema.maximum}`);
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) {
      errors.push(`${path} ${schema.errorMessage ?? `must have at least ${schema.minLength} character(s)`}`);
    } else if (schema.pattern && !new RegExp(schema.pattern).test(value)) {
      errors.push(`${path} ${schema.errorMessage ?? `must match pattern "${schema.pattern}"`}`);
    }
  }
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, index) => errors.push(...validateValues(item, schema.items!, `${path}[${index}]`)));
  }
  if (typeOf(value) === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!Object.hasOwn(record, key)) errors.push(`${path}.${key} is required`);
    for (const [key, item] of Object.entries(record)) {
      const child = schema.properties?.[key];
      const extra = schema.additionalProperties;
      if (child) errors.push(...validateValues(item, child, `${path}.${key}`));
      else if (extra === false) errors.push(`${path}.${key} is not allowed`);
      else if (extra && typeof extra === 'object') errors.push(...validateValues(item, extra, `${path}.${key}`));
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
