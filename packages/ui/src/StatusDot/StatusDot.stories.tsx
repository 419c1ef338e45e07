import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkParameters, withThemeProvider } from '../__fixtures__/decorators';
import { StatusDot } from './StatusDot';

const meta = {
  title: 'Display/StatusDot',
  component: StatusDot,
  decorators: [withThemeProvider],
  args: { status: 'healthy', showLabel: true },
} satisfies Meta<typeof StatusDot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Healthy: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('healthy');
    await expect(text.parentElement).toHaveAttribute('data-status-color', 'green');
  },
};

const statuses = [
  'healthy',
  'degraded',
  'missing',
  'unhealthy',
  'not good',
  'unknown',
  'suspended',
  'warning',
  'mixed',
];

const All = () => (
  <ul style={{ display: 'grid', gap: 6, padding: 0, listStyle: 'none' }}>
    {statuses.map((status) => (
      <li key={status}>
        <StatusDot status={status} showLabel />
      </li>
    ))}
  </ul>
);

export const AllStatuses: Story = {
  render: () => <All />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('not good').parentElement).toHaveAttribute('data-status-color', 'red');
    await expect(canvas.getByText('suspended').parentElement).toHaveAttribute('data-status-color', 'grey');
    await expect(canvas.getByText('mixed').parentElement).toHaveAttribute('data-status-color', 'orange');
  },
};

export const HiddenLabel: Story = {
  args: { status: 'degraded', showLabel: false },
  play: async ({ canvasElement }) => {
    // Not visible, but present for screen readers.
    await expect(within(canvasElement).getByText('degraded')).toBeInTheDocument();
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  render: () => <All />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('warning')).toBeVisible();
  },
};
