import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { PB_DIAG, playbookListsClient } from '../__fixtures__/lists';
import { PlaybookRunsPage } from './PlaybookRunsPage';

function withRuns(location = '/playbooks/runs') {
  return (Story: () => React.ReactElement) => {
    const { client } = playbookListsClient();
    return (
      <TestConsoleProvider client={client} initialLocation={location}>
        <Story />
      </TestConsoleProvider>
    );
  };
}

const meta = {
  title: 'Console/Playbooks/PlaybookRunsPage',
  component: PlaybookRunsPage,
} satisfies Meta<typeof PlaybookRunsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllRuns: Story = {
  decorators: [withRuns()],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Playbook runs' });
    await expect(await within(table).findByText('Restart deployment')).toBeVisible();
    await expect(within(table).getByText('pending approval')).toBeVisible();
  },
};

export const OnePlaybookFailed: Story = {
  decorators: [withRuns(`/playbooks/runs?playbook=${PB_DIAG}&status=failed`)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Collect diagnostics Playbook Runs' }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Playbook runs' });
    await expect(await within(table).findByText('failed')).toBeVisible();
    await expect(within(table).queryByText('Restart deployment')).toBeNull();
  },
};
