import { describe, expect, it } from 'vitest';
import {
  PARAM_REGEX_INPUT_LIMIT,
  PARAM_REGEX_PATTERN_LIMIT,
  compileParamPattern,
  isBlankParamValue,
  isListedParamOption,
  paramListOptions,
  paramNumberProperty,
  paramPatternProblem,
  paramTextProblem,
  playbookParamLabel,
  withDefaultByteUnit,
} from './playbookParams';

describe('paramTextProblem', () => {
  it.each([
    ['abc', {}, undefined],
    ['abc', { minLength: 5 }, { rule: 'minLength', minLength: 5 }],
    ['ab', { minLength: '3' }, { rule: 'minLength', minLength: 3 }],
    ['abcdef', { maxLength: 5 }, { rule: 'maxLength', maxLength: 5 }],
    ['abc', { minLength: 'many' }, undefined],
    ['7', { min: 1, max: 10 }, undefined],
    ['3', { min: 1, max: 5 }, undefined],
    ['0', { min: 1 }, { rule: 'min', min: 1 }],
    ['11', { max: 10 }, { rule: 'max', max: 10 }],
    ['x', { min: 1 }, { rule: 'number' }],
    ['many', { min: 1 }, { rule: 'number' }],
    ['  ', { max: 1 }, { rule: 'number' }],
    ['AB-1', { regex: '^[A-Z]+-\\d+$' }, undefined],
    ['OPS-12', { regex: '^OPS-\\d+$' }, undefined],
    ['ab-1', { regex: '^[A-Z]+-\\d+$' }, { rule: 'regex', regex: '^[A-Z]+-\\d+$' }],
    ['xx-ab-1-yy', { regex: 'ab-\\d' }, undefined],
    ['x', { regex: '' }, undefined],
    ['my-app.v1', { format: 'dns1123' }, undefined],
    ['my-app.prod', { format: 'dns1123' }, undefined],
    ['-app', { format: 'dns1123' }, { rule: 'dns1123' }],
    ['app-', { format: 'dns1123' }, { rule: 'dns1123' }],
    ['a..b', { format: 'dns1123' }, { rule: 'dns1123' }],
    ['My_App', { format: 'dns1123' }, { rule: 'dns1123' }],
    [`${'a'.repeat(250)}.com`, { format: 'dns1123' }, { rule: 'dns1123' }],
    ['512', { format: 'bytes' }, undefined],
    ['1.5Gi', { format: 'bytes' }, undefined],
    ['2Ti', { format: 'bytes' }, undefined],
    [' 512Mi ', { format: 'bytes' }, undefined],
    ['2GB', { format: 'bytes' }, { rule: 'bytes' }],
    ['Mi', { format: 'bytes' }, { rule: 'bytes' }],
    ['250m', { format: 'millicores' }, undefined],
    ['500m', { format: 'millicores' }, undefined],
    ['0.5', { format: 'millicores' }, { rule: 'millicores' }],
  ])('%j with %j → %j', (value, properties, expected) => {
    expect(paramTextProblem(value, properties)).toEqual(expected);
  });

  it('checks length before number, number before pattern, pattern before format', () => {
    const properties = { minLength: 2, min: 10, regex: '^1', format: 'millicores' };
    expect(paramTextProblem('5', properties)).toEqual({ rule: 'minLength', minLength: 2 });
    expect(paramTextProblem('50', properties)).toEqual({ rule: 'regex', regex: '^1' });
    expect(paramTextProblem('15', properties)).toEqual({ rule: 'millicores' });
  });
});

