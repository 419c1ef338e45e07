import { describe, expect, it } from 'vitest';
import { paramPatternProblem } from './playbookParams';
import {
  PARAM_REGEX_PROGRAM_LIMIT,
  PARAM_REGEX_STEP_LIMIT,
  PatternStepLimitError,
  UnsupportedPatternError,
  compileLinearPattern,
} from './playbookParamsRegex';

const INPUTS = [
  '',
  'a',
  'aa',
  'aaa',
  'ab',
  'ba',
  'abc',
  'abcabc',
  'OPS-12',
  'ops-12',
  'OPS-',
  'x OPS-1 y',
  'hello world',
  'hello_world!',
  'a\nb',
  'a.b',
  'a-b',
  '2024-01-31',
  '512Mi',
  '1.5Gi',
  'my-app.prod',
  'My_App',
  'tab\there',
  'é',
  '{x}',
  'a{2}',
  ']',
  '[',
  '^$',
  '\\',
];

const PATTERNS = [
  'a',
  '^a$',
  '^a*$',
  '^a+$',
  '^a?$',
  '^a{2}$',
  '^a{2,}$',
  '^a{1,2}$',
  '^a{0,2}b?$',
  'a*?b',
  'a+?',
  '^(ab)+$',
  '^(?:ab|abc)+$',
  '^(a|b|c)*$',
  '^(a*)*$',
  '(a+)+$',
  'ab|^b',
  'abc$|^x',
  '^OPS-\\d+$',
  '^[A-Z]+-\\d+$',
  '\\bworld\\b',
  '\\Bello',
  'o\\b',
  '^\\w+$',
  '^\\W',
  '\\s',
  '\\S+$',
  '^\\D+$',
  '.',
  '^.$',
  '^.*$',
  'a.b',
  'a\\.b',
  '[.]',
  '^[^a]*$',
  '[a-c]{3}',
  '[\\d.]+Gi',
  '[\\w-]+\\.',
  '[a\\-z]',
  '^[-a]+$',
  '^[a-]+$',
  '[\\]]',
  '\\[',
  '\\\\',
  '^\\d+(\\.\\d+)?(Mi|Gi|Ti)?$',
  '^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$',
  '^\\d{4}-\\d{2}-\\d{2}$',
  '\\t',
  '\\x41|\\u00e9',
  '\\n',
  '{x}',
  'a{2',
  'a{,2}',
  '^(?<word>\\w+) ',
  '^$',
  '',
  '()',
  '(|a)b',
  '[^]',
  '[]',
];

describe('compileLinearPattern agrees with RegExp.prototype.test', () => {
  it.each(PATTERNS)('%j', (pattern) => {
    const linear = compileLinearPattern(pattern);
    const native = new RegExp(pattern);
    for (const input of INPUTS) expect([input, linear.test(input)]).toEqual([input, native.test(input)]);
  });
});

describe('compileLinearPattern refuses what cannot run in linear time', () => {
  it.each([
    ['(?=a)', 'lookahead and lookbehind are not supported'],
    ['(?!a)', 'lookahead and lookbehind are not supported'],
    ['(?<=a)b', 'lookahead and lookbehind are not supported'],
    ['(a)\\1', 'backreferences are not supported'],
    ['(?<x>a)\\k<x>', 'backreferences are not supported'],
    ['a{6000}', `the pattern expands to more than ${PARAM_REGEX_PROGRAM_LIMIT} states`],
  ])('%j: %s', (pattern, message) => {
    expect(() => compileLinearPattern(pattern)).toThrow(new UnsupportedPatternError(message));
  });

  it('stays quick for the largest program over the longest value the rules test', () => {
    const started = performance.now();
    // 600 optional copies: about 1,800 states, most of them live at every step: past the step budget.
    expect(() => compileLinearPattern('a{0,600}b').test('a'.repeat(5_000))).toThrow(PatternStepLimitError);
    expect(compileLinearPattern('a{0,600}b').test('a'.repeat(1_000))).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('leaves validity to JavaScript', () => {
    expect(() => compileLinearPattern('(')).toThrow(SyntaxError);
    expect(() => compileLinearPattern('a**')).toThrow(SyntaxError);
  });

  it('runs exponential patterns for JavaScript in time linear in the input', () => {
    const value = `${'a'.repeat(10_000)}!`;
    const started = performance.now();
    expect(compileLinearPattern('^(a+)+$').test(value)).toBe(false);
    expect(compileLinearPattern('^(a|aa)+$').test(value)).toBe(false);
    expect(compileLinearPattern('^(\\w+\\s?)*$').test(value)).toBe(false);
    expect(compileLinearPattern('(a*)*b').test(value)).toBe(false);
    expect(compileLinearPattern('^(a+)+!$').test(value)).toBe(true);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('S16: character classes cost O(log items) per character, and a step budget ends the rest', () => {
  const probe = `[${'b'.repeat(960)}a]{600}X`;

  it('S16: the review probe ([b×960 a]{600}X against a×5000) answers at once', () => {
    const started = performance.now();
    // Before: each of the 600 live states tested the class item by item (961 tests): 5.7 s in the review.
    expect(paramPatternProblem(probe, 'a'.repeat(5_000))).toEqual({ rule: 'regex', regex: probe });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(compileLinearPattern(probe).test(`${'a'.repeat(600)}X`)).toBe(true);
  });

  it('S16: a value past the step budget ends with a clear error, not a long run', () => {
    const started = performance.now();
    expect(() => compileLinearPattern('a{0,600}b', { stepLimit: 100_000 }).test('a'.repeat(5_000))).toThrow(
      new PatternStepLimitError(100_000),
    );
    expect(new PatternStepLimitError(100_000).message).toBe(
      'checking this value against the pattern takes more than 100000 steps',
    );
    expect(paramPatternProblem('a{0,600}b', 'a'.repeat(5_000))).toEqual({
      rule: 'regexInvalid',
      regex: 'a{0,600}b',
      reason: `checking this value against the pattern takes more than ${PARAM_REGEX_STEP_LIMIT} steps`,
    });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('large, negated and escape-mixed classes still agree with RegExp', () => {
    const patterns = [
      `^[${'b'.repeat(300)}a]+$`,
      '^[^\\d\\s]+$',
      '^[\\W_]+$',
      '^[z-\\d]+$',
      '^[\\S\\s]$',
      '^[^\\w.-]*$',
      '[\\u00e0-\\u00ff\\x41-\\x43q]',
      '^[\\0-\\x1f]',
      '[\\b]',
      '[^\\uffff]',
    ];
    const inputs = [...INPUTS, 'z-9', '-', '\u0000', '\b', '\uffff', 'ÀÿB', ' \u2000 ', 'a_b', '...'];
    for (const pattern of patterns) {
      const linear = compileLinearPattern(pattern);
      const native = new RegExp(pattern);
      for (const input of inputs)
        expect([pattern, input, linear.test(input)]).toEqual([pattern, input, native.test(input)]);
    }
  });
});
