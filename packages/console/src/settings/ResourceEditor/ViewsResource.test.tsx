import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type PostgrestQuery } from '@mission-control/api';
import type { ConsoleUser } from '../../provider/access';
import { createMemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { ResourceListPage } from '../ResourceListPage/ResourceListPage';
import { ResourceEditor } from './ResourceEditor';

// #24: views are listed, created, edited (the view schema's messages shown before saving) and deleted in the
// generic resource editor, gated by the `views` permissions.

// jsdom cannot run Monaco: the lazy Monaco module becomes a plain textbox with the same name and value contract.
vi.mock(
  '../../../../ui/src/CodeEditor/MonacoEditor',
  () => import('../../../../ui/src/CodeEditor/__fixtures__/MonacoTextarea'),
);

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const person = (role: string): ConsoleUser => ({ id: `u-${role}`, name: `${role} user`, roles: [role] });

const VIEW = {
  id: 'v1',
  name: 'catalog-summary',
  namespace: 'default',
  spec: { display: { title: 'Catalog summary', sidebar: true }, queries: {} },
  source: 'UI',
  created_at: '2026-11-25T10:00:00Z',
  updated_at: '2026-11-26T10:00:00Z',
};

function setup(ui: React.ReactNode, role = 'editor', insertError?: Error) {
  const router = createMemoryRouterAdapter('/settings/views');
  const list = vi.fn(async (query: PostgrestQuery) =>
    query.table === 'views' ? { data: [VIEW], totalEntries: 1 } : { data: [], totalEntries: 0 },
  );
  const insert = vi.fn(async (_table: string, row: object) => {
    if (insertError) throw insertError;
    return [{ ...row, id: 'new-id' }];
  });
  const update = vi.fn(async (_query: unknown, row: object) => [{ ...VIEW, ...row }]);
  const softDelete = vi.fn(async () => undefined);
  render(
    <StrictMode>
      <TestConsoleProvider
        client={{ db: { list, insert, update, softDelete } as never }}
        router={router}
        user={person(role)}
      >
        {ui}
      </TestConsoleProvider>
    </StrictMode>,
  );
  return { list, insert, update, softDelete, user: userEvent.setup() };
}

describe('#24 views in the generic resource editor', () => {
  it('lists views with Name, Namespace, Title, Source, Created and Updated; a writer gets New', async () => {
    setup(<ResourceListPage table="views" />);
    const table = await screen.findByRole('table', { name: 'Views' });
    expect(await within(table).findByText('catalog-summary')).toBeInTheDocument();
    for (const header of ['Name', 'Namespace', 'Title', 'Source', 'Created', 'Updated']) {
      expect(
        within(table).getByRole('columnheader', { name: `${header} Resize column ${header}` }),
      ).toBeInTheDocument();
    }
    expect(within(table).getByText('Catalog summary')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New' })).toBeInTheDocument();
  });

  it('a viewer sees the list without New, and the editor read-only without Update or Delete', async () => {
    setup(
      <>
        <ResourceListPage table="views" />
        <ResourceEditor table="views" id="v1" />
      </>,
      'viewer',
    );
    expect(await screen.findAllByText('catalog-summary')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();
    expect(await screen.findByRole('textbox', { name: 'Spec' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it("shows the view schema's messages while the spec is typed, and saves only a spec that passes", async () => {
    const { insert, user } = setup(<ResourceEditor table="views" />);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'my-view');
    const spec = screen.getByRole('textbox', { name: 'Spec' });
    await user.click(spec);
    await user.paste('colums: []\ndisplay:\n  title: 3');
    const problems = await screen.findByRole('list', { name: 'Spec problems' });
    expect(within(problems).getByText(/spec\.colums: unknown field "colums"/)).toBeInTheDocument();
    expect(within(problems).getByText('spec.display.title: must be text')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(insert).not.toHaveBeenCalled();

    await user.clear(spec);
    await user.paste('display:\n  title: Mine');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Spec problems' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(insert).toHaveBeenCalled());
    expect(insert.mock.calls[0]![0]).toBe('views');
    expect(insert.mock.calls[0]![1]).toEqual({
      name: 'my-view',
      namespace: 'default',
      spec: { display: { title: 'Mine' } },
      source: 'UI',
    });
  });

  it("shows the server's 400 sentence when it refuses a spec the schema let through", async () => {
    const sentence = 'invalid view spec: panel Items: the SQL must be a single SELECT';
    const { insert, user } = setup(
      <ResourceEditor table="views" />,
      'editor',
      new ApiError('validation', sentence, { status: 400, body: { message: sentence } }),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'my-view');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(insert).toHaveBeenCalled());
    expect(await screen.findByText(sentence)).toBeInTheDocument();
  });

  it('a writer edits and deletes a view', async () => {
    const { update, softDelete, user } = setup(<ResourceEditor table="views" id="v1" />);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue('catalog-summary'));
    await user.type(name, '-2');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1]).toMatchObject({ name: 'catalog-summary-2', namespace: 'default' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(softDelete).toHaveBeenCalledWith('views', 'v1'));
  });
});
