import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  decorators: [withThemeProvider],
  args: { label: 'Description', onChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('first line{Enter}second line');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Description' })).toHaveValue(
      'first line\nsecond line',
    );
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Read from the check definition' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'This field is required' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const LongContent: Story = {
  args: { defaultValue: Array.from({ length: 30 }, (_, i) => `line ${i + 1}: status ok`).join('\n'), rows: 6 },
};

export const Narrow: Story = { parameters: narrowParameters };

export const Dark: Story = { parameters: darkParameters, args: { description: 'Markdown is not rendered' } };
