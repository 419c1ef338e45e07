import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Latency } from './Latency';

const meta = {
  title: 'Display/Latency',
  component: Latency,
  decorators: [withThemeProvider],
  args: { ms: 245 },
} satisfies Meta<typeof Latency>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Milliseconds: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('245ms')).toBeVisible();
  },
};

export const Units: Story = {
  render: () => (
    <ul>
      {[12, 1_250, 95_000, 5_400_000].map((ms) => (
        <li key={ms}>
          <Latency ms={ms} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['12ms', '1.25s', '1.58m', '1.5h']);
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  args: { ms: 1500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.5s')).toBeVisible();
  },
};
