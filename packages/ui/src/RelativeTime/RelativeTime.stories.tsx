import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkParameters, withThemeProvider } from '../__fixtures__/decorators';
import { RelativeTime } from './RelativeTime';

const NOW = Date.parse('2025-01-06T12:00:00.000Z');

const meta = {
  title: 'Display/RelativeTime',
  component: RelativeTime,
  decorators: [withThemeProvider],
  args: { value: NOW - 3 * 3_600_000, now: NOW, timeZone: 'UTC' },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hours: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('3h');
    await expect(time).toHaveAttribute('title', 'Jan 6 09:00:00.000');
  },
};

export const AllUnits: Story = {
  render: (args) => (
    <ul>
      {[5_000, 5 * 60_000, 5 * 3_600_000, 5 * 86_400_000, 65 * 86_400_000, 800 * 86_400_000].map((ago) => (
        <li key={ago}>
          <RelativeTime {...args} value={NOW - ago} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['5s', '5m', '5h', '5d', '2mo', '2y']);
  },
};

export const ZeroDate: Story = {
  args: { value: '0001-01-01T00:00:00Z' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3h')).toBeVisible();
  },
};
