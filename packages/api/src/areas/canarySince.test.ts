import { describe, expect, it } from 'vitest';
import { createClient } from '../client';
import * as fx from '../__fixtures__/backend';
import { fakeFetch, json } from '../test/fakeFetch';

describe('canary.summary with since (#25 delta protocol)', () => {
  it('GETs the summary with the version held, and reads a delta and a full answer', async () => {
    const item = fx.checkSummaryResponse.checks_summary[0]!;
    const answers = [
      { version: 'v1', ...fx.checkSummaryResponse },
      { version: 'v2', since: 'v1', runnerName: 'local', checks_summary: [item] },
    ];
    const { fetch, calls } = fakeFetch(() => json(answers.shift()));
    const client = createClient({ fetch });
    const full = await client.canary.summary({ since: '' });
    const delta = await client.canary.summary({ since: 'v1' });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', '/api/canary/api/summary?since='],
      ['GET', '/api/canary/api/summary?since=v1'],
    ]);
    expect(full).toMatchObject({ version: 'v1' });
    expect(full.since).toBeUndefined();
    expect(delta).toMatchObject({ version: 'v2', since: 'v1', checks_summary: [{ id: item.id }] });
  });

  it('reads an upstream backend that ignores the parameter: the whole summary, no version', async () => {
    const { fetch } = fakeFetch(() => json(fx.checkSummaryResponse));
    const answer = await createClient({ fetch }).canary.summary({ since: 'v1' });
    expect(answer.version).toBeUndefined();
    expect(answer.checks_summary).toHaveLength(fx.checkSummaryResponse.checks_summary.length);
  });
});
