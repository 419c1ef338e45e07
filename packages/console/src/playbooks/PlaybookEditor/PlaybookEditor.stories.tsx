import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { fakeDb } from '../../testing/postgrestFake';
import { PB_CRD, PB_DIAG, PLAYBOOK_ROWS } from '../__fixtures__/lists';
import { PlaybookEditor } from './PlaybookEditor';

const GOOD = {
  category: 'Diagnostics',
  parameters: [{ name: 'note', label: 'Note', type: 'text', required: true }],
  actions: [{ name: 'print', timeout: '30s', exec: { script: 'printf "%s\\n" "$PARAM_NOTE"' } }],
};
// A misspelt field and a timeout that is not a duration: the schema's messages are marked and listed.
const BROKEN = { actions: [{ name: 'print', timeout: 'soon', exec: { scrpt: 'echo' } }] };
const BROKEN_ID = 'c0a80001-0000-4000-8000-0000000000a9';

function withEditor(roles = ['admin']) {
  return (Story: () => React.ReactElement) => {
    const rows = [
      ...PLAYBOOK_ROWS.map((row) => ({ ...row, spec: GOOD })),
      { ...PLAYBOOK_ROWS[0]!, id: BROKEN_ID, name: 'broken', title: 'Broken spec', spec: BROKEN },
    ];
    const { db } = fakeDb({ playbooks: rows });
    return (
      <TestConsoleProvider client={{ db }} user={{ id: 'u1', name: 'Ada', roles }}>
        <Story />
      </TestConsoleProvider>
    );
  };
}

const meta = {
  title: 'Console/Playbooks/PlaybookEditor',
  component: PlaybookEditor,
} satisfies Meta<typeof PlaybookEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewPlaybook: Story = {
  args: { playbookId: 'new' },
  decorators: [withEditor()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^Title/ })).toHaveValue('');
    await expect(canvas.getByText('The spec matches the playbook schema')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

export const Editing: Story = {
  args: { playbookId: PB_DIAG },
  decorators: [withEditor()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^Title/ })).toHaveValue('Collect diagnostics');
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

export const SchemaProblems: Story = {
  args: { playbookId: BROKEN_ID },
  decorators: [withEditor()],
  play: async ({ canvasElement }) => {
    const problems = await within(canvasElement).findByRole('list', { name: '3 problems in the spec' });
    await expect(problems).toHaveTextContent('spec.actions[0].timeout: must be a duration such as 30s, 5m or 1h30m');
    await expect(problems).toHaveTextContent('spec.actions[0].exec.scrpt: unknown field "scrpt"');
  },
};

export const FromCrdReadOnly: Story = {
  args: { playbookId: PB_CRD },
  decorators: [withEditor()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/comes from KubernetesCRD and is read-only here/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const Viewer: Story = {
  args: { playbookId: PB_DIAG },
  decorators: [withEditor(['viewer'])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/changing playbooks needs write access/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};
