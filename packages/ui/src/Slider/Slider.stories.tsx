import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { cardWidthSliderProps, Slider } from './Slider';

const meta = {
  title: 'Controls/Slider',
  component: Slider,
  decorators: [withThemeProvider],
  args: { label: 'Card width', ...cardWidthSliderProps, defaultValue: 554, onChange: fn() },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardWidth: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(556);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('556');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: 'Card width' })).toBeDisabled();
  },
};

export const LongLabel: Story = { args: { label: 'Width of every topology card on the health dashboard' } };

export const Narrow: Story = { parameters: narrowParameters };

export const Dark: Story = { parameters: darkParameters };
