import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Menu } from './Menu';

const items = [
  { id: 'edit', label: 'Edit', icon: '✎' },
  { id: 'run', label: 'Run now', icon: '▶' },
  { id: 'silence', label: 'Silence', icon: '🔕', isDisabled: true },
  { id: 'delete', label: 'Delete', icon: '✕', tone: 'danger' as const },
];

const meta = {
  title: 'Controls/Menu',
  component: Menu,
  decorators: [withThemeProvider],
  args: { label: 'Actions', items, onAction: fn() },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('run');
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const IconTrigger: Story = { args: { label: '⋮', 'aria-label': 'More actions' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Actions' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    items: [
      ...items,
      { id: 'long', label: 'Export the full status history of this check as a CSV file for the last ninety days' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions' }));
    await expect(await within(canvasElement).findByRole('menuitem', { name: /Export the full/ })).toBeVisible();
  },
};

export const Narrow: Story = { parameters: narrowParameters };

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions' }));
    await expect(await within(canvasElement).findByRole('menu')).toBeVisible();
  },
};
