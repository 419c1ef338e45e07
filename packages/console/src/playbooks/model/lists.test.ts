import { describe, expect, it } from 'vitest';
import { PLAYBOOK_ROWS } from '../__fixtures__/lists';
import { decodeRunsParams, DEFAULT_RUNS_RANGE, groupPlaybooks, writeRunsParams } from './lists';

describe('playbook lists model', () => {
  it('groups by category with "Other" last, and the category from the spec when the column is empty', () => {
    const rows = [...PLAYBOOK_ROWS, { ...PLAYBOOK_ROWS[2]!, id: 'x', name: 'spec-cat', spec: { category: 'Storage' } }];
    const groups = groupPlaybooks(rows, { search: '', category: '' });
    expect(groups.map((group) => group.category)).toEqual(['Diagnostics', 'Kubernetes', 'Storage', 'Other']);
    expect(groupPlaybooks(rows, { search: 'SHELL', category: '' })).toEqual([
      { category: 'Diagnostics', playbooks: [PLAYBOOK_ROWS[1]] },
    ]);
  });

  it('reads the runs URL, dropping unknown statuses and sorts; a filter change resets paging', () => {
    const state = decodeRunsParams(new URLSearchParams('status=exploded&sortBy=parameters&pageIndex=3&pageSize=7'));
    expect(state).toMatchObject({ status: '', sortBy: 'created_at', sortOrder: 'desc', pageIndex: 3, pageSize: 50 });
    expect(state.range).toEqual(DEFAULT_RUNS_RANGE);
    const next = writeRunsParams(new URLSearchParams('pageIndex=3'), { status: 'timed_out' });
    expect(next.toString()).toBe('status=timed_out');
    const ranged = writeRunsParams(next, { range: { type: 'relative', from: 'now-1d', to: 'now' } });
    expect(decodeRunsParams(ranged).range).toEqual({ type: 'relative', from: 'now-1d', to: 'now' });
    expect(writeRunsParams(ranged, { range: DEFAULT_RUNS_RANGE }).toString()).toBe('status=timed_out');
  });
});
