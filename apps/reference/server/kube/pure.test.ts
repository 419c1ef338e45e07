import { describe, expect, it } from 'vitest';
import { type KubeError, mergePatch, readCanaryObject } from './canaries';
import { openApiV2Protobuf } from './discovery';
import { humanAge, wantsTable } from './table';

describe('humanAge, as kubectl prints ages', () => {
  it.each([
    [0, '0s'],
    [119_000, '119s'],
    [125_000, '2m5s'],
    [9 * 60_000, '9m'],
    [45 * 60_000, '45m'],
    [(3 * 60 + 20) * 60_000, '3h20m'],
    [30 * 3_600_000, '30h'],
    [(3 * 24 + 5) * 3_600_000, '3d5h'],
    [40 * 86_400_000, '40d'],
    [(3 * 365 + 10) * 86_400_000, '3y10d'],
    [-5_000, '0s'],
  ])('%i ms is %s', (ms, text) => expect(humanAge(ms)).toBe(text));
});

describe('wantsTable', () => {
  it.each([
    [
      'application/json;as=Table;v=v1;g=meta.k8s.io,application/json;as=Table;v=v1beta1;g=meta.k8s.io,application/json',
      true,
    ],
    ['application/json', false],
    [undefined, false],
    ['application/json;as=Table', false],
  ])('%s → %s', (accept, expected) => expect(wantsTable(accept)).toBe(expected));
});

describe('mergePatch (RFC 7386)', () => {
  it.each([
    [{ a: 1, b: { c: 2, d: 3 } }, { b: { c: null, e: 4 } }, { a: 1, b: { d: 3, e: 4 } }],
    [{ a: [1, 2] }, { a: [3] }, { a: [3] }],
    [{ a: 1 }, 'text', 'text'],
    [undefined, { a: { b: 1 } }, { a: { b: 1 } }],
  ])('%j + %j', (target, patch, result) => expect(mergePatch(target, patch)).toEqual(result));
});

describe('readCanaryObject', () => {
  const path = { namespace: 'default' };
  const error = (body: unknown, at = path) => {
    try {
      readCanaryObject(body, at);
    } catch (caught) {
      return { code: (caught as KubeError).code, message: (caught as KubeError).message };
    }
    throw new Error('expected a refusal');
  };

  it('takes name, namespace, labels and spec, checked as the runner reads them', () => {
    expect(
      readCanaryObject(
        {
          apiVersion: 'canaries.flanksource.com/v1',
          kind: 'Canary',
          metadata: { name: 'web', labels: { a: 'b' } },
          spec: { http: [{ url: 'http://x' }] },
        },
        path,
      ),
    ).toEqual({
      name: 'web',
      namespace: 'default',
      labels: { a: 'b' },
      annotations: null,
      spec: { http: [{ url: 'http://x' }] },
    });
  });

  it.each([
    [{ metadata: {} }, 422, 'metadata.name: Required value'],
    [{ metadata: { name: 'Web_1' } }, 422, 'metadata.name: Invalid value: "Web_1"'],
    [{ kind: 'Pod', metadata: { name: 'a' } }, 400, 'kind must be Canary, not Pod'],
    [{ metadata: { name: 'a', namespace: 'other' } }, 400, 'does not match the namespace'],
    [{ metadata: { name: 'a', labels: { n: 1 } } }, 422, 'metadata.labels: must be a map of strings'],
    [{ metadata: { name: 'a' }, spec: { schedule: 'every banana' } }, 422, 'spec: invalid schedule "every banana"'],
    [{ metadata: { name: 'a' }, spec: { http: [{ name: 'x' }, { name: 'x' }] } }, 422, 'two http checks are named "x"'],
    ['text', 400, 'must be a Canary object'],
  ])('%j → %i %s', (body, code, message) => {
    const refusal = error(body);
    expect(refusal.code).toBe(code);
    expect(refusal.message).toContain(message);
  });

  it('refuses a body whose name differs from the URL', () => {
    expect(error({ metadata: { name: 'a' } }, { namespace: 'default', name: 'b' } as never).code).toBe(400);
  });
});

describe('openApiV2Protobuf', () => {
  it('is a gnostic Document with swagger 2.0 and an info title and version', () => {
    expect(Buffer.from(openApiV2Protobuf()).toString('hex')).toBe(
      `0a03${Buffer.from('2.0').toString('hex')}121e0a18${Buffer.from('Mission Control canaries').toString('hex')}1202${Buffer.from('v1').toString('hex')}`,
    );
  });
});
