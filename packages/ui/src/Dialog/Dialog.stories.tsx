import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Dialog } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  decorators: [withThemeProvider],
  args: {
    title: 'Edit health check',
    size: 'medium',
    onExpandedChange: fn(),
    children: <p>Checks run every 30 seconds from every agent in the namespace.</p>,
    footer: <Button slot="close">Done</Button>,
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Open dialog</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openByKeyboard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  canvas.getByRole('button', { name: 'Open dialog' }).focus();
  await userEvent.keyboard('{Enter}');
  return canvas.findByRole('dialog');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openByKeyboard(canvasElement);
    await expect(dialog).toHaveAccessibleName('Edit health check');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
  },
};

export const Expandable: Story = {
  args: { size: 'small' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await openByKeyboard(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Expand' }));
    await expect(dialog).toHaveAttribute('data-size', 'full');
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Collapse' })).toBeInTheDocument();
  },
};

export const VerySmall: Story = {
  args: { size: 'very-small' },
  play: async ({ canvasElement }) => void (await openByKeyboard(canvasElement)),
};
export const Large: Story = {
  args: { size: 'large' },
  play: async ({ canvasElement }) => void (await openByKeyboard(canvasElement)),
};
export const Full: Story = {
  args: { size: 'full' },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: 'Expand' })).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    title: 'A very long dialog title that keeps going to show how the heading wraps inside a small dialog',
    size: 'small',
    children: (
      <div>
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i}>{`Line ${i + 1} of the check configuration, scrolled inside the dialog body.`}</p>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => void (await openByKeyboard(canvasElement)),
};

export const Narrow: Story = {
  parameters: narrowParameters,
  play: async ({ canvasElement }) => void (await openByKeyboard(canvasElement)),
};

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ canvasElement }) => void (await openByKeyboard(canvasElement)),
};
