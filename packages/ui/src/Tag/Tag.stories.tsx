import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { TagList } from './Tag';

const tags = {
  zone: 'eu-west-1',
  app: 'checkout',
  name: 'checkout-api',
  namespace: 'production',
  account: 'acme',
  team: 'payments',
  tier: 'gold',
  'kubernetes.io/managed-by': 'a-very-long-controller-name-that-does-not-fit',
};

const meta = {
  title: 'Display/TagList',
  component: TagList,
  decorators: [withThemeProvider],
  args: { tags, maxVisible: 4 },
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '+4 more' }));
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(9);
  },
};

export const Few: Story = {
  args: { tags: { name: 'web', namespace: 'default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('namespace');
  },
};

export const Empty: Story = {
  args: { tags: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const Narrow: Story = {
  parameters: narrowParameters,
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show less' })).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ canvasElement }) => {
    const more = within(canvasElement).getByRole('button', { name: '+4 more' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('button', { name: 'Show less' })).toHaveFocus();
  },
};
