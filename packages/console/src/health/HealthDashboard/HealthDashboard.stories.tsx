import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureSummary } from '../../__fixtures__/checks';
import { TestConsoleProvider } from '../../testing/TestConsoleProvider';
import { HealthDashboard } from './HealthDashboard';

const meta = {
  title: 'Console/Health/HealthDashboard',
  component: HealthDashboard,
} satisfies Meta<typeof HealthDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    (Story) => (
      <TestConsoleProvider client={{ canary: { summary: async () => fixtureSummary() } }}>
        <Story />
      </TestConsoleProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Health checks' });
    await expect(within(table).getByRole('row', { name: /homepage/ })).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [
    (Story) => (
      <TestConsoleProvider client={{ canary: { summary: async () => fixtureSummary([]) } }}>
        <Story />
      </TestConsoleProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data available')).toBeVisible();
  },
};

export const Dark: Story = {
  decorators: [
    (Story) => (
      <TestConsoleProvider theme="dark" client={{ canary: { summary: async () => fixtureSummary() } }}>
        <Story />
      </TestConsoleProvider>
    ),
  ],
};