describe('definition patterns (user data)', () => {
  it.each([
    ['(', 'Unterminated group'],
    ['[a-', 'Unterminated character class'],
    ['a**', 'Nothing to repeat'],
    ['(?=a)b', 'lookahead and lookbehind are not supported'],
    ['(?<!a)b', 'lookahead and lookbehind are not supported'],
    ['(a)\\1', 'backreferences are not supported'],
    ['(a{100}){100}', 'the pattern expands to more than 2000 states'],
  ])('reports the invalid pattern %j with the reason', (regex, reason) => {
    expect(paramTextProblem('anything', { regex })).toEqual({ rule: 'regexInvalid', regex, reason });
    expect(compileParamPattern(regex).ok).toBe(false);
  });

  it('reports a pattern longer than the limit without compiling it', () => {
    const regex = 'a'.repeat(PARAM_REGEX_PATTERN_LIMIT + 1);
    expect(paramPatternProblem(regex, 'a')).toEqual({
      rule: 'regexInvalid',
      regex,
      reason: `the pattern is longer than ${PARAM_REGEX_PATTERN_LIMIT} characters`,
    });
  });

  it('reports a value longer than the input limit instead of testing it', () => {
    expect(paramPatternProblem('^a+$', 'a'.repeat(PARAM_REGEX_INPUT_LIMIT))).toBeUndefined();
    expect(paramPatternProblem('^a+$', 'a'.repeat(PARAM_REGEX_INPUT_LIMIT + 1))).toEqual({
      rule: 'regexInputTooLong',
      regex: '^a+$',
      limit: PARAM_REGEX_INPUT_LIMIT,
    });
  });

  it.each(['(a+)+$', '(a|aa)+$', '(a*)*b', '^(\\w+\\s?)*$', '(.*a){20}'])(
    'answers quickly for the catastrophic pattern %j on the longest input checked',
    (regex) => {
      const value = `${'a'.repeat(PARAM_REGEX_INPUT_LIMIT - 1)}!`;
      const started = performance.now();
      const problem = paramPatternProblem(regex, value);
      const elapsed = performance.now() - started;
      // A backtracking engine would take longer than the age of the universe here.
      expect(elapsed).toBeLessThan(2_000);
      expect(problem === undefined || problem.rule === 'regex').toBe(true);
    },
  );

  it('matches anywhere unless anchored, like RegExp.test', () => {
    expect(paramPatternProblem('(a+)+$', 'baaa')).toBeUndefined();
    expect(paramPatternProblem('^(a+)+$', 'baaa')).toEqual({ rule: 'regex', regex: '^(a+)+$' });
  });

  it('reuses the compiled pattern', () => {
    expect(compileParamPattern('^x$')).toBe(compileParamPattern('^x$'));
  });
});

describe('list options', () => {
  const properties = { options: [{ label: 'A', value: 'a' }, 'b', { value: 3 }, null, { label: 'none' }] };

  it('reads {label, value} objects or plain values', () => {
    expect(paramListOptions(properties)).toEqual([
      { id: 'a', label: 'A' },
      { id: 'b', label: 'b' },
      { id: '3', label: '3' },
    ]);
    expect(paramListOptions({ options: 'a,b' })).toEqual([]);
  });

  it.each([
    ['a', true],
    ['b', true],
    ['3', true],
    [3, true],
    ['A', false],
    ['z', false],
    [{ value: 'a' }, false],
  ])('%j is listed: %s', (value, listed) => {
    expect(isListedParamOption(properties, value)).toBe(listed);
  });

  it('allows anything when no options are listed', () => {
    expect(isListedParamOption({}, 'z')).toBe(true);
  });
});

describe('small rules', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['  ', true],
    ['x', false],
    [false, false],
    [0, false],
  ])('%j is blank: %s', (value, blank) => {
    expect(isBlankParamValue(value)).toBe(blank);
  });

  it('labels a parameter by its label, else its name', () => {
    expect(playbookParamLabel({ name: 'note', label: 'Note' })).toBe('Note');
    expect(playbookParamLabel({ name: 'note', label: '  ' })).toBe('note');
    expect(playbookParamLabel({ name: 'note' })).toBe('note');
  });

  it('reads numeric properties given as numbers or numeric text', () => {
    expect(paramNumberProperty({ a: 2, b: '3', c: 'x', d: '', e: null }, 'a')).toBe(2);
    expect(paramNumberProperty({ b: '3' }, 'b')).toBe(3);
    expect(paramNumberProperty({ c: 'x' }, 'c')).toBeUndefined();
    expect(paramNumberProperty({ d: '' }, 'd')).toBeUndefined();
  });

  it.each([
    ['256', '256Mi'],
    [' 1.5 ', '1.5Mi'],
    ['2Gi', '2Gi'],
    [' 512Mi ', '512Mi'],
  ])('bytes %j are sent as %j', (value, sent) => {
    expect(withDefaultByteUnit(value)).toBe(sent);
  });
});
