import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouterAdapter, type MemoryRouterAdapter } from '../../provider/router';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { PB_CRD, PB_DIAG, playbookListsClient } from '../__fixtures__/lists';
import type { FakeDbOptions } from '../../testing/postgrestFake';
import { PlaybookEditor } from './PlaybookEditor';

// jsdom cannot run Monaco: the ui CodeEditor's lazy module becomes a textarea with the same name.
vi.mock(
  '../../../../ui/src/CodeEditor/MonacoEditor',
  () => import('../../../../ui/src/CodeEditor/__fixtures__/MonacoTextarea'),
);

vi.setConfig({ testTimeout: 40_000 });
configure({ asyncUtilTimeout: 10_000 });

const viewer = { id: 'u-viewer', name: 'Vic Viewer', roles: ['viewer'] };
const path = (router: MemoryRouterAdapter) => new URL(router.location, 'http://x').pathname;

function renderEditor(playbookId: string, options: { user?: typeof viewer; db?: FakeDbOptions } = {}) {
  const router = createMemoryRouterAdapter(playbookId === 'new' ? '/playbooks/new' : `/playbooks/${playbookId}/edit`);
  const fixture = playbookListsClient(options.db);
  render(
    <TestConsoleProvider router={router} client={fixture.client} {...(options.user ? { user: options.user } : {})}>
      <PlaybookEditor playbookId={playbookId} />
    </TestConsoleProvider>,
  );
  return { router, ...fixture };
}

const setSpec = async (text: string) => {
  const editor = await screen.findByRole('textbox', { name: 'Spec' });
  fireEvent.change(editor, { target: { value: text } });
};

describe('PlaybookEditor', () => {
  it('derives the name from the title, checks the spec against the schema and creates the playbook', async () => {
    const { router, writes } = renderEditor('new');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Echo a Message!');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('echo-a-message');
    expect(await screen.findByRole('status')).toHaveTextContent('The spec matches the playbook schema');

    await setSpec('actions:\n  - name: echo\n    exec:\n      scrpt: echo hi\n');
    const problems = await screen.findByRole('list', { name: '2 problems in the spec' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(
        /^Line 4: spec\.actions\[0\]\.exec\.scrpt: unknown field "scrpt"; an exec action takes script/,
      ),
      'Line 4: spec.actions[0].exec.script: is required',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fix the problems in the spec to save');
    expect(writes).toEqual([]);

    await setSpec('category: Demo\nactions:\n  - name: echo\n    exec:\n      script: echo "$PARAM_MESSAGE"\n');
    await waitFor(() => expect(screen.queryByRole('list', { name: /problems in the spec/ })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(path(router)).toBe('/playbooks'));
    expect(writes).toEqual([
      {
        method: 'POST',
        table: 'playbooks',
        params: {},
        body: {
          title: 'Echo a Message!',
          name: 'echo-a-message',
          source: 'UI',
          icon: null,
          category: 'Demo',
          description: null,
          spec: { category: 'Demo', actions: [{ name: 'echo', exec: { script: 'echo "$PARAM_MESSAGE"' } }] },
        },
      },
    ]);
  });

  it('asks for a title and a valid name before saving', async () => {
    const { writes } = renderEditor('new');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription('This field is required');
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Bad Name');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      /Use lower-case letters, digits and "-"/,
    );
    expect(writes).toEqual([]);
  });

  it('updates a console playbook, keeping its name, and shows the server refusal', async () => {
    const { writes } = renderEditor(PB_DIAG, {
      db: {
        failWrites: {
          table: 'playbooks',
          body: { message: 'invalid playbook spec: spec.timeout: must be a duration' },
        },
      },
    });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Collect diagnostics');
    await userEvent.clear(title);
    await userEvent.type(title, 'Diagnostics');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('collect-diagnostics');
    await setSpec('actions:\n  - name: a\n    http:\n      url: https://example.com\n');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('invalid playbook spec: spec.timeout: must be a duration')).toBeInTheDocument();
    expect(writes).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        params: { id: `eq.${PB_DIAG}` },
        body: expect.objectContaining({ title: 'Diagnostics', name: 'collect-diagnostics' }),
      }),
    ]);
  });

  it('shows a CRD playbook read-only with a note, and a viewer gets no write controls', async () => {
    renderEditor(PB_CRD);
    expect(
      await screen.findByText(
        'This playbook comes from KubernetesCRD and is read-only here; change it where it is defined.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Spec' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('gives a viewer the spec to read without Save or Delete', async () => {
    renderEditor(PB_DIAG, { user: viewer });
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveAttribute('readonly');
    expect(screen.getByText(/changing playbooks needs write access/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('deletes (softly) after the question and goes back to the list', async () => {
    const { router, writes } = renderEditor(PB_DIAG);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(path(router)).toBe('/playbooks'));
    expect(writes).toEqual([
      { method: 'PATCH', table: 'playbooks', body: { deleted_at: 'now' }, params: { id: `eq.${PB_DIAG}` } },
    ]);
  });
});
