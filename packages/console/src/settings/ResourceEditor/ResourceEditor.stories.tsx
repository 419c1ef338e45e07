import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PostgrestQuery } from '@mission-control/api';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { JOBS } from '../__fixtures__/jobs';
import { ResourceEditor } from './ResourceEditor';

const TEAM = {
  id: 't1',
  name: 'sre',
  icon: 'group',
  source: 'UI',
  spec: { components: [{ name: 'payments' }] },
  created_at: '2026-11-25T10:00:00Z',
};

/** A `client.db` answering the resource by id and its job runs; writes resolve as the server would. */
function withDb(row: Record<string, unknown> = TEAM) {
  return (Story: () => ReactElement) => (
    <TestConsoleProvider
      client={{
        db: {
          list: (async (query: PostgrestQuery) =>
            query.table === 'job_histories'
              ? { data: JOBS, totalEntries: JOBS.length }
              : { data: [row], totalEntries: 1 }) as never,
          insert: (async (_table: string, value: object) => [{ ...value, id: 'new' }]) as never,
          update: (async (_query: unknown, value: object) => [{ ...row, ...value }]) as never,
          softDelete: (async () => undefined) as never,
        },
      }}
    >
      <Story />
    </TestConsoleProvider>
  );
}

const meta = {
  title: 'Console/Settings/ResourceEditor',
  component: ResourceEditor,
  args: { table: 'teams' },
} satisfies Meta<typeof ResourceEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new team: the icon defaults to 'group'; Save asks for a name first. */
export const New: Story = {
  decorators: [withDb()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Icon' })).toHaveValue('group');
    await expect(canvas.queryByRole('tab', { name: 'Members' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
  },
};

/** An existing team: Update and Delete, the Members tab, and its job runs. */
export const Edit: Story = {
  args: { id: 't1', members: (_id, name) => <p>Members of {name}</p> },
  decorators: [withDb()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Update' })).toBeVisible();
    // Monaco loads lazily; its input is the textbox named by the field's label.
    await expect(await canvas.findByRole('textbox', { name: 'Spec' }, { timeout: 30_000 })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Members' }));
    await expect(canvas.getByText('Members of sre')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Job History' }));
    await expect((await canvas.findAllByText('CanaryReconcile'))[0]).toBeVisible();
  },
};

/** Synced from a Kubernetes CRD: the CRD link instead of the edit controls. */
export const ReadOnlyBySource: Story = {
  args: { id: 't1', table: 'topologies' },
  decorators: [withDb({ ...TEAM, namespace: 'default', source: 'KubernetesCRD' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Linked to CRD' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Update' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** From a local file: 'Linked to local file', read-only. */
export const LocalFile: Story = {
  args: { id: 't1', table: 'config_scrapers' },
  decorators: [withDb({ ...TEAM, source: 'ConfigFile' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Linked to local file')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Update' })).toBeNull();
  },
};

/** Invalid YAML typed into the spec is reported under the editor (the stored spec is what Update keeps). */
export const InvalidYaml: Story = {
  args: { id: 't1' },
  decorators: [withDb()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spec = await canvas.findByRole('textbox', { name: 'Spec' }, { timeout: 30_000 });
    await waitFor(() => expect(canvasElement.querySelector('.view-lines')?.textContent).toContain('payments'));
    spec.focus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    // A paste, as users bring YAML in: Monaco reads the clipboard event's text.
    await userEvent.paste('\n[[');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/at line \d+, column \d+/), {
      timeout: 10_000,
    });
  },
};

/** Delete asks first, then toasts '{name} deleted successfully'. */
export const DeleteConfirm: Story = {
  args: { id: 't1' },
  decorators: [withDb()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    const confirm = await body.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('Are you sure you want to delete this resource?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expect(await body.findByText('sre deleted successfully')).toBeVisible();
  },
};
