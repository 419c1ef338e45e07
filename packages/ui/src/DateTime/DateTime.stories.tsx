import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkParameters, withThemeProvider } from '../__fixtures__/decorators';
import { DateTime } from './DateTime';

const VALUE = '2025-01-06T10:30:01.999Z';

const meta = {
  title: 'Display/DateTime',
  component: DateTime,
  decorators: [withThemeProvider],
  args: { value: VALUE, format: 'timestamp', timeZone: 'UTC' },
} satisfies Meta<typeof DateTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Timestamp: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2025-01-06 10:30:01.999')).toHaveAttribute('dateTime', VALUE);
  },
};

export const Formats: Story = {
  render: (args) => (
    <dl>
      {(['short', 'medium', 'full', 'timestamp'] as const).map((format) => (
        <div key={format}>
          <dt>{format}</dt>
          <dd>
            <DateTime {...args} format={format} now={Date.parse('2025-01-06T11:30:01.999Z')} />
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mon 10:30:01')).toBeVisible();
    await expect(canvas.getByText('Jan 6 10:30:01.999')).toBeVisible();
    await expect(canvas.getByText('1h')).toBeVisible();
  },
};

export const OtherZone: Story = {
  args: { timeZone: 'America/New_York' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2025-01-06 05:30:01.999')).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2025-01-06 10:30:01.999')).toBeVisible();
  },
};
