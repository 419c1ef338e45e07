import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { darkParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Button, IconButton } from '../Button';
import { Popover } from './Popover';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  decorators: [withThemeProvider],
  args: {
    trigger: <Button>Details</Button>,
    title: 'Check details',
    children: <p style={{ margin: 0 }}>Last run 5m ago, 245ms.</p>,
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Details' });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: 'Check details' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const IconTrigger: Story = {
  args: {
    trigger: <IconButton icon="more" aria-label="More actions" variant="secondary" />,
    title: undefined,
    'aria-label': 'More actions',
    children: ({ close }: { close: () => void }) => (
      <Button variant="ghost" onPress={close}>
        Close
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    children: (
      <ul style={{ margin: 0 }}>
        {Array.from({ length: 30 }, (_, index) => (
          <li key={index}>Related config {index + 1}</li>
        ))}
      </ul>
    ),
  },
  play: async () => {
    await expect(await screen.findByText('Related config 30')).toBeInTheDocument();
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Check details' })).toBeVisible();
  },
};
