import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { darkParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Avatar } from './Avatar';

// A tiny inline picture: stories make no network requests.
const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#4a7"/><circle cx="16" cy="13" r="6" fill="#fff"/></svg>',
  );

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  decorators: [withThemeProvider],
  args: { name: 'Jane Doe', email: 'jane@example.com' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Jane Doe' })).toHaveTextContent('JD');
  },
};

export const WithPicture: Story = {
  args: { src: picture, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Jane Doe' }).tagName).toBe('IMG');
  },
};

export const BrokenPicture: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'Jane Doe' })).toHaveTextContent('JD'));
  },
};

export const EmailOnly: Story = {
  args: { name: null, email: 'ops.team@example.com', size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'ops.team@example.com' })).toHaveTextContent('OT');
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Jane Doe' })).toBeVisible();
  },
};
