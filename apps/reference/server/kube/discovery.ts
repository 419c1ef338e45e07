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

/** Namespaces are the canaries' namespaces (read-only): kubectl treats an empty core group as a discovery error. */
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

const gvk = { group: GROUP, version: VERSION, kind: 'Canary' };
const ref = { $ref: `#/components/schemas/${GROUP.split('.').reverse().join('.')}.${VERSION}.Canary` };
const queryParam = (name: string) => ({ name, in: 'query', schema: { type: 'string' }, uniqueItems: true });
const writeParams = [queryParam('dryRun'), queryParam('fieldManager'), queryParam('fieldValidation')];
const ok = { '200': { description: 'OK', content: { 'application/json': { schema: ref } } } };
const op = (id: string, extra: Record<string, unknown> = {}) => ({
  operationId: id,
  'x-kubernetes-group-version-kind': gvk,
  responses: ok,
  ...extra,
});

/**
 * The group-version document kubectl reads: the schema of Canary, and PATCH/PUT/POST operations that
 * accept `fieldValidation`, so `kubectl apply` validates on the server (no client-side OpenAPI v2
 * protobuf needed) and uses a JSON merge patch (no strategic merge patch is offered).
 */
export const openApiV3GroupVersion = () => ({
  openapi: '3.0.0',
  info: { title: 'Mission Control canaries', version: VERSION },
  paths: {
    [`/apis/${API_VERSION}/namespaces/{namespace}/canaries`]: {
      get: op('listCanaries'),
      post: op('createCanary', {
        parameters: writeParams,
        requestBody: { content: { 'application/json': { schema: ref } } },
      }),
    },
    [`/apis/${API_VERSION}/namespaces/{namespace}/canaries/{name}`]: {
      get: op('readCanary'),
      put: op('replaceCanary', {
        parameters: writeParams,
        requestBody: { content: { 'application/json': { schema: ref } } },
      }),
      patch: op('patchCanary', {
        parameters: [...writeParams, queryParam('force')],
        requestBody: { content: { 'application/merge-patch+json': { schema: { type: 'object' } } } },
      }),
      delete: op('deleteCanary'),
    },
    [`/apis/${API_VERSION}/canaries`]: { get: op('listCanariesForAllNamespaces') },
  },
  components: {
    schemas: {
      [ref.$ref.split('/').pop()!]: canarySchema,
      'io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta': objectMeta,
    },
  },
});

export const OPENAPI_V3_HASH = 'mission-control-canaries-v1';

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
    [`${GROUP.split('.').reverse().join('.')}.${VERSION}.Canary`]: {
      ...canarySchema,
      properties: { ...canarySchema.properties, metadata: { type: 'object' } },
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
