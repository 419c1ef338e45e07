import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { darkParameters, withThemeProvider } from '../__fixtures__/decorators';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Demo(props: Omit<ConfirmDialogProps, 'isOpen' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Delete permission</Button>
      <ConfirmDialog {...props} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: Demo,
  decorators: [withThemeProvider],
  args: {
    title: 'Delete permission',
    message: 'Are you sure you want to delete the permission?',
    confirmLabel: 'Delete',
    variant: 'danger',
    onConfirm: fn(),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  canvas.getByRole('button', { name: 'Delete permission' }).focus();
  await userEvent.keyboard('{Enter}');
  return canvas.findByRole('alertdialog');
}

export const Danger: Story = {
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalled();
    await waitFor(() => expect(within(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Primary: Story = {
  args: { variant: 'primary', title: 'Run playbook', message: 'Run the restart playbook now?', confirmLabel: 'Run' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Busy: Story = {
  args: { onConfirm: fn(() => new Promise((resolve) => setTimeout(resolve, 600))) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Let the work finish so the story ends closed, as a user would see it.
    await waitFor(() => expect(within(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Failed: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('Permission is in use by 3 teams'))) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Permission is in use by 3 teams');
  },
};

export const LongContent: Story = {
  args: {
    message:
      'Deleting this permission removes access for every guest and team member that inherits it, across all namespaces, and cannot be undone.',
  },
  play: async ({ canvasElement }) => void (await open(canvasElement)),
};

export const Dark: Story = {
  parameters: darkParameters,
  play: async ({ canvasElement }) => void (await open(canvasElement)),
};
