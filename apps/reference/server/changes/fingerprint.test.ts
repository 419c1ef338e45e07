import { describe, expect, it } from 'vitest';
import { changeFingerprint, flatten, normaliseText } from './fingerprint';

describe('#20 change fingerprint', () => {
  it('ignores ids, timestamps, durations, hashes and numbers', () => {
    expect(
      normaliseText(
        'pod 0c8f7b1e-2d3a-4c5b-9e6f-7a8b9c0d1e2f restarted at 2026-11-27T08:12:42.123Z after 1m30s ' +
          'image sha256:' +
          'a'.repeat(64) +
          ' commit 3f2a9c1d7e6b5a40 replicas 12',
      ),
    ).toBe('pod <uuid> restarted at <time> after <duration> image <hex> commit <hex> replicas 0');
  });

  it('flattens nested documents to sorted path=value leaves', () => {
    expect(flatten({ spec: { replicas: 3, ports: [80] }, empty: {} })).toEqual([
      ['spec.replicas', '3'],
      ['spec.ports.0', '80'],
      ['empty', '{}'],
    ]);
  });

  it('gives two occurrences of one event the same fingerprint, and different events different ones', () => {
    const a = changeFingerprint({
      change_type: 'diff',
      patches: [{ op: 'replace', path: '/spec/replicas', value: 3 }],
    });
    const b = changeFingerprint({
      change_type: 'diff',
      patches: [{ op: 'replace', path: '/spec/replicas', value: 7 }],
    });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    // Another path, or another type, is another event.
    expect(
      changeFingerprint({ change_type: 'diff', patches: [{ op: 'replace', path: '/spec/image', value: 3 }] }),
    ).not.toBe(a);
    expect(
      changeFingerprint({ change_type: 'Scaled', patches: [{ op: 'replace', path: '/spec/replicas', value: 3 }] }),
    ).not.toBe(a);
  });

  it('uses details when there are no patches, independent of key order', () => {
    const one = changeFingerprint({
      change_type: 'BackOff',
      details: { reason: 'BackOff', pod: 'api-7d9f8b6c5d-x2x9q', at: '2026-11-27T08:00:00Z' },
    });
    const two = changeFingerprint({
      change_type: 'BackOff',
      details: { at: '2026-11-27T09:30:00Z', pod: 'api-7d9f8b6c5d-x2x9q', reason: 'BackOff' },
    });
    expect(one).toBe(two);
    expect(changeFingerprint({ change_type: 'BackOff', details: { reason: 'Pulled' } })).not.toBe(one);
  });
});
