import { API_VERSION, GROUP, VERSION } from './canaries';

export const KUBE_VERSION = { major: '1', minor: '30', gitVersion: 'v1.30.0+mission-control', platform: 'linux/amd64' };

export const apiVersions = () => ({
  kind: 'APIVersions',
  versions: ['v1'],
  serverAddressByClientCIDRs: [{ clientCIDR: '0.0.0.0/0', serverAddress: '' }],
});

const groupVersion = { groupVersion: API_VERSION, version: VERSION };

export const apiGroupList = () => ({
  kind: 'APIGroupList',
  apiVersion: 'v1',
  groups: [{ name: GROUP, versions: [groupVersion], preferredVersion: groupVersion }],
});

export const apiGroup = () => ({
  kind: 'APIGroup',
  apiVersion: 'v1',
  name: GROUP,
  versions: [groupVersion],
  preferredVersion: groupVersion,
});

/** Namespaces are the canaries' and topologies' namespaces (read-only): kubectl treats an empty core group as a discovery error. */
export const coreResources = () => ({
  kind: 'APIResourceList',
  groupVersion: 'v1',
  resources: [
    {
      name: 'namespaces',
      singularName: 'namespace',
      namespaced: false,
      kind: 'Namespace',
      verbs: ['get', 'list'],
      shortNames: ['ns'],
    },
  ],
});

export const canaryResources = () => ({
  kind: 'APIResourceList',
  apiVersion: 'v1',
  groupVersion: API_VERSION,
  resources: [
    {
      name: 'canaries',
      singularName: 'canary',
      namespaced: true,
      kind: 'Canary',
      verbs: ['create', 'delete', 'get', 'list', 'patch', 'update'],
      shortNames: ['canary'],
      categories: ['all'],
    },
    {
      name: 'topologies',
      singularName: 'topology',
      namespaced: true,
      kind: 'Topology',
      verbs: ['create', 'delete', 'get', 'list', 'patch', 'update'],
      shortNames: ['topology'],
      categories: ['all'],
    },
  ],
});

/** The Canary schema: metadata as Kubernetes has it, spec open (canary-checker has dozens of check types). */
const canarySchema = {
  type: 'object',
  description: 'A group of health checks run on a schedule (canary-checker format).',
  required: ['apiVersion', 'kind', 'metadata', 'spec'],
  properties: {
    apiVersion: { type: 'string' },
    kind: { type: 'string' },
    metadata: { $ref: '#/components/schemas/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta' },
    spec: {
      type: 'object',
      description: 'schedule or interval, and lists of checks by type (http, tcp, dns, exec, ...).',
      properties: {
        schedule: { type: 'string', description: 'Cron expression or @every <duration>.' },
        interval: { type: 'integer', description: 'Seconds between runs (when no schedule is given).' },
      },
      'x-kubernetes-preserve-unknown-fields': true,
    },
    status: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
  },
  'x-kubernetes-group-version-kind': [{ group: GROUP, version: VERSION, kind: 'Canary' }],
};

