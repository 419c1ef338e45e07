import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Button, IconButton } from './Button';

const meta = {
  title: 'Display/Button',
  component: Button,
  decorators: [withThemeProvider],
  args: { children: 'Save changes', variant: 'primary', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save changes' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

const AllVariants = () => (
  <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
    <Button variant="primary">Primary</Button>
    <Button variant="secondary">Secondary</Button>
    <Button variant="ghost">Ghost</Button>
    <Button variant="danger" icon="trash">
      Delete
    </Button>
    <Button size="sm">Small</Button>
    <Button size="lg">Large</Button>
    <Button isDisabled>Disabled</Button>
    <IconButton icon="refresh" aria-label="Refresh" />
    <IconButton icon="close" aria-label="Close" variant="secondary" size="sm" />
  </div>
);

export const Variants: Story = {
  render: () => <AllVariants />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Primary' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Save changes/ });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const IconOnly: Story = {
  render: (args) => <IconButton icon="edit" aria-label="Edit check" onPress={args.onPress} />,
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Edit check' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Narrow: Story = {
  parameters: narrowParameters,
  args: { children: 'A rather long button label', icon: 'play' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'A rather long button label' })).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: darkParameters,
  render: () => <AllVariants />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};
