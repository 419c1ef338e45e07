import { describe, expect, it } from 'vitest';
import type { PlaybookParameter } from '@mission-control/api';
import { everyTypeParams } from '../__fixtures__/playbooks';
import {
  codeLanguage,
  codeSize,
  initialValues,
  listOptions,
  paramControl,
  paramInputType,
  runParams,
  validateParam,
  validateParams,
} from './paramForm';

const text = (properties: Record<string, unknown>, extra: Partial<PlaybookParameter> = {}): PlaybookParameter => ({
  name: 'p',
  type: 'text',
  properties,
  ...extra,
});
const message = (param: PlaybookParameter, value: string | boolean) => validateParam(param, value)?.message;

describe('paramControl', () => {
  it.each([
    [{ name: 'a' }, 'text'],
    [{ name: 'a', type: 'text', properties: { multiline: true } }, 'textarea'],
    [{ name: 'a', type: 'text', properties: { multiline: 'true' } }, 'textarea'],
    [{ name: 'a', properties: { format: 'bytes' } }, 'bytes'],
    [{ name: 'a', properties: { format: 'millicores' } }, 'millicores'],
    [{ name: 'a', properties: { format: 'dns1123' } }, 'text'],
    [{ name: 'a', type: 'checkbox' }, 'checkbox'],
    [{ name: 'a', type: 'list' }, 'list'],
    [{ name: 'a', type: 'code' }, 'code'],
    [{ name: 'a', type: 'people' }, 'reference'],
    [{ name: 'a', type: 'team' }, 'reference'],
    [{ name: 'a', type: 'component' }, 'reference'],
    [{ name: 'a', type: 'config' }, 'reference'],
    [{ name: 'a', type: 'check' }, 'reference'],
    [{ name: 'a', type: 'something-new' }, 'text'],
  ] as Array<[PlaybookParameter, string]>)('%j → %s', (param, control) => {
    expect(paramControl(param)).toBe(control);
  });

  it('reads input types, code language and size with safe fallbacks', () => {
    expect(paramInputType(text({ format: 'email' }))).toBe('email');
    expect(paramInputType(text({ format: 'date' }))).toBe('text');
    expect(codeLanguage({ name: 'c', properties: { language: 'json' } })).toBe('json');
    expect(codeLanguage({ name: 'c', properties: { language: 'hcl' } })).toBe('yaml');
    expect(codeSize({ name: 'c', properties: { size: 'large' } })).toBe('large');
    expect(codeSize({ name: 'c', properties: { size: 'huge' } })).toBe('small');
  });

  it('reads list options as {label, value} objects or plain values', () => {
    expect(
      listOptions({ name: 'l', properties: { options: [{ label: 'A', value: 'a' }, 'b', { value: 3 }] } }),
    ).toEqual([
      { id: 'a', label: 'A' },
      { id: 'b', label: 'b' },
      { id: '3', label: '3' },
    ]);
  });
});

// The rules are tested in @mission-control/api (rules/playbookParams.test.ts); here, the form's wording of each.
describe('validateParam', () => {
  it.each([
    [text({}, { required: true }), '', 'This field is required'],
    [text({}), '', undefined],
    [text({ minLength: 3 }), 'ab', 'Must be at least {minLength} characters'],
    [text({ maxLength: 3 }), 'abcd', 'Must be at most {maxLength} characters'],
    [text({ min: 1 }), '0', 'Must be at least {min}'],
    [text({ max: 5 }), '6', 'Must be at most {max}'],
    [text({ min: 1 }), 'many', 'This field must be a number'],
    [text({ regex: '^OPS-\\d+$' }), 'OPS-12', undefined],
    [text({ regex: '^OPS-\\d+$' }), 'ops-12', 'Must match {regex}'],
    [text({ format: 'dns1123' }), 'my-app.prod', undefined],
    [text({ format: 'dns1123' }), 'My_App', expect.stringContaining('lowercase')],
    [text({ format: 'bytes' }), '512', undefined],
    [text({ format: 'bytes' }), '2GB', 'Must be a number with unit Mi, Gi or Ti'],
    [text({ format: 'millicores' }), '0.5', 'Must be a number of millicores ending in m, e.g. 500m'],
    [{ name: 'c', type: 'code', properties: { language: 'json' } }, '{"a":', 'Must be valid JSON'],
    [{ name: 'c', type: 'code', properties: { language: 'json' } }, '{"a":1}', undefined],
    [{ name: 'c', type: 'code' }, 'a: [1', 'Must be valid YAML'],
    [{ name: 'c', type: 'code' }, 'a: 1', undefined],
    [{ name: 'l', type: 'list', properties: { options: ['a'] } }, 'z', 'Choose one of the options'],
    [{ name: 'b', type: 'checkbox', required: true }, false, undefined],
  ] as Array<[PlaybookParameter, string | boolean, unknown]>)('%j with %j → %s', (param, value, expected) => {
    expect(message(param, value)).toEqual(expected);
  });

  it('reports an invalid pattern in the definition, with the reason', () => {
    expect(validateParam(text({ regex: '(' }), 'anything')).toEqual({
      key: 'playbooks.param.regexInvalid',
      message: "The pattern {regex} in this parameter's definition is invalid: {reason}",
      values: { regex: '(', reason: 'Unterminated group' },
    });
  });

  it('does not hang the tab on a catastrophic pattern, and caps what it tests', () => {
    const started = performance.now();
    expect(message(text({ regex: '^(a+)+$' }), `${'a'.repeat(4_000)}!`)).toBe('Must match {regex}');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(validateParam(text({ regex: 'a' }), 'a'.repeat(5_001))).toEqual({
      key: 'playbooks.param.regexInputTooLong',
      message: 'Too long to check against the pattern: at most {limit} characters',
      values: { limit: 5_000 },
    });
  });

  it('carries the numbers for translation', () => {
    expect(validateParam(text({ minLength: 3 }), 'a')).toEqual({
      key: 'playbooks.param.minLength',
      message: 'Must be at least {minLength} characters',
      values: { minLength: 3 },
    });
  });
});

describe('form values', () => {
  it('starts from the defaults: checkbox text as a boolean, code objects as YAML', () => {
    expect(initialValues(everyTypeParams)).toEqual({
      release: '',
      reason: '',
      replicas: '2',
      ticket: '',
      memory: '512Mi',
      cpu: '250m',
      dryRun: true,
      environment: 'staging',
      values: 'replicas: 2\n',
      owner: '',
    });
    expect(initialValues([{ name: 'c', type: 'code', default: { a: 1 }, properties: { language: 'json' } }])).toEqual({
      c: '{\n  "a": 1\n}',
    });
  });

  it('finds every problem at once', () => {
    const problems = validateParams(everyTypeParams, { ...initialValues(everyTypeParams), memory: '1GB' });
    expect(Object.keys(problems).sort()).toEqual(['memory', 'release']);
  });

  it('sends blank optional values as absent, bare byte counts in Mi and sizes trimmed', () => {
    expect(
      runParams(everyTypeParams, {
        ...initialValues(everyTypeParams),
        release: 'web',
        memory: '256',
        cpu: ' 250m ',
        dryRun: false,
      }),
    ).toEqual({
      release: 'web',
      replicas: '2',
      memory: '256Mi',
      cpu: '250m',
      dryRun: false,
      environment: 'staging',
      values: 'replicas: 2\n',
    });
  });
});