/** The Topology schema (upstream's CRD): a root component's fields and nested components, spec open. */
const topologySchema = {
  type: 'object',
  description: 'A tree of components built on a schedule from static entries, lookups and selectors.',
  required: ['apiVersion', 'kind', 'metadata', 'spec'],
  properties: {
    apiVersion: { type: 'string' },
    kind: { type: 'string' },
    metadata: { $ref: '#/components/schemas/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta' },
    spec: {
      type: 'object',
      description: 'schedule, the root component (type, icon, properties...), components, checks and configs.',
      properties: {
        schedule: { type: 'string', description: 'Cron expression or @every <duration> (default @every 10m).' },
        components: { type: 'array', items: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
      },
      'x-kubernetes-preserve-unknown-fields': true,
    },
    status: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
  },
  'x-kubernetes-group-version-kind': [{ group: GROUP, version: VERSION, kind: 'Topology' }],
};

const objectMeta = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    namespace: { type: 'string' },
    uid: { type: 'string' },
    resourceVersion: { type: 'string' },
    creationTimestamp: { type: 'string', format: 'date-time' },
    labels: { type: 'object', additionalProperties: { type: 'string' } },
    annotations: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

const schemaName = (kind: string) => `${GROUP.split('.').reverse().join('.')}.${VERSION}.${kind}`;
const queryParam = (name: string) => ({ name, in: 'query', schema: { type: 'string' }, uniqueItems: true });
const writeParams = [queryParam('dryRun'), queryParam('fieldManager'), queryParam('fieldValidation')];

/** The list, item and all-namespaces paths of one kind, with operations that accept `fieldValidation`. */
function kindPaths(kind: 'Canary' | 'Topology', plural: string, Plural: string) {
  const gvk = { group: GROUP, version: VERSION, kind };
  const ref = { $ref: `#/components/schemas/${schemaName(kind)}` };
  const ok = { '200': { description: 'OK', content: { 'application/json': { schema: ref } } } };
  const op = (id: string, extra: Record<string, unknown> = {}) => ({
    operationId: id,
    'x-kubernetes-group-version-kind': gvk,
    responses: ok,
    ...extra,
  });
  return {
    [`/apis/${API_VERSION}/namespaces/{namespace}/${plural}`]: {
      get: op(`list${Plural}`),
      post: op(`create${kind}`, {
        parameters: writeParams,
        requestBody: { content: { 'application/json': { schema: ref } } },
      }),
    },
    [`/apis/${API_VERSION}/namespaces/{namespace}/${plural}/{name}`]: {
      get: op(`read${kind}`),
      put: op(`replace${kind}`, {
        parameters: writeParams,
        requestBody: { content: { 'application/json': { schema: ref } } },
      }),
      patch: op(`patch${kind}`, {
        parameters: [...writeParams, queryParam('force')],
        requestBody: { content: { 'application/merge-patch+json': { schema: { type: 'object' } } } },
      }),
      delete: op(`delete${kind}`),
    },
    [`/apis/${API_VERSION}/${plural}`]: { get: op(`list${Plural}ForAllNamespaces`) },
  };
}

/**
 * The group-version document kubectl reads: the schemas of Canary and Topology, and PATCH/PUT/POST
 * operations that accept `fieldValidation`, so `kubectl apply` validates on the server (no client-side
 * OpenAPI v2 protobuf needed) and uses a JSON merge patch (no strategic merge patch is offered).
 */
export const openApiV3GroupVersion = () => ({
  openapi: '3.0.0',
  info: { title: 'Mission Control canaries', version: VERSION },
  paths: { ...kindPaths('Canary', 'canaries', 'Canaries'), ...kindPaths('Topology', 'topologies', 'Topologies') },
  components: {
    schemas: {
      [schemaName('Canary')]: canarySchema,
      [schemaName('Topology')]: topologySchema,
      'io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta': objectMeta,
    },
  },
});

export const OPENAPI_V3_HASH = 'mission-control-canaries-v1-topologies';

export const openApiV3Root = () => ({
  paths: {
    [`apis/${API_VERSION}`]: { serverRelativeURL: `/openapi/v3/apis/${API_VERSION}?hash=${OPENAPI_V3_HASH}` },
    apis: { serverRelativeURL: `/openapi/v3/apis?hash=${OPENAPI_V3_HASH}` },
  },
});

/** The Swagger 2.0 document in JSON, for clients that ask for JSON. */
export const openApiV2 = () => ({
  swagger: '2.0',
  info: { title: 'Mission Control canaries', version: VERSION },
  paths: {},
  definitions: {
    [schemaName('Canary')]: {
      ...canarySchema,
      properties: { ...canarySchema.properties, metadata: { type: 'object' } },
    },
    [schemaName('Topology')]: {
      ...topologySchema,
      properties: { ...topologySchema.properties, metadata: { type: 'object' } },
    },
  },
});

/** A protobuf length-delimited field (wire type 2) of a short string or message. */
function field(number: number, bytes: Uint8Array): Uint8Array {
  const length: number[] = [];
  let n = bytes.length;
  do {
    length.push((n & 0x7f) | (n > 0x7f ? 0x80 : 0));
    n >>>= 7;
  } while (n > 0);
  return Uint8Array.from([(number << 3) | 2, ...length, ...bytes]);
}

const text = (value: string) => new TextEncoder().encode(value);

/**
 * `/openapi/v2` as older kubectl (Debian's 1.20) requires it: gnostic's `openapi_v2.Document` in
 * protobuf. It carries only `swagger` (field 1) and `info` (field 2: title 1, version 2) and no
 * definitions, so client-side validation finds no schema for Canary and leaves it to the server
 * (which validates the spec and answers 422), and `kubectl apply` falls back to a JSON merge patch.
 * Newer kubectl validates on the server through /openapi/v3 instead.
 */
export function openApiV2Protobuf(): Uint8Array {
  const info = new Uint8Array([...field(1, text('Mission Control canaries')), ...field(2, text(VERSION))]);
  return new Uint8Array([...field(1, text('2.0')), ...field(2, info)]);
}
