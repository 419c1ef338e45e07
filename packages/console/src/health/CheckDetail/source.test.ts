import { describe, expect, it } from 'vitest';
import { checkSourceHref, parseCheckSource } from './source';

const uid = '0f8a4c2e-6b1d-4e3a-9c5f-2d7b8e1a0c34';

describe('parseCheckSource', () => {
  it('reads Kubernetes and component sources with their ids', () => {
    expect(parseCheckSource(`kubernetes/${uid}`)).toEqual({ kind: 'kubernetes', id: uid, raw: `kubernetes/${uid}` });
    expect(parseCheckSource(`component/${uid}`)).toMatchObject({ kind: 'component', id: uid });
    expect(parseCheckSource('Kubernetes')).toMatchObject({ kind: 'kubernetes', id: null });
  });

  it('leaves other sources to the editor', () => {
    expect(parseCheckSource('UI')).toBeNull();
    expect(parseCheckSource('configfile=/etc/canary.yaml')).toBeNull();
    expect(parseCheckSource('')).toBeNull();
    expect(parseCheckSource(null)).toBeNull();
    expect(parseCheckSource('kubernetesish')).toBeNull();
  });

  it('links components to topology and Kubernetes objects to the catalog, and nothing without an id', () => {
    expect(checkSourceHref(parseCheckSource(`component/${uid}`)!)).toBe(`/topology/${uid}`);
    expect(checkSourceHref(parseCheckSource(`kubernetes/${uid}`)!)).toBe(`/catalog/${uid}`);
    expect(checkSourceHref(parseCheckSource('kubernetes/not-an-id')!)).toBeNull();
  });
});
