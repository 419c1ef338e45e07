import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureSummary } from '../../__fixtures__/checks';
import { TestConsoleProvider, type PartialClient } from '../../testing/TestConsoleProvider';
import { HealthView } from './HealthView';

const client: PartialClient = { canary: { summary: async () => fixtureSummary() } };

const meta = {
  title: 'Console/Health/HealthView',
  component: HealthView,
  decorators: [
    (Story) => (
      <TestConsoleProvider client={client} initialLocation="/view/health">
        <Story />
      </TestConsoleProvider>
    ),
  ],
} satisfies Meta<typeof HealthView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/view/health`: the dashboard alone, no sidebar or top bar. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = await within(canvasElement).findByRole('main', { name: 'Health' });
    await expect(await within(main).findByRole('table', { name: 'Health checks' })).toBeVisible();
  },
};

export const Dark: Story = {
  decorators: [
    (Story) => (
      <TestConsoleProvider client={client} initialLocation="/view/health" theme="dark">
        <Story />
      </TestConsoleProvider>
    ),
  ],
};

/** Without read on canaries the view says so, as /health does. */
export const NoPermission: Story = {
  decorators: [
    (Story) => (
      <TestConsoleProvider client={client} user={{ id: 'u-none', name: 'No Role', roles: [] }}>
        <Story />
      </TestConsoleProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You do not have permission to access this page.'),
    ).toBeVisible();
  },
};
