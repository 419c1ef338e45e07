import { describe, expect, it } from 'vitest';
import type { Translate } from '@mission-control/ui';
import { editorErrors, editorResolver, valueName, type EditorForm } from './editorForm';
import { INVALID_SPEC, REQUIRED } from './fields';

const t: Translate = (_key, fallback) => fallback;
const options = { fields: {}, shouldUseNativeValidation: false } as never;

function resolve(type: Parameters<typeof editorResolver>[0], tab: 'form' | 'code', data: EditorForm) {
  return editorResolver(type, t)(data, { tab }, options);
}

describe('editor form', () => {
  it('names a flat field below values', () => {
    expect(valueName('filter.maxAge')).toBe('values.filter.maxAge');
  });

  it('nests errors the way react-hook-form reads them', () => {
    expect(editorErrors({ name: REQUIRED, 'filter.maxCount': 'bad' }, INVALID_SPEC)).toEqual({
      values: {
        name: { type: 'validate', message: REQUIRED },
        filter: { maxCount: { type: 'validate', message: 'bad' } },
      },
      code: { type: 'validate', message: INVALID_SPEC },
    });
    expect(editorErrors({})).toEqual({});
  });

  it('validates the form tab with the type’s fields', async () => {
    const data: EditorForm = { values: { name: '', thresholdMillis: 'abc' }, code: '[1' };
    const result = await resolve('http', 'form', data);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      values: {
        name: { type: 'validate', message: REQUIRED },
        url: { type: 'validate', message: REQUIRED },
        thresholdMillis: { type: 'validate', message: 'This field must be a number' },
      },
    });
    const valid: EditorForm = { values: { name: 'web', url: 'https://x' }, code: '[1' };
    expect(await resolve('http', 'form', valid)).toEqual({ values: valid, errors: {} });
  });

  it('on the code tab needs a name, then a spec that is a map', async () => {
    expect((await resolve('dns', 'code', { values: { name: ' ' }, code: '[1' })).errors).toEqual({
      values: { name: { type: 'validate', message: REQUIRED } },
    });
    expect((await resolve('http', 'code', { values: { name: 'web' }, code: '[1' })).errors).toEqual({
      code: { type: 'validate', message: INVALID_SPEC },
    });
    const valid: EditorForm = { values: { name: 'web' }, code: 'dns: []' };
    expect(await resolve('dns', 'code', valid)).toEqual({ values: valid, errors: {} });
  });
});
