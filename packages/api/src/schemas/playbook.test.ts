import { describe, expect, it } from 'vitest';
import { playbookRun } from '../__fixtures__/backend';
import { playbookRunSchema } from './playbook';

describe('playbookRunSchema', () => {
  it('keeps the actions GET /playbook/run/{id} sends, with their results and errors', () => {
    const run = playbookRunSchema.parse({
      ...playbookRun,
      actions: [
        {
          id: 'a1',
          name: 'collect diagnostics',
          status: 'completed',
          playbook_run_id: playbookRun.id,
          start_time: '2026-08-21T10:00:01+00:00',
          scheduled_time: '2026-08-21T10:00:01+00:00',
          end_time: '2026-08-21T10:00:02+00:00',
          result: { stdout: 'check: api\n', stderr: '', exitCode: 0 },
          retry_count: 0,
          agent_id: null,
          error: null,
        },
        { id: 'a2', name: 'ping', status: 'failed', result: null, error: 'GET x returned 500' },
      ],
    });
    expect(run.actions?.map((a) => [a.name, a.status, a.error ?? null])).toEqual([
      ['collect diagnostics', 'completed', null],
      ['ping', 'failed', 'GET x returned 500'],
    ]);
    expect(run.actions?.[0]?.result).toEqual({ stdout: 'check: api\n', stderr: '', exitCode: 0 });
  });

  it('reads a run without actions (list reads of playbook_runs)', () => {
    expect(playbookRunSchema.parse(playbookRun).actions).toBeUndefined();
  });

  it('refuses an action without a name', () => {
    expect(() => playbookRunSchema.parse({ ...playbookRun, actions: [{ id: 'a1', status: 'running' }] })).toThrow();
  });
});
