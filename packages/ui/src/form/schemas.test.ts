import { describe, expect, it } from 'vitest';
import { numberField, requiredString, type NumberFieldSchemaOptions } from './schemas';

function outcome(result: { success: boolean; data?: unknown; error?: { issues: { message: string }[] } }) {
  return result.success ? { ok: result.data } : { error: result.error?.issues[0]?.message };
}

describe('requiredString', () => {
  it.each([
    ['name', { ok: 'name' }],
    ['  padded  ', { ok: 'padded' }],
    ['', { error: 'This field is required' }],
    ['   ', { error: 'This field is required' }],
    [undefined, { error: 'This field is required' }],
    [null, { error: 'This field is required' }],
    [42, { error: 'This field is required' }],
  ])('%j → %j', (input, expected) => {
    expect(outcome(requiredString().safeParse(input))).toEqual(expected);
  });

  it('uses a caller message', () => {
    expect(outcome(requiredString('Name is required').safeParse(' '))).toEqual({ error: 'Name is required' });
  });
});

describe('numberField', () => {
  it.each([
    [{ min: 0 }, 5, { ok: 5 }],
    [{ min: 0 }, 0, { ok: 0 }],
    [{ min: 0 }, '12', { ok: 12 }],
    [{ min: 0 }, ' 7 ', { ok: 7 }],
    [{ min: 0 }, -1, { error: 'Must be at least 0' }],
    [{ max: 10 }, 11, { error: 'Must be at most 10' }],
    [{ min: 0 }, '', { error: 'This field is required' }],
    [{ min: 0 }, null, { error: 'This field is required' }],
    [{ min: 0 }, undefined, { error: 'This field is required' }],
    [{ min: 0 }, Number.NaN, { error: 'This field is required' }],
    [{ min: 0 }, 'abc', { error: 'This field must be a number' }],
    [{ min: 0 }, '1e', { error: 'This field must be a number' }],
    [{ min: 0 }, Number.POSITIVE_INFINITY, { error: 'This field must be a number' }],
    [{ min: 0, required: false }, '', { ok: undefined }],
    [{ min: 0, required: false }, null, { ok: undefined }],
    [{ min: 0, required: false }, -3, { error: 'Must be at least 0' }],
  ])('%j with %j → %j', (options: NumberFieldSchemaOptions, input, expected) => {
    const schema =
      options.required === false
        ? numberField({ ...options, required: false })
        : numberField({ ...options, required: true });
    expect(outcome(schema.safeParse(input))).toEqual(expected);
  });

  it('rejects values that are neither numbers nor text', () => {
    expect(outcome(numberField().safeParse(true as unknown as number))).toEqual({
      error: 'This field must be a number',
    });
  });
});
