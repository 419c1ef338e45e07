import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Switch } from './Switch';

const meta = {
  title: 'Controls/Switch',
  component: Switch,
  decorators: [withThemeProvider],
  args: { children: 'Show deleted items', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Show deleted items' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = { args: { defaultSelected: true } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
  },
};

export const LongLabel: Story = {
  args: {
    children: 'Show hidden components from every namespace, including the ones marked as internal by their owners',
  },
};

export const Narrow: Story = { parameters: narrowParameters, args: LongLabel.args };

export const Dark: Story = { parameters: darkParameters, args: { defaultSelected: true } };
