import { describe, expect, it } from 'vitest';
import { createClient } from '../client';

describe('topology.run', () => {
  it('POSTs /api/topology/{id}/run and reads the run as a job_history row with its summary', async () => {
    const calls: Array<{ url: string; method: string | undefined }> = [];
    const client = createClient({
      baseUrl: 'http://mc.test',
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push({ url: String(input), method: init?.method });
        return Response.json({
          id: 'j1',
          name: 'TopologyRun',
          status: 'SUCCESS',
          success_count: 3,
          error_count: 0,
          details: { topology_summary: { created: 3 } },
        });
      },
    });
    const run = await client.topology.run('a0000000-0000-4000-8000-000000000001');
    expect(calls).toEqual([
      { url: 'http://mc.test/api/topology/a0000000-0000-4000-8000-000000000001/run', method: 'POST' },
    ]);
    expect(run.status).toBe('SUCCESS');
    expect(run.details).toMatchObject({ topology_summary: { created: 3 } });
  });

  it("rejects with the server's sentence when a run is already in progress", async () => {
    const client = createClient({
      fetch: async () => Response.json({ error: 'topology shop is already running' }, { status: 409 }),
    });
    await expect(client.topology.run('t')).rejects.toMatchObject({
      kind: 'conflict',
      message: 'topology shop is already running',
    });
  });
});
