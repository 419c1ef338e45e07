import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { playbookListsClient } from '../__fixtures__/lists';
import { PlaybooksPage } from './PlaybooksPage';

function withPlaybooks(location = '/playbooks', roles = ['admin']) {
  return (Story: () => React.ReactElement) => {
    const { client } = playbookListsClient();
    return (
      <TestConsoleProvider client={client} initialLocation={location} user={{ id: 'u1', name: 'Ada', roles }}>
        <Story />
      </TestConsoleProvider>
    );
  };
}

const meta = {
  title: 'Console/Playbooks/PlaybooksPage',
  component: PlaybooksPage,
} satisfies Meta<typeof PlaybooksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByCategory: Story = {
  decorators: [withPlaybooks()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Diagnostics' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Other' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Runs of Collect diagnostics' })).toBeVisible();
  },
};

export const Searched: Story = {
  decorators: [withPlaybooks('/playbooks?search=restart')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Restart deployment' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Collect diagnostics' })).toBeNull();
  },
};

export const RunDialog: Story = {
  decorators: [withPlaybooks()],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Run Collect diagnostics' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Collect diagnostics' });
    await expect(await within(dialog).findByRole('textbox', { name: 'Note' })).toBeVisible();
  },
};

export const DeleteQuestion: Story = {
  decorators: [withPlaybooks()],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete Collect diagnostics' }));
    const confirm = await within(document.body).findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('Are you sure you want to delete the playbook "Collect diagnostics"?');
  },
};

export const ReadOnlyViewer: Story = {
  decorators: [withPlaybooks('/playbooks', ['viewer'])],
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: 'Collect diagnostics' });
    await expect(within(card).queryByRole('button')).toBeNull();
  },
};
