import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Controls/Checkbox',
  component: Checkbox,
  decorators: [withThemeProvider],
  args: { children: 'Insecure TLS', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Insecure TLS' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'All namespaces' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, children: 'I accept the terms' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const LongLabel: Story = {
  args: {
    children: 'Skip certificate verification for every connection in this namespace, which is unsafe outside tests',
  },
};

export const Narrow: Story = { parameters: narrowParameters, args: LongLabel.args };

export const Dark: Story = { parameters: darkParameters, args: { defaultSelected: true } };
