import { describe, expect, it } from 'vitest';
import type { PlaybookParameter } from '@mission-control/api/schemas';
import { parameterEnv, renderDefault, textProblem, validateParameters } from './params';

describe('renderDefault', () => {
  const context = { check: { name: 'homepage', id: 'c1', labels: { a: 'b' } }, user: { name: 'Ada' } };
  it.each([
    ['{{.check.name}}', 'homepage'],
    ['{{ .check.name }} by {{.user.name}}', 'homepage by Ada'],
    ['{{.check.labels}}', ''],
    ['{{.component.name}}', ''],
    ['{{.check.constructor}}', ''],
    ['{{ exec "rm" }}', '{{ exec "rm" }}'],
    ['plain', 'plain'],
  ])('%s → %j', (template, expected) => {
    expect(renderDefault(template, context)).toBe(expected);
  });
});

// The rules are tested in @mission-control/api (rules/playbookParams.test.ts); here, the server's wording of each.
describe('textProblem', () => {
  it.each([
    ['abc', { minLength: 5 }, 'must be at least 5 characters'],
    ['abcdef', { maxLength: 5 }, 'must be at most 5 characters'],
    ['7', { min: 1, max: 10 }, undefined],
    ['0', { min: 1 }, 'must be at least 1'],
    ['11', { max: 10 }, 'must be at most 10'],
    ['x', { min: 1 }, 'must be a number'],
    ['AB-1', { regex: '^[A-Z]+-\\d+$' }, undefined],
    ['ab-1', { regex: '^[A-Z]+-\\d+$' }, 'must match ^[A-Z]+-\\d+$'],
    ['x', { regex: '(' }, 'has an invalid pattern in its definition (Unterminated group)'],
    ['x'.repeat(5_001), { regex: 'x' }, 'is too long to check against its pattern (at most 5000 characters)'],
    ['My_App', { format: 'dns1123' }, 'must be lowercase letters, digits and hyphens in dot-separated labels'],
    ['2GB', { format: 'bytes' }, 'must be a number with unit Mi, Gi or Ti'],
    ['0.5', { format: 'millicores' }, 'must be a number with suffix m'],
  ])('%j with %j → %s', (value, properties, expected) => {
    expect(textProblem(value, properties)).toBe(expected);
  });

  it('does not hang on a catastrophic pattern from a definition', () => {
    const started = performance.now();
    expect(textProblem(`${'a'.repeat(4_000)}!`, { regex: '^(a+)+$' })).toBe('must match ^(a+)+$');
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('validateParameters', () => {
  const definitions: PlaybookParameter[] = [
    { name: 'note', label: 'Note', required: true },
    { name: 'verbose', type: 'checkbox', default: false },
    { name: 'env', type: 'list', properties: { options: [{ label: 'Staging', value: 'staging' }, 'prod'] } },
    { name: 'spec', type: 'code' },
    { name: 'ticket', label: 'Ticket', properties: { regex: '^OPS-\\d+$' } },
    { name: 'pattern', properties: { regex: '(?=x)' } },
    { name: 'level', type: 'list', properties: { options: [{ value: 3 }] } },
  ];

  it('applies defaults and coerces checkbox text', () => {
    expect(validateParameters(definitions, { note: 'x', verbose: 'true', env: 'prod' })).toEqual({
      note: 'x',
      verbose: true,
      env: 'prod',
    });
    expect(validateParameters(definitions, { note: 'x' })).toEqual({ note: 'x', verbose: false });
  });

  it.each([
    [{}, 'parameter "Note" is required'],
    [{ note: '  ' }, 'parameter "Note" is required'],
    [{ note: { x: 1 } }, 'parameter "Note" must be text'],
    [{ note: 'x', verbose: 'yes' }, 'parameter "verbose" must be true or false'],
    [{ note: 'x', env: 'moon' }, 'parameter "env" must be one of the listed options'],
    [{ note: 'x', ticket: 'ops-1' }, 'parameter "Ticket" must match ^OPS-\\d+$'],
    [{ note: 'x', ticket: 'OPS-1', pattern: 'y' }, 'parameter "pattern" has an invalid pattern in its definition'],
    [{ note: 'x', other: 1 }, 'unknown parameter "other"'],
  ])('%j → %s', (given, message) => {
    expect(() => validateParameters(definitions, given)).toThrow(message);
  });

  it('compares list values as text, so the console\'s "3" matches an option value 3', () => {
    expect(validateParameters(definitions, { note: 'x', level: '3' }).level).toBe('3');
    expect(validateParameters(definitions, { note: 'x', level: 3 }).level).toBe(3);
  });

  it('keeps code values as given', () => {
    expect(validateParameters(definitions, { note: 'x', spec: { a: [1] } }).spec).toEqual({ a: [1] });
  });
});

describe('parameterEnv', () => {
  it('upper-cases names and keeps values as text', () => {
    expect(parameterEnv({ note: 'a b', 'dry-run': true, spec: { a: 1 } })).toEqual({
      PARAM_NOTE: 'a b',
      PARAM_DRY_RUN: 'true',
      PARAM_SPEC: '{"a":1}',
    });
  });
});
