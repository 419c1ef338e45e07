import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PostgrestQuery } from '@mission-control/api';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { ResourceEditor } from './ResourceEditor';
import { ResourceListPage } from '../ResourceListPage/ResourceListPage';
import { parseYaml, sourceNote } from '../model/resourceKinds';

// jsdom cannot run Monaco: the ui CodeEditor's lazy Monaco module becomes a plain textbox with the
// same name, value and change contract, so the tests read what a user types.
vi.mock(
  '../../../../ui/src/CodeEditor/MonacoEditor',
  () => import('../../../../ui/src/CodeEditor/__fixtures__/MonacoTextarea'),
);

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

function setup(
  ui: React.ReactNode,
  rows: Record<string, unknown>[] = [TEAM],
  user: { id: string; name: string; roles: string[] } | undefined = undefined,
) {
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
  const events = userEvent.setup();
  render(
    <StrictMode>
      <TestConsoleProvider
        client={{ db: { list, insert, update, softDelete } as never }}
        router={router}
        {...(user ? { user } : {})}
      >
        {ui}
      </TestConsoleProvider>
    </StrictMode>,
  );
  return { router, list, insert, update, softDelete, user: events, queries };
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
    expect(sourceNote({ source: 'KubernetesCRD', name: 'web' })).toEqual({
      kind: 'crd',
      source: 'KubernetesCRD',
      href: '/catalog?search=web',
    });
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
      expect(insert).toHaveBeenCalledWith(
        'teams',
        { name: 'platform', spec: {}, icon: 'group', source: 'UI' },
        expect.anything(),
      ),
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

describe('ResourceEditor states', () => {
  it("shows 'Saving' while a new resource is written", async () => {
    let release!: () => void;
    const pending = new Promise<void>((resolve) => (release = resolve));
    const { user, insert } = setup(<ResourceEditor table="rules" />);
    insert.mockImplementation(async (_table: string, row: object) => {
      await pending;
      return [{ ...row, id: 'r1' }];
    });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'page on-call');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it("shows 'Updating' while an existing resource is written", async () => {
    let release!: () => void;
    const pending = new Promise<void>((resolve) => (release = resolve));
    const { user, update } = setup(<ResourceEditor table="teams" id="t1" />);
    update.mockImplementation(async (_query: unknown, row: object) => {
      await pending;
      return [{ ...TEAM, ...row }];
    });
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('button', { name: 'Updating' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled());
  });

  it('reports invalid labels YAML and saves the previous labels', async () => {
    const { user, update } = setup(<ResourceEditor table="topologies" id="t1" />, [
      { ...TEAM, namespace: 'default', labels: { team: 'sre' } },
    ]);
    const labels = await screen.findByRole('textbox', { name: 'Labels' });
    await waitFor(() => expect(labels).toHaveValue('team: sre\n'));
    await user.click(labels);
    await user.keyboard('{End}{{');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1]).toMatchObject({ labels: { team: 'sre' }, namespace: 'default' });
  });

  it.each([
    [{ agent_id: 'a1', agent_details: { id: 'a1', name: 'edge' } }, 'link', 'edge', '/settings/agents?id=a1'],
    [{ source: 'component/c9' }, 'link', 'Linked to component', '/topology/c9'],
    [{ source: 'kubernetes/k9' }, 'link', 'Linked to catalog item', '/catalog/k9'],
    [{ source: 'KubernetesCRD' }, 'link', 'Linked to CRD', '/catalog?search=sre'],
  ])('a resource from %o is read-only with its footer link', async (source, role, name, href) => {
    setup(<ResourceEditor table="teams" id="t1" />, [{ ...TEAM, ...source }]);
    expect(await screen.findByRole(role as 'link', { name })).toHaveAttribute('href', href);
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Spec' })).toHaveAttribute('readonly');
  });

  it('the all-zero agent with a UI source keeps the edit controls', async () => {
    setup(<ResourceEditor table="teams" id="t1" />, [{ ...TEAM, agent_id: '00000000-0000-0000-0000-000000000000' }]);
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('opens on the Members tab when asked, with the team name for the panel', async () => {
    setup(
      <ResourceEditor
        table="teams"
        id="t1"
        tab="members"
        members={(id, name) => (
          <p>
            members of {name} {id}
          </p>
        )}
      />,
    );
    expect(await screen.findByText('members of sre t1')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Members', selected: true })).toBeInTheDocument();
  });

  it('has no Members tab for other kinds, and the Job History tab lists its runs with their details', async () => {
    const { user, list } = setup(<ResourceEditor table="topologies" id="t1" tab="members" />);
    const job = {
      id: 'j1',
      name: 'TopologySync',
      status: 'FAILED',
      resource_id: 't1',
      resource_type: 'topology',
      time_start: '2026-11-25T10:00:00Z',
      details: { errors: ['boom'] },
    };
    list.mockImplementation(async (query: PostgrestQuery) =>
      query.table === 'job_histories'
        ? { data: [job], totalEntries: 1 }
        : { data: [{ ...TEAM, namespace: 'default' }], totalEntries: 1 },
    );
    expect(await screen.findByRole('tab', { name: 'Spec', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Members' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Job History' }));
    await user.click(await screen.findByText('TopologySync'));
    const details = await screen.findByRole('dialog', { name: 'Details for job TopologySync' });
    expect(details).toHaveTextContent('boom');
    const jobQuery = list.mock.calls.map(([query]) => query).find((query) => query.table === 'job_histories')!;
    expect(new URLSearchParams(jobQuery.toParams()).get('resource_id')).toBe('eq.t1');
  });
});

describe('without read access', () => {
  const nobody = { id: 'u-none', name: 'No Role', roles: [] };
  it('the list and the editor say so and ask the server for nothing', async () => {
    const { list } = setup(<ResourceListPage table="teams" />, [TEAM], nobody);
    expect(await screen.findByText('You do not have permission to access this page.')).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });
  it('the editor says so', async () => {
    const { list } = setup(<ResourceEditor table="teams" id="t1" />, [TEAM], nobody);
    expect(await screen.findByText('You do not have permission to access this page.')).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });
});
