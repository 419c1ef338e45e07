import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { darkParameters, narrowParameters, withThemeProvider } from '../__fixtures__/decorators';
import { CheckForm } from './__fixtures__/CheckForm';

const meta = {
  title: 'Forms/Form',
  component: CheckForm,
  decorators: [withThemeProvider],
  args: { onSubmit: fn() },
} satisfies Meta<typeof CheckForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: /^Name/ }));
    await userEvent.keyboard('api-health');
    await userEvent.click(canvas.getByRole('textbox', { name: /^Threshold/ }));
    await userEvent.keyboard('2');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: /Namespace/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'default' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('This field is required'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Narrow: Story = { parameters: narrowParameters };

export const Dark: Story = {
  parameters: darkParameters,
  play: Invalid.play,
};
