import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PostgrestQuery } from '@mission-control/api';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { ResourceEditor } from './ResourceEditor';
import { ResourceListPage } from './ResourceListPage';
import { parseYaml, sourceNote } from './resourceKinds';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const TEAM = {
  id: 't1',
  name: 'sre',
  icon: 'group',
  spec: { components: [] },
  source: 'UI',
  created_at: '2026-11-25T10:00:00Z',
};

function setup(ui: React.ReactNode, rows: Record<string, unknown>[] = [TEAM]) {
  const router = createMemoryRouterAdapter('/settings/teams');
  const queries: PostgrestQuery[] = [];
  const list = vi.fn(async (query: PostgrestQuery) => {
    queries.push(query);
    if (query.table === 'job_histories') return { data: [], totalEntries: 0 };
    return { data: rows, totalEntries: rows.length };
  });
  const insert = vi.fn(async (_table: string, row: object) => [{ ...row, id: 'new-id' }]);
  const update = vi.fn(async (_query: unknown, row: object) => [{ ...TEAM, ...row }]);
  const softDelete = vi.fn(async () => undefined);
  const user = userEvent.setup();
  render(
    <StrictMode>
      <TestConsoleProvider client={{ db: { list, insert, update, softDelete } as never }} router={router}>
        {ui}
      </TestConsoleProvider>
    </StrictMode>,
  );
  return { router, list, insert, update, softDelete, user, queries };
}

describe('resource helpers', () => {
  it('footer note by source', () => {
    expect(sourceNote({ source: 'UI' })).toEqual({ kind: 'edit' });
    expect(sourceNote({})).toEqual({ kind: 'edit' });
    expect(sourceNote({ source: 'UI', agent_id: '00000000-0000-0000-0000-000000000000' })).toEqual({ kind: 'edit' });
    expect(sourceNote({ agent_id: 'a1' })).toEqual({ kind: 'agent', agentId: 'a1' });
    expect(sourceNote({ source: 'component/c1' })).toEqual({ kind: 'component', href: '/topology/c1' });
    expect(sourceNote({ source: 'kubernetes/k1' })).toEqual({ kind: 'catalog', href: '/catalog/k1' });
    expect(sourceNote({ source: 'ConfigFile' })).toEqual({ kind: 'local-file' });
    expect(sourceNote({ source: 'CRD' })).toEqual({ kind: 'crd', source: 'CRD' });
  });
  it('invalid YAML is reported and the previous value kept', () => {
    expect(parseYaml('a: 1', null)).toEqual({ value: { a: 1 } });
    const bad = parseYaml('a: [1', { a: 0 });
    expect(bad.value).toEqual({ a: 0 });
    expect(bad.error).toBeTruthy();
  });
});

describe('ResourceListPage', () => {
  it('asks for at most 100 rows newest first and opens a row in the editor', async () => {
    const { user, router, queries } = setup(<ResourceListPage table="teams" />);
    await user.click(await screen.findByText('sre'));
    await waitFor(() => expect(router.location).toBe('/settings/teams/t1'));
    const params = new URLSearchParams(queries[0]!.toParams());
    expect(params.get('limit')).toBe('100');
    expect(params.get('order')).toBe('created_at.desc');
  });
  it("says 'No resources found' when empty", async () => {
    setup(<ResourceListPage table="rules" />, []);
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
  });
});

describe('ResourceEditor', () => {
  it('a new team defaults its icon to group and is saved', async () => {
    const done = vi.fn();
    const { user, insert } = setup(<ResourceEditor table="teams" onDone={done} />);
    expect(await screen.findByRole('textbox', { name: 'Icon' })).toHaveValue('group');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'platform');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(insert).toHaveBeenCalledWith('teams', { name: 'platform', spec: {}, icon: 'group' }, expect.anything()),
    );
    await waitFor(() => expect(done).toHaveBeenCalledWith('new-id'));
  });

  it('edits: Update keeps the previous spec when the YAML is invalid, and shows the error', async () => {
    const { user, update } = setup(<ResourceEditor table="teams" id="t1" members={(id) => <p>members of {id}</p>} />);
    const spec = await screen.findByRole('textbox', { name: 'Spec' });
    await waitFor(() => expect(spec).toHaveValue('components: []\n'));
    // One edit from the stored spec to invalid YAML (a paste): the stored value is what is kept.
    await user.click(spec);
    await user.keyboard('{End}[[');
    expect(await screen.findByText(/flow sequence|Unexpected|Missing|end of/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1]).toMatchObject({ spec: { components: [] } });
    expect(screen.getByRole('tab', { name: 'Members' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Job History' })).toBeInTheDocument();
  });

  it('deletes after the confirmation and toasts', async () => {
    const { user, softDelete } = setup(<ResourceEditor table="teams" id="t1" />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this resource?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(softDelete).toHaveBeenCalledWith('teams', 't1'));
    expect(await screen.findByText('sre deleted successfully')).toBeInTheDocument();
  });

  it('a resource from a local file shows the note and no edit controls', async () => {
    setup(<ResourceEditor table="topologies" id="t1" />, [{ ...TEAM, source: 'ConfigFile' }]);
    expect(await screen.findByText('Linked to local file')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
