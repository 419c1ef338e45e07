import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  decorators: [withThemeProvider],
  args: { label: 'Threshold', minValue: 0, defaultValue: 2, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: 'Threshold' }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const Empty: Story = { args: { defaultValue: null, placeholder: '0' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Threshold' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Must be at least 0', defaultValue: -1, minValue: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Threshold' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const LongContent: Story = {
  args: { label: 'Timeout in milliseconds before the check is marked unhealthy', defaultValue: 1234567890 },
};

export const Narrow: Story = { parameters: narrowParameters };

export const Dark: Story = { parameters: darkParameters };
