import { describe, expect, it } from 'vitest';
import { MatchExpressionError, isEmptyMatchExpression, matchesExpression, parseMatchExpression } from './index';

describe('parseMatchExpression', () => {
  it.each([
    ['', { include: [], includePatterns: [], exclude: [], excludePatterns: [] }],
    ['healthy', { include: ['healthy'], includePatterns: [], exclude: [], excludePatterns: [] }],
    [
      ' a , !b,,c* ,*d,*e*,!f*,*',
      {
        include: ['a'],
        includePatterns: [
          { kind: 'prefix', value: 'c' },
          { kind: 'suffix', value: 'd' },
          { kind: 'contains', value: 'e' },
          { kind: 'any', value: '' },
        ],
        exclude: ['b'],
        excludePatterns: [{ kind: 'prefix', value: 'f' }],
      },
    ],
  ])('%j', (text, expected) => {
    expect(parseMatchExpression(text)).toEqual(expected);
  });

  it.each([
    ['a*b', /has a \* inside it/],
    ['!', /"!" must be followed/],
    ['x'.repeat(2001), /at most 2000 characters/],
    [Array.from({ length: 101 }, (_, i) => `v${i}`).join(','), /at most 100 values/],
  ])('refuses %s with a sentence', (text, message) => {
    expect(() => parseMatchExpression(text)).toThrow(MatchExpressionError);
    expect(() => parseMatchExpression(text)).toThrow(message);
  });

  it('treats null and undefined as no filter', () => {
    expect(isEmptyMatchExpression(parseMatchExpression(null))).toBe(true);
    expect(isEmptyMatchExpression(parseMatchExpression(undefined))).toBe(true);
    expect(isEmptyMatchExpression(parseMatchExpression('a'))).toBe(false);
  });
});

describe('matchesExpression', () => {
  const pass = (text: string, value: string | null) => matchesExpression(parseMatchExpression(text), value);

  it.each([
    ['healthy,warning', 'healthy', true],
    ['healthy,warning', 'unhealthy', false],
    ['!healthy', 'unhealthy', true],
    ['!healthy', 'healthy', false],
    ['!healthy', null, true],
    ['healthy', null, false],
    ['Kube*', 'Kubernetes::Pod', true],
    ['Kube*', 'AWS::EC2', false],
    ['*::Pod', 'Kubernetes::Pod', true],
    ['*net*', 'Kubernetes::Pod', true],
    ['*net*', 'AWS::EC2', false],
    ['Kube*,!*Pod', 'Kubernetes::Pod', false],
    ['Kube*,!*Pod', 'Kubernetes::Node', true],
    ['healthy', 'Healthy', false],
    ['*', 'anything', true],
    ['', null, true],
  ])('%s on %s → %s', (text, value, expected) => {
    expect(pass(text, value)).toBe(expected);
  });
});
