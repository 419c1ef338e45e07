import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { TriStateToggle } from './TriStateToggle';

const meta = {
  title: 'Controls/TriStateToggle',
  component: TriStateToggle,
  decorators: [withThemeProvider],
  args: { label: 'healthy', onChange: fn() },
} satisfies Meta<typeof TriStateToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Include' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Include' })).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

export const Included: Story = { args: { defaultValue: 1 } };
export const Excluded: Story = { args: { defaultValue: -1 } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Include' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: { label: 'app.kubernetes.io/part-of=monitoring-production-eu-west-1-with-a-long-suffix', defaultValue: 1 },
};

export const Narrow: Story = { parameters: narrowParameters, args: LongContent.args };

export const Dark: Story = {
  parameters: darkParameters,
  args: { defaultValue: -1 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Include' }));
    await expect(within(canvasElement).getByRole('group', { name: /app|healthy/ })).toHaveAttribute(
      'data-state',
      'include',
    );
  },
};
