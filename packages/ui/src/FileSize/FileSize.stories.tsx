import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkParameters, withThemeProvider } from '../__fixtures__/decorators';
import { FileSize } from './FileSize';

const meta = {
  title: 'Display/FileSize',
  component: FileSize,
  decorators: [withThemeProvider],
  args: { bytes: 5 * 1024 ** 3 },
} satisfies Meta<typeof FileSize>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gigabytes: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5 GB')).toBeVisible();
  },
};

export const Units: Story = {
  render: () => (
    <ul>
      {[512, 1536, 1024 ** 2 * 3, 1024 ** 8].map((bytes) => (
        <li key={bytes}>
          <FileSize bytes={bytes} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['512 B', '1.5 KB', '3 MB', '1 YB']);
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5 GB')).toBeVisible();
  },
};
