import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, ERROR_MESSAGES, errorMessageOf } from './errors';
import { errorBodySchema } from './schemas/errorBody';
import { createTransport } from './transport';
import { fakeFetch, json } from './test/fakeFetch';

const SENTENCE = 'an editor cannot write permissions';

async function refusedWith(body: unknown, status = 403): Promise<unknown> {
  const { fetch } = fakeFetch(() => json(body, { status }));
  return createTransport({ fetch })
    .request({ path: '/db/permissions', method: 'POST', body: {} }, z.unknown())
    .catch((error: unknown) => error);
}

describe('errorMessageOf', () => {
  it.each([
    ['the reference server today: {error: code, message}', { error: 'forbidden', message: SENTENCE }],
    ['the target and the real backend: {error: sentence, code}', { error: SENTENCE, code: 'forbidden' }],
    ['the real backend without a code: {error: sentence}', { error: SENTENCE }],
  ])('#29: a refused write reads the server sentence from %s', async (_shape, body) => {
    expect(errorBodySchema.safeParse(body).success).toBe(true);
    const error = await refusedWith(body);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessageOf(error)).toBe(SENTENCE);
  });

  it('keeps a sentence that looks like one word when the body says it is the sentence', async () => {
    expect(errorMessageOf(await refusedWith({ error: 'locked', code: 'conflict', message: 'x' }, 409))).toBe('locked');
  });

  it.each([
    [
      'a bare code, nothing better',
      new ApiError('forbidden', 'forbidden', { body: { error: 'forbidden' } }),
      'forbidden',
    ],
    ['no body: the error message', new ApiError('timeout', ERROR_MESSAGES.timeout), ERROR_MESSAGES.timeout],
    ['an empty body: the error message', new ApiError('http', 'boom', { body: {} }), 'boom'],
    ['a plain Error', new Error('plain'), 'plain'],
    ['not an error', 'nope', 'fallback'],
    ['an Error with a blank message', new Error('  '), 'fallback'],
  ])('%s', (_name, error, expected) => {
    expect(errorMessageOf(error, 'fallback')).toBe(expected);
  });

  it('defaults the fallback to the spec text', () => {
    expect(errorMessageOf(undefined)).toBe(ERROR_MESSAGES.generic);
  });
});
