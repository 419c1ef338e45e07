import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient, errorMessageOf } from '@mission-control/api';
import { errorBodySchema } from '@mission-control/api/schemas';
import { createApp } from '../app';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { authedFetch, createPerson, requester, sessionHeaders } from '../testing/auth';
import { badRequest, HttpError } from './errors';

describe('the error body', () => {
  it('is {error: <sentence>, code} as the real backend writes it, valid for api’s errorBodySchema', () => {
    const body = badRequest('Name is required').toJSON();
    expect(body).toEqual({ error: 'Name is required', code: 'bad_request' });
    expect(errorBodySchema.parse(body)).toEqual(body);
  });

  it('carries a sentence even when the thrower gave none, never the bare code', () => {
    const body = new HttpError('forbidden').toJSON();
    expect(body.code).toBe('forbidden');
    expect(body.error).not.toBe('forbidden');
    expect(body.error).toMatch(/ /);
  });
});

describe('a refused write, as a client shows it', () => {
  let test: TestDatabase;
  let app: ReturnType<typeof createApp>;
  let viewer: Awaited<ReturnType<typeof sessionHeaders>>;

  beforeAll(async () => {
    test = await createTestDatabase('pglite');
    app = createApp({ db: test.db });
    viewer = await sessionHeaders(test.db, await createPerson(test.db, ['viewer'], { email: 'vera@example.com' }));
  });

  afterAll(async () => {
    await test.drop();
  });

  it('answers 403 with the reason as `error` and the word as `code`', async () => {
    const response = await requester(app, viewer)('http://localhost/api/agent/generate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'edge-9' }),
    });
    expect(response.status).toBe(403);
    expect(errorBodySchema.parse(await response.json())).toEqual({
      error: 'write on agents is not granted to vera@example.com',
      code: 'forbidden',
    });
  });

  it('reaches the toast as the server’s sentence through the api client (errorMessageOf)', async () => {
    const client = createClient({ baseUrl: 'http://localhost', fetch: authedFetch(app, viewer) });
    const error = await client.agents.generate({ name: 'edge-9' }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('forbidden');
    expect(errorMessageOf(error, 'Could not register the agent')).toBe(
      'write on agents is not granted to vera@example.com',
    );
  });

  it('answers bad JSON with a sentence the same way (http/input readJson)', async () => {
    const response = await requester(app, await sessionHeaders(test.db))('http://localhost/api/agent/generate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'request body must be JSON', code: 'bad_request' });
  });
});
