import { applyPatch } from 'rfc6902';
import { describe, expect, it } from 'vitest';
import { documentDiff, pointerToPath, summaryOf } from './diff';

describe('#20 document diff', () => {
  const before = { metadata: { name: 'api', labels: {} }, spec: { replicas: 2, containers: [{ image: 'api:1' }] } };
  const after = {
    spec: { containers: [{ image: 'api:2' }], replicas: 3 },
    metadata: { labels: { app: 'api' }, name: 'api' },
  };

  it('gives a unified diff, a JSON patch that turns the old document into the new one, and the changed paths', () => {
    const result = documentDiff(before, after)!;
    expect(result.summary).toBe('metadata.labels.app, spec.containers[0].image, spec.replicas');
    const applied = structuredClone(before);
    expect(applyPatch(applied, result.patches).every((error) => error === null)).toBe(true);
    expect(applied).toEqual(after);
    expect(result.diff).toContain('--- before');
    expect(result.diff).toContain('-    "replicas": 2');
    expect(result.diff).toContain('+    "replicas": 3');
  });

  it('sees no change when only the key order differs', () => {
    expect(documentDiff({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBeUndefined();
  });

  it('names removed paths and bounds the summary', () => {
    expect(documentDiff({ a: 1, b: 2 }, { a: 1 })!.summary).toBe('b');
    expect(pointerToPath('/a~1b/0/c~0d')).toBe('a/b[0].c~d');
    const many = Array.from({ length: 25 }, (_, index) => `p${index}`);
    expect(summaryOf(many)).toBe(`${many.slice(0, 20).join(', ')} and 5 more`);
  });

  it('replaces very long arrays whole instead of diffing them element by element', () => {
    const long = Array.from({ length: 1000 }, (_, index) => index);
    const result = documentDiff({ list: long }, { list: [...long].reverse() })!;
    expect(result.patches).toEqual([{ op: 'replace', path: '/list', value: [...long].reverse() }]);
    expect(result.summary).toBe('list');
  });
});
