import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Truncate } from './Truncate';

const long = 'checkout-api-production-eu-west-1-a-very-long-deployment-name-that-never-ends';

const meta = {
  title: 'Display/Truncate',
  component: Truncate,
  decorators: [withThemeProvider],
  args: { text: long, maxWidth: '24ch' },
} satisfies Meta<typeof Truncate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(long);
    // The text is cut visually: its content is wider than its box.
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(text).toHaveAttribute('title', long);
  },
};

export const Short: Story = {
  args: { text: 'web' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('web');
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  },
};

export const TwoLines: Story = {
  parameters: narrowParameters,
  args: { lines: 2, maxWidth: undefined, text: `${long} ${long}` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle(`${long} ${long}`)).toHaveAttribute('data-lines', '2');
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(long)).toBeVisible();
  },
};
