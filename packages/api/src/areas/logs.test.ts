import { describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { fakeFetch, json } from '../test/fakeFetch';

describe('#24 logs client', () => {
  it('posts the search with its time range and reads {total, results}', async () => {
    const { fetch, calls } = fakeFetch(() =>
      json({
        total: 1,
        results: [{ timestamp: '2026-11-27T10:05:00Z', message: 'payment declined', labels: { level: 'error' } }],
      }),
    );
    const page = await createClient({ fetch }).logs.query({
      id: 'c1',
      name: 'files',
      query: 'declined',
      start: 'now-1h',
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/logs',
      body: { id: 'c1', name: 'files', query: 'declined', start: 'now-1h' },
    });
    expect(page.results[0]).toMatchObject({ message: 'payment declined', labels: { level: 'error' } });
  });

  it('refuses an answer that is not a log page', async () => {
    const { fetch } = fakeFetch(() => json({ results: 'nope' }));
    await expect(createClient({ fetch }).logs.query({})).rejects.toMatchObject({ kind: 'schema' });
  });

  it("carries the server's 400 sentence", async () => {
    const error = "Log selector with the name 'x' was not found. Available names: [files]";
    const { fetch } = fakeFetch(() => json({ error }, { status: 400 }));
    await expect(createClient({ fetch }).logs.query({ name: 'x' })).rejects.toThrow(error);
  });
});
